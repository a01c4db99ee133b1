/** Row types of migrations/0027_create_maintenance_runs.sql and 0041 (the back office's database jobs), kept by hand next to the SQL. */
export interface MaintenanceRunsTable {
  id: string;
  job: string;
  status: 'running' | 'succeeded' | 'failed' | 'abandoned';
  admin_id: string | null;
  admin_email: string;
  started_at: number;
  /** When the process running the job last said it was alive (runs.ts); a stale one means the process is gone. */
  heartbeat_at: number;
  finished_at: number | null;
  output: string | null;
}

/** A row only in a backup's copy (migration 0041): the server starting on it is on a restored backup. */
export interface BackupMarksTable {
  file: string;
  taken_at: number;
}

export interface MaintenanceTables {
  maintenance_runs: MaintenanceRunsTable;
  backup_marks: BackupMarksTable;
}
