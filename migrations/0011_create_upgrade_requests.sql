-- Membership upgrade requests (issue 4 §6): a member choosing a paid plan files one for the
-- admins; an admin approves (users.plan_id becomes the plan, from decided_at) or rejects it.
-- Times are UTC epoch milliseconds.
CREATE TABLE upgrade_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES plans (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  decided_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One pending request per member and plan; filing it again changes nothing.
CREATE UNIQUE INDEX upgrade_requests_one_pending ON upgrade_requests (user_id, plan_id) WHERE status = 'pending';
CREATE INDEX upgrade_requests_user_created ON upgrade_requests (user_id, created_at DESC);
-- The admins' queue, oldest first.
CREATE INDEX upgrade_requests_status_created ON upgrade_requests (status, created_at);
