/** Row types of migrations/0013_create_contact_views.sql, kept by hand next to the SQL. */
export interface ContactViewsTable {
  viewer_id: string;
  /** The member whose contact details the viewer revealed. */
  member_id: string;
  /** First reveal; counts against the plan period it falls in. */
  viewed_at: number;
}

export interface ContactViewsTables {
  contact_views: ContactViewsTable;
}
