/** Row types of migrations/0024 (the User Logs screen), kept by hand next to the SQL. */
export interface LogAccessRecordsTable {
  id: string;
  admin_id: string | null;
  admin_email: string;
  accessed_for: string;
  content: string;
  created_at: number;
}

/** Page views per account ('' for visitors) with the account's name, kept by triggers. */
export interface PageLogCountsTable {
  user_id: string;
  name: string;
  views: number;
}

/** All page views, in the one row id 1, kept by triggers. */
export interface PageLogTotalTable {
  id: number;
  views: number;
}

export interface AdminLogsTables {
  page_log_total: PageLogTotalTable;
  log_access_records: LogAccessRecordsTable;
  page_log_counts: PageLogCountsTable;
}
