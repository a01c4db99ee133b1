import { z } from 'zod';
import { multiLine } from './text-rules';
import { m } from './i18n/paraglide/messages';

/**
 * Reporting (issue 24 "Reporting and moderation", docs/decisions/0958): a member reports a
 * profile, a photo or a conversation from where they see it. Shared by worker/reports, the
 * report dialog and the back office's queue.
 */
export const REPORT_KINDS = ['profile', 'photo', 'conversation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['fake', 'married', 'money', 'abusive', 'photo', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Getters, like the texts below: each is read in the reader's language when it is used (issue 25). */
export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  get fake() { return m.safety_reason_fake(); },
  get married() { return m.safety_reason_married(); },
  get money() { return m.safety_reason_money(); },
  get abusive() { return m.safety_reason_abusive(); },
  get photo() { return m.safety_reason_photo(); },
  get underage() { return m.safety_reason_underage(); },
  get other() { return m.safety_reason_other(); },
};

/** What an administrator does with a report. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hidePhoto', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_NOTE_MAX = 1000;

/** `POST /user/report`. */
export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: () => m.safety_error_kind() }),
  targetId: z
    .string({ error: () => m.safety_error_target() })
    .trim()
    .min(1, { error: () => m.safety_error_target() })
    .max(200, { error: () => m.safety_error_target() }),
  reason: z.enum(REPORT_REASONS, { error: () => m.safety_error_reason() }),
  note: multiLine(z.string({ error: () => m.safety_error_note_text() }).trim().max(REPORT_NOTE_MAX, { error: () => m.safety_error_note_long({ max: REPORT_NOTE_MAX }) })).optional(),
  /** A conversation's recent messages go with the report only when the reporter shares them. */
  shareTranscript: z.boolean({ error: () => m.safety_error_share() }).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/**
 * How a report reads for the member: the answers. Getters: each text is read in the reader's
 * language when it is used (issue 25). The notifications that tell the outcome are the server's
 * (worker/reports/decide.ts), in each reader's language.
 */
export const REPORT_TEXT = {
  get report() { return m.safety_report(); },
  get reportProfile() { return m.safety_report_profile(); },
  get reportPhoto() { return m.safety_report_photo(); },
  get reportConversation() { return m.safety_report_conversation(); },
  title: {
    get profile() { return m.safety_title_profile(); },
    get photo() { return m.safety_title_photo(); },
    get conversation() { return m.safety_title_conversation(); },
  } satisfies Record<ReportKind, string>,
  get reasonLabel() { return m.safety_reason_label(); },
  get noteLabel() { return m.safety_note_label(); },
  get transcriptShare() { return m.safety_transcript_share(); },
  get transcriptShareNote() { return m.safety_transcript_share_note(); },
  get transcriptNotShared() { return m.safety_transcript_not_shared(); },
  get send() { return m.safety_send(); },
  get sent() { return m.safety_sent(); },
  get already() { return m.safety_already(); },
  get oneself() { return m.safety_oneself(); },
  get profileNotFound() { return m.safety_profile_not_found(); },
  get photoNotFound() { return m.safety_photo_not_found(); },
  get conversationNotFound() { return m.safety_conversation_not_found(); },
} as const;
