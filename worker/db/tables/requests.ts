/** Row types of migrations/0010_create_shortlists.sql (requests domain), kept by hand next to the SQL. */
export interface ShortlistsTable {
  /** The member who keeps the shortlist. */
  owner_id: string;
  /** The member on it. */
  member_id: string;
  created_at: number;
}

export interface RequestsTables {
  shortlists: ShortlistsTable;
}
