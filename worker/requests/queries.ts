import type { CardActionFlags, RequestCounts, RequestDirection, RequestItem, RequestKind, RequestStatus, StatusCounts } from '../../contract/requests';
import { REQUEST_KINDS } from '../../contract/requests';
import type { AppDeps } from '../deps';
import { entryRelationNames } from '../family/links/relation-text';
import { relationInSentence } from '../family/relation-names';
import { viewerLanguage } from '../family/viewer';
import { withCardActions } from '../social/card-actions';
import { memberCards, pageOffset, type MemberCard } from '../social/cards';
import { inReachOf } from '../social/reach';

/** What other domains read of interest, requests and the shortlist (agreed names, issue 4). */
type Deps = Pick<AppDeps, 'database'>;

export interface MemberRequestRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  type: string;
  status: RequestStatus;
  created_at: number;
  updated_at: number;
  for_member_id: string | null;
  for_member_name: string | null;
  for_member_relation: string | null;
}

/** Is `memberId` on `ownerId`'s shortlist? */
export async function isShortlisted(deps: Deps, ownerId: string, memberId: string): Promise<boolean> {
  const row = await deps.database.db.selectFrom('shortlists').select('owner_id').where('owner_id', '=', ownerId).where('member_id', '=', memberId).executeTakeFirst();
  return !!row;
}

/** The latest member_request between two members, either direction, any type (or only `type`). */
export async function requestBetween(deps: Deps, a: string, b: string, type?: string): Promise<MemberRequestRow | null> {
  let q = deps.database.db
    .selectFrom('member_requests')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    );
  if (type) q = q.where('type', '=', type);
  const row = await q.orderBy('updated_at', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ?? null;
}

/** The active members who shortlisted `userId`, not blocked either way. */
function shortlistedMeBase(deps: Deps, userId: string) {
  return deps.database.db
    .selectFrom('shortlists as s')
    .innerJoin('users as u', 'u.id', 's.owner_id')
    .where('s.member_id', '=', userId)
    .where(inReachOf(userId, 'u'));
}

