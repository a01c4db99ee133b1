-- Database jobs after a crash, and backups that know they are copies (issue 20 §3.1 and §3.4,
-- decision 0875).
--
-- A run now carries the time its process last said it was alive (`heartbeat_at`, every 10 s
-- while the job runs); a run still 'running' whose heartbeat is a minute old belongs to a process
-- that is gone and becomes 'abandoned' (at the next start, or when the next job starts), instead
-- of holding the one-job lock for an hour as a 'failed' run. SQLite cannot change a CHECK
-- constraint in place, so the table is rebuilt; runs marked abandoned the old way (failed, with
-- the 'Abandoned: …' output) take the new status.
CREATE TABLE maintenance_runs_new (
  id TEXT PRIMARY KEY,
  job TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'abandoned')),
  admin_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- Kept when the admin account is removed, so the list still says who ran the job.
  admin_email TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  heartbeat_at INTEGER NOT NULL,
  finished_at INTEGER,
  output TEXT
);
INSERT INTO maintenance_runs_new (id, job, status, admin_id, admin_email, started_at, heartbeat_at, finished_at, output)
SELECT id, job,
  CASE WHEN status = 'failed' AND output LIKE 'Abandoned:%' THEN 'abandoned' ELSE status END,
  admin_id, admin_email, started_at, coalesce(finished_at, started_at), finished_at, output
FROM maintenance_runs;
DROP TABLE maintenance_runs;
ALTER TABLE maintenance_runs_new RENAME TO maintenance_runs;
CREATE INDEX maintenance_runs_started ON maintenance_runs (started_at DESC);
-- The one-at-a-time guard looks for a running job on every start.
CREATE INDEX maintenance_runs_running ON maintenance_runs (heartbeat_at) WHERE status = 'running';

-- A backup writes one row here into its copy, never into the live database: a server that
-- starts on a file with a row is running on a restored backup, signs everyone out and deletes
-- the row (worker/admin/database/restored-backup.ts).
CREATE TABLE backup_marks (
  -- The backup's file name, as the runs list showed it.
  file TEXT NOT NULL,
  taken_at INTEGER NOT NULL
);
