-- Settings and privacy of a member (issue 3 §3), the throttle of horoscope passwords, and
-- pending e-mail changes. A member without a settings row has the defaults of
-- docs/decisions/0440 (worker/settings/privacy.ts fills them in).

CREATE TABLE member_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  match_enabled INTEGER NOT NULL DEFAULT 1 CHECK (match_enabled IN (0, 1)),
  horoscope_privacy TEXT NOT NULL DEFAULT 'visible' CHECK (horoscope_privacy IN ('visible', 'hidden', 'hpassword')),
  -- Argon2id of the horoscope password; present exactly when the privacy is 'hpassword'.
  horoscope_password_hash TEXT,
  photo_privacy TEXT NOT NULL DEFAULT 'members' CHECK (photo_privacy IN ('everyone', 'members', 'accepted')),
  contact_privacy TEXT NOT NULL DEFAULT 'accepted' CHECK (contact_privacy IN ('everyone', 'members', 'accepted', 'hidden')),
  profile_visibility TEXT NOT NULL DEFAULT 'everyone' CHECK (profile_visibility IN ('everyone', 'members', 'hidden')),
  updated_at INTEGER NOT NULL,
  CHECK ((horoscope_privacy = 'hpassword') = (horoscope_password_hash IS NOT NULL))
);
-- Matching filters out members who switched finding a soulmate off.
CREATE INDEX member_settings_match_off ON member_settings (user_id) WHERE match_enabled = 0;

-- Wrong horoscope passwords, keyed '<viewer id>:<owner id>', for throttling.
CREATE TABLE horoscope_password_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX horoscope_password_failures_key_at ON horoscope_password_failures (key, at);

-- A change of e-mail waits here until the new address is confirmed from the link sent to it.
-- Only the SHA-256 of the link's token is kept.
CREATE TABLE email_changes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_changes_user ON email_changes (user_id);
