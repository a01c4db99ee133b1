import { sql } from 'kysely';
import { LOGS_TEXT, type ActivityLogListQuery, type ActivityLogPage, type DeleteActivityLogs } from '../../../contract/admin/logs';
import { totalPagesOf } from '../../../contract/admin/list-query';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { auditEntry } from '../audit';

/** The highest code point: `prefix + HIGH` bounds every text that starts with `prefix`. */
const HIGH = '\u{10FFFF}';

/**
 * The accounts (members and administrators; deleted ones are named 'Deleted member') whose
 * name starts with `name`, any case: one range of migration 0023's covering index of names.
 */
function namedUsers(deps: AppDeps, name: string) {
  return deps.database.db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', 'in', [1, 2])
    .where(sql`users.name COLLATE NOCASE`, '>=', name)
    .where(sql`users.name COLLATE NOCASE`, '<', name + HIGH);
}

/** Page views in all, or of the accounts `name` matches: a sum over migration 0024's counts, never a count of the views. */
async function countedViews(deps: AppDeps, name: string): Promise<number> {
  let counts = deps.database.db.selectFrom('page_log_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('n'));
  if (name) counts = counts.where('user_id', 'in', namedUsers(deps, name));
  return Number((await counts.executeTakeFirstOrThrow()).n);
}

/**
 * The ids of one page, newest first. With a name, two ways to find them (docs/decisions/0810):
 * walk all views newest first, keeping those of the matched accounts, which stops after
 * about (offset + limit) × all ÷ matched views; or read every matched view by account
 * (page_logs_user_created) and keep the newest. The cheaper estimate wins.
 */
async function pageIds(deps: AppDeps, q: ActivityLogListQuery, matched: number, all: number): Promise<string[]> {
  const offset = (q.page - 1) * q.limit;
  let ids = deps.database.db.selectFrom('page_logs').select('page_logs.id');
  if (q.name) {
    const walk = matched > 0 && ((offset + q.limit) * all) / matched < matched;
    // `+user_id` keeps SQLite off the per-account index when walking by time is cheaper.
    ids = ids.where(walk ? sql`+page_logs.user_id` : 'page_logs.user_id', 'in', namedUsers(deps, q.name));
  }
  const rows = await ids.orderBy('page_logs.created_at', 'desc').orderBy('page_logs.id', 'desc').limit(q.limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

export async function activityLogPage(deps: AppDeps, q: ActivityLogListQuery): Promise<ActivityLogPage> {
  const [total, all] = await Promise.all([countedViews(deps, q.name), q.name ? countedViews(deps, '') : Promise.resolve(0)]);
  const ids = total > 0 ? await pageIds(deps, q, total, all) : [];
  const found = ids.length
    ? await deps.database.db
        .selectFrom('page_logs')
        .leftJoin('users', 'users.id', 'page_logs.user_id')
        .select(['page_logs.id', 'page_logs.user_id', 'page_logs.ip', 'page_logs.pathname', 'page_logs.loading_time', 'page_logs.time_spant', 'page_logs.created_at', 'users.name'])
        .where('page_logs.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return {
    logs: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          _id: r.id,
          name: r.user_id ? (r.name ?? LOGS_TEXT.visitor) : LOGS_TEXT.visitor,
          userId: r.user_id,
          ip: r.ip,
          pathname: r.pathname,
          loadingTime: r.loading_time,
          timeSpant: r.time_spant,
          createdAt: r.created_at,
        },
      ];
    }),
    totalRecords: total,
    totalPages: totalPagesOf(total, q.limit),
    page: q.page,
    limit: q.limit,
  };
}

/**
 * Deletes the ticked views, or with `deleteAll` every view the sent name filter matches (no
 * name: all of them), with its audit entry in the same batch. Returns how many matched.
 */
export async function deleteActivityLogs(deps: AppDeps, admin: Session, input: DeleteActivityLogs, reason: string | null): Promise<number> {
  const { db } = deps.database;
  let matched: number;
  let remove;
  if (input.logs) {
    const row = await db.selectFrom('page_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', input.logs).executeTakeFirstOrThrow();
    matched = Number(row.n);
    remove = db.deleteFrom('page_logs').where('id', 'in', input.logs);
  } else {
    matched = await countedViews(deps, input.name);
    remove = input.name ? db.deleteFrom('page_logs').where('user_id', 'in', namedUsers(deps, input.name)) : db.deleteFrom('page_logs');
  }
  if (matched === 0) return 0;
  const label = input.logs ? `${matched} ticked page views` : input.name ? `all page views of names starting “${input.name}”` : 'all page views';
  await deps.database.batch([
    remove,
    auditEntry(deps, admin, {
      action: 'pageViews.delete',
      targetType: 'pageViews',
      targetLabel: label,
      before: input.logs ? { logs: input.logs } : { deleteAll: true, name: input.name, matched },
      reason,
    }),
  ]);
  return matched;
}
