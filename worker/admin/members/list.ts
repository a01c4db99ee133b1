import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { isProfileId, type MemberPage, type MemberSortKey, type memberListQuerySchema } from '../../../contract/admin/members';
import { totalPagesOf } from '../../../contract/admin/list-query';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
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

/**
 * What the search box means, decided from its text so that each case is one index range:
 * a profile id (SB100123) is looked up exactly, an e-mail address or a phone number by
 * prefix, anything else as the start of a name (any case) or of an e-mail address.
 */
function searched(search: string) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const term = search.toLowerCase();
    const emailPrefix = eb.and([eb('users.email', '>=', term), eb('users.email', '<', term + HIGH)]);
    if (search.includes('@')) return emailPrefix;
    const digits = search.replace(/[\s()-]/g, '');
    if (/^\+?\d{3,}$/.test(digits)) return eb.and([eb('users.phone', '>=', digits), eb('users.phone', '<', digits + HIGH)]);
    const namePrefix = eb.and([
      eb(sql`users.name COLLATE NOCASE`, '>=', search),
      eb(sql`users.name COLLATE NOCASE`, '<', search + HIGH),
    ]);
    const byName = eb.or([namePrefix, emailPrefix]);
    if (!isProfileId(search)) return byName;
    const byProfileId = eb('users.id', 'in', eb.selectFrom('member_profiles').select('member_profiles.user_id').where('member_profiles.unique_id', '=', search));
    return eb.or([byProfileId, namePrefix, emailPrefix]);
  };
}

function filtered(deps: AppDeps, q: Pick<Query, 'search' | 'status'>): Users {
  let users: Users = deps.database.db.selectFrom('users').where('users.role', '=', 2);
  // Deleted members are tombstones: out of the list unless the status filter asks for them.
  users = q.status ? users.where('users.status', '=', q.status) : users.where('users.status', '!=', 'deleted');
  if (q.search) users = users.where(searched(q.search));
  return users;
}

/** One page of members for the back office, with the total for the pager. */
export async function memberPage(deps: AppDeps, adminId: string, q: Query): Promise<MemberPage> {
  const base = filtered(deps, q);
  let page = base
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
    ]);
  for (const column of SORT_COLUMNS[q.key]) page = page.orderBy(column === 'users.name' ? sql`users.name COLLATE NOCASE` : column, q.direction);
  page = page.orderBy('users.id', q.direction);
  const [rows, count] = await Promise.all([
    page.limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), adminId);
  const total = Number(count.n);
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
