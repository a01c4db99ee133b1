-- The change log of the match index (docs/decisions/0502-match-index.md). Profile Matches and
-- the recommendation lists read an in-memory columnar copy of what matching needs; before each
-- use it reads the rows added here since its last look and reloads just those members. The
-- triggers log every write to a column the index reads, whoever makes it (API, seed, admin,
-- a script), so the copy is never stale by more than the request that reads it.
CREATE TABLE search_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL
);

CREATE TRIGGER search_changes_users_insert AFTER INSERT ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.id);
END;

CREATE TRIGGER search_changes_users_update AFTER UPDATE OF
  id, role, status, gender, dob, mother_tongue_id, religion_id, profile_for, profile_picture, created_at, last_seen_at
ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.id);
END;

CREATE TRIGGER search_changes_users_delete AFTER DELETE ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.id);
END;

CREATE TRIGGER search_changes_profiles_insert AFTER INSERT ON member_profiles
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_profiles_update AFTER UPDATE OF
  user_id, marital_status_id, have_children_id, height_inches, country_id, citizenship_id, complexion_id,
  body_type_id, physical_status_id, nakshatra_id, manglik_id, caste_id, education_id, occupation_id,
  employed_in_id, annual_income_id, eating_habit_id, drinking_habit_id, smoking_habit_id, family_type_id,
  family_value_id, family_status_id
ON member_profiles
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_profiles_delete AFTER DELETE ON member_profiles
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.user_id);
END;

CREATE TRIGGER search_changes_settings_insert AFTER INSERT ON member_settings
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_settings_update AFTER UPDATE OF user_id, match_enabled, profile_visibility ON member_settings
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_settings_delete AFTER DELETE ON member_settings
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.user_id);
END;

CREATE TRIGGER search_changes_preferences_insert AFTER INSERT ON member_preferences
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_preferences_update AFTER UPDATE OF user_id, age_from, age_to, height_from, height_to ON member_preferences
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_preferences_delete AFTER DELETE ON member_preferences
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.user_id);
END;

CREATE TRIGGER search_changes_preference_options_insert AFTER INSERT ON member_preference_options
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_preference_options_update AFTER UPDATE ON member_preference_options
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.user_id);
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;

CREATE TRIGGER search_changes_preference_options_delete AFTER DELETE ON member_preference_options
BEGIN
  INSERT INTO search_changes (user_id) VALUES (old.user_id);
END;
