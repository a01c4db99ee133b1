import { PAYMENT_TEXT, type PaymentOutcome, type PaymentVerify } from '../../contract/payments';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { memberPaymentOf, paymentById, type PaymentRow } from './history';
import { gatewayOrRefuse } from './orders';
import { markAttempted, markFailed, paysFor, receivePayment } from './settle';

/**
 * `POST /user/payments/verify`, Checkout's success handler passed on (decision 0951). The order
 * must be the caller's and the signature Razorpay's (HMAC of `order_id|payment_id` with the key
 * secret); then Razorpay is asked for the payment itself, which must be for this order's full
 * amount. Captured: received (the plan granted, once). Only authorized: 'attempted', and the
 * webhook or the job receives it. Anything wrong is refused and changes nothing.
 */
export async function verifyCheckout(deps: AppDeps, userId: string, v: PaymentVerify): Promise<{ changed: boolean; outcome: PaymentOutcome }> {
  const gateway = gatewayOrRefuse(deps);
  const row = await deps.database.db.selectFrom('payments').selectAll().where('order_id', '=', v.razorpay_order_id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(PAYMENT_TEXT.orderNotFound);
  if (!(await gateway.isPaymentSigned(v.razorpay_order_id, v.razorpay_payment_id, v.razorpay_signature))) throw badRequest(PAYMENT_TEXT.badSignature);
  if (row.payment_id === v.razorpay_payment_id) return { changed: false, outcome: outcomeOf(row) };
  const payment = (await gateway.orderPayments(row.order_id!)).find((p) => p.id === v.razorpay_payment_id);
  if (!payment || payment.status === 'failed' || payment.status === 'created') throw badRequest(PAYMENT_TEXT.notPaidYet);
  if (!paysFor(row, payment)) throw badRequest(PAYMENT_TEXT.amountMismatch);
  if (payment.status === 'authorized') {
    await markAttempted(deps, row.id);
  } else if (payment.status === 'captured') {
    const changed = await receivePayment(deps, row, payment);
    return { changed, outcome: outcomeOf((await paymentById(deps, row.id))!) };
  }
  return { changed: false, outcome: outcomeOf((await paymentById(deps, row.id))!) };
}

const outcomeOf = (r: PaymentRow): PaymentOutcome => ({ status: r.status, payment: memberPaymentOf(r) });

/**
 * Settles one order from what Razorpay says of it (the reconciliation job): a captured payment for
 * the full amount is received; an authorized one marks the order attempted; an order older than
 * `abandonAfterMs` with neither is recorded as failed, with Razorpay's reason when it gave one.
 */
export async function settleFromGateway(deps: AppDeps, row: PaymentRow, abandonAfterMs: number): Promise<'paid' | 'attempted' | 'failed' | 'open'> {
  const payments = (await gatewayOrRefuse(deps).orderPayments(row.order_id!)).filter((p) => paysFor(row, p));
  const captured = payments.find((p) => p.status === 'captured');
  if (captured) {
    await receivePayment(deps, row, captured);
    return 'paid';
  }
  if (payments.some((p) => p.status === 'authorized')) {
    await markAttempted(deps, row.id);
    return 'attempted';
  }
  if (deps.now() - row.created_at < abandonAfterMs) return 'open';
  const said = payments.find((p) => p.status === 'failed')?.error_description;
  await markFailed(deps, row.id, said ?? PAYMENT_TEXT.notCompleted);
  return 'failed';
}
