import { z } from 'zod';
import { adminListQuerySchema, type AdminPage } from './admin/list-query';
import { visitorQuerySchema } from './reference';
import { m } from './i18n/paraglide/messages';
import { multiLine } from './text-rules';

/**
 * Complaints to the Grievance Officer (issue 24 "Duties of the site", docs/decisions/0960): the
 * public form on /grievance, its number, the acknowledgement mailed at once and the resolution
 * due in 15 days; the administrators' queue. Shared by worker/grievances and the UI.
 */
export const GRIEVANCE_ANSWER_DAYS = 15;
const DAY_MS = 86_400_000;
export const GRIEVANCE_ANSWER_MS = GRIEVANCE_ANSWER_DAYS * DAY_MS;

/** GRV-2026-000123: the year it was filed and its place in that year. */
export const grievanceNumberText = (year: number, serial: number) => `GRV-${year}-${String(serial).padStart(6, '0')}`;

/** The Grievance Officer as configured (GRIEVANCE_OFFICER_NAME, _EMAIL, _ADDRESS); null until all three are set. */
export interface GrievanceOfficer {
  name: string;
  email: string;
  address: string;
}

/** POST /app/grievance: the contact form's name, e-mail, subject and message rules. */
export const grievanceSchema = visitorQuerySchema.pick({ name: true, email: true, subject: true, message: true });
export type GrievanceInput = z.infer<typeof grievanceSchema>;

export const GRIEVANCE_STATUSES = ['open', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
const STATUS_FILTERS = [...GRIEVANCE_STATUSES, 'all'] as const;

/** GET /admin/grievances: open ones first by default, the nearest due at the top. */
export const grievanceListQuerySchema = adminListQuerySchema(['due', 'created'] as const, { key: 'due', direction: 'asc' }).extend({
  status: z.enum(STATUS_FILTERS, { error: 'Show open, resolved or all complaints.' }).default('open'),
});

export const GRIEVANCE_RESOLUTION_MAX = 5000;

/** POST /admin/grievances/{id}: the resolution, mailed to the person who complained. */
export const resolveGrievanceSchema = z.object({
  reply: multiLine(
    z
      .string({ error: 'Write the reply as text.' })
      .trim()
      .min(10, 'Write the reply in at least 10 characters: the person who complained reads it by e-mail.')
      .max(GRIEVANCE_RESOLUTION_MAX, `Keep the reply to ${GRIEVANCE_RESOLUTION_MAX} characters.`),
  ),
});

/** One row of GET /admin/grievances. */
export interface AdminGrievance {
  _id: string;
  number: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  member: { _id: string; name: string } | null;
  status: GrievanceStatus;
  createdAt: number;
  acknowledgedAt: number | null;
  dueAt: number;
  /** Milliseconds until the resolution is due (negative once overdue); null once resolved. */
  timeLeft: number | null;
  resolution: string | null;
  resolvedAt: number | null;
  resolvedBy: string | null;
}
export type AdminGrievancePage = AdminPage<AdminGrievance>;

/** What the server answers; the complainant's sentences are said in their language, the back office's in English. */
export const GRIEVANCE_TEXT = {
  received: (number: string, due: string) => m.public_grievance_received({ number, due }),
  receivedUnmailed: (number: string, due: string) => m.public_grievance_received_unmailed({ number, due }),
  get tooMany() {
    return m.public_grievance_too_many();
  },
  notFound: 'There is no such complaint.',
  alreadyResolved: 'This complaint is already resolved; its reply was sent.',
  resolved: (number: string, email: string) => `Complaint ${number} is resolved and your reply went to ${email}.`,
  mailFailed: 'The reply could not be sent, so nothing was changed. Try again in a moment.',
} as const;

/**
 * The /grievance page (issue 24): the officer, the duty of answer times, the form. Read from the
 * catalogue when used, so each text is said in the reader's language.
 */
export const GRIEVANCE_PAGE_TEXT = {
  get title() {
    return m.public_grievance_title();
  },
  get lead() {
    return m.public_grievance_lead();
  },
  get officer() {
    return m.public_grievance_officer();
  },
  get promise() {
    return m.public_grievance_promise({ days: GRIEVANCE_ANSWER_DAYS });
  },
  get noOfficer() {
    return m.public_grievance_no_officer();
  },
  get formTitle() {
    return m.public_grievance_form_title();
  },
  get send() {
    return m.public_grievance_form_send();
  },
  get sending() {
    return m.public_grievance_form_sending();
  },
};
