import type { HoroscopePrivacyInput, MemberSettings, UpdateSetting } from '../../contract/settings';
import type { AppDeps } from '../deps';
import { hashPassword } from '../auth/passwords';
import { loadSettings, toSettingsRow } from './privacy';

/** Writes of the member's own settings: partial updates, and the horoscope privacy with its password. */
function columnsOf(change: UpdateSetting) {
  return {
    ...(change.matchEnabled !== undefined ? { match_enabled: change.matchEnabled ? 1 : 0 } : {}),
    ...(change.photoPrivacy ? { photo_privacy: change.photoPrivacy } : {}),
    ...(change.contactPrivacy ? { contact_privacy: change.contactPrivacy } : {}),
    ...(change.profileVisibility ? { profile_visibility: change.profileVisibility } : {}),
  };
}

function differs(current: MemberSettings, change: UpdateSetting): boolean {
  return (
    (change.matchEnabled !== undefined && change.matchEnabled !== current.matchEnabled) ||
    (!!change.photoPrivacy && change.photoPrivacy !== current.photoPrivacy) ||
    (!!change.contactPrivacy && change.contactPrivacy !== current.contactPrivacy) ||
    (!!change.profileVisibility && change.profileVisibility !== current.profileVisibility)
  );
}

/**
 * Saves the given settings and leaves the others as they are. The upsert touches only the
 * columns asked for, so a concurrent horoscope change is never overwritten. Returns whether
 * anything changed, and the settings now in force.
 */
export async function updateSettings(deps: AppDeps, userId: string, change: UpdateSetting): Promise<{ changed: boolean; settings: MemberSettings }> {
  const current = await loadSettings(deps, userId);
  const write = settingsWrite(deps, userId, current, change);
  if (!write) return { changed: false, settings: current };
  await write.query.execute();
  return { changed: true, settings: await loadSettings(deps, userId) };
}

/**
 * The upsert that applies `change` to `current`, or null when nothing would change. Shared with
 * the back office (worker/admin/members), which puts it in one batch with its audit entry.
 */
export function settingsWrite(deps: AppDeps, userId: string, current: MemberSettings, change: UpdateSetting) {
  if (!differs(current, change)) return null;
  const now = deps.now();
  const next: MemberSettings = {
    ...current,
    ...(change.matchEnabled !== undefined ? { matchEnabled: change.matchEnabled } : {}),
    ...(change.photoPrivacy ? { photoPrivacy: change.photoPrivacy } : {}),
    ...(change.contactPrivacy ? { contactPrivacy: change.contactPrivacy } : {}),
    ...(change.profileVisibility ? { profileVisibility: change.profileVisibility } : {}),
  };
  const query = deps.database.db
    .insertInto('member_settings')
    .values(toSettingsRow(userId, next, null, now))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columnsOf(change), updated_at: now }));
  return { next, query };
}

/** Sets who may see the horoscope; 'hpassword' stores the Argon2id of its password, anything else clears it. */
export async function setHoroscopePrivacy(deps: AppDeps, userId: string, input: HoroscopePrivacyInput): Promise<MemberSettings> {
  const now = deps.now();
  const hash = input.privacy === 'hpassword' && input.password ? await hashPassword(input.password, deps.config.passwordHashMemoryKib) : null;
  const current = await loadSettings(deps, userId);
  const next: MemberSettings = { ...current, horoscope: { privacy: input.privacy } };
  await deps.database.db
    .insertInto('member_settings')
    .values(toSettingsRow(userId, next, hash, now))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ horoscope_privacy: input.privacy, horoscope_password_hash: hash, updated_at: now }))
    .execute();
  return loadSettings(deps, userId);
}
