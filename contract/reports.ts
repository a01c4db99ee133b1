import { z } from 'zod';
import { multiLine } from './text-rules';

/**
 * Reporting (issue 24 "Reporting and moderation", docs/decisions/0958): a member reports a
 * profile, a photo or a conversation from where they see it. Shared by worker/reports, the
 * report dialog and the back office's queue.
 */
export const REPORT_KINDS = ['profile', 'photo', 'conversation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['fake', 'married', 'money', 'abusive', 'photo', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  fake: 'Fake profile',
  married: 'Already married',
  money: 'Asking for money',
  abusive: 'Abusive',
  photo: 'Inappropriate photo',
  underage: 'Under 18',
  other: 'Other',
};

/** What an administrator does with a report. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hidePhoto', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_NOTE_MAX = 1000;

/** `POST /user/report`. */
export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'Say whether you report a profile, a photo or a conversation.' }),
  targetId: z.string({ error: 'Say what you report.' }).trim().min(1, 'Say what you report.').max(200, 'Say what you report.'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason for the report.' }),
  note: multiLine(z.string({ error: 'Write the note as text.' }).trim().max(REPORT_NOTE_MAX, `Keep the note to ${REPORT_NOTE_MAX} characters.`)).optional(),
  /** A conversation's recent messages go with the report only when the reporter shares them. */
  shareTranscript: z.boolean({ error: 'Say whether the conversation’s messages go with the report.' }).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** How a report reads for the member: answers and the notifications that tell the outcome. */
export const REPORT_TEXT = {
  report: 'Report',
  reportProfile: 'Report profile',
  reportPhoto: 'Report photo',
  reportConversation: 'Report conversation',
  title: { profile: 'Report this profile', photo: 'Report this photo', conversation: 'Report this conversation' } satisfies Record<ReportKind, string>,
  reasonLabel: 'Why are you reporting it?',
  noteLabel: 'Anything the administrators should know (optional)',
  transcriptShare: 'Share this conversation’s recent messages with the administrators',
  transcriptShareNote: 'They help the administrators see what happened. Only the administrators read them.',
  transcriptNotShared: 'The reporter did not share the conversation’s messages.',
  send: 'Send report',
  sent: 'Thank you. The administrators will review your report. The member is not told who reported them.',
  already: 'You have already reported this. The administrators will review it; you do not need to report it again.',
  oneself: 'You cannot report your own profile, photos or conversations.',
  profileNotFound: 'This profile is not available.',
  photoNotFound: 'This photo is no longer on the site.',
  conversationNotFound: 'There is no such conversation.',
  /** The reporter's notification, in general terms (nothing of what happened to the member). */
  outcome: (acted: boolean) =>
    acted
      ? 'We reviewed a report you sent and took action. Thank you for helping keep Sambandh safe.'
      : 'We reviewed a report you sent and found nothing against our rules this time. Thank you for telling us.',
  /** The reported member's notification on a warning. */
  warned: 'An administrator reviewed a report about your profile or messages. Please follow the site’s rules: another report may block your account.',
  photoRemoved: 'An administrator removed one of your photos after a report: it did not follow the site’s rules for photos.',
} as const;
