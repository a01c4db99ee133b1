/** Row types of migrations/0019_create_admin_actions.sql (the back office's audit trail), kept by hand next to the SQL. */
export interface AdminActionsTable {
  id: string;
  admin_id: string | null;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: number;
}

/** migrations/0023: members per status, kept by triggers (the member list's unfiltered total). */
export interface MemberStatusCountsTable {
  status: string;
  members: number;
}

export interface AdminTables {
  admin_actions: AdminActionsTable;
  member_status_counts: MemberStatusCountsTable;
}
