import { sql, type SqlBool } from 'kysely';
import type { AuditEntry, AuditFilters, AuditLogQuery } from '../../../contract/admin/audit';
import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { AppDeps } from '../../deps';
import { changesBetween, parsedJson } from './changes';

const DAY_MS = 86_400_000;

/** Sort keys to columns: the key only ever picks from this map (never SQL from the caller). */
const SORT_COLUMNS = { at: 'created_at', action: 'action', admin: 'admin_email' } as const;

/** The record's label (any part, any case) or its id exactly. */
function byTarget(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql<SqlBool>`(target_id = ${text} or target_label like ${pattern} escape '\\')`;
}

function filtered(deps: AppDeps, q: AuditLogQuery) {
  let query = deps.database.db.selectFrom('admin_actions');
  if (q.action) query = query.where('action', '=', q.action);
  if (q.adminId) query = query.where('admin_id', '=', q.adminId);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  if (q.search) query = query.where(byTarget(q.search));
  if (q.from) query = query.where('created_at', '>=', Date.parse(`${q.from}T00:00:00Z`));
  if (q.to) query = query.where('created_at', '<', Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  return query;
}

/** One page of the trail; ties in the sort fall back to the newest first. */
export async function auditLogPage(deps: AppDeps, q: AuditLogQuery): Promise<AdminPage<AuditEntry>> {
  const [rows, count] = await Promise.all([
    filtered(deps, q)
      .selectAll()
      .orderBy(SORT_COLUMNS[q.key], q.direction)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    filtered(deps, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const items = rows.map(
    (r): AuditEntry => ({
      _id: r.id,
      at: r.created_at,
      adminId: r.admin_id,
      adminEmail: r.admin_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetLabel: r.target_label,
      reason: r.reason,
      changes: changesBetween(parsedJson(r.before_json), parsedJson(r.after_json)),
    }),
  );
  return { items, total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/** The actions recorded so far, and every administrator (removed ones by the e-mail the trail kept). */
export async function auditFilters(deps: AppDeps): Promise<AuditFilters> {
  const { db } = deps.database;
  const [actions, admins] = await Promise.all([
    db.selectFrom('admin_actions').select('action').distinct().orderBy('action').execute(),
    db.selectFrom('users').select(['id', 'email']).where('role', '=', 1).orderBy('email').execute(),
  ]);
  return { actions: actions.map((a) => a.action), admins: admins.map((a) => ({ _id: a.id, email: a.email })) };
}
