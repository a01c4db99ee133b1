import type { UsersListType } from '../../contract/social';
import type { AppDeps } from '../deps';
import type { CardActionFlags } from '../../contract/requests';
import { withCardActions } from './card-actions';
import { memberCards, pageOffset, type MemberCard } from './cards';
import { inReachOf } from './reach';
import { shortlistedMe } from '../requests/queries';
import { grantsOf } from '../membership/grants';

/** One row of a member list: the member, when (visit, rating, block) and what (count, stars). */
export interface MemberListItem extends MemberCard, CardActionFlags {
  at: number;
  count?: number;
  stars?: number;
}

export interface MemberList {
  users: MemberListItem[];
  total: number;
}

/** A list as the plan lets the member see it: 'viewers' without `seeVisitors` is the count only, `locked`. */
export interface PlanMemberList extends MemberList {
  locked: boolean;
}

interface Paging {
  page: number;
  limit: number;
}

async function finish(deps: AppDeps, me: string, rows: Array<{ id: string; name: string; gender: 'male' | 'female' | null; dob: string | null; at: number; count?: number; stars?: number }>, total: unknown): Promise<MemberList> {
  // The flags of the cards' actions (Send interest, Shortlist, decision 0547), for the page at once.
  const cards = await withCardActions(deps, me, await memberCards(deps, rows, me));
  return {
    users: cards.map((card, i) => {
      const r = rows[i]!;
      return { ...card, at: r.at, ...(r.count !== undefined ? { count: r.count } : {}), ...(r.stars !== undefined ? { stars: r.stars } : {}) };
    }),
    total: Number(total ?? 0),
  };
}

function visitorsQuery(deps: AppDeps, me: string) {
  return deps.database.db
    .selectFrom('profile_visits as v')
    .innerJoin('users as u', 'u.id', 'v.visitor_id')
    .where('v.visited_id', '=', me)
    .where(inReachOf(me, 'u'));
}

/** How many members viewed `me` (the visitors listed by viewersOf). */
export async function viewersCount(deps: AppDeps, me: string): Promise<number> {
  const row = await visitorsQuery(deps, me).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Who viewed `me` (visitors), newest view first; blocked either way and inactive members left out. */
export async function viewersOf(deps: AppDeps, me: string, { page, limit }: Paging): Promise<MemberList> {
  const [rows, total] = await Promise.all([
    visitorsQuery(deps, me)
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 'v.last_visited_at as at', 'v.count'])
      .orderBy('v.last_visited_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    viewersCount(deps, me),
  ]);
  return finish(deps, me, rows, total);
}

/**
 * The visitors as the plan allows (`grants.seeVisitors`, docs/decisions/0564): names and
 * pictures with the grant, otherwise how many and `locked`, so the page offers the upgrade.
 */
export async function visitorsFor(deps: AppDeps, me: string, paging: Paging): Promise<PlanMemberList> {
  const grants = await grantsOf(deps, me);
  if (!grants.seeVisitors) return { users: [], total: await viewersCount(deps, me), locked: true };
  return { ...(await viewersOf(deps, me, paging)), locked: false };
}

/** Whom `me` viewed, newest first. */
export async function viewedBy(deps: AppDeps, me: string, { page, limit }: Paging): Promise<MemberList> {
  const base = deps.database.db
    .selectFrom('profile_visits as v')
    .innerJoin('users as u', 'u.id', 'v.visited_id')
    .where('v.visitor_id', '=', me)
    .where(inReachOf(me, 'u'));
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 'v.last_visited_at as at', 'v.count'])
      .orderBy('v.last_visited_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return finish(deps, me, rows, total?.n);
}

/** Who rated (liked) `me`, newest rating first, with their stars. */
export async function likesOf(deps: AppDeps, me: string, { page, limit }: Paging): Promise<MemberList> {
  const base = deps.database.db
    .selectFrom('ratings as r')
    .innerJoin('users as u', 'u.id', 'r.rater_id')
    .where('r.rated_id', '=', me)
    .where(inReachOf(me, 'u'));
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 'r.updated_at as at', 'r.stars'])
      .orderBy('r.updated_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return finish(deps, me, rows, total?.n);
}

/** The members `me` blocked, newest block first. */
export async function blockedBy(deps: AppDeps, me: string, { page, limit }: Paging): Promise<MemberList> {
  const base = deps.database.db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .where('b.blocker_id', '=', me)
    .where('u.status', '!=', 'deleted');
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 'b.created_at as at'])
      .orderBy('b.created_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return finish(deps, me, rows, total?.n);
}

/** The interests `me` sent or received that were accepted, with the other member and when; not those sent for a relative (decision 0546). */
function acceptedInterests(deps: AppDeps, me: string) {
  const { db } = deps.database;
  const accepted = db.selectFrom('member_requests').where('status', '=', 'accepted').where('type', '=', 'interest').where('for_member_name', 'is', null);
  return accepted
    .select(['to_user_id as other_id', 'updated_at as at'])
    .where('from_user_id', '=', me)
    .unionAll(accepted.select(['from_user_id as other_id', 'updated_at as at']).where('to_user_id', '=', me));
}

/**
 * `me`'s accepted matches (decision 0840): members with whom an interest was accepted, either
 * way, newest acceptance first; inactive members and blocks either way left out. Grouped by
 * member, so a pair is one card whatever its history.
 */
async function acceptedMatchesOf(deps: AppDeps, me: string, { page, limit }: Paging): Promise<MemberList> {
  const base = deps.database.db
    .selectFrom(acceptedInterests(deps, me).as('m'))
    .innerJoin('users as u', 'u.id', 'm.other_id')
    .where(inReachOf(me, 'u'));
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob'])
      .select((eb) => eb.fn.max('m.at').as('at'))
      .groupBy('u.id')
      .orderBy('at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.count('m.other_id').distinct().as('n')).executeTakeFirst(),
  ]);
  return finish(deps, me, rows.map((r) => ({ ...r, at: Number(r.at) })), total?.n);
}

/** The lists of `/usersList/{type}` (decision 0463); only 'viewers' depends on the plan. */
export async function usersList(deps: AppDeps, me: string, type: UsersListType, paging: Paging): Promise<PlanMemberList> {
  switch (type) {
    case 'viewers':
      return visitorsFor(deps, me, paging);
    case 'viewed':
      return { ...(await viewedBy(deps, me, paging)), locked: false };
    case 'likes':
      return { ...(await likesOf(deps, me, paging)), locked: false };
    case 'shortlisted':
      return { ...(await shortlistedMe(deps, me, paging.page, paging.limit)), locked: false };
    case 'matches':
      return { ...(await acceptedMatchesOf(deps, me, paging)), locked: false };
  }
}
