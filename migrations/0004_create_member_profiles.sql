-- The member's profile sections (issue 3 §1), one row per member, 1:1 with users. Name,
-- gender, date of birth, profile-for, mother tongue, religion and phone stay in `users`.
-- What search and matching filter on is a typed, indexed column holding a reference id
-- (reference_options, castes, gotras, countries, states, cities, nakshatras); text that is
-- only shown (about me, family description, hobbies, contact extras, birth place) is JSON.
-- Horoscope fields that follow from nakshatra and charan (moon sign, gan, yoni, nadi, varn,
-- vashya, hansak) are not stored: they are read from the nakshatras table.
CREATE TABLE member_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- member-chosen profile id, unique regardless of case
  unique_id TEXT COLLATE NOCASE UNIQUE,
  -- basic details
  marital_status_id TEXT,
  have_children_id TEXT,
  height_inches INTEGER,
  -- location
  country_id TEXT,
  state_id TEXT,
  city_id INTEGER,
  citizenship_id TEXT,
  residency_status_id TEXT,
  -- additional info
  complexion_id TEXT,
  body_type_id TEXT,
  physical_status_id TEXT,
  blood_group_id TEXT,
  weight_kg INTEGER,
  -- horoscope
  nakshatra_id TEXT,
  charan INTEGER,
  manglik_id TEXT,
  -- religion: gotra is the current one (a married woman's married gotra); birth_gotra_id a
  -- woman's gotra of birth, kept apart so that it survives marriage
  caste_id TEXT,
  sub_caste_id TEXT,
  gotra_id TEXT,
  birth_gotra_id TEXT,
  -- professional
  education_id TEXT,
  occupation_id TEXT,
  industry_id TEXT,
  industry_subcategory_id TEXT,
  employed_in_id TEXT,
  annual_income_id TEXT,
  -- lifestyle
  eating_habit_id TEXT,
  drinking_habit_id TEXT,
  smoking_habit_id TEXT,
  -- family
  family_type_id TEXT,
  family_value_id TEXT,
  family_status_id TEXT,
  -- display-only detail, JSON objects per section (NULL: never saved)
  contact TEXT,
  location_extra TEXT,
  additional TEXT,
  horoscope TEXT,
  professional TEXT,
  about_family TEXT,
  lifestyle TEXT,
  family TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX member_profiles_marital ON member_profiles (marital_status_id);
CREATE INDEX member_profiles_height ON member_profiles (height_inches);
CREATE INDEX member_profiles_country ON member_profiles (country_id, state_id, city_id);
CREATE INDEX member_profiles_citizenship ON member_profiles (citizenship_id);
CREATE INDEX member_profiles_caste ON member_profiles (caste_id, sub_caste_id);
CREATE INDEX member_profiles_gotra ON member_profiles (gotra_id);
CREATE INDEX member_profiles_birth_gotra ON member_profiles (birth_gotra_id);
CREATE INDEX member_profiles_nakshatra ON member_profiles (nakshatra_id, charan);
CREATE INDEX member_profiles_manglik ON member_profiles (manglik_id);
CREATE INDEX member_profiles_education ON member_profiles (education_id);
CREATE INDEX member_profiles_occupation ON member_profiles (occupation_id);
CREATE INDEX member_profiles_industry ON member_profiles (industry_id, industry_subcategory_id);
CREATE INDEX member_profiles_employed_in ON member_profiles (employed_in_id);
CREATE INDEX member_profiles_income ON member_profiles (annual_income_id);
CREATE INDEX member_profiles_eating ON member_profiles (eating_habit_id);
CREATE INDEX member_profiles_drinking ON member_profiles (drinking_habit_id);
CREATE INDEX member_profiles_smoking ON member_profiles (smoking_habit_id);
CREATE INDEX member_profiles_complexion ON member_profiles (complexion_id);
CREATE INDEX member_profiles_body_type ON member_profiles (body_type_id);
CREATE INDEX member_profiles_physical ON member_profiles (physical_status_id);
CREATE INDEX member_profiles_have_children ON member_profiles (have_children_id);
CREATE INDEX member_profiles_family ON member_profiles (family_type_id, family_value_id, family_status_id);
