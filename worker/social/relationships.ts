import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppDeps } from '../deps';

/**
 * The relationships between two members that other domains build their rules on: blocks
 * (both ways) and accepted requests (either way, any type).
 */
type Deps = Pick<AppDeps, 'database'>;

export async function isBlockedEitherWay(deps: Deps, a: string, b: string): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/**
 * A request between the two accepted, sent by either: any kind but a tree view request (which
 * opens the family tree only, decision 0741, not the profile's privacy), or only an interest
 * (what messaging asks for, decision 0580).
 */
export async function hasAcceptedRequest(deps: Deps, a: string, b: string, kind: 'any' | 'interest' = 'any'): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom('member_requests')
    .select('id')
    .where('status', '=', 'accepted')
    .where('type', kind === 'interest' ? '=' : '!=', kind === 'interest' ? 'interest' : 'tree')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Everyone `userId` blocked and everyone who blocked `userId`: the members to leave out of their lists. */
export async function blockedUserIds(deps: Deps, userId: string): Promise<string[]> {
  const rows = await deps.database.db
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', userId)
    .union(deps.database.db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * For list queries: true when the member in `column` and `me` have no block between them
 * either way. Used as `.where(notBlockedWith(me, 'users.id'))`.
 */
export function notBlockedWith(me: string, column: string): RawBuilder<SqlBool> {
  const other = sql.ref(column);
  return sql<SqlBool>`not exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = ${other}) or (b.blocked_id = ${me} and b.blocker_id = ${other}))`;
}
