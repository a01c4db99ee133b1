import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ApiLogFilters, ApiLogListQuery, ApiLogRow, DeleteApiLogs, StatusClass } from '../../../contract/admin/api-logs';
import { isProfileId } from '../../../contract/admin/members';
import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { DB } from '../../db/schema';
import { idList } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { auditEntry } from '../audit';

/**
 * The back office's API log (issue 11 §2, decision 0811). Each filter is an index range of
 * migrations/0025 (the member: their user ids; the path: a prefix range), so a page of a long
 * log is read from an index, newest first.
 */
type Eb = ExpressionBuilder<DB, 'api_logs'>;

/** The highest code point: `prefix + HIGH` bounds every text that starts with `prefix`. */
const HIGH = '\u{10FFFF}';

const STATUS_RANGES: Record<StatusClass, [number, number]> = { '2xx': [200, 300], '3xx': [300, 400], '4xx': [400, 500], '5xx': [500, 600] };

/**
 * The members a search names: a member id, the start of a name (any case), or a profile id
 * (SB100123, or one the member chose, which can look like a name: both are asked).
 */
function memberIds(eb: Eb, search: string) {
  const byAccount = eb
    .selectFrom('users')
    .select('id as user_id')
    .where((u) =>
      u.or([
        u('id', '=', search),
        // role IN (1, 2) keeps the name range on migration 0020's (role, name NOCASE) index.
        u.and([u('role', 'in', [1, 2]), u(sql`name COLLATE NOCASE`, '>=', search), u(sql`name COLLATE NOCASE`, '<', search + HIGH)]),
      ]),
    );
  if (!isProfileId(search)) return byAccount;
  return byAccount.union(eb.selectFrom('member_profiles').select('member_profiles.user_id').where('member_profiles.unique_id', '=', search));
}

/** Columns are qualified: the page's query joins users, which has a status and a created_at too. */
function matching(eb: Eb, f: ApiLogFilters): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.method) all.push(eb('api_logs.method', '=', f.method));
  if (f.statusClass) {
    const [low, high] = STATUS_RANGES[f.statusClass];
    all.push(eb('api_logs.status', '>=', low), eb('api_logs.status', '<', high));
  }
  if (f.path) all.push(eb('api_logs.path', '>=', f.path), eb('api_logs.path', '<', f.path + HIGH));
  if (f.search) all.push(eb('api_logs.user_id', 'in', memberIds(eb, f.search)));
  if (f.from !== undefined) all.push(eb('api_logs.created_at', '>=', f.from));
  if (f.to !== undefined) all.push(eb('api_logs.created_at', '<=', f.to));
  return eb.and(all);
}

export async function apiLogPage(deps: AppDeps, q: ApiLogListQuery): Promise<AdminPage<ApiLogRow>> {
  const { db } = deps.database;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('api_logs')
      .leftJoin('users', 'users.id', 'api_logs.user_id')
      .leftJoin('users as acted', 'acted.id', 'api_logs.acting_for')
      .select(['api_logs.id', 'api_logs.method', 'api_logs.path', 'api_logs.status', 'api_logs.duration_ms', 'api_logs.ip', 'api_logs.created_at', 'api_logs.user_id', 'users.name'])
      .select(['api_logs.acting_for', 'acted.name as acting_for_name'])
      .where((eb) => matching(eb as unknown as Eb, q))
      .orderBy('api_logs.created_at', q.direction)
      .orderBy('api_logs.id', q.direction)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    db
      .selectFrom('api_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => matching(eb, q))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const items = rows.map(
    (r): ApiLogRow => ({
      _id: r.id,
      method: r.method,
      path: r.path,
      status: r.status,
      durationMs: r.duration_ms,
      ip: r.ip,
      createdAt: r.created_at,
      user: r.user_id && r.name !== null ? { _id: r.user_id, name: r.name } : null,
      actingAs: r.acting_for && r.acting_for_name !== null ? { _id: r.acting_for, name: r.acting_for_name } : null,
    }),
  );
  return { items, total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/**
 * Deletes the ticked records, or every record the filters match, with its audit entry in the
 * same batch. 'Delete All' is held to what existed when it was asked: a request recorded
 * meanwhile is not part of what the administrator saw, so it stays.
 */
export async function deleteApiLogs(deps: AppDeps, admin: Session, request: DeleteApiLogs, reason: string | null): Promise<number> {
  const { db } = deps.database;
  const asked = deps.now();
  const which = (eb: Eb) =>
    // Up to ADMIN_LIMIT_MAX (200) ticked ids: one JSON parameter (D1 binds at most 100, decision 0970).
    request.logs ? eb('id', 'in', idList(request.logs)) : eb.and([matching(eb, request), eb('created_at', '<=', asked)]);
  const counted = await db
    .selectFrom('api_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(which)
    .executeTakeFirstOrThrow();
  const records = Number(counted.n);
  if (!records) return 0;
  const { logs, deleteAll, ...filters } = request;
  await deps.database.batch([
    db.deleteFrom('api_logs').where(which),
    auditEntry(deps, admin, {
      action: 'apiLogs.delete',
      targetType: 'apiLogs',
      targetLabel: records === 1 ? '1 API log record' : `${records} API log records`,
      before: deleteAll ? { records, filters } : { records, ids: logs },
      reason,
    }),
  ]);
  return records;
}
