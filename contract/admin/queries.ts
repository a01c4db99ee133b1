import { z } from 'zod';
import { multiLine } from '../text-rules';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * Visitor queries in the back office (issue 11, docs/decisions/0812): the queries sent from
 * /contact, their status, an internal note and the reply e-mailed to the visitor. Shared by
 * worker/admin/queries and ui/features/admin/queries.
 */
export const QUERY_STATUSES = ['open', 'answered', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];
export const QUERY_STATUS_LABEL: Record<QueryStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

export const QUERY_SORT_KEYS = ['created', 'updated', 'name', 'subject', 'status'] as const;
export const QUERY_STATUS_FILTERS = [...QUERY_STATUSES, 'all'] as const;
export type QueryStatusFilter = (typeof QUERY_STATUS_FILTERS)[number];

/** GET /admin/queries: the list query plus a status (all of them unless asked). */
export const queryListQuerySchema = adminListQuerySchema(QUERY_SORT_KEYS, { key: 'created', direction: 'desc' }).extend({
  status: z.enum(QUERY_STATUS_FILTERS, { error: 'Show open, answered, closed or all queries.' }).default('all'),
});

export const QUERY_NOTE_MAX = 2000;
export const QUERY_REPLY_MAX = 5000;

/**
 * POST /admin/updatequeries: any of a new status, the internal note (empty clears it) and a
 * reply. A reply is e-mailed to the visitor and makes the query answered, or closed when asked.
 */
export const updateQuerySchema = z
  .object({
    id: z.string({ error: 'Say which query to update.' }).min(1, 'Say which query to update.').max(64, 'Say which query to update.'),
    status: z.enum(QUERY_STATUSES, { error: 'The status is open, answered or closed.' }).optional(),
    note: multiLine(z.string({ error: 'Write the note as text.' }).trim().max(QUERY_NOTE_MAX, `Keep the note to ${QUERY_NOTE_MAX} characters.`)).optional(),
    reply: multiLine(
      z
        .string({ error: 'Write the reply as text.' })
        .trim()
        .min(10, 'Write the reply in at least 10 characters: the visitor reads it by e-mail.')
        .max(QUERY_REPLY_MAX, `Keep the reply to ${QUERY_REPLY_MAX} characters.`),
    ).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === undefined && v.note === undefined && v.reply === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'Change the status, write a note or write a reply.' });
    if (v.reply !== undefined && v.status === 'open') ctx.addIssue({ code: 'custom', path: ['status'], message: 'A query you reply to is answered (or closed), not open.' });
  });
export type UpdateQuery = z.infer<typeof updateQuerySchema>;

/** One row of GET /admin/queries. */
export interface AdminVisitorQuery {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** A reported conversation's transcript (issue 12, decision 0584), plain text; else null. */
  attachment: string | null;
  /** The member who sent it while signed in, if any. */
  member: { _id: string; name: string } | null;
  status: QueryStatus;
  note: string | null;
  reply: string | null;
  repliedAt: number | null;
  repliedBy: string | null;
  createdAt: number;
  updatedAt: number;
}
export type AdminVisitorQueryPage = AdminPage<AdminVisitorQuery>;

export const QUERIES_TEXT = {
  title: 'Queries',
  intro: 'What visitors and members asked from the Contact page. Reply by e-mail, keep an internal note, and close a query when nothing more is needed.',
  notFound: 'There is no such query: it may have been removed with the account that sent it.',
  unchanged: 'Nothing changed: the query already had that status and note.',
  saved: (name: string) => `Saved ${name}’s query.`,
  replied: (name: string, email: string) => `Your reply went to ${name} at ${email}.`,
  mailFailed: 'The reply could not be sent, so nothing was changed. Try again in a moment.',
} as const;
