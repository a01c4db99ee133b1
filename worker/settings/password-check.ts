import { SETTINGS_TEXT } from '../../contract/settings';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { confirmUnderThrottle } from '../auth/throttle';
import { findUserById, type UserRow } from '../auth/users';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * The account's own password, asked again before changing the e-mail, deactivating or
 * deleting. Wrong guesses count per (account, address) as failed sign-ins do (one throttle,
 * worker/auth/throttle.ts), so a stolen session is no way around it. An administrator acting
 * as the member does not know it and may not do these.
 */
export async function confirmPassword(deps: AppDeps, session: Session, password: string, ip: string | null): Promise<UserRow> {
  if (session.impersonatedBy) throw forbidden(m.server_admin_cannot_change_email());
  const user = await findUserById(deps, session.userId);
  if (!user) throw forbidden();
  if (!(await confirmUnderThrottle(deps, { account: user.email, address: ip }, password, user.password_hash))) {
    throw badRequest(SETTINGS_TEXT.wrongPassword, { password: SETTINGS_TEXT.wrongPassword });
  }
  return user;
}
