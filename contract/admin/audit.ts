import { z } from 'zod';
import { adminListQuerySchema } from './list-query';

/**
 * The audit trail screen (`GET /admin/getAuditLog`, issue 10; decision 0801): every
 * administrator action, newest first, filtered by what was done, by whom, on which record,
 * and between which days (UTC).
 */
export const AUDIT_SORT_KEYS = ['at', 'action', 'admin'] as const;

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${what} day is written YYYY-MM-DD.`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `The ${what} day is not a real date.`)
    .optional();

export const auditLogQuerySchema = adminListQuerySchema(AUDIT_SORT_KEYS, { key: 'at', direction: 'desc' })
  .extend({
    action: z.string().trim().max(60, 'An action has at most 60 characters.').optional(),
    adminId: z.string().trim().max(64, 'An administrator id has at most 64 characters.').optional(),
    targetId: z.string().trim().max(64, 'A record id has at most 64 characters.').optional(),
    from: day('first'),
    to: day('last'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The first day comes before the last day.', path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One key of the record that the action changed. */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  _id: string;
  at: number;
  adminId: string | null;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  reason: string | null;
  /** The keys whose values differ between the record before and after. */
  changes: AuditChange[];
}

/** What the filters offer: the actions recorded so far and the administrators who did them. */
export interface AuditFilters {
  actions: string[];
  admins: { _id: string; email: string }[];
}

export const AUDIT_TEXT = {
  title: 'Audit trail',
  intro: 'Every administrator action, newest first: what was done, to which record, by whom, and what changed. Passwords and other secrets are never recorded.',
  empty: 'No administrator action matches these filters. Clear a filter to see more.',
  noChanges: 'No recorded change',
} as const;
