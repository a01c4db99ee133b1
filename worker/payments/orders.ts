import { PAYMENT_TEXT, type PaymentOrder } from '../../contract/payments';
import type { Plan } from '../../contract/reference';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { newId } from '../ids';
import { invoiceMember, payablePlan, taxFor } from './payable';
import { razorpayGateway, type PaymentGateway } from './razorpay';

/** The configured gateway, or the member's sentence when payments are off (no keys). */
export function gatewayOrRefuse(deps: AppDeps): PaymentGateway {
  const gateway = razorpayGateway(deps.config.payments);
  if (!gateway) throw conflict(PAYMENT_TEXT.paymentsOff);
  return gateway;
}

/**
 * `POST /user/payments/order`: a Razorpay order for the plan's price, in paise, read from the plan
 * record (never from the caller), and our payment row for it: the plan as sold, the member as the
 * invoice will name them and the tax split, all as they are now. Checkout opens with the answer.
 * An order opened for the same plan and price in the last half hour and never tried is reused.
 */
export async function openOrder(deps: AppDeps, userId: string, planId: string): Promise<PaymentOrder> {
  const gateway = gatewayOrRefuse(deps);
  const [{ plan }, member] = await Promise.all([payablePlan(deps, userId, planId), invoiceMember(deps, userId)]);
  const { payments } = deps.config;
  const amount = plan.price * 100;
  const open = await reusableOrder(deps, userId, plan._id, amount);
  if (open) return checkoutOf(deps, gateway, open.id, open.order_id!, plan, member, amount);
  const tax = taxFor(payments, amount, member.state);
  const id = newId();
  const order = await gateway.createOrder({ amount, receipt: id, notes: { payment: id, plan: plan._id, member: userId } });
  const now = deps.now();
  await deps.database.db
    .insertInto('payments')
    .values({
      id,
      user_id: userId,
      plan_id: plan._id,
      provider: 'razorpay',
      status: 'created',
      order_id: order.id,
      payment_id: null,
      method: null,
      reference: null,
      amount,
      plan_name: plan.planName,
      plan_json: JSON.stringify(plan),
      member_name: member.name,
      member_email: member.email,
      member_state: member.state,
      tax_rate: tax.rate,
      taxable: tax.taxable,
      cgst: tax.cgst,
      sgst: tax.sgst,
      igst: tax.igst,
      settle_id: null,
      grant_id: null,
      invoice_number: null,
      starts_at: null,
      ends_at: null,
      failure_reason: null,
      refund_id: null,
      refund_reason: null,
      refunded_by: null,
      refunded_at: null,
      created_at: now,
      paid_at: null,
      updated_at: now,
    })
    .execute();
  return checkoutOf(deps, gateway, id, order.id, plan, member, amount);
}

/** An order opened for this plan and price a short while ago and never tried: Checkout closed, or a second click. */
const REUSE_ORDER_MS = 30 * 60_000;

/** The member's open order for the plan at this price, reused so repeated clicks make no new Razorpay orders. */
function reusableOrder(deps: AppDeps, userId: string, planId: string, amount: number) {
  return deps.database.db
    .selectFrom('payments')
    .select(['id', 'order_id'])
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .where('provider', '=', 'razorpay')
    .where('status', '=', 'created')
    .where('amount', '=', amount)
    .where('created_at', '>', deps.now() - REUSE_ORDER_MS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

function checkoutOf(
  deps: AppDeps,
  gateway: PaymentGateway,
  paymentId: string,
  orderId: string,
  plan: Plan,
  member: { name: string; email: string; phone: string | null },
  amount: number,
): PaymentOrder {
  const { payments } = deps.config;
  return {
    paymentId,
    orderId,
    amount,
    currency: 'INR',
    keyId: gateway.keyId,
    name: payments.seller.name,
    description: `${plan.planName} plan, ${plan.type}`,
    prefill: { name: member.name, email: member.email, contact: member.phone ?? '' },
    checkoutUrl: payments.razorpay!.checkoutUrl,
  };
}
