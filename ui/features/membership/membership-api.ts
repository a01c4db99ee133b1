import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getPlans = api.app.plans.$get;
export type PlanCard = InferResponseType<typeof getPlans, 200>['plans'][number];
const getStatus = api.user.membership.$get;
export type MembershipData = InferResponseType<typeof getStatus, 200>['data'];

export const fetchPlans = () => call(() => getPlans());
export const fetchMembership = () => call(() => getStatus());
export const choosePlan = (planId: string) => call(() => api.user.upgreadePlan[':id'].$post({ param: { id: planId } }));

export { isChoosable } from '../../../contract/membership';
