/** Row types of migrations/0027_create_maintenance_runs.sql (the back office's database jobs), kept by hand next to the SQL. */
export interface MaintenanceRunsTable {
  id: string;
  job: string;
  status: 'running' | 'succeeded' | 'failed';
  admin_id: string | null;
  admin_email: string;
  started_at: number;
  finished_at: number | null;
  output: string | null;
}

export interface MaintenanceTables {
  maintenance_runs: MaintenanceRunsTable;
}
