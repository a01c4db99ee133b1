import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest } from '../http/errors';
import { endOutstandingLinksQueries } from './one-time-links';
import { hashPassword } from './passwords';
import { endImpersonationsQueries, revokeAllSessionsQuery } from './sessions';
import { confirmUnderThrottle } from './throttle';
import { findUserById } from './users';

/**
 * Changes the caller's password and ends their other sessions (members and admins alike), and
 * every member session an administrator opened by acting as a member. Wrong current passwords
 * count per (account, address) like failed sign-ins.
 */
export async function changePassword(
  deps: AppDeps,
  session: Session,
  input: { oldPassword: string; newPassword: string },
  ip: string | null,
): Promise<void> {
  const user = await findUserById(deps, session.userId);
  if (!user || !(await confirmUnderThrottle(deps, { account: user.email, address: ip }, input.oldPassword, user.password_hash))) {
    throw badRequest(SERVER_TEXT.wrongCurrentPassword, { oldPassword: SERVER_TEXT.wrongCurrentPassword });
  }
  const hash = await hashPassword(input.newPassword, deps.config.passwordHashMemoryKib);
  await deps.database.batch([
    deps.database.db.updateTable('users').set({ password_hash: hash, updated_at: deps.now() }).where('id', '=', user.id),
    ...endImpersonationsQueries(deps, { adminId: user.id }),
    revokeAllSessionsQuery(deps, user.id, session.sessionId),
    ...endOutstandingLinksQueries(deps, user.id),
  ]);
  await deps.live.closeEndedSessions(user.id);
}
