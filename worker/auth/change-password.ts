import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { m } from '../../contract/i18n/paraglide/messages';
import { endOutstandingLinksQueries } from './one-time-links';
import { hashPassword } from './passwords';
import { actorOf } from '../managers/roles';
import { endImpersonationsQueries } from './sessions';
import { confirmUnderThrottle } from './throttle';
import { findUserById } from './users';

/** `PUT /user/changePass/{id}`: {id} is the caller's own account; a manager's session names theirs, not the profile's. */
export function requireOwnAccount(session: Session, id: string): void {
  if (session.managedBy && id === session.userId) throw forbidden(m.managers_not_for_managers());
  if (id !== actorOf(session)) throw forbidden(SERVER_TEXT.notYours);
}

/**
 * The account's sessions but `except`: its own, and a family manager's acting for the profiles
 * it manages (issue 27). Not the sessions others' managers hold on the account's profile: those
 * are their sign-ins, not this password's.
 */
function revokeAccountSessionsQuery(deps: AppDeps, accountId: string, except: string) {
  return deps.database.db
    .updateTable('sessions')
    .set({ revoked_at: deps.now() })
    .where('revoked_at', 'is', null)
    .where('id', '!=', except)
    .where((eb) => eb.or([eb.and([eb('user_id', '=', accountId), eb('managed_by', 'is', null)]), eb('managed_by', '=', accountId)]));
}

/**
 * Changes the caller's password — a family manager's own account's, never the candidate's
 * (actorOf, issue 27) — and ends their other sessions (members and admins alike), and every
 * member session an administrator opened by acting as a member. Wrong current passwords count
 * per (account, address) like failed sign-ins.
 */
export async function changePassword(
  deps: AppDeps,
  session: Session,
  input: { oldPassword: string; newPassword: string },
  ip: string | null,
): Promise<void> {
  const user = await findUserById(deps, actorOf(session));
  if (!user || !(await confirmUnderThrottle(deps, { account: user.email, address: ip }, input.oldPassword, user.password_hash))) {
    throw badRequest(SERVER_TEXT.wrongCurrentPassword, { oldPassword: SERVER_TEXT.wrongCurrentPassword });
  }
  const hash = await hashPassword(input.newPassword, deps.config.passwordHashMemoryKib);
  await deps.database.batch([
    deps.database.db.updateTable('users').set({ password_hash: hash, updated_at: deps.now() }).where('id', '=', user.id),
    ...endImpersonationsQueries(deps, { adminId: user.id }),
    revokeAccountSessionsQuery(deps, user.id, session.sessionId),
    ...endOutstandingLinksQueries(deps, user.id),
  ]);
  // A manager's pages are the profiles' they act for.
  const managed = await deps.database.db.selectFrom('profile_managers').select('profile_id').where('account_id', '=', user.id).execute();
  await Promise.all([user.id, ...managed.map((r) => r.profile_id)].map((id) => deps.live.closeEndedSessions(id)));
}
