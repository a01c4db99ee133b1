import { SETTINGS_TEXT } from '../../contract/settings';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { confirmUnderThrottle } from '../auth/throttle';
import { findUserById, type UserRow } from '../auth/users';

/**
 * The account's own password, asked again before changing the e-mail, deactivating or
 * deleting. Wrong guesses count per (account, address) as failed sign-ins do (one throttle,
 * worker/auth/throttle.ts), so a stolen session is no way around it. An administrator acting
 * as the member does not know it and may not do these.
 */
export async function confirmPassword(deps: AppDeps, session: Session, password: string, ip: string | null): Promise<UserRow> {
  if (session.impersonatedBy) throw forbidden('An administrator acting as a member cannot change their e-mail or close their account.');
  const user = await findUserById(deps, session.userId);
  if (!user) throw forbidden();
  if (!(await confirmUnderThrottle(deps, { account: user.email, address: ip }, password, user.password_hash))) {
    throw badRequest(SETTINGS_TEXT.wrongPassword, { password: SETTINGS_TEXT.wrongPassword });
  }
  return user;
}