/** How many active, unblocked members have `userId` on their shortlist (the dashboard's count). */
export async function shortlistedMeCount(deps: Deps, userId: string): Promise<number> {
  const row = await shortlistedMeBase(deps, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ShortlistList {
  users: Array<MemberCard & CardActionFlags & { at: number }>;
  total: number;
}

/** Who shortlisted `userId`, newest first, as member cards (SOCIAL's 'shortlisted' list). Pages from 1. */
export async function shortlistedMe(deps: AppDeps, userId: string, page: number, limit: number): Promise<ShortlistList> {
  const base = shortlistedMeBase(deps, userId);
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 's.created_at as at'])
      .orderBy('s.created_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const cards = await withCardActions(deps, userId, await memberCards(deps, rows, userId));
  return { users: cards.map((c, i) => ({ ...c, at: rows[i]!.at })), total: Number(total?.n ?? 0) };
}

/** `userId`'s own shortlist, newest first; inactive and blocked members left out. */
export async function shortlistOf(deps: AppDeps, userId: string, page: number, limit: number): Promise<ShortlistList> {
  const base = deps.database.db
    .selectFrom('shortlists as s')
    .innerJoin('users as u', 'u.id', 's.member_id')
    .where('s.owner_id', '=', userId)
    .where(inReachOf(userId, 'u'));
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.name', 'u.gender', 'u.dob', 's.created_at as at'])
      .orderBy('s.created_at', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const cards = await withCardActions(deps, userId, await memberCards(deps, rows, userId));
  return { users: cards.map((c, i) => ({ ...c, at: rows[i]!.at })), total: Number(total?.n ?? 0) };
}

/** Requests sent or received by `me` (the other member active and not blocked either way). */
function requestsBase(deps: Deps, me: string, direction: RequestDirection, kinds: readonly RequestKind[]) {
  const mine = direction === 'sent' ? 'r.from_user_id' : 'r.to_user_id';
  const other = direction === 'sent' ? 'r.to_user_id' : 'r.from_user_id';
  return deps.database.db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', 'u.id', other)
    .where(mine, '=', me)
    .where('r.type', 'in', kinds)
    .where(inReachOf(me, 'u'));
}

export async function requestList(
  deps: AppDeps,
  me: string,
  input: { type: RequestDirection; status: RequestStatus; kind?: RequestKind | undefined; page: number; limit: number },
  kinds: readonly RequestKind[] = REQUEST_KINDS,
): Promise<{ requests: RequestItem[]; total: number; counts: RequestCounts }> {
  const only = input.kind ? kinds.filter((k) => k === input.kind) : kinds;
  const base = requestsBase(deps, me, input.type, only).where('r.status', '=', input.status);
  const [rows, total, counts] = await Promise.all([
    base
      // Who of the sender's family sent it, and what they are to the sender while they manage the profile (issue 27).
      .leftJoin('users as sender', 'sender.id', 'r.sent_by')
      .leftJoin('profile_managers as pm', (j) => j.onRef('pm.profile_id', '=', 'r.from_user_id').onRef('pm.account_id', '=', 'r.sent_by'))
      .select([
        'sender.name as sent_by_name',
        'pm.relation as sent_by_relation',
        'r.id as rid',
        'r.type',
        'r.status',
        'r.created_at',
        'r.updated_at',
        'r.for_member_id',
        'r.for_member_name',
        'r.for_member_relation',
        'u.id',
        'u.name',
        'u.gender',
        'u.dob',
      ])
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(input.limit)
      .offset(pageOffset(input.page, input.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    requestCounts(deps, me, only),
  ]);
  const [cards, relations] = await Promise.all([memberCards(deps, rows, me), forMemberRelations(deps, rows, me)]);
  return {
    requests: rows.map((r, i) => ({
      _id: r.rid,
      type: r.type as RequestKind,
      status: r.status,
      sent: input.type === 'sent',
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      user: cards[i]!,
      // Whom an interest sent for a family member is for, as the receiver was told (decision 0546).
      // The relation in the reader's mother tongue while the entry exists, else the snapshot (decision 0724).
      forMember: r.for_member_name
        ? { _id: r.for_member_id, name: r.for_member_name, relation: (r.for_member_id && relations.get(r.for_member_id)) || r.for_member_relation }
        : null,
      sentBy: r.sent_by_name ? { name: r.sent_by_name, relation: r.sent_by_relation } : null,
    })),
    total: Number(total?.n ?? 0),
    counts,
  };
}

/** What each entry an interest was sent for is to its sender, in `me`'s mother tongue, as a sentence reads it. */
async function forMemberRelations(deps: AppDeps, rows: ReadonlyArray<{ for_member_id: string | null }>, me: string): Promise<Map<string, string>> {
  const ids = rows.flatMap((r) => (r.for_member_id ? [r.for_member_id] : []));
  if (ids.length === 0) return new Map();
  const lang = await viewerLanguage(deps, me);
  const names = await entryRelationNames(deps, ids, lang);
  return new Map([...names].map(([id, label]) => [id, relationInSentence(label, lang)]));
}

const zero = (): StatusCounts => ({ pending: 0, accepted: 0, rejected: 0, withdrawn: 0 });

/** Sent and received × status, for the /requests overview. */
export async function requestCounts(deps: Deps, me: string, kinds: readonly RequestKind[] = REQUEST_KINDS): Promise<RequestCounts> {
  const count = (direction: RequestDirection) =>
    requestsBase(deps, me, direction, kinds)
      .select((eb) => ['r.status', eb.fn.countAll<number>().as('n')])
      .groupBy('r.status')
      .execute();
  const [sent, received] = await Promise.all([count('sent'), count('received')]);
  const fold = (rows: Array<{ status: RequestStatus; n: number }>) => rows.reduce((acc, r) => ({ ...acc, [r.status]: Number(r.n) }), zero());
  return { sent: fold(sent), received: fold(received) };
}
