import type { PreferenceListField } from '../../../contract/preferences';

/** Row types of migrations/0008_create_partner_preferences.sql; owned by the preferences domain. */
export interface MemberPreferencesTable {
  user_id: string;
  age_from: number | null;
  age_to: number | null;
  /** Inches. */
  height_from: number | null;
  height_to: number | null;
  father_gen: number;
  mother_gen: number;
  updated_at: number;
}

export interface MemberPreferenceOptionsTable {
  user_id: string;
  field: PreferenceListField;
  option_id: string;
}

export interface PreferencesTables {
  member_preferences: MemberPreferencesTable;
  member_preference_options: MemberPreferenceOptionsTable;
}
