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

/** migrations/0064: members by gender, plan and e-mail verification, kept by triggers (the dashboard). */
export interface MemberCountsTable {
  figure: 'gender' | 'plan' | 'emailVerified';
  value: string;
  members: number;
}

/** migrations/0064: members by the day they signed up, the hour they joined and the hour last seen, kept by triggers (the dashboard). */
export interface MemberCountsByTimeTable {
  figure: 'signedUp' | 'joined' | 'seen';
  since: number;
  members: number;
}

export interface AdminTables {
  admin_actions: AdminActionsTable;
  member_status_counts: MemberStatusCountsTable;
  member_counts: MemberCountsTable;
  member_counts_by_time: MemberCountsByTimeTable;
}
