-- The back office's database jobs (issue 11 §5, decision 0814): applying pending migrations,
-- rebuilding the match index, pruning logs, ANALYZE, the integrity check and backups. A row is
-- written 'running' when a job starts (at most one at a time, see worker/admin/database/runs.ts)
-- and finished with its outcome and output. Times are UTC epoch milliseconds.
CREATE TABLE maintenance_runs (
  id TEXT PRIMARY KEY,
  job TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  admin_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- Kept when the admin account is removed, so the list still says who ran the job.
  admin_email TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  output TEXT
);
CREATE INDEX maintenance_runs_started ON maintenance_runs (started_at DESC);
-- The one-at-a-time guard looks for a running job on every start.
CREATE INDEX maintenance_runs_running ON maintenance_runs (started_at) WHERE status = 'running';
