import { sql, type DeleteQueryBuilder, type DeleteResult } from 'kysely';
import type { DB } from '../../db/schema';
import { PRUNE_BATCH_SIZE } from './prune';
import { LOGS_TEXT, type ActivityLogListQuery, type ActivityLogPage, type DeleteActivityLogs } from '../../../contract/admin/logs';
import { totalPagesOf } from '../../../contract/admin/list-query';
import { idList } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { isMainAdmin } from '../admins/accounts';
import { auditEntry } from '../audit';

/** The highest code point: `prefix + HIGH` bounds every text that starts with `prefix`. */
const HIGH = '\u{10FFFF}';

/**
 * The page views' accounts (members and administrators; deleted ones are 'Deleted member')
 * whose name starts with `name`, any case: one range of migration 0024's index of names with
 * their counts, so neither users nor page_logs is read to find them.
 */
function named(deps: AppDeps, name: string) {
  return deps.database.db
    .selectFrom('page_log_counts')
    .where(sql`name COLLATE NOCASE`, '>=', name)
    .where(sql`name COLLATE NOCASE`, '<', name + HIGH)
    .where('views', '>', 0);
}
const namedUsers = (deps: AppDeps, name: string) => named(deps, name).select('user_id');

interface Matched {
  views: number;
  accounts: number;
}

/** Page views in all, or of the accounts `name` matches (and how many accounts): migration 0024's counts, never a count of the views. */
async function countedViews(deps: AppDeps, name: string): Promise<Matched> {
  if (!name) {
    const row = await deps.database.db.selectFrom('page_log_total').select('views').where('id', '=', 1).executeTakeFirst();
    return { views: row?.views ?? 0, accounts: 0 };
  }
  const row = await named(deps, name)
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('views'), eb.fn.countAll<number>().as('accounts')])
    .executeTakeFirstOrThrow();
  return { views: Number(row.views), accounts: Number(row.accounts) };
}

/**
 * Three ways to find a page of a name's views (docs/decisions/0810), in estimated microseconds
 * measured on the bench (bench/admin-logs.ts): walk all views newest first, which stops after
 * about (offset + limit) × all ÷ matched views, checking each against the list of matched
 * accounts (built first: ~0.7 µs an account, ~0.4 µs a view) or looking its account up (~1 µs a
 * view, nothing to build); or read every matched view by account and keep the newest (~0.25 µs
 * a view, plus the list). The cheapest estimate wins.
 */
export type Plan = 'walkList' | 'walkLookup' | 'byAccount';
export function cheapest(offset: number, limit: number, matched: Matched, all: number): Plan {
  const walked = ((offset + limit) * all) / matched.views;
  const costs: Record<Plan, number> = {
    walkList: matched.accounts * 0.7 + walked * 0.4,
    walkLookup: walked * 1,
    byAccount: matched.accounts * 0.7 + matched.views * 0.25,
  };
  return (Object.keys(costs) as Plan[]).reduce((best, p) => (costs[p] < costs[best] ? p : best));
}

/** The ids of one page, newest first; `plan` only matters with a name. */
export async function pageIds(deps: AppDeps, q: ActivityLogListQuery, plan: Plan): Promise<string[]> {
  const offset = (q.page - 1) * q.limit;
  let ids = deps.database.db.selectFrom('page_logs').select('page_logs.id');
  if (q.name) {
    const accounts = namedUsers(deps, q.name);
    // `+user_id` keeps SQLite off the per-account index when walking by time is cheaper.
    if (plan === 'walkList') ids = ids.where(sql`+page_logs.user_id`, 'in', accounts);
    if (plan === 'walkLookup') ids = ids.where((eb) => eb.exists(accounts.where(sql<boolean>`page_log_counts.user_id = page_logs.user_id`)));
    if (plan === 'byAccount') ids = ids.where('page_logs.user_id', 'in', accounts);
  }
  const rows = await ids.orderBy('page_logs.created_at', 'desc').orderBy('page_logs.id', 'desc').limit(q.limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

export async function activityLogPage(deps: AppDeps, admin: Session, q: ActivityLogListQuery): Promise<ActivityLogPage> {
  const [matched, all] = await Promise.all([countedViews(deps, q.name), q.name ? countedViews(deps, '') : Promise.resolve(null)]);
  const total = matched.views;
  const plan = cheapest((q.page - 1) * q.limit, q.limit, matched, all?.views ?? total);
  const ids = total > 0 ? await pageIds(deps, q, plan) : [];
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
    reasonRequired: !isMainAdmin(deps, admin.user.email),
    totalRecords: total,
    totalPages: totalPagesOf(total, q.limit),
    page: q.page,
    limit: q.limit,
  };
}

/**
 * Deletes the ticked views, or with `deleteAll` every view the sent name filter matches (no
 * name: all of them) that existed when asked. The audit entry goes in the same batch as the
 * first delete; a 'Delete All' then goes on in batches of PRUNE_BATCH_SIZE rowids, as pruning
 * does, so that members' writes get through between them (decision 0810). Returns how many matched.
 */
export async function deleteActivityLogs(deps: AppDeps, admin: Session, input: DeleteActivityLogs, reason: string | null): Promise<number> {
  const { db } = deps.database;
  const asked = deps.now();
  let matched: number;
  let remove: () => DeleteQueryBuilder<DB, 'page_logs', DeleteResult>;
  if (input.logs) {
    // Up to ADMIN_LIMIT_MAX (200) ticked ids: one JSON parameter (D1 binds at most 100, decision 0970).
    const ids = idList(input.logs);
    const row = await db.selectFrom('page_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).executeTakeFirstOrThrow();
    matched = Number(row.n);
    remove = () => db.deleteFrom('page_logs').where('id', 'in', ids);
  } else {
    matched = (await countedViews(deps, input.name)).views;
    const name = input.name;
    let batch = db.selectFrom('page_logs').select(sql<number>`rowid`.as('r')).where('created_at', '<=', asked);
    if (name) batch = batch.where('user_id', 'in', namedUsers(deps, name));
    const next = batch.limit(PRUNE_BATCH_SIZE);
    remove = () => db.deleteFrom('page_logs').where(sql`rowid`, 'in', next);
  }
  if (matched === 0) return 0;
  const label = input.logs ? `${matched} ticked page views` : input.name ? `all page views of names starting “${input.name}”` : 'all page views';
  await deps.database.batch([
    remove(),
    auditEntry(deps, admin, {
      action: 'pageViews.delete',
      targetType: 'pageViews',
      targetLabel: label,
      before: input.logs ? { logs: input.logs } : { deleteAll: true, name: input.name, matched },
      reason,
    }),
  ]);
  if (input.deleteAll) while (Number((await remove().executeTakeFirst()).numDeletedRows) > 0);
  return matched;
}
