import type { InferResponseType } from 'hono/client';
import type { PaymentVerify } from '../../../contract/payments';
import { api, call } from '../../lib/api';

const getPlans = api.app.plans.$get;
export type PlanCard = InferResponseType<typeof getPlans, 200>['plans'][number];
const getStatus = api.user.membership.$get;
export type MembershipData = InferResponseType<typeof getStatus, 200>['data'];

export const fetchPlans = () => call(() => getPlans());
export const fetchMembership = () => call(() => getStatus());
/** The spec's upgrade request: the offline way to pay (bank transfer or UPI, an admin confirms). */
export const choosePlan = (planId: string) => call(() => api.user.upgreadePlan[':id'].$post({ param: { id: planId } }));

/** Issue 23: what the confirmation shows, the order Checkout opens with, and the signed answer it gives back. */
export async function fetchQuote(planId: string) {
  const res = await call(() => api.user.payments.quote[':id'].$get({ param: { id: planId } }));
  return res.ok ? { ok: true as const, quote: res.body.data } : res;
}
export async function openOrder(planId: string) {
  const res = await call(() => api.user.payments.order.$post({ json: { planId } }));
  return res.ok ? { ok: true as const, order: res.body.data } : res;
}
export async function verifyPayment(json: PaymentVerify) {
  const res = await call(() => api.user.payments.verify.$post({ json }));
  return res.ok ? { ok: true as const, outcome: res.body.data } : res;
}
export async function fetchPayments() {
  const res = await call(() => api.user.payments.$get());
  return res.ok ? { ok: true as const, payments: res.body.data } : res;
}
export async function fetchInvoice(id: string) {
  const res = await call(() => api.user.payments[':id'].invoice.$get({ param: { id } }));
  return res.ok ? { ok: true as const, invoice: res.body.data } : res;
}

export { isChoosable } from '../../../contract/membership';
