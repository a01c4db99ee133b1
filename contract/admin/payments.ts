import { z } from 'zod';
import { multiLine } from '../text-rules';
import type { MemberPayment } from '../payments';
import { adminListQuerySchema } from './list-query';

/**
 * The back office's Payments page (issue 23): payments received, failed and refunded, by member
 * (search: name, e-mail, payment id or reference), plan, status and date; and a refund, through
 * Razorpay's refund API, with a reason for the audit trail and the choice of ending the plan.
 */
export const PAYMENT_SORT_KEYS = ['created', 'paid', 'amount', 'member'] as const;
export const PAYMENT_STATUS_FILTERS = ['paid', 'failed', 'refunded', 'all'] as const;

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} date as YYYY-MM-DD.`)
    .optional();

export const paymentListQuerySchema = adminListQuerySchema(PAYMENT_SORT_KEYS, { key: 'created', direction: 'desc' })
  .extend({
    status: z.enum(PAYMENT_STATUS_FILTERS, { error: 'Show paid, failed, refunded or all payments.' }).default('all'),
    planId: z.string().max(64).optional(),
    /** Days in UTC, both included, on when the payment was made (created). */
    from: day('first'),
    to: day('last'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The last date must not be before the first.' });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** One row of `GET /admin/payments`. */
/** One row of `GET /admin/payments`: the member's view of the payment, and what the back office adds. */
export interface AdminPayment extends MemberPayment {
  member: { _id: string; name: string; email: string };
  provider: 'razorpay' | 'offline';
  orderId: string | null;
  refund: { id: string | null; reason: string; by: string | null; at: number } | null;
}

export const paymentRefundSchema = z.object({
  reason: multiLine(z.string({ error: 'Say why the payment is refunded.' }).trim().min(3, 'Say why the payment is refunded: it goes into the audit trail.').max(300, 'Keep the reason to 300 characters.')),
  /** Also end the plan the payment bought, at once (else it runs to its end). */
  endPlan: z.boolean({ error: 'Say whether the plan ends now.' }),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const ADMIN_PAYMENTS_TEXT = {
  heading: 'Payments',
  empty: 'No payments match these filters.',
  refund: 'Refund',
  refundConfirm: (member: string, amount: string) => `Refund ${amount} to ${member}?`,
  endPlanQuestion: 'Also end the plan this payment bought, now?',
  refunded: (member: string, amount: string) => `${amount} has been refunded to ${member}.`,
  refundedAndEnded: (member: string, amount: string) => `${amount} has been refunded to ${member}, and the plan has ended.`,
  notFound: 'This payment could not be found.',
  notRefundable: 'Only a payment received can be refunded.',
  refundedAlready: 'This payment was refunded already; nothing changed.',
  offlineRefund: 'This payment was made offline: return the money by bank transfer or UPI; it is recorded here as refunded.',
} as const;
