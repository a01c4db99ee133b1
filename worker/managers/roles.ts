import type { ProfileRole } from '../../contract/managers';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { forbidden } from '../http/errors';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * Who is acting (issue 27, decision 0971): a manager's session acts for the profile
 * (`session.userId`) but is the manager's doing; everyone else's session is their own.
 */
export const actorOf = (session: Session): string => session.managedBy?.accountId ?? session.userId;

/** The candidate in person: their own sign-in, not a manager's nor an administrator acting. */
export const isCandidateInPerson = (session: Session, profileId: string): boolean =>
  session.userId === profileId && session.managedBy === null && session.impersonatedBy === null;

/**
 * The caller's role on a profile, whichever profile their session acts for now: the candidate
 * (the profile is their own account), a manager (a row of profile_managers), or none.
 */
export async function roleOn(deps: Pick<AppDeps, 'database'>, session: Session, profileId: string): Promise<ProfileRole | null> {
  const account = actorOf(session);
  if (account === profileId) return session.impersonatedBy === null ? 'candidate' : null;
  const row = await deps.database.db
    .selectFrom('profile_managers')
    .select('relation')
    .where('profile_id', '=', profileId)
    .where('account_id', '=', account)
    .executeTakeFirst();
  return row ? 'manager' : null;
}

/** Every `{profileId}` is checked against the caller: no role on it, no answer (as for a stranger). */
export async function requireRoleOn(deps: Pick<AppDeps, 'database'>, session: Session, profileId: string): Promise<ProfileRole> {
  const role = await roleOn(deps, session, profileId);
  if (!role) throw forbidden(m.managers_no_role());
  return role;
}

/** Only the candidate, signed in as themselves, decides (consent, family in a conversation, removing others). */
export function requireCandidateInPerson(session: Session, profileId: string): void {
  if (!isCandidateInPerson(session, profileId)) throw forbidden(m.managers_candidate_only());
}

/** What a manager's session may not do for the candidate (delete the account, read letters). */
export function refuseManager(session: Session): void {
  if (session.managedBy) throw forbidden(m.managers_not_for_managers());
}
