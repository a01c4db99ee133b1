import type { LinkBox, LinkRequestView } from '../../../contract/family-links';
import type { AppDeps } from '../../deps';
import { picturesOf } from '../../social/others';
import { isActiveMember } from '../../social/reach';
import { viewerLanguage } from '../viewer';
import { entryRelationNames } from './relation-text';

/** Spec §9: member request lists load 100 at a time; link requests are far fewer. */
const LIST_LIMIT = 100;

/**
 * My link requests, newest first: `received` (I am asked whether I am someone's relative) or
 * `sent` (entries of my list I asked members about). `open` keeps pending and verified ones,
 * and approved links still in force (so either side can unlink them from the same page).
 */
export async function linkRequests(deps: AppDeps, me: string, box: LinkBox, open: boolean): Promise<LinkRequestView[]> {
  const { db } = deps.database;
  let q = db
    .selectFrom('family_link_requests as r')
    .innerJoin('family_members as m', 'm.id', 'r.member_id')
    .innerJoin('users as a', 'a.id', 'r.requester_id')
    .innerJoin('users as x', 'x.id', 'r.user_id')
    .select([
      'r.id',
      'r.status',
      'r.created_at',
      'r.updated_at',
      'r.requester_id',
      'r.user_id',
      'm.id as member_id',
      'm.name as to_name',
      'm.relation_id',
      'm.linked_user_id',
      'a.name as requester_name',
      'x.name as user_name',
    ])
    .where(box === 'received' ? 'r.user_id' : 'r.requester_id', '=', me)
    // A closed or suspended account's requests wait out of sight; they reappear if it returns.
    .where(isActiveMember('a'))
    .where(isActiveMember('x'))
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LIST_LIMIT);
  if (open) {
    q = q.where((eb) => eb.or([eb('r.status', 'in', ['pending', 'verified']), eb.and([eb('r.status', '=', 'approved'), eb('m.linked_user_id', '=', eb.ref('r.user_id'))])]));
  }
  const rows = await q.execute();
  const relations = await entryRelationNames(deps, rows.map((r) => r.member_id), await viewerLanguage(deps, me));
  return Promise.all(
    rows.map(async (r) => {
      const [aPics, xPics] = await Promise.all([picturesOf(deps, r.requester_id, me), picturesOf(deps, r.user_id, me)]);
      return {
        _id: r.id,
        status: r.status,
        linked: r.status === 'approved' && r.linked_user_id === r.user_id,
        member: { _id: r.member_id, to_name: r.to_name, relation_id: r.relation_id, relation: relations.get(r.member_id) ?? '' },
        requester: { _id: r.requester_id, name: r.requester_name, profilePicture: aPics.profilePicture },
        user: { _id: r.user_id, name: r.user_name, profilePicture: xPics.profilePicture },
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      } satisfies LinkRequestView;
    }),
  );
}
