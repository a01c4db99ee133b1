import { Hono } from 'hono';
import { idParamSchema } from '../../contract/auth';
import { PAYMENT_TEXT, paymentOrderSchema, paymentVerifySchema } from '../../contract/payments';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { body, params } from '../http/validate';
import { verifyCheckout } from './confirm';
import { invoiceOf, paymentHistory } from './history';
import { openOrder } from './orders';
import { quotePlan } from './payable';
import { applyWebhook } from './webhook';

/** Paying for a plan online (issue 23): member endpoints and Razorpay's webhook, full paths under /api. */
export const paymentRoutes = new Hono<AppEnv>()
  /** What the confirmation shows: plan, term, features, the price with its GST, whether Checkout is on. {id} is a plan's id. */
  .get('/user/payments/quote/:id', requireMember, params(idParamSchema), async (c) => {
    return ok(c, { data: await quotePlan(c.var.deps, c.var.session.userId, c.req.valid('param').id) });
  })
  .post('/user/payments/order', requireMember, body(paymentOrderSchema), async (c) => {
    return ok(c, { data: await openOrder(c.var.deps, c.var.session.userId, c.req.valid('json').planId) });
  })
  .post('/user/payments/verify', requireMember, body(paymentVerifySchema), async (c) => {
    const { changed, outcome } = await verifyCheckout(c.var.deps, c.var.session.userId, c.req.valid('json'));
    const message = outcome.status === 'paid' ? PAYMENT_TEXT.paid(outcome.payment.planName) : outcome.status === 'attempted' ? PAYMENT_TEXT.confirming : undefined;
    if (!changed) return unchanged(c, { message, data: outcome });
    return ok(c, { message, data: outcome });
  })
  /** The member's payments, newest first (/membership's history). */
  .get('/user/payments', requireMember, async (c) => {
    return ok(c, { data: await paymentHistory(c.var.deps, c.var.session.userId) });
  })
  /** The tax invoice of payment {id}: its owner's, or any for an administrator. */
  .get('/user/payments/:id/invoice', params(idParamSchema), async (c) => {
    const session = c.get('session');
    if (!session) throw unauthorized();
    return ok(c, { data: await invoiceOf(c.var.deps, session, c.req.valid('param').id) });
  })
  /** Razorpay's webhook: no session; the signature over the raw body is the authentication. */
  .post('/payments/webhook', async (c) => {
    const raw = await c.req.text();
    const applied = await applyWebhook(c.var.deps, raw, c.req.header('x-razorpay-signature'), c.req.header('x-razorpay-event-id'));
    return applied ? ok(c) : unchanged(c);
  });
