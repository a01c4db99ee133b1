import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isProfileId, type MemberPage, type MemberSortKey, type memberListQuerySchema } from '../../../contract/admin/members';
import { totalPagesOf } from '../../../contract/admin/list-query';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { idList } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { profilePicturesFor } from '../../pictures/list-pictures';

type Query = z.output<typeof memberListQuerySchema>;
type Users = SelectQueryBuilder<DB, 'users', object>;

/**
 * Each sort key picks an indexed column (migrations/0020), with the join time as the
 * tie-breaker and the id last so pages never overlap. 'plan' groups members by their plan
 * (free, with no plan, first when ascending); see docs/decisions/0802.
 */
const SORT_COLUMNS: Record<MemberSortKey, readonly ('users.name' | 'users.created_at' | 'users.last_seen_at' | 'users.plan_id' | 'users.completeness')[]> = {
  name: ['users.name'],
  joined: ['users.created_at'],
  lastSeen: ['users.last_seen_at'],
  plan: ['users.plan_id', 'users.created_at'],
  completeness: ['users.completeness', 'users.created_at'],
};

/** The highest code point: `prefix + HIGH` bounds every text that starts with `prefix`. */
const HIGH = '\u{10FFFF}';

type Where = (eb: ExpressionBuilder<DB, 'users'>) => Expression<SqlBool>;
/** `ownIndex`: the search's range has an index of its own, which must lead (not the role's). */
type Search = { where: Where; ownIndex: boolean };

const emailPrefix = (term: string): Search => ({
  where: (eb) => eb.and([eb('users.email', '>=', term.toLowerCase()), eb('users.email', '<', term.toLowerCase() + HIGH)]),
  ownIndex: true,
});

/**
 * What the search box means, decided from its text so that each case is ONE index range
 * (an OR of two ranges makes SQLite walk every member: see decision 0802's figures):
 * an existing profile id (SB100123) is that member; an e-mail address (with @) or a phone
 * number is a prefix of it; anything else is the start of a name (any case), and when no name
 * starts so, the start of an e-mail address ("priya.sharma").
 */
async function searched(deps: AppDeps, search: string, status: Query['status']): Promise<Search> {
  if (search.includes('@')) return emailPrefix(search);
  const digits = search.replace(/[\s()-]/g, '');
  if (/^\+?\d{3,}$/.test(digits)) return { where: (eb) => eb.and([eb('users.phone', '>=', digits), eb('users.phone', '<', digits + HIGH)]), ownIndex: true };
  if (isProfileId(search)) {
    const owner = await deps.database.db.selectFrom('member_profiles').select('user_id').where('unique_id', '=', search).executeTakeFirst();
    if (owner) return { where: (eb) => eb('users.id', '=', owner.user_id), ownIndex: true };
  }
  // The role leads migration 0023's covering index of names: it stays indexed.
  const namePrefix: Search = {
    where: (eb) => eb.and([eb(sql`users.name COLLATE NOCASE`, '>=', search), eb(sql`users.name COLLATE NOCASE`, '<', search + HIGH)]),
    ownIndex: false,
  };
  const named = await filtered(deps, status, namePrefix).select('users.id').limit(1).executeTakeFirst();
  return named ? namePrefix : emailPrefix(search);
}

function filtered(deps: AppDeps, status: Query['status'], search: Search | null): Users {
  // Without ANALYZE, SQLite takes `role = 2` for a narrow equality and would walk every member
  // by a role-led index; `+role` keeps it a plain check when the search has its own index.
  let users: Users = deps.database.db.selectFrom('users').where(search?.ownIndex ? sql`+users.role` : 'users.role', '=', 2);
  if (search) users = users.where(search.where);
  // Deleted members are tombstones: out of the list unless the status filter asks for them.
  return status ? users.where('users.status', '=', status) : users.where('users.status', '!=', 'deleted');
}

/** Members in a status (or in every status but deleted), from the counts the triggers of migration 0023 keep. */
async function countedMembers(deps: AppDeps, status: Query['status']): Promise<number> {
  let counts = deps.database.db.selectFrom('member_status_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('members'), sql<number>`0`).as('n'));
  counts = status ? counts.where('status', '=', status) : counts.where('status', '!=', 'deleted');
  return Number((await counts.executeTakeFirstOrThrow()).n);
}

/**
 * One page of members for the back office, with the total for the pager. Two steps: the ids
 * of the page, chosen on indexes alone (migrations 0020 and 0023), then those rows in full.
 */
export async function memberPage(deps: AppDeps, adminId: string, q: Query): Promise<MemberPage> {
  const search = q.search ? await searched(deps, q.search, q.status) : null;
  const base = filtered(deps, q.status, search);
  let ids = base.select('users.id');
  for (const column of SORT_COLUMNS[q.key]) ids = ids.orderBy(column === 'users.name' ? sql`users.name COLLATE NOCASE` : column, q.direction);
  ids = ids.orderBy('users.id', q.direction).limit(q.limit).offset((q.page - 1) * q.limit);
  const [pageIds, total] = await Promise.all([
    ids.execute(),
    search ? base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)) : countedMembers(deps, q.status),
  ]);
  const found = pageIds.length
    ? await deps.database.db
        .selectFrom('users')
        .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
        .leftJoin('plans', 'plans.id', 'users.plan_id')
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.is_email_verified',
          'users.phone',
          'users.plan_id',
          'users.completeness',
          'users.created_at',
          'users.last_seen_at',
          'users.status',
          'users.blocked_reason',
          'member_profiles.unique_id',
          'plans.plan_name',
        ])
        // A page of up to ADMIN_LIMIT_MAX (200): one JSON parameter (D1 binds at most 100, decision 0970).
        .where('users.id', 'in', idList(pageIds.map((r) => r.id)))
        .execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = pageIds.flatMap((r) => byId.get(r.id) ?? []);
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), adminId);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      uniqueId: r.unique_id,
      email: r.email,
      isEmailVerified: r.is_email_verified === 1,
      phone: r.phone,
      plan: r.plan_id ? { _id: r.plan_id, name: r.plan_name ?? r.plan_id } : null,
      profilePicture: pictures.get(r.id) ?? '',
      completeness: r.completeness,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      status: r.status,
      blockedReason: r.blocked_reason,
    })),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: totalPagesOf(total, q.limit),
  };
}
