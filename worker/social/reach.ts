import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { SOCIAL_TEXT } from '../../contract/social';
import { chunks, idList, IN_LIST_MAX } from '../db/chunks';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';

/**
 * May these two members reach each other (docs/decisions/0905): the one rule every domain asks.
 * A member is in reach when the account is an active member (role 2, not deactivated, blocked by
 * an administrator, or deleted) and no block stands between the two, either way; a member who
 * blocked you looks like no member at all. Being found, and receiving interest, also needs a
 * verified e-mail (decision 0503); reaching out needs the caller's own (0880, the session guard).
 *
 * Lists compose the fragments below into their one statement (so they keep their query plans);
 * single answers call the functions that read one pair.
 */
type Deps = Pick<AppDeps, 'database'>;

/**
 * The account in `table` (an alias of `users`) is an active member. The role is checked on the
 * row, never used to find rows (`+`): nearly every account is a member, yet SQLite without
 * statistics takes `role = ?` for a narrow equality and walked every member along an index led
 * by the role instead of reaching the few rows by their key (issue 26 §3, decision 0965). A
 * statement that does want a range of a role-led index says `role = 2` itself.
 */
export function isActiveMember(table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(+${sql.ref(`${table}.role`)} = ${2} and ${sql.ref(`${table}.status`)} = ${'active'})`;
}

/**
 * The account in `table` may be found by others: an active member whose e-mail is verified
 * (decision 0503) and who is not hidden while several members' reports wait for review (0958).
 */
export function isFindableMember(table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${isActiveMember(table)} and ${sql.ref(`${table}.is_email_verified`)} = ${1} and ${sql.ref(`${table}.hidden_by_reports`)} = ${0})`;
}

/** isActiveMember for an account already read. */
export function isActive(user: { role: number; status: string }): boolean {
  return user.role === 2 && user.status === 'active';
}

/** isFindableMember for an account already read: the match index decides it in memory (decision 0502). */
export function isFindable(user: { role: number; status: string; is_email_verified: number; hidden_by_reports: number }): boolean {
  return isActive(user) && user.is_email_verified === 1 && user.hidden_by_reports === 0;
}

/**
 * True when the member in `column` and `me` have no block between them either way. Used as
 * `.where(notBlockedWith(me, 'users.id'))`.
 */
export function notBlockedWith(me: string, column: string): RawBuilder<SqlBool> {
  const other = sql.ref(column);
  return sql<SqlBool>`not exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = ${other}) or (b.blocked_id = ${me} and b.blocker_id = ${other}))`;
}

/** The member in `table` (an alias of `users`) is one `me` may see in a list: active, no block either way. */
export function inReachOf(me: string, table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${isActiveMember(table)} and ${notBlockedWith(me, `${table}.id`)})`;
}

/** Which way a block stands between `me` and `other`: both may be true. */
export async function blockBetween(deps: Deps, me: string, other: string): Promise<{ youBlocked: boolean; blockedYou: boolean }> {
  const rows = await deps.database.db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  return { youBlocked: rows.some((r) => r.blocker_id === me), blockedYou: rows.some((r) => r.blocker_id === other) };
}

export async function isBlockedEitherWay(deps: Deps, a: string, b: string): Promise<boolean> {
  const block = await blockBetween(deps, a, b);
  return block.youBlocked || block.blockedYou;
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

/** The members of `ids` who blocked `me` or whom `me` blocked. */
export async function blockedAmong(deps: Deps, me: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Each part is bound twice (either way): half a list, within D1's 100 parameters (decision 0970).
  for (const part of chunks(ids, IN_LIST_MAX / 2)) {
    const rows = await deps.database.db
      .selectFrom('blocks')
      .select(['blocker_id', 'blocked_id'])
      .where((eb) => eb.or([eb.and([eb('blocker_id', '=', me), eb('blocked_id', 'in', part)]), eb.and([eb('blocked_id', '=', me), eb('blocker_id', 'in', part)])]))
      .execute();
    for (const r of rows) found.add(r.blocker_id === me ? r.blocked_id : r.blocker_id);
  }
  return found;
}

/**
 * The active members among `ids`, in no order. The rows are read by their key and judged here:
 * with `role = 2` in the statement, SQLite (no statistics) preferred migration 0023's covering
 * index led by the role and read every member to find these few (issue 26 §3).
 */
export async function activeMembersAmong(deps: Deps, ids: readonly string[]) {
  if (ids.length === 0) return [];
  // A family's joined members are not bounded: one JSON parameter (D1 binds at most 100, decision 0970).
  const rows = await deps.database.db.selectFrom('users').select(['id', 'name', 'role', 'status']).where('id', 'in', idList(ids)).execute();
  return rows.filter(isActive).map(({ id, name }) => ({ id, name }));
}

/** Both accounts are active members. */
export async function bothActive(deps: Deps, a: string, b: string): Promise<boolean> {
  return (await activeMembersAmong(deps, [a, b])).length === 2;
}

export async function isEmailVerified(deps: Deps, userId: string): Promise<boolean> {
  const row = await deps.database.db.selectFrom('users').select('is_email_verified').where('id', '=', userId).executeTakeFirst();
  return row?.is_email_verified === 1;
}

/** An active member, or 404 "This profile is not available." */
export async function activeMember(deps: Deps, id: string) {
  const row = await deps.database.db
    .selectFrom('users')
    .select(['id', 'name', 'gender', 'dob', 'status', 'role'])
    .where('id', '=', id)
    .where(isActiveMember('users'))
    .executeTakeFirst();
  if (!row) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  return row;
}

/**
 * The member `viewerId` looks at: 404 when not an active member or when they blocked the viewer
 * (a member who blocked you looks like nobody); `youBlocked` for the viewer's own block.
 */
export async function memberSeenBy(deps: Deps, viewerId: string, memberId: string) {
  const [member, block] = await Promise.all([activeMember(deps, memberId), blockBetween(deps, viewerId, memberId)]);
  if (block.blockedYou) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  return { member, youBlocked: block.youBlocked };
}

/**
 * The member `me` sends something to: not oneself (400, `texts.notYourself`), seen as above
 * (404), and not blocked by `me` (403, `texts.youBlocked`, which says how to undo it).
 */
export async function reachableMember(deps: Deps, me: string, otherId: string, texts: { notYourself: string; youBlocked: string }) {
  if (otherId === me) throw badRequest(texts.notYourself, { id: texts.notYourself });
  const { member, youBlocked } = await memberSeenBy(deps, me, otherId);
  if (youBlocked) throw forbidden(texts.youBlocked);
  return member;
}
