-- The audit trail of the back office (issue 10): every administrator action, who did what to
-- whom, the record before and after (members' secrets never: no password or horoscope password
-- hashes, see worker/admin/audit.ts), and when. Written in the same atomic batch as the action
-- it records. Times are UTC epoch milliseconds.
CREATE TABLE admin_actions (
  id TEXT PRIMARY KEY,
  admin_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- Kept when the admin account is removed, so the trail still says who it was.
  admin_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT,
  -- A short human label of the target at the time (a member's name and profile id, a caste's name).
  target_label TEXT,
  before_json TEXT,
  after_json TEXT,
  reason TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX admin_actions_created ON admin_actions (created_at DESC);
CREATE INDEX admin_actions_admin_created ON admin_actions (admin_id, created_at DESC);
CREATE INDEX admin_actions_target_created ON admin_actions (target_id, created_at DESC);
CREATE INDEX admin_actions_action_created ON admin_actions (action, created_at DESC);
