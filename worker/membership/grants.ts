import type { Plan, PlanGrants } from '../../contract/reference';
import type { AppDeps } from '../deps';
import { addMonths, findPlan, freePlan } from './plans';

export interface PlanInForce {
  plan: Plan;
  /** The plan the member holds (users.plan_id), null when none or it expired. */
  heldPlanId: string | null;
  /** When the held plan was approved; null for the free plan or a plan set without a request. */
  since: number | null;
  /** When it ends; null when it does not. */
  expiresAt: number | null;
}

/**
 * The plan in force for a member (docs/decisions/0562): users.plan_id when set, known and
 * not expired; a plan with durationMonths runs from the approval of its latest approved
 * upgrade request; otherwise the free plan. A retired (inactive) plan still holds until it
 * expires.
 */
export async function planInForce(deps: AppDeps, userId: string): Promise<PlanInForce> {
  const { db } = deps.database;
  const user = await db.selectFrom('users').select('plan_id').where('id', '=', userId).executeTakeFirst();
  const held = user?.plan_id ? await findPlan(deps, user.plan_id) : null;
  if (held) {
    const approved = await db
      .selectFrom('upgrade_requests')
      .select('decided_at')
      .where('user_id', '=', userId)
      .where('plan_id', '=', held._id)
      .where('status', '=', 'approved')
      .orderBy('decided_at', 'desc')
      .executeTakeFirst();
    const since = approved?.decided_at ?? null;
    const expiresAt = since !== null && held.durationMonths ? addMonths(since, held.durationMonths) : null;
    if (expiresAt === null || expiresAt > deps.now()) return { plan: held, heldPlanId: held._id, since, expiresAt };
  }
  return { plan: await freePlan(deps), heldPlanId: null, since: null, expiresAt: null };
}

/** What a member's plan lets them do (the free plan's grants when they hold none, or it expired). */
export async function grantsOf(deps: AppDeps, userId: string): Promise<PlanGrants> {
  return (await planInForce(deps, userId)).plan.grants;
}
