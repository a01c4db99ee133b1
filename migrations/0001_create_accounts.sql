-- Accounts, sessions and the one-time tokens of sign-up and password reset.
-- Times are UTC epoch milliseconds; ids are opaque random strings (UUIDv7).

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  role INTEGER NOT NULL CHECK (role IN (1, 2)),          -- 1 admin, 2 member (spec §6)
  email TEXT NOT NULL UNIQUE,                            -- stored lower-cased
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  gender TEXT CHECK (gender IN ('male', 'female')),
  dob TEXT,                                              -- YYYY-MM-DD
  profile_for TEXT,
  mother_tongue_id TEXT,
  religion_id TEXT,
  phone TEXT,
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated', 'blocked', 'deleted')),
  plan_id TEXT,
  profile_picture TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_seen_at INTEGER
);
CREATE INDEX users_role_created ON users (role, created_at);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonated_by TEXT REFERENCES users (id),           -- the admin acting as this member
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  ip TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Single-use links (e-mail verification, password reset). Only the SHA-256 of the token is kept.
CREATE TABLE auth_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose);

-- Failed sign-ins, keyed 'account:<email>' or 'address:<ip>', for throttling.
CREATE TABLE login_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_key_at ON login_failures (key, at);

-- Admin acting as a member (spec §4, §6): both ends are recorded.
CREATE TABLE impersonations (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES users (id),
  member_id TEXT NOT NULL REFERENCES users (id),
  session_id TEXT NOT NULL REFERENCES sessions (id),
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX impersonations_admin ON impersonations (admin_id, started_at);
