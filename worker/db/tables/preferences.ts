import type { Generated } from 'kysely';
import type { PreferenceListField } from '../../../contract/preferences';

/** Row types of migrations/0008_create_partner_preferences.sql and 0016; owned by the preferences domain. */
export interface MemberPreferencesTable {
  user_id: string;
  age_from: number | null;
  age_to: number | null;
  /** Inches. */
  height_from: number | null;
  height_to: number | null;
  father_gen: number;
  mother_gen: number;
  /** 1: the member's community permits marriage between cross cousins (migration 0016, decision 0723). */
  cross_cousin_custom: Generated<number>;
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
