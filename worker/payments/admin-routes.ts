import { Hono } from 'hono';
import { idParamSchema } from '../../contract/auth';
import { ADMIN_PAYMENTS_TEXT, paymentListQuerySchema, paymentRefundSchema } from '../../contract/admin/payments';
import { rupees } from '../../contract/payments';
import { requireAdmin } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { listPayments } from './admin-list';
import { refundPayment } from './refund';

/** The back office's Payments page (issue 23). */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .get('/admin/payments', requireAdmin, query(paymentListQuerySchema), async (c) => {
    return ok(c, { ...(await listPayments(c.var.deps, c.req.valid('query'))) });
  })
  .post('/admin/payments/:id/refund', requireAdmin, params(idParamSchema), body(paymentRefundSchema), async (c) => {
    const refund = c.req.valid('json');
    const { changed, payment: p } = await refundPayment(c.var.deps, c.var.session, c.req.valid('param').id, refund);
    const data = { _id: p.id, status: p.status, refundedAt: p.refunded_at, refundId: p.refund_id };
    if (!changed) return unchanged(c, { message: ADMIN_PAYMENTS_TEXT.refundedAlready, data });
    const amount = rupees(p.amount);
    const message = p.provider === 'offline' ? ADMIN_PAYMENTS_TEXT.offlineRefund : refund.endPlan ? ADMIN_PAYMENTS_TEXT.refundedAndEnded(p.member_name, amount) : ADMIN_PAYMENTS_TEXT.refunded(p.member_name, amount);
    return ok(c, { message, data });
  });
