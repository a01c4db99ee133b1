import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getPlans = api.app.plans.$get;
export type PlanCard = InferResponseType<typeof getPlans, 200>['plans'][number];
const getStatus = api.user.membership.$get;
export type MembershipData = InferResponseType<typeof getStatus, 200>['data'];

export const fetchPlans = () => call(() => getPlans());
export const fetchMembership = () => call(() => getStatus());
export const choosePlan = (planId: string) => call(() => api.user.upgreadePlan[':id'].$post({ param: { id: planId } }));

/** Spec §2/§4: a plan can be chosen unless inactive, current, or free when no plan is held. */
export function isChoosable(plan: Pick<PlanCard, '_id' | 'type' | 'isActive'>, heldPlanId: string | null): boolean {
  if (!plan.isActive) return false;
  if (heldPlanId === plan._id) return false;
  if (!heldPlanId && plan.type === 'Free') return false;
  return true;
}
