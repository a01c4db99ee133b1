import type { Context } from 'hono';
import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { ApiError, forbidden } from '../http/errors';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { openSession } from './sessions';
import { openSignedInSession } from '../managers/sessions';
import { assertNotThrottled, clearFailures, holdWhileGuessed, recordFailure } from './throttle';
import { findUserByEmail, loadSessionUser } from './users';
import { withOwnPictureUrl } from '../pictures/urls';
import type { Locale } from '../../contract/i18n/locales';
import { requestLocale } from '../i18n/request-locale';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * A hash of nothing anyone knows, made once per process with the current parameters, so an
 * unknown e-mail costs the same Argon2 work as a known one and answers in the same time.
 */
let decoy: Promise<string> | null = null;
const decoyHash = (deps: AppDeps) => (decoy ??= hashPassword(crypto.randomUUID(), deps.config.passwordHashMemoryKib));

const WRONG_DOOR: Record<1 | 2, () => string> = {
  1: m.server_admins_only_sign_in,
  2: m.server_admins_sign_in_elsewhere,
};

export async function signIn(c: Context<AppEnv>, email: string, password: string, role: 1 | 2) {
  const deps = c.var.deps;
  const ip = c.var.ip;
  const attempt = { account: email, address: ip };
  await assertNotThrottled(deps, attempt);
  const user = await findUserByEmail(deps, email);
  await holdWhileGuessed(deps, attempt, user?.id ?? null);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash(deps)));
  if (!user || !valid || user.status === 'deleted') {
    await recordFailure(deps, attempt);
    throw new ApiError(401, SERVER_TEXT.invalidCredentials);
  }
  if (user.role !== role) throw forbidden(WRONG_DOOR[role]());
  if (user.status === 'blocked') throw forbidden(SERVER_TEXT.accountBlocked);
  await clearFailures(deps, attempt);

  const now = deps.now();
  // Signing in again ends a deactivation (spec: hidden until the member signs in again) — not
  // a family account's, which is never listed, nor a profile waiting for its candidate's yes or
  // refused by them (decision 0971): only the candidate's consent shows it.
  const changes: { last_seen_at: number; status?: 'active'; password_hash?: string; updated_at?: number; language?: Locale } = { last_seen_at: now };
  const staysHidden = user.kind === 'family' || user.consent === 'awaiting' || user.consent === 'declined';
  if (user.status === 'deactivated' && !staysHidden) Object.assign(changes, { status: 'active', updated_at: now });
  // Until a member chooses a language, mails and notifications follow the page they sign in from (decision 0963).
  if (user.language_chosen_at === null) changes.language = requestLocale(c);
  if (needsRehash(user.password_hash, deps.config.passwordHashMemoryKib)) {
    changes.password_hash = await hashPassword(password, deps.config.passwordHashMemoryKib);
  }
  await deps.database.db.updateTable('users').set(changes).where('id', '=', user.id).execute();

  if (user.role === 1) {
    const { token } = await openSession(deps, { userId: user.id, role: 1, ip });
    return { token, user: await withOwnPictureUrl(deps, await loadSessionUser(deps, user.id)), userRole: user.role };
  }
  return openSignedInSession(deps, user, ip);
}
