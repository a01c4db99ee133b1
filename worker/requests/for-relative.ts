import { sql, type SqlBool } from 'kysely';
import type { SentForMeItem } from '../../contract/requests';
import type { AppDeps } from '../deps';
import { entryRelationNames, ownerRelationTo } from '../family/links/relation-text';
import { relationInSentence } from '../family/relation-names';
import { viewerLanguage } from '../family/viewer';
import { readerLocale } from '../i18n/reader-locale';
import { notificationInsertIf } from '../notifications/notify';
import { memberCards, pageOffset } from '../social/cards';
import { inReachOf, isBlockedEitherWay } from '../social/reach';
import { sentForYouText } from './rules';

/**
 * The member an interest was sent for (decision 0724): when the sender's family-list entry is
 * linked to a member's account, that member is told who sent what for them, sees it on /requests
 * and may withdraw it. Who they are is read through the link as it stands (for_member_id →
 * family_members.linked_user_id), so unlinking the entry ends it and nothing is copied.
 */

/** What the entry is to its owner (the sender), in `readerId`'s mother tongue, as a sentence reads it. */
export async function entryRelationFor(deps: AppDeps, entryId: string, readerId: string): Promise<string | null> {
  const lang = await viewerLanguage(deps, readerId);
  const label = (await entryRelationNames(deps, [entryId], lang)).get(entryId);
  return label ? relationInSentence(label, lang) : null;
}

/** What the owner of a list is to a member linked in it, in that member's mother tongue, as a sentence reads it. */
async function ownerRelationFor(deps: AppDeps, ownerId: string, memberId: string): Promise<string | null> {
  const lang = await viewerLanguage(deps, memberId);
  const label = await ownerRelationTo(deps, ownerId, memberId, lang);
  return label ? relationInSentence(label, lang) : null;
}

/**
 * The notification of the member an interest was sent for, for the send's batch: written only
 * if the request row was (`requestId`). None when the member and the sender have a block
 * either way: a member who blocked a relative hears nothing from them.
 */
export async function relativeSendNote(
  deps: AppDeps,
  n: { requestId: string; senderId: string; senderName: string; relativeId: string; candidateName: string },
) {
  if (await isBlockedEitherWay(deps, n.senderId, n.relativeId)) return null;
  const relation = await ownerRelationFor(deps, n.senderId, n.relativeId);
  return notificationInsertIf(
    deps,
    { userId: n.relativeId, senderId: n.senderId, type: 'member_request', content: sentForYouText(n.senderName, relation, n.candidateName, await readerLocale(deps, n.relativeId)), link: '/requests' },
    sql<SqlBool>`exists (select 1 from member_requests where id = ${n.requestId})`,
  );
}

/** The member linked to the entry an interest was sent for, if any. */
export async function relativeOf(deps: AppDeps, forMemberId: string | null): Promise<string | null> {
  if (!forMemberId) return null;
  const row = await deps.database.db.selectFrom('family_members').select('linked_user_id').where('id', '=', forMemberId).executeTakeFirst();
  return row?.linked_user_id ?? null;
}

/**
 * `POST /user/requests/sentForMe`: open interests relatives sent for `me` from their lists,
 * newest change first; the sender and the candidate active and not blocked either way with me.
 */
export async function sentForMe(deps: AppDeps, me: string, page: number, limit: number): Promise<{ requests: SentForMeItem[]; total: number }> {
  const base = deps.database.db
    .selectFrom('family_members as f')
    .innerJoin('member_requests as r', 'r.for_member_id', 'f.id')
    .innerJoin('users as u', 'u.id', 'r.to_user_id')
    .innerJoin('users as s', 's.id', 'r.from_user_id')
    .where('f.linked_user_id', '=', me)
    .where('r.type', '=', 'interest')
    .where('r.status', 'in', ['pending', 'accepted'])
    .where(inReachOf(me, 'u'))
    .where(inReachOf(me, 's'));
  const [rows, total] = await Promise.all([
    base
      .select(['r.id as rid', 'r.status', 'r.created_at', 'r.updated_at', 'u.id', 'u.name', 'u.gender', 'u.dob', 's.id as sender_id', 's.name as sender_name'])
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const cards = await memberCards(deps, rows, me);
  // Usually one or two senders (the parents): their relation named once each.
  const senders = [...new Set(rows.map((r) => r.sender_id))];
  const relationOf = new Map(await Promise.all(senders.map(async (id) => [id, await ownerRelationFor(deps, id, me)] as const)));
  return {
    requests: rows.map((r, i) => ({
      _id: r.rid,
      status: r.status as SentForMeItem['status'],
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      user: cards[i]!,
      sentBy: { _id: r.sender_id, name: r.sender_name, relation: relationOf.get(r.sender_id) ?? null },
    })),
    total: Number(total?.n ?? 0),
  };
}
