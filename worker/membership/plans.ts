import type { Selectable } from 'kysely';
import { planGrantsSchema, type Plan } from '../../contract/reference';
import type { UpgradeRequestsTable } from '../db/tables/membership';
import type { AppDeps } from '../deps';
import { PLANS } from '../reference/catalogue/plans';
import { planOf } from '../reference/mappers';

/** One plan by id, or null. */
export async function findPlan(deps: AppDeps, planId: string): Promise<Plan | null> {
  const row = await deps.database.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  return row ? planOf(row) : null;
}

/** The free plan: the first plan priced 0 (the catalogue's when the table has none). */
export async function freePlan(deps: AppDeps): Promise<Plan> {
  const row = await deps.database.db.selectFrom('plans').selectAll().where('price', '=', 0).orderBy('sort').orderBy('id').executeTakeFirst();
  return row ? planOf(row) : PLANS.find((p) => p.price === 0)!;
}

/** `start` plus whole calendar months, in UTC (31 Jan + 1 month → 3 Mar, as Date does). */
export function addMonths(start: number, months: number): number {
  const d = new Date(start);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** The record of a plan as a member bought it (migration 0022), written at approval. */
export function grantRecord(plan: Plan, approvedAt: number) {
  return {
    plan_name: plan.planName,
    plan_type: plan.type,
    price: plan.price,
    duration_months: plan.durationMonths,
    features: JSON.stringify(plan.features),
    grants: JSON.stringify(plan.grants),
    expires_at: plan.durationMonths ? addMonths(approvedAt, plan.durationMonths) : null,
  };
}

type ApprovedRow = Pick<Selectable<UpgradeRequestsTable>, 'plan_id' | 'decided_at' | 'plan_name' | 'plan_type' | 'price' | 'duration_months' | 'features' | 'grants' | 'expires_at'>;

/**
 * The plan an approved request bought and when it ends: its record when it has one; for a row
 * written without (tests' and the demo's shortcuts) the live plan from the approval time.
 */
export async function boughtPlan(deps: AppDeps, row: ApprovedRow): Promise<{ plan: Plan; expiresAt: number | null } | null> {
  if (row.grants !== null && row.features !== null && row.plan_name !== null && row.plan_type !== null && row.price !== null) {
    const plan: Plan = {
      _id: row.plan_id,
      planName: row.plan_name,
      type: row.plan_type,
      price: row.price,
      durationMonths: row.duration_months,
      features: JSON.parse(row.features) as string[],
      // Parsed with the live schema: a grant added after the purchase reads as its default.
      grants: planGrantsSchema.parse(JSON.parse(row.grants)),
      isActive: true,
    };
    return { plan, expiresAt: row.expires_at };
  }
  const live = await findPlan(deps, row.plan_id);
  if (!live) return null;
  return { plan: live, expiresAt: row.decided_at !== null ? grantRecord(live, row.decided_at).expires_at : null };
}
