-- Complaints to the Grievance Officer (issue 24 "Duties of the site", docs/decisions/0960): the
-- IT Rules 2021 and the 2016 advisory on matrimonial websites ask for an acknowledgement within
-- 24 hours and a resolution within 15 days. Each complaint has a number in its year (GRV-2026-000123),
-- taken in the same statement that writes the row, so two complaints never share one. Kept when
-- the member closes their account: the site must be able to show what it was told and what it
-- answered; `user_id` is then cleared. Times are UTC epoch milliseconds.
CREATE TABLE grievances (
  id TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  serial INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- The member who sent it while signed in, if any.
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  ip TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at INTEGER NOT NULL,
  -- When the acknowledgement mail was sent (at once); null if the mailer failed.
  acknowledged_at INTEGER,
  due_at INTEGER NOT NULL,
  resolution TEXT,
  resolved_at INTEGER,
  resolved_by TEXT REFERENCES users (id),
  UNIQUE (year, serial)
);
-- The administrators' queue: open complaints, the nearest due first.
CREATE INDEX grievances_by_status_due ON grievances (status, due_at);
-- The throttle: complaints from one address in the last hour.
CREATE INDEX grievances_by_ip ON grievances (ip, created_at);
