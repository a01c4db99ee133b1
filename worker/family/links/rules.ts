import { LINK_TEXT, type LinkRequestInput } from '../../../contract/family-links';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { reachableMember, type Target } from '../../requests/rules';

/**
 * Who may link what to whom (docs/decisions/0755): only an entry of one's own list, never the
 * self entry, never oneself, only an active member with no block either way, and a member is
 * at most one person of a list.
 */
export async function ownEntry(deps: AppDeps, me: string, entryId: string) {
  // Another member's entry answers as no entry at all, as /member and family finding do: a 403 would tell it exists.
  const entry = await deps.database.db.selectFrom('family_members').selectAll().where('id', '=', entryId).where('owner_id', '=', me).executeTakeFirst();
  if (!entry) throw notFound(LINK_TEXT.noSuchEntry);
  if (entry.relation_id === 'self') throw badRequest(LINK_TEXT.notSelfEntry, { memberId: LINK_TEXT.notSelfEntry });
  return entry;
}

/** The member named by id or by the unique id of their profile. */
export async function memberToLink(deps: AppDeps, me: string, input: Pick<LinkRequestInput, 'userId' | 'uniqueId'>): Promise<Target> {
  let userId = input.userId;
  if (!userId && input.uniqueId) {
    const row = await deps.database.db.selectFrom('member_profiles').select('user_id').where('unique_id', '=', input.uniqueId).executeTakeFirst();
    if (!row) throw notFound(LINK_TEXT.noSuchMember);
    userId = row.user_id;
  }
  if (!userId) throw badRequest(LINK_TEXT.chooseMember, { userId: LINK_TEXT.chooseMember });
  if (userId === me) throw badRequest(LINK_TEXT.notYourself, { userId: LINK_TEXT.notYourself });
  return reachableMember(deps, me, userId);
}

/** A member is one person of a list: not already linked, nor asked about, for another entry. */
export async function assertNotElsewhere(deps: AppDeps, ownerId: string, userId: string, entryId: string): Promise<void> {
  const { db } = deps.database;
  const [linked, asked] = await Promise.all([
    db.selectFrom('family_members').select('id').where('owner_id', '=', ownerId).where('linked_user_id', '=', userId).where('id', '<>', entryId).executeTakeFirst(),
    db
      .selectFrom('family_link_requests')
      .select('id')
      .where('requester_id', '=', ownerId)
      .where('user_id', '=', userId)
      .where('member_id', '<>', entryId)
      .where('status', 'in', ['pending', 'verified'])
      .executeTakeFirst(),
  ]);
  if (linked || asked) throw conflict(LINK_TEXT.memberLinkedElsewhere, { userId: LINK_TEXT.memberLinkedElsewhere });
}
