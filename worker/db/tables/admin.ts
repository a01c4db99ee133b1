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

export interface AdminTables {
  admin_actions: AdminActionsTable;
}
