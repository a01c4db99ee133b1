import { z } from 'zod';
import { singleLine } from '../text-rules';
import { adminListQuerySchema } from './list-query';
import { deleteLogsFields } from './logs';

/**
 * The API log screen (issue 11 §2, decision 0811): every API request the server answered,
 * newest first, filtered by method, status class, path prefix, member and time. `search` is
 * the member (the start of a name, a profile id or a member id), as in the other back-office
 * lists. Deleting follows the same reason rule as the User Logs (spec §4, §6).
 */
export const API_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export const API_LOG_SORT_KEYS = ['at'] as const;

const time = (what: string) =>
  z
    .number({ error: `The ${what} time is a number of milliseconds since 1970.` })
    .int(`The ${what} time is a number of milliseconds since 1970.`)
    .min(0, `The ${what} time is a number of milliseconds since 1970.`)
    .optional();

/** The filters, shared by the list and by 'Delete All' (which deletes exactly what they match). */
export const apiLogFiltersSchema = z.object({
  method: z.enum(API_LOG_METHODS, { error: `The method is one of ${API_LOG_METHODS.join(', ')}.` }).optional(),
  statusClass: z.enum(STATUS_CLASSES, { error: `The status class is one of ${STATUS_CLASSES.join(', ')}.` }).optional(),
  path: z
    .string()
    .trim()
    .max(200, 'A path has at most 200 characters.')
    .refine((p) => p === '' || p.startsWith('/'), 'A path starts with /, e.g. /api/admin/.')
    .default(''),
  search: singleLine(z.string().trim().max(100, 'Search with at most 100 characters.')).default(''),
  from: time('first'),
  to: time('last'),
});
export type ApiLogFilters = z.output<typeof apiLogFiltersSchema>;

const fromBeforeTo = (q: { from?: number; to?: number }) => q.from === undefined || q.to === undefined || q.from <= q.to;
const fromBeforeToIssue = { message: 'The first time comes before the last time.', path: ['to'] };

export const apiLogListSchema = adminListQuerySchema(API_LOG_SORT_KEYS, { key: 'at', direction: 'desc' })
  .extend(apiLogFiltersSchema.shape)
  .refine(fromBeforeTo, fromBeforeToIssue);
export type ApiLogListQuery = z.output<typeof apiLogListSchema>;

/**
 * §3's delete request: `logs` (ids of ticked records) or `deleteAll: true`, which deletes what
 * the list's filters, sent with it, match. One object rather than a union, so that a bad id
 * list is reported on `logs`.
 */
export const deleteApiLogsSchema = apiLogFiltersSchema
  .extend(deleteLogsFields)
  .refine((q) => (q.logs === undefined) !== (q.deleteAll === undefined), {
    message: 'Send the ids of the log records to delete as logs, or deleteAll: true (not both).',
    path: ['logs'],
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type DeleteApiLogs = z.output<typeof deleteApiLogsSchema>;

export interface ApiLogRow {
  _id: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string | null;
  createdAt: number;
  /** The signed-in caller; null for visitors (and for members since deleted). */
  user: { _id: string; name: string } | null;
  /** The member whose session an acting administrator (`user`) made the request in (decision 0945). */
  actingAs: { _id: string; name: string } | null;
}

export const API_LOGS_TEXT = {
  title: 'API Logs',
  intro: `Every API request the server answered, newest first: method, path (never its query or body), status, how long it took, the member and the address. Records older than the retention period are removed automatically.`,
  empty: 'No API request matches these filters. Clear a filter to see more.',
  searchLabel: 'Member (start of the name, profile id or id)',
  deleted: (n: number) => (n === 1 ? '1 API log record deleted.' : `${n} API log records deleted.`),
  nothingDeleted: 'No API log record matched, so nothing was deleted.',
} as const;
