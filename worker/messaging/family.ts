import { createMiddleware } from 'hono/factory';
import { MESSAGING_TEXT, type FamilyReadsSince, type MessagePermission } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import type { AppEnv, Session } from '../http/context';
import { forbidden } from '../http/errors';

/**
 * Conversations and the family (issue 27, decision 0971). A manager's session acts for the
 * profile, but the candidate's conversations and letters are the candidate's own: a manager reads
 * a conversation only while the candidate lets the family in, and only from that moment — the
 * partner has been told since then, not before. A manager never writes, marks read or opens a
 * letter: what the partner takes for the candidate's words, or sees read by them, is theirs alone.
 */

/** Both families' reading of the conversation between `me` and `partnerId`, from `me`'s side: one read. */
export async function familyReads(deps: Pick<AppDeps, 'database'>, me: string, partnerId: string): Promise<FamilyReadsSince> {
  const rows = await deps.database.db
    .selectFrom('family_conversations as f')
    .innerJoin('users as u', 'u.id', 'f.profile_id')
    .select(['f.profile_id', 'f.since', 'u.consent'])
    .where((eb) =>
      eb.or([
        eb.and([eb('f.profile_id', '=', me), eb('f.partner_id', '=', partnerId)]),
        eb.and([eb('f.profile_id', '=', partnerId), eb('f.partner_id', '=', me)]),
      ]),
    )
    .execute();
  const mine = rows.find((r) => r.profile_id === me);
  // The partner's family reads only where the partner's profile is run by a family (consent set).
  const partner = rows.find((r) => r.profile_id === partnerId && r.consent !== null);
  return { mine: mine?.since ?? null, partner: partner?.since ?? null };
}

/**
 * From when the caller reads the conversation with `partnerId`: null for the candidate (all of
 * it), the moment the family was let in for a manager; refused while the family is not.
 */
export async function readsFrom(deps: Pick<AppDeps, 'database'>, session: Session, partnerId: string): Promise<number | null> {
  if (!session.managedBy) return null;
  const { mine: since } = await familyReads(deps, session.userId, partnerId);
  if (since === null) throw forbidden(MESSAGING_TEXT.familyNotReading);
  return since;
}

/** What a manager is told of writing: only the candidate writes; a closed conversation stays closed. */
export const familyPermission = (permission: MessagePermission): MessagePermission =>
  permission === 'unavailable' || permission === 'blocked' ? permission : 'family';

export const permissionFor = (session: Session, permission: MessagePermission): MessagePermission => (session.managedBy ? familyPermission(permission) : permission);

/** Writing a message and marking one read: the candidate's, in person (an administrator is refused by requireMemberInPerson). */
export const candidateWrites = createMiddleware<AppEnv & { Variables: { session: Session } }>(async (c, next) => {
  if (c.var.session.managedBy) throw forbidden(MESSAGING_TEXT.reasons.family);
  await next();
});

/** Letters are never the family's: neither read nor written by a manager. */
export const candidateLetters = createMiddleware<AppEnv & { Variables: { session: Session } }>(async (c, next) => {
  if (c.var.session.managedBy) throw forbidden(MESSAGING_TEXT.lettersCandidateOnly);
  await next();
});

/** Tells both members' open pages that the family of one of them now reads their conversation, or stops. */
export async function tellFamilyReads(deps: AppDeps, profileId: string, partnerId: string): Promise<void> {
  const [forProfile, forPartner] = await Promise.all([familyReads(deps, profileId, partnerId), familyReads(deps, partnerId, profileId)]);
  await Promise.all([
    deps.live.publish(profileId, { type: 'familyReads', partnerId, familyReadsSince: forProfile }),
    deps.live.publish(partnerId, { type: 'familyReads', partnerId: profileId, familyReadsSince: forPartner }),
  ]);
}
