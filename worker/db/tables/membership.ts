import type { ColumnType } from 'kysely';

/** Row types of migrations 0011 and 0022 (membership domain), kept by hand next to the SQL. */
export type UpgradeRequestStatus = 'pending' | 'approved' | 'rejected';

/** A column added later: nullable, and left out of an insert it is NULL. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
  /** Written by the batch that decided the request; the rest of that batch runs only where it matches. */
  decision_id: Later<string>;
  /** Why an admin turned the request down; shown to the member. */
  reason: Later<string>;
  /* The plan as the member bought it (migration 0022), recorded at approval. */
  plan_name: Later<string>;
  plan_type: Later<string>;
  price: Later<number>;
  duration_months: Later<number>;
  /** JSON list of texts. */
  features: Later<string>;
  /** JSON PlanGrants. */
  grants: Later<string>;
  /** null: the plan does not end. */
  expires_at: Later<number>;
}

export interface MembershipTables {
  upgrade_requests: UpgradeRequestsTable;
}
