-- The members list of the back office (issue 10, docs/decisions/0802).
--
-- Blocking by an administrator: the reason and when (who did it is in admin_actions). The
-- status column already has 'blocked'; sessions and sign-in refuse it.
ALTER TABLE users ADD COLUMN blocked_reason TEXT;
ALTER TABLE users ADD COLUMN blocked_at INTEGER;

-- Profile completeness as a stored number so the list can sort a million members by it
-- through an index. The rule itself is contract/profile.ts `completenessOf` (decision 0402);
-- this view says the same thing in SQL, the triggers keep users.completeness equal to it
-- whoever writes (API, seed, scripts), and worker/admin/members/completeness.test.ts checks
-- that both agree on every section.
CREATE VIEW member_completeness AS
SELECT
  u.id AS user_id,
  (CASE WHEN u.name <> '' AND u.dob IS NOT NULL AND p.marital_status_id IS NOT NULL AND u.mother_tongue_id IS NOT NULL AND p.height_inches > 0 THEN 15 ELSE 0 END)
  + (CASE WHEN u.religion_id IS NOT NULL AND p.caste_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN p.country_id IS NOT NULL AND p.state_id IS NOT NULL AND p.city_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN p.education_id IS NOT NULL AND p.occupation_id IS NOT NULL AND p.employed_in_id IS NOT NULL AND p.annual_income_id IS NOT NULL THEN 15 ELSE 0 END)
  + (CASE WHEN p.family_type_id IS NOT NULL AND p.family_value_id IS NOT NULL AND p.family_status_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN json_valid(p.about_family) AND json_type(p.about_family, '$.aboutFamily') = 'text' AND json_extract(p.about_family, '$.aboutFamily') <> '' THEN 5 ELSE 0 END)
  + (CASE WHEN p.eating_habit_id IS NOT NULL AND p.drinking_habit_id IS NOT NULL AND p.smoking_habit_id IS NOT NULL THEN 5 ELSE 0 END)
  + (CASE WHEN p.complexion_id IS NOT NULL AND p.body_type_id IS NOT NULL AND p.physical_status_id IS NOT NULL
      AND json_valid(p.additional) AND json_type(p.additional, '$.aboutMe') = 'text' AND json_extract(p.additional, '$.aboutMe') <> '' THEN 10 ELSE 0 END)
  + (CASE WHEN p.nakshatra_id IS NOT NULL AND p.charan > 0 AND p.manglik_id IS NOT NULL THEN 10 ELSE 0 END)
  + (CASE WHEN u.phone <> '' AND json_valid(p.contact) AND json_type(p.contact, '$.contactPerson') = 'text' AND json_extract(p.contact, '$.contactPerson') <> '' THEN 5 ELSE 0 END)
  + (CASE WHEN u.profile_picture IS NOT NULL AND u.profile_picture NOT IN ('male.png', 'female.png') THEN 5 ELSE 0 END)
  AS percentage
FROM users u
LEFT JOIN member_profiles p ON p.user_id = u.id;

ALTER TABLE users ADD COLUMN completeness INTEGER NOT NULL DEFAULT 0;
UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = users.id) WHERE role = 2;

CREATE TRIGGER member_completeness_users_insert AFTER INSERT ON users WHEN new.role = 2
BEGIN
  UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = new.id) WHERE id = new.id;
END;

CREATE TRIGGER member_completeness_users_update AFTER UPDATE OF
  name, dob, mother_tongue_id, religion_id, phone, profile_picture
ON users WHEN new.role = 2
BEGIN
  UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = new.id) WHERE id = new.id;
END;

CREATE TRIGGER member_completeness_profiles_insert AFTER INSERT ON member_profiles
BEGIN
  UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = new.user_id) WHERE id = new.user_id;
END;

CREATE TRIGGER member_completeness_profiles_update AFTER UPDATE ON member_profiles
BEGIN
  UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = new.user_id) WHERE id = new.user_id;
END;

CREATE TRIGGER member_completeness_profiles_delete AFTER DELETE ON member_profiles
BEGIN
  UPDATE users SET completeness = (SELECT percentage FROM member_completeness WHERE user_id = old.user_id) WHERE id = old.user_id;
END;

-- The list's sort keys, each led by the role so a page of members is an index walk, and its
-- searches: a name prefix (case-insensitive), an e-mail prefix (stored lower-cased: the
-- unique index serves it), a phone prefix, a profile id (member_profiles' unique index).
CREATE INDEX users_admin_name ON users (role, name COLLATE NOCASE);
CREATE INDEX users_admin_last_seen ON users (role, last_seen_at);
CREATE INDEX users_admin_plan ON users (role, plan_id, created_at);
CREATE INDEX users_admin_completeness ON users (role, completeness, created_at);
CREATE INDEX users_phone ON users (phone);
