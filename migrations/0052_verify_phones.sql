-- Phone verification (issue 24, decision 0955). A member confirms their mobile number with a
-- six-digit code sent by SMS; the number becomes their contact phone and the time is kept.
ALTER TABLE users ADD COLUMN phone_verified_at INTEGER;
-- The match index's coded column and the "Phone verified" filter read this: 1 or NULL, never
-- a time, so the filter has two values whatever the number of members (decision 0924's shape).
ALTER TABLE users ADD COLUMN phone_verified INTEGER GENERATED ALWAYS AS (CASE WHEN phone_verified_at IS NOT NULL THEN 1 END) VIRTUAL;

-- One number is verified by one member at a time (a second account cannot borrow a badge): the
-- verifying UPDATE checks it through this index. Not UNIQUE: a member typing someone's verified
-- number into their own contact details must get a clear answer, not a constraint failure.
CREATE INDEX users_verified_phone ON users (phone) WHERE phone_verified_at IS NOT NULL;

-- The member's pending code: one a member, replaced by a new request, stored as a keyed hash,
-- with the number it was sent to and the wrong tries it has had (five end it).
CREATE TABLE phone_codes (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Changing the phone later (the Contact details section, an administrator, a script) removes the
-- verification, unless the same statement verifies the new number. Spaces and dashes do not
-- count as a change: "+91 98765 43210" is the number verified as "+919876543210".
CREATE TRIGGER users_phone_change_unverifies AFTER UPDATE OF phone ON users
WHEN old.phone_verified_at IS NOT NULL
  AND new.phone_verified_at IS old.phone_verified_at
  AND replace(replace(coalesce(new.phone, ''), ' ', ''), '-', '') IS NOT replace(replace(coalesce(old.phone, ''), ' ', ''), '-', '')
BEGIN
  UPDATE users SET phone_verified_at = NULL WHERE id = new.id;
END;

-- The match index reads phone_verified: a write of the time must reach the change log.
DROP TRIGGER search_changes_users_update;
CREATE TRIGGER search_changes_users_update AFTER UPDATE OF
  id, role, status, is_email_verified, gender, dob, mother_tongue_id, religion_id, profile_for, profile_picture, created_at, last_seen_at,
  phone_verified_at
ON users
BEGIN
  INSERT INTO search_changes (user_id) VALUES (new.id);
END;
