import { z } from 'zod';
import { singleLine } from '../text-rules';
import { REPORT_ACTIONS, type ReportAction, type ReportKind, type ReportReason } from '../reports';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * The moderation queue (issue 24, docs/decisions/0958): members' reports, open ones first,
 * and what an administrator does with one. Shared by worker/reports and ui/features/admin/reports.
 */
export const REPORT_SORT_KEYS = ['created'] as const;
export const REPORT_STATUS_FILTERS = ['open', 'decided', 'all'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];
export const REPORT_STATUS_FILTER_LABEL: Record<ReportStatusFilter, string> = { open: 'Waiting for review', decided: 'Decided', all: 'All' };

/** `GET /admin/reports`: the oldest open report first, so none waits behind newer ones. */
export const reportListQuerySchema = adminListQuerySchema(REPORT_SORT_KEYS, { key: 'created', direction: 'asc' }).extend({
  status: z.enum(REPORT_STATUS_FILTERS, { error: 'Show open, decided or all reports.' }).default('open'),
});

export const REPORT_ACTION_LABEL: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn the member',
  hidePhoto: 'Remove the photo',
  block: 'Block the member',
};

/** `POST /admin/reports/{id}`: blocking needs a reason (the member is told it, as on the Members page). */
export const reportDecisionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: 'Choose dismiss, warn, remove the photo or block.' }),
    reason: singleLine(z.string({ error: 'Write the reason as text.' }).trim().max(300, 'Keep the reason to 300 characters.')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'block' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why you block the member: they are told the reason.' });
  });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const reportIdParam = z.object({ id: z.string().min(1).max(64) });

/** One row of the queue: the report, who sent it, who it is about, and the reported thing. */
export interface AdminReport {
  _id: string;
  kind: ReportKind;
  reason: ReportReason;
  note: string | null;
  /** A conversation's transcript as it stood when reported; else null. */
  transcript: string | null;
  status: 'open' | 'decided';
  outcome: ReportAction | null;
  createdAt: number;
  decidedAt: number | null;
  /**
   * The picture the dialog shows (`GET /admin/reports/{id}/photo`): a photo report's photo, a
   * profile report's profile picture. 'removed' once a reported photo left the site; 'none' when
   * there is nothing to show (a conversation, a profile without a picture).
   */
  photo: 'kept' | 'removed' | 'none';
  reporter: { _id: string; name: string };
  reported: { _id: string; name: string; profileId: string | null; status: string; hiddenByReports: boolean; openReporters: number };
}
export type AdminReportPage = AdminPage<AdminReport>;

export const ADMIN_REPORTS_TEXT = {
  title: 'Reports',
  intro: 'What members reported: profiles, photos and conversations. Profiles reported by several members are hidden from search until you decide.',
  empty: 'No report is waiting for review.',
  notFound: 'There is no such report: it may have gone with the account that sent it.',
  decidedAlready: 'This report was already decided. Nothing changed.',
  notAPhoto: 'Only a photo report can remove a photo.',
  photoGone: 'This photo is no longer on the site. Dismiss the report, or warn or block the member.',
  photoRemoved: 'This photo is no longer on the site: it was removed, by its owner or by an administrator.',
  noProfilePicture: 'This member has no profile picture to show.',
  noPhoto: 'A conversation report has no photo: read the transcript.',
  photoAlt: (name: string) => `The reported photo of ${name}`,
  profilePictureAlt: (name: string) => `${name}’s profile picture`,
  done: {
    dismiss: 'Report dismissed. The reporter is told it was reviewed.',
    warn: 'The member was warned. The reporter is told action was taken.',
    hidePhoto: 'The photo was removed and the member told. The reporter is told action was taken.',
    block: 'The member is blocked. The reporter is told action was taken.',
  } satisfies Record<ReportAction, string>,
} as const;
