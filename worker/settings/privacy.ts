import type { Selectable } from 'kysely';
import { DEFAULT_SETTINGS, type MemberSettings } from '../../contract/settings';
import type { MemberSettingsTable } from '../db/tables/settings';
import type { AppDeps } from '../deps';

/**
 * A member's settings as every domain reads them (pictures, contact details, lists, matching).
 * A member who never saved any has the defaults of docs/decisions/0440-privacy-defaults.md.
 */
export async function loadSettings(deps: AppDeps, userId: string): Promise<MemberSettings> {
  const row = await deps.database.db.selectFrom('member_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? toMemberSettings(row) : structuredClone(DEFAULT_SETTINGS);
}

export function toMemberSettings(row: Selectable<MemberSettingsTable>): MemberSettings {
  return {
    matchEnabled: row.match_enabled === 1,
    horoscope: { privacy: row.horoscope_privacy },
    photoPrivacy: row.photo_privacy,
    contactPrivacy: row.contact_privacy,
    profileVisibility: row.profile_visibility,
  };
}

/** The row that stores `settings` (the horoscope password hash travels separately). */
export function toSettingsRow(userId: string, s: MemberSettings, horoscopePasswordHash: string | null, now: number) {
  return {
    user_id: userId,
    match_enabled: s.matchEnabled ? 1 : 0,
    horoscope_privacy: s.horoscope.privacy,
    horoscope_password_hash: s.horoscope.privacy === 'hpassword' ? horoscopePasswordHash : null,
    photo_privacy: s.photoPrivacy,
    contact_privacy: s.contactPrivacy,
    profile_visibility: s.profileVisibility,
    updated_at: now,
  };
}
