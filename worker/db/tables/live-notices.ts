import type { Generated } from 'kysely';

/** Row types of migrations/0038_create_live_notices.sql, kept by hand next to the SQL. */
export interface LiveNoticesTable {
  id: Generated<number>;
  user_id: string;
  /** A LiveEvent as JSON. */
  event: string;
  /** The Node process that wrote it. */
  origin: string;
  created_at: number;
}

export interface LiveNoticesTables {
  live_notices: LiveNoticesTable;
}
