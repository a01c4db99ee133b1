import type { Selectable } from 'kysely';
import { invoiceNumberText, PAYMENT_TEXT, type Invoice, type MemberPayment } from '../../contract/payments';
import type { PaymentsTable } from '../db/tables/payments';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { notFound } from '../http/errors';

export type PaymentRow = Selectable<PaymentsTable>;

export function memberPaymentOf(r: PaymentRow): MemberPayment {
  return {
    _id: r.id,
    planId: r.plan_id,
    planName: r.plan_name,
    amount: r.amount,
    status: r.status,
    reference: r.provider === 'offline' ? r.reference : r.payment_id,
    method: r.method,
    invoiceNumber: r.invoice_number === null ? null : invoiceNumberText(r.invoice_number),
    createdAt: r.created_at,
    paidAt: r.paid_at,
    refundedAt: r.refunded_at,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    failureReason: r.failure_reason,
  };
}

export const paymentById = (deps: AppDeps, id: string) => deps.database.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * `GET /user/payments`: the member's payments, newest first. An order opened and never tried is
 * left out (Checkout closed at once); the job marks it failed as 'not completed' after a day.
 */
export async function paymentHistory(deps: AppDeps, userId: string): Promise<MemberPayment[]> {
  const rows = await deps.database.db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'created')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(memberPaymentOf);
}

/**
 * `GET /user/payments/{id}/invoice`: the numbered tax invoice of a payment received, as issued:
 * the member's name, e-mail and state are those of the sale, kept when the account is closed.
 * The owner reads it, and an administrator; anyone else is told it does not exist.
 */
export async function invoiceOf(deps: AppDeps, caller: Session, paymentId: string): Promise<Invoice> {
  const r = await paymentById(deps, paymentId);
  if (!r || (r.user_id !== caller.userId && caller.role !== 1)) throw notFound(PAYMENT_TEXT.paymentNotFound);
  if (r.invoice_number === null || r.paid_at === null) throw notFound(PAYMENT_TEXT.noInvoice);
  const [profile, plan] = await Promise.all([
    deps.database.db.selectFrom('member_profiles').select('unique_id').where('user_id', '=', r.user_id).executeTakeFirst(),
    Promise.resolve(JSON.parse(r.plan_json) as { type: string }),
  ]);
  const { seller } = deps.config.payments;
  return {
    number: invoiceNumberText(r.invoice_number),
    issuedAt: r.paid_at,
    seller,
    member: { name: r.member_name, email: r.member_email, uniqueId: profile?.unique_id ?? null, state: r.member_state },
    plan: { name: r.plan_name, type: plan.type, startsAt: r.starts_at, endsAt: r.ends_at },
    tax: { total: r.amount, taxable: r.taxable, rate: r.tax_rate, cgst: r.cgst, sgst: r.sgst, igst: r.igst },
    paymentId: r.provider === 'offline' ? r.reference : r.payment_id,
    method: r.method,
    refundedAt: r.refunded_at,
  };
}
