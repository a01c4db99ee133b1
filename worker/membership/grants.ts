import type { Plan, PlanGrants } from '../../contract/reference';
import type { AppDeps } from '../deps';
import { boughtPlan, findPlan, freePlan } from './plans';

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
 * The plan in force for a member (docs/decisions/0562, 0806): users.plan_id when set and not
 * expired. A plan approved through an upgrade request is the plan as it was recorded at that
 * approval (name, features, grants, expiry): an admin changing or retiring the plan later does
 * not change what the member bought. A plan set without a request is the live plan and does not
 * expire. Otherwise the free plan.
 */
export async function planInForce(deps: AppDeps, userId: string): Promise<PlanInForce> {
  const { db } = deps.database;
  const user = await db.selectFrom('users').select('plan_id').where('id', '=', userId).executeTakeFirst();
  if (user?.plan_id) {
    const approved = await db
      .selectFrom('upgrade_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .where('plan_id', '=', user.plan_id)
      .where('status', '=', 'approved')
      .orderBy('decided_at', 'desc')
      .executeTakeFirst();
    const live = approved ? null : await findPlan(deps, user.plan_id);
    const held = approved ? await boughtPlan(deps, approved) : live && { plan: live, expiresAt: null };
    if (held && (held.expiresAt === null || held.expiresAt > deps.now())) {
      return { plan: held.plan, heldPlanId: held.plan._id, since: approved?.decided_at ?? null, expiresAt: held.expiresAt };
    }
  }
  return { plan: await freePlan(deps), heldPlanId: null, since: null, expiresAt: null };
}

/** What a member's plan lets them do (the free plan's grants when they hold none, or it expired). */
export async function grantsOf(deps: AppDeps, userId: string): Promise<PlanGrants> {
  return (await planInForce(deps, userId)).plan.grants;
}
