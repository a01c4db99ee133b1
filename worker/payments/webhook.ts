import { PAYMENT_TEXT } from '../../contract/payments';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import type { GatewayPayment } from './razorpay';
import { razorpayGateway } from './razorpay';
import { markAttempted, markFailed, paysFor, receivePayment } from './settle';

/** What a Razorpay webhook delivery carries that we read (payment.* and order.paid events). */
interface WebhookEvent {
  event: string;
  payload?: { payment?: { entity?: GatewayPayment } };
}

export const WEBHOOK_TEXT = {
  badSignature: 'This webhook delivery is not signed with the configured webhook secret.',
  noEventId: 'This webhook delivery has no X-Razorpay-Event-Id header.',
} as const;

/**
 * `POST /api/payments/webhook` (decision 0951): the raw body's HMAC with the webhook secret must be
 * X-Razorpay-Signature, else 400 and nothing happens. Each event id is applied once:
 * payment.captured and order.paid receive the payment if the page never came back (the receive is
 * itself once-only); payment.authorized marks the order attempted; payment.failed records the
 * failure. The event is recorded after it is applied, so a delivery that failed halfway is applied
 * again when Razorpay retries. Returns false for an event seen before.
 */
export async function applyWebhook(deps: AppDeps, rawBody: string, signature: string | undefined, eventId: string | undefined): Promise<boolean> {
  const gateway = razorpayGateway(deps.config.payments);
  if (!gateway || !(await gateway.isWebhookSigned(rawBody, signature))) throw badRequest(WEBHOOK_TEXT.badSignature);
  if (!eventId) throw badRequest(WEBHOOK_TEXT.noEventId);
  const { db } = deps.database;
  const seen = await db.selectFrom('payment_webhook_events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (seen) return false;
  const event = JSON.parse(rawBody) as WebhookEvent;
  const payment = event.payload?.payment?.entity;
  if (payment?.order_id) await applyPaymentEvent(deps, event.event, payment);
  await db.insertInto('payment_webhook_events').values({ id: eventId, event: event.event, received_at: deps.now() }).onConflict((oc) => oc.doNothing()).execute();
  return true;
}

async function applyPaymentEvent(deps: AppDeps, event: string, payment: GatewayPayment): Promise<void> {
  const row = await deps.database.db.selectFrom('payments').selectAll().where('order_id', '=', payment.order_id).executeTakeFirst();
  // Not one of ours (another site on the same account), or not for the full amount: nothing to give.
  if (!row || !paysFor(row, payment)) return;
  if ((event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') await receivePayment(deps, row, payment);
  else if (event === 'payment.authorized') await markAttempted(deps, row.id);
  else if (event === 'payment.failed') await markFailed(deps, row.id, payment.error_description ?? PAYMENT_TEXT.notCompleted);
}
