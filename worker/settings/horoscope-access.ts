import { REASON } from '../../contract/reasons';
import { SETTINGS_TEXT } from '../../contract/settings';
import type { AppDeps } from '../deps';
import { verifyPassword } from '../auth/passwords';
import { ApiError, forbidden, notFound } from '../http/errors';
import { hasAcceptedRequest } from '../social/relationships';
import { isActive, isBlockedEitherWay } from '../social/reach';
import { horoscopeReadableWithoutPassword } from './horoscope-access-lists';
import { assertHoroscopeNotThrottled, clearWrongHoroscopePasswords, holdWhileHoroscopeGuessed, recordWrongHoroscopePassword } from './horoscope-throttle';
import { loadHoroscope, type Horoscope } from './horoscope-source';
import { loadSettings } from './privacy';

/**
 * Who may read a member's horoscope (POST /user/get/horoscope/{id}), in this order:
 * the owner always; nobody when the owner is not an active member, a block stands between
 * the two, or the owner hides the profile from all but accepted requests (404, as if there
 * were no such member); then the owner's
 * horoscope privacy: visible → yes, hidden → 403, hpassword → the right password, with wrong
 * guesses throttled per viewer and owner, and slowed per owner across viewers. Lists apply
 * the password-free part of this rule (./horoscope-access-lists.ts,
 * horoscopeReadableWithoutPassword).
 */
export async function readHoroscope(deps: AppDeps, viewerId: string, ownerId: string, password: string | undefined): Promise<Horoscope> {
  if (viewerId !== ownerId) await assertMayRead(deps, viewerId, ownerId, password);
  const horoscope = await loadHoroscope(deps, ownerId);
  if (!horoscope) throw notFound(SETTINGS_TEXT.horoscopeNotAdded);
  return horoscope;
}

async function assertMayRead(deps: AppDeps, viewerId: string, ownerId: string, password: string | undefined): Promise<void> {
  const owner = await deps.database.db
    .selectFrom('users')
    .leftJoin('member_settings', 'member_settings.user_id', 'users.id')
    .select(['users.role', 'users.status', 'member_settings.horoscope_password_hash'])
    .where('users.id', '=', ownerId)
    .executeTakeFirst();
  if (!owner || !isActive(owner)) throw notFound(SETTINGS_TEXT.memberNotFound);
  if (await isBlockedEitherWay(deps, viewerId, ownerId)) throw notFound(SETTINGS_TEXT.memberNotFound);
  const settings = await loadSettings(deps, ownerId);
  // A hidden profile is still open to members with an accepted request (as on /viewprofile).
  if (settings.profileVisibility === 'hidden' && !(await hasAcceptedRequest(deps, viewerId, ownerId))) throw notFound(SETTINGS_TEXT.memberNotFound);

  const privacy = settings.horoscope.privacy;
  if (horoscopeReadableWithoutPassword(viewerId, ownerId, privacy)) return;
  if (privacy === 'hidden') throw new ApiError(403, SETTINGS_TEXT.horoscopeHidden, undefined, undefined, REASON.horoscopeHidden);
  if (!password) throw forbidden(SETTINGS_TEXT.horoscopePasswordNeeded);
  await assertHoroscopeNotThrottled(deps, viewerId, ownerId);
  await holdWhileHoroscopeGuessed(deps, viewerId, ownerId);
  if (!owner.horoscope_password_hash || !(await verifyPassword(password, owner.horoscope_password_hash))) {
    await recordWrongHoroscopePassword(deps, viewerId, ownerId);
    throw forbidden(SETTINGS_TEXT.horoscopeWrongPassword);
  }
  await clearWrongHoroscopePasswords(deps, viewerId, ownerId);
}
