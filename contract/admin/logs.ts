import { z } from 'zod';
import { multiLine, singleLine } from '../text-rules';
import { ADMIN_LIMIT_MAX } from './list-query';

/**
 * The User Logs screen (spec §2, §3, §4, §5, §6; issue 11 §1; docs/decisions/0810): page views
 * with the member's name, deleted by ticking rows or all at once, and the 'Record Log' reason
 * every administrator but the main one gives before deleting.
 */
export const USER_LOG_PAGE_SIZES = [50, 100, 150, 200] as const;
export const USER_LOG_DEFAULT_PAGE_SIZE = 50;

export const LOGS_TEXT = {
  /** spec §5: an empty 'Accessed For'. */
  writeMessage: 'Write Message',
  reasonFirst: 'Record why you are deleting logs first (Record Log), then try again.',
  recorded: 'Your reason is recorded.',
  deleted: (n: number) => (n === 1 ? '1 log record deleted.' : `${n} log records deleted.`),
  noneDeleted: 'Nothing to delete: no log record matched.',
  /** A page view of someone who was not signed in. */
  visitor: 'Visitor',
} as const;

const pageSchema = z.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.');
const nameSchema = singleLine(z.string({ error: 'Search by name with text.' }).trim().max(100, 'Search with at most 100 characters.'));

/** §3 Log list request: page, limit, name. */
export const activityLogListSchema = z.object({
  page: pageSchema.default(1),
  limit: z
    .union(
      USER_LOG_PAGE_SIZES.map((n) => z.literal(n)),
      { error: `Show ${USER_LOG_PAGE_SIZES.join(', ')} rows a page.` },
    )
    .default(USER_LOG_DEFAULT_PAGE_SIZE),
  /** The start of the member's name, any case; empty: everyone, visitors too. */
  name: nameSchema.default(''),
});
export type ActivityLogListQuery = z.output<typeof activityLogListSchema>;

/** One row of `POST /admin/activity-logs` (§3 Log record plus the user's name). */
export interface ActivityLog {
  _id: string;
  /** The member's name; 'Deleted member' after an account is deleted; 'Visitor' when nobody was signed in. */
  name: string;
  userId: string | null;
  ip: string | null;
  pathname: string;
  /** Milliseconds. */
  loadingTime: number;
  /** Milliseconds (spelt so, spec §3). */
  timeSpant: number;
  createdAt: number;
}

export interface ActivityLogPage {
  logs: ActivityLog[];
  /** The caller is not the main administrator: the screen asks 'Record Log' before each delete (spec §4). */
  reasonRequired: boolean;
  totalRecords: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** What every log delete takes (user logs and API logs alike): the ticked ids, or deleteAll. */
export const deleteLogsFields = {
  logs: z
    .array(z.string().min(1).max(64), { error: 'Send the ids of the log records to delete as logs.' })
    .min(1, 'Tick at least one log record.')
    .max(ADMIN_LIMIT_MAX, `Delete at most ${ADMIN_LIMIT_MAX} ticked records at once, or use Delete All.`)
    .optional(),
  deleteAll: z.literal(true, { error: 'deleteAll is true, or left out.' }).optional(),
};

/**
 * §3 Delete-logs request: `logs` (ticked ids), or `deleteAll: true` with the list's CURRENT
 * `name` filter, which deletes exactly what that filter matches (no name: every page view).
 */
export const deleteActivityLogsSchema = z
  .object({
    ...deleteLogsFields,
    name: nameSchema.default(''),
  })
  .refine((q) => (q.logs === undefined) !== (q.deleteAll === undefined), {
    message: 'Send either logs (the ticked ids) or deleteAll: true.',
    path: ['logs'],
  });
export type DeleteActivityLogs = z.output<typeof deleteActivityLogsSchema>;

/** §3 Create-log request (spec §5 'Record Log'). */
export const createLogSchema = z.object({
  accessedFor: multiLine(z.string({ error: LOGS_TEXT.writeMessage }).trim().min(1, LOGS_TEXT.writeMessage).max(500, 'Write at most 500 characters.')),
  /** What the administrator is about to do, e.g. 'Delete 3 user log records'. */
  content: multiLine(z.string({ error: 'Say what you are about to do as content.' }).trim().max(500, 'The content has at most 500 characters.')).default(''),
});
export type CreateLog = z.output<typeof createLogSchema>;

export const logAccessListSchema = z.object({
  page: pageSchema.default(1),
  limit: z.number({ error: `Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.` }).int().min(1).max(ADMIN_LIMIT_MAX, `Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.`).default(20),
});

/** One row of `POST /admin/log`: who recorded why, about what, when. */
export interface LogAccessRecord {
  _id: string;
  adminId: string | null;
  adminEmail: string;
  adminName: string | null;
  accessedFor: string;
  content: string;
  createdAt: number;
}
