/** Row types of migrations/0004_create_member_profiles.sql (and 0031's columns); owned by the profile domain. */
export interface MemberProfilesTable {
  user_id: string;
  unique_id: string | null;
  marital_status_id: string | null;
  have_children_id: string | null;
  height_inches: number | null;
  country_id: string | null;
  state_id: string | null;
  city_id: number | null;
  citizenship_id: string | null;
  residency_status_id: string | null;
  complexion_id: string | null;
  body_type_id: string | null;
  physical_status_id: string | null;
  blood_group_id: string | null;
  weight_kg: number | null;
  nakshatra_id: string | null;
  charan: number | null;
  manglik_id: string | null;
  /** migrations/0031: the calculated horoscope (docs/decisions/0109). */
  birth_timezone: string | null;
  moon_longitude: number | null;
  /** NOT NULL DEFAULT 'chosen': optional here so inserts and Partial rows may leave it to the default. */
  horoscope_source?: 'calculated' | 'chosen';
  caste_id: string | null;
  sub_caste_id: string | null;
  gotra_id: string | null;
  birth_gotra_id: string | null;
  education_id: string | null;
  occupation_id: string | null;
  industry_id: string | null;
  industry_subcategory_id: string | null;
  employed_in_id: string | null;
  annual_income_id: string | null;
  eating_habit_id: string | null;
  drinking_habit_id: string | null;
  smoking_habit_id: string | null;
  family_type_id: string | null;
  family_value_id: string | null;
  family_status_id: string | null;
  /** JSON text of each section's display-only detail; null until the section is saved. */
  contact: string | null;
  location_extra: string | null;
  additional: string | null;
  horoscope: string | null;
  professional: string | null;
  about_family: string | null;
  lifestyle: string | null;
  family: string | null;
  created_at: number;
  updated_at: number;
}

export interface ProfileTables {
  member_profiles: MemberProfilesTable;
}
