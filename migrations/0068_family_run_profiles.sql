-- A profile the family runs together (issue 27, docs/decisions/0971): the candidate, whose
-- account IS the profile (users row), and up to three family managers, each with an account of
-- their own. A manager's account is a member's own (a father who is a member too) or a family
-- account (`kind = 'family'`: it signs in, and only ever acts for the profiles it manages).
--
-- A family account is never listed: it is kept `status = 'deactivated'`, which every list, the
-- match index and the reach rule already leave out, and sign-in never reactivates it.
ALTER TABLE users ADD COLUMN kind TEXT NOT NULL DEFAULT 'member' CHECK (kind IN ('member', 'family'));

-- The candidate's consent to a profile a manager created: 'awaiting' until the candidate
-- confirms it with their own sign-in, 'confirmed', or 'declined' (their "no" ends its
-- visibility). NULL: a profile the member made for themselves (every profile before this).
-- While not confirmed the profile is kept `status = 'deactivated'`: out of search, matches and
-- recommendations by the same rule as above.
ALTER TABLE users ADD COLUMN consent TEXT CHECK (consent IN ('awaiting', 'confirmed', 'declined'));
ALTER TABLE users ADD COLUMN consent_at INTEGER;

-- Who manages which profile, as what ('father', 'mother', ...: the manager to the candidate).
CREATE TABLE profile_managers (
  profile_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relation TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  added_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (profile_id, account_id)
) WITHOUT ROWID;
CREATE INDEX profile_managers_account ON profile_managers (account_id);

-- Invitations mailed to a candidate or a manager: single-use, expiring, only the hash stored.
CREATE TABLE profile_invitations (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  relation TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('candidate', 'manager')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX profile_invitations_profile ON profile_invitations (profile_id, created_at);

-- A manager's session acts for the profile (`user_id`): `managed_by` is the manager's account.
-- Ended when the manager leaves or is removed, and with the profile's own sessions.
ALTER TABLE sessions ADD COLUMN managed_by TEXT REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX sessions_managed_by ON sessions (managed_by) WHERE managed_by IS NOT NULL;

-- The profile's history: who did what, when. `action` is a code the page names in the reader's
-- language; `detail` a short value (a section's name, the other member's name).
CREATE TABLE profile_history (
  id TEXT PRIMARY KEY,
  profile_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  detail TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX profile_history_profile ON profile_history (profile_id, at);

-- Who sent an interest for the profile, when it was a manager (shown to the other member).
ALTER TABLE member_requests ADD COLUMN sent_by TEXT REFERENCES users (id) ON DELETE SET NULL;

-- "Family in the conversation": the candidate let the managers read one conversation, from
-- `since`. The other member is shown the same.
CREATE TABLE family_conversations (
  profile_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  since INTEGER NOT NULL,
  PRIMARY KEY (profile_id, partner_id)
) WITHOUT ROWID;
