/** Row types of migrations/0024 (the User Logs screen), kept by hand next to the SQL. */
export interface LogAccessRecordsTable {
  id: string;
  admin_id: string | null;
  admin_email: string;
  accessed_for: string;
  content: string;
  created_at: number;
}

/** Page views per member ('' for visitors), kept by triggers. */
export interface PageLogCountsTable {
  user_id: string;
  views: number;
}

export interface AdminLogsTables {
  log_access_records: LogAccessRecordsTable;
  page_log_counts: PageLogCountsTable;
}
