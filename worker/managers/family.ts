import { m } from '../../contract/i18n/paraglide/messages';
import type { ProfileFamily, ProfileRole, UsableProfile } from '../../contract/managers';
import { revokeSessionsOfManager } from './revoke';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { historyInsert } from './history';
import { hasOwnSignIn } from './invitations';
import { actorOf, isCandidateInPerson } from './roles';

/** The profile's family as the candidate and the managers see it. */
export async function profileFamily(deps: AppDeps, profileId: string, session: Session, role: ProfileRole): Promise<ProfileFamily> {
  const db = deps.database.db;
  const [profile, managers, invitations] = await Promise.all([
    db.selectFrom('users').select(['name', 'email', 'consent', 'consent_at']).where('id', '=', profileId).executeTakeFirstOrThrow(),
    db
      .selectFrom('profile_managers as pm')
      .innerJoin('users as a', 'a.id', 'pm.account_id')
      .select(['pm.account_id', 'a.name', 'pm.relation', 'pm.added_at'])
      .where('pm.profile_id', '=', profileId)
      .orderBy('pm.added_at')
      .execute(),
    db
      .selectFrom('profile_invitations')
      .select(['id', 'email', 'role', 'relation', 'created_at', 'expires_at'])
      .where('profile_id', '=', profileId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', deps.now())
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    profileId,
    candidate: { name: profile.name, hasSignIn: hasOwnSignIn(profile.email), consent: profile.consent, consentAt: profile.consent_at },
    managers: managers.map((r) => ({ accountId: r.account_id, name: r.name, relation: r.relation, addedAt: r.added_at })),
    invitations: invitations.map((r) => ({ id: r.id, email: r.email, role: r.role, relation: r.relation, sentAt: r.created_at, expiresAt: r.expires_at })),
    you: { accountId: actorOf(session), role },
  };
}

/**
 * A manager leaves, or the candidate removes one. Nobody else removes anyone: a manager cannot
 * remove another, nor the candidate. Their sessions for the profile end at once.
 */
export async function removeManager(deps: AppDeps, session: Session, profileId: string, accountId: string): Promise<'removed' | 'left'> {
  const leaving = actorOf(session) === accountId;
  if (!leaving && !isCandidateInPerson(session, profileId)) throw forbidden(m.managers_candidate_only());
  const db = deps.database.db;
  const row = await db.selectFrom('profile_managers').select('account_id').where('profile_id', '=', profileId).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound(m.managers_not_a_manager());
  const action = leaving ? 'left' : 'removed';
  const manager = await db.selectFrom('users').select('name').where('id', '=', accountId).executeTakeFirstOrThrow();
  await deps.database.batch([
    db.deleteFrom('profile_managers').where('profile_id', '=', profileId).where('account_id', '=', accountId),
    revokeSessionsOfManager(deps, profileId, accountId),
    historyInsert(deps, { profileId, actorId: actorOf(session), action, detail: manager.name }),
  ]);
  await deps.live.closeEndedSessions(profileId);
  return action;
}

/**
 * The candidate's answer, with their own sign-in. Yes shows the profile (search, matches,
 * recommendations); no hides it again, whoever made it, until they say yes.
 */
export async function answerConsent(deps: AppDeps, session: Session, profileId: string, consent: 'yes' | 'no'): Promise<void> {
  const db = deps.database.db;
  const profile = await db.selectFrom('users').select(['consent', 'status']).where('id', '=', profileId).executeTakeFirstOrThrow();
  if (profile.consent === null) throw badRequest(m.managers_nothing_to_confirm());
  const now = deps.now();
  const yes = consent === 'yes';
  await deps.database.batch([
    db
      .updateTable('users')
      .set({ consent: yes ? 'confirmed' : 'declined', consent_at: now, status: yes ? 'active' : 'deactivated', updated_at: now })
      .where('id', '=', profileId)
      .where('status', 'in', ['active', 'deactivated']),
    historyInsert(deps, { profileId, actorId: profileId, action: yes ? 'confirmed' : 'declined' }),
  ]);
}

/** The profiles a person may act for: their own (a member's), and each they manage. */
export async function usableProfiles(deps: AppDeps, session: Session): Promise<UsableProfile[]> {
  const account = actorOf(session);
  const db = deps.database.db;
  const [own, managed] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'kind']).where('id', '=', account).executeTakeFirstOrThrow(),
    db
      .selectFrom('profile_managers as pm')
      .innerJoin('users as p', 'p.id', 'pm.profile_id')
      .select(['pm.profile_id', 'p.name', 'pm.relation'])
      .where('pm.account_id', '=', account)
      .where('p.status', '!=', 'deleted')
      .orderBy('pm.added_at')
      .execute(),
  ]);
  const list: UsableProfile[] = own.kind === 'member' ? [{ profileId: own.id, name: own.name, role: 'candidate', relation: 'self', current: session.userId === own.id }] : [];
  for (const p of managed) list.push({ profileId: p.profile_id, name: p.name, role: 'manager', relation: p.relation, current: session.userId === p.profile_id });
  return list;
}
