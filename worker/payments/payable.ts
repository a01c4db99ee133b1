import { MEMBERSHIP_TEXT } from '../../contract/membership';
import { PAYMENT_TEXT, RENEWAL_WINDOW_DAYS, taxSplit, type PlanQuote, type TaxSplit } from '../../contract/payments';
import type { Plan } from '../../contract/reference';
import type { PaymentsConfig } from '../config';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { planInForce, type PlanInForce } from '../membership/grants';
import { addMonths, findPlan } from '../membership/plans';

const DAY_MS = 86_400_000;

/** From when the plan in force may be paid again as a renewal; null when it does not end (or none is held). */
export function renewableFrom(inForce: PlanInForce): number | null {
  return inForce.heldPlanId && inForce.expiresAt !== null ? inForce.expiresAt - RENEWAL_WINDOW_DAYS * DAY_MS : null;
}

export interface Payable {
  plan: Plan;
  renewal: boolean;
  startsAt: number;
  endsAt: number | null;
}

/**
 * A plan the member may pay for now, and the term it would buy (issue 23). The spec's button rule
 * (isChoosable) with one change: the plan in force may be paid again as a renewal once the
 * reminder has come (RENEWAL_WINDOW_DAYS before its end), and the renewal starts at that end. Any
 * other plan starts now. A free plan is never paid for.
 */
export async function payablePlan(deps: AppDeps, userId: string, planId: string): Promise<Payable> {
  const plan = await findPlan(deps, planId);
  if (!plan) throw notFound(MEMBERSHIP_TEXT.planNotFound);
  if (!plan.isActive) throw conflict(MEMBERSHIP_TEXT.planInactive);
  const inForce = await planInForce(deps, userId);
  if (plan.price === 0) throw conflict(inForce.heldPlanId ? PAYMENT_TEXT.freeNeedsNoPayment : MEMBERSHIP_TEXT.freeWithoutPlan);
  const term = termOf(plan, inForce, deps.now());
  if (inForce.heldPlanId === plan._id && !term.renewal) {
    throw conflict(renewableFrom(inForce) === null ? MEMBERSHIP_TEXT.alreadyCurrent : PAYMENT_TEXT.renewTooEarly);
  }
  return { plan, ...term };
}

/**
 * The term a payment for `plan` buys, decided when it is received: a renewal of the plan in force
 * (within its renewal window) runs on from its end; anything else from now.
 */
export function termOf(plan: Plan, inForce: PlanInForce, now: number): Omit<Payable, 'plan'> {
  const from = renewableFrom(inForce);
  const renewal = inForce.heldPlanId === plan._id && from !== null && now >= from;
  const startsAt = renewal && inForce.expiresAt !== null ? Math.max(inForce.expiresAt, now) : now;
  return { renewal, startsAt, endsAt: plan.durationMonths ? addMonths(startsAt, plan.durationMonths) : null };
}

/** The member as an invoice names them, read when the sale is made and kept with it. */
export async function invoiceMember(deps: AppDeps, userId: string) {
  const row = await deps.database.db
    .selectFrom('users')
    .leftJoin('member_profiles as p', 'p.user_id', 'users.id')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .select(['users.name', 'users.email', 'users.phone', 'p.unique_id', 's.name as state'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

/** CGST+SGST when the member's state is the seller's; IGST otherwise, or when either is unknown. */
export function taxFor(payments: PaymentsConfig, amount: number, memberState: string | null): TaxSplit {
  const seller = payments.seller.state?.trim().toLowerCase();
  return taxSplit(amount, payments.gstRate, !!seller && seller === memberState?.trim().toLowerCase());
}

/** `GET /user/payments/quote/{planId}`: what the confirmation shows before Checkout opens. */
export async function quotePlan(deps: AppDeps, userId: string, planId: string): Promise<PlanQuote> {
  const [p, member] = await Promise.all([payablePlan(deps, userId, planId), invoiceMember(deps, userId)]);
  const { payments } = deps.config;
  const amount = p.plan.price * 100;
  return {
    planId: p.plan._id,
    amount,
    planName: p.plan.planName,
    type: p.plan.type,
    features: p.plan.features,
    durationMonths: p.plan.durationMonths,
    tax: taxFor(payments, amount, member.state),
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    renewal: p.renewal,
    seller: { name: payments.seller.name, gstin: payments.seller.gstin },
    online: !!payments.razorpay,
  };
}
