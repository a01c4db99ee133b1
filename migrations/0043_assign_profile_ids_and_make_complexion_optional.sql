-- Issue 22 §2. Every member has a profile id, so everyone can be found by one: registration
-- now gives each new member 'SB' and eight random digits (worker/profile/profile-id.ts, decision
-- 0931); members who registered before get one here. A random draw can meet an id already taken:
-- UPDATE OR IGNORE leaves that row for the next round, and after five rounds of 10^8 ids none is
-- left in practice (a member still without one is shown "Unique id not added" and can choose one).
INSERT INTO member_profiles (user_id, created_at, updated_at)
SELECT id, created_at, updated_at FROM users
WHERE role = 2 AND NOT EXISTS (SELECT 1 FROM member_profiles p WHERE p.user_id = users.id);

UPDATE OR IGNORE member_profiles SET unique_id = 'SB' || printf('%08d', abs(random() % 100000000)) WHERE unique_id IS NULL;
UPDATE OR IGNORE member_profiles SET unique_id = 'SB' || printf('%08d', abs(random() % 100000000)) WHERE unique_id IS NULL;
UPDATE OR IGNORE member_profiles SET unique_id = 'SB' || printf('%08d', abs(random() % 100000000)) WHERE unique_id IS NULL;
UPDATE OR IGNORE member_profiles SET unique_id = 'SB' || printf('%08d', abs(random() % 100000000)) WHERE unique_id IS NULL;
UPDATE OR IGNORE member_profiles SET unique_id = 'SB' || printf('%08d', abs(random() % 100000000)) WHERE unique_id IS NULL;

-- Complexion is optional (issue 22 §2, decision 0932): "About me and appearance" is complete with
-- body type, physical status and about me. The same rule as contract/profile.ts completenessOf;
-- the triggers of migrations/0020 read this view by name.
DROP VIEW member_completeness;

CREATE VIEW member_completeness AS
SELECT
  u.id AS user_id,
  (CASE WHEN u.name <> '' AND u.dob IS NOT NULL AND p.marital_status_id IS NOT NULL AND u.mother_tongue_id IS NOT NULL AND p.height_inches > 0 THEN 15
    ELSE (CASE WHEN u.name <> '' THEN 3 ELSE 0 END) + (CASE WHEN u.dob IS NOT NULL THEN 3 ELSE 0 END) + (CASE WHEN u.mother_tongue_id IS NOT NULL THEN 3 ELSE 0 END) END)
  + (CASE WHEN u.religion_id IS NOT NULL AND p.caste_id IS NOT NULL THEN 10 WHEN u.religion_id IS NOT NULL THEN 5 ELSE 0 END)
  + (CASE WHEN p.country_id IS NOT NULL AND p.state_id IS NOT NULL AND p.city_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN p.education_id IS NOT NULL AND p.occupation_id IS NOT NULL AND p.employed_in_id IS NOT NULL AND p.annual_income_id IS NOT NULL THEN 15 ELSE 0 END)
  + (CASE WHEN p.family_type_id IS NOT NULL AND p.family_value_id IS NOT NULL AND p.family_status_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN json_valid(p.about_family) AND json_type(p.about_family, '$.aboutFamily') = 'text' AND json_extract(p.about_family, '$.aboutFamily') <> '' THEN 5 ELSE 0 END)
  + (CASE WHEN p.eating_habit_id IS NOT NULL AND p.drinking_habit_id IS NOT NULL AND p.smoking_habit_id IS NOT NULL THEN 5 ELSE 0 END)
  + (CASE WHEN p.body_type_id IS NOT NULL AND p.physical_status_id IS NOT NULL
      AND json_valid(p.additional) AND json_type(p.additional, '$.aboutMe') = 'text' AND json_extract(p.additional, '$.aboutMe') <> '' THEN 10 ELSE 0 END)
  + (CASE WHEN p.nakshatra_id IS NOT NULL AND p.charan > 0 AND p.manglik_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN u.phone <> '' AND json_valid(p.contact) AND json_type(p.contact, '$.contactPerson') = 'text' AND json_extract(p.contact, '$.contactPerson') <> '' THEN 5 ELSE 0 END)
  + (CASE WHEN u.profile_picture IS NOT NULL AND u.profile_picture NOT IN ('male.png', 'female.png') THEN 5 ELSE 0 END)
  AS percentage
FROM users u
LEFT JOIN member_profiles p ON p.user_id = u.id;

-- Every member's stored number again (the admin list's completeness sort reads it).
UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = users.id) WHERE role = 2;
