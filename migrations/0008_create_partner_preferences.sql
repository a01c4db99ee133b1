-- Partner preferences (issue 4 §1, spec §3 Current user `preference`), one row per member.
-- Ranges are typed columns (age in years, height in inches); every list field (marital
-- status, religion, caste, mother tongue, education, occupation, annual income, eating,
-- drinking and smoking habit, dosh/manglik) is a set of child rows, so that "members whose
-- own preferences I meet" is an indexed lookup (docs/decisions/0520-preference-storage.md).
-- A list with no rows, or a NULL range end, means "no preference" on that field.
CREATE TABLE member_preferences (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  age_from INTEGER CHECK (age_from IS NULL OR age_from BETWEEN 18 AND 70),
  age_to INTEGER CHECK (age_to IS NULL OR age_to BETWEEN 18 AND 70),
  height_from INTEGER CHECK (height_from IS NULL OR height_from BETWEEN 48 AND 95),
  height_to INTEGER CHECK (height_to IS NULL OR height_to BETWEEN 48 AND 95),
  -- generations on the father's and mother's side to keep out of matches (family trees)
  father_gen INTEGER NOT NULL DEFAULT 3 CHECK (father_gen BETWEEN 2 AND 6),
  mother_gen INTEGER NOT NULL DEFAULT 3 CHECK (mother_gen BETWEEN 2 AND 6),
  updated_at INTEGER NOT NULL,
  CHECK (age_from IS NULL OR age_to IS NULL OR age_from <= age_to),
  CHECK (height_from IS NULL OR height_to IS NULL OR height_from <= height_to)
);

CREATE TABLE member_preference_options (
  user_id TEXT NOT NULL REFERENCES member_preferences (user_id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('maritalStatus', 'religion', 'caste', 'motherTongue', 'education',
    'occupation', 'annualIncome', 'eatingHabit', 'drinkingHabit', 'smokingHabit', 'dosh')),
  option_id TEXT NOT NULL,
  PRIMARY KEY (user_id, field, option_id)
) WITHOUT ROWID;
-- Who accepts a given value of a field: the reverse direction of matching.
CREATE INDEX member_preference_options_value ON member_preference_options (field, option_id, user_id);
