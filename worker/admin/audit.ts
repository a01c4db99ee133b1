import type { Compilable, RawBuilder, SqlBool } from 'kysely';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { newId } from '../ids';

/**
 * The back office's audit trail (migration 0019): what an administrator did, to whom, the
 * record before and after, when, and by whom. `auditEntry` returns the insert so that the
 * caller puts it in the SAME atomic batch as the change it records: an action is never done
 * without its entry, nor recorded without being done.
 */
export interface AuditInput {
  /** What was done, as `domain.verb`: 'member.block', 'caste.add', 'plan.update', 'upgrade.approve' … */
  action: string;
  targetType: 'member' | 'admin' | 'religion' | 'caste' | 'subCaste' | 'gotra' | 'lifestyle' | 'plan' | 'upgradeRequest' | 'settings' | 'database' | 'apiLogs' | 'pageViews' | 'visitorQuery' | 'ad' | 'payment' | 'grievance';
  targetId?: string | null;
  /** A short label a person recognises later (name and profile id; the caste's name). */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Keys whose values never enter the trail, wherever they sit in a record: members' secrets
 * (password and horoscope password hashes, one-time link tokens) have no business in a log
 * that every administrator reads.
 */
const SECRET_KEY = /password|token|secret|hash/i;

/** A copy of `value` without secret keys, as JSON (null for undefined). */
export function redactedJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) ? undefined : v));
}

/** Who the entry names: the administrator's id and e-mail (a session's, or looked up). */
export type AuditActor = Pick<Session, 'userId'> & { user: Pick<Session['user'], 'email'> };

export function auditEntry(deps: Pick<AppDeps, 'database' | 'now'>, admin: AuditActor, input: AuditInput): Compilable {
  return deps.database.db.insertInto('admin_actions').values({
    id: newId(),
    admin_id: admin.userId,
    admin_email: admin.user.email,
    action: input.action,
    target_type: input.targetType,
    target_id: input.targetId ?? null,
    target_label: input.targetLabel ?? null,
    before_json: redactedJson(input.before),
    after_json: redactedJson(input.after),
    reason: input.reason ?? null,
    created_at: deps.now(),
  });
}

/**
 * The entry, inserted only when `guard` holds as the batch runs (e.g. "the request now carries
 * the decision this batch wrote"): of two administrators deciding at once, only the one whose
 * change was made is recorded.
 */
export function auditEntryIf(deps: Pick<AppDeps, 'database' | 'now'>, admin: Session, input: AuditInput, guard: RawBuilder<SqlBool>): Compilable {
  const { db } = deps.database;
  return db
    .insertInto('admin_actions')
    .columns(['id', 'admin_id', 'admin_email', 'action', 'target_type', 'target_id', 'target_label', 'before_json', 'after_json', 'reason', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(newId()).as('id'),
          eb.val(admin.userId).as('admin_id'),
          eb.val(admin.user.email).as('admin_email'),
          eb.val(input.action).as('action'),
          eb.val(input.targetType).as('target_type'),
          eb.val(input.targetId ?? null).as('target_id'),
          eb.val(input.targetLabel ?? null).as('target_label'),
          eb.val(redactedJson(input.before)).as('before_json'),
          eb.val(redactedJson(input.after)).as('after_json'),
          eb.val(input.reason ?? null).as('reason'),
          eb.val(deps.now()).as('created_at'),
        ])
        .where(guard),
    );
}
