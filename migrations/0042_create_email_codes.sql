-- The 6-digit code that verifies a new member's e-mail on the registration page (issue 22 §2,
-- decision 0930). One per account: a new code replaces the one before. Stored only as a keyed
-- hash; it works once (the verification it makes is the guard) and for 15 minutes.
CREATE TABLE email_codes (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
