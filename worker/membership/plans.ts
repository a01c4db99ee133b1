import type { Plan } from '../../contract/reference';
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
