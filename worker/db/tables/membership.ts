/** Row types of migrations/0011_create_upgrade_requests.sql (membership domain), kept by hand next to the SQL. */
export type UpgradeRequestStatus = 'pending' | 'approved' | 'rejected';

export interface UpgradeRequestsTable {
  id: string;
  user_id: string;
  plan_id: string;
  status: UpgradeRequestStatus;
  created_at: number;
  /** null while pending. */
  decided_at: number | null;
  /** The admin who decided. */
  decided_by: string | null;
}

export interface MembershipTables {
  upgrade_requests: UpgradeRequestsTable;
}
