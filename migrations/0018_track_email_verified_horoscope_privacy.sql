-- The match index (docs/decisions/0502) now also reads whether a member's e-mail is verified
-- (unverified members are found by nobody, docs/decisions/0503) and the horoscope privacy
-- (star and manglik count in lists only where anyone may see them, docs/decisions/0445).
-- Writes to those columns must reach the change log, so the two update triggers of 0012 are
-- replaced with ones that also watch them.
DROP TRIGGER search_changes_users_update;
CREATE TRIGGER search_changes_users_update AFTER UPDATE OF
  id, role, status, is_email_verified, gender, dob, mother_tongue_id, religion_id, profile_for, profile_picture, created_at, last_seen_at
ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.id);
END;

DROP TRIGGER search_changes_settings_update;
CREATE TRIGGER search_changes_settings_update AFTER UPDATE OF user_id, match_enabled, profile_visibility, horoscope_privacy ON member_settings
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.user_id);
END;
