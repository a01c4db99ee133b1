/** Row types of migrations/0005 (settings domain), kept by hand next to the SQL they mirror. */
export type HoroscopePrivacyColumn = 'visible' | 'hidden' | 'hpassword';

export interface MemberSettingsTable {
  user_id: string;
  match_enabled: number;
  horoscope_privacy: HoroscopePrivacyColumn;
  horoscope_password_hash: string | null;
  photo_privacy: 'everyone' | 'members' | 'accepted';
  contact_privacy: 'everyone' | 'members' | 'accepted' | 'hidden';
  profile_visibility: 'everyone' | 'members' | 'hidden';
  updated_at: number;
}

export interface HoroscopePasswordFailuresTable {
  key: string;
  /** The horoscope's owner (migration 0036); null on rows written before it. */
  owner_id: string | null;
  at: number;
}

export interface EmailChangesTable {
  id: string;
  user_id: string;
  new_email: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SettingsTables {
  member_settings: MemberSettingsTable;
  horoscope_password_failures: HoroscopePasswordFailuresTable;
  email_changes: EmailChangesTable;
}
