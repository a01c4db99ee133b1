import { sql, type SqlBool } from 'kysely';
import { m } from '../../contract/i18n/paraglide/messages';
import { invoicePath, invoiceNumberText, rupees } from '../../contract/payments';
import type { Plan } from '../../contract/reference';
import type { AppDeps } from '../deps';
import { dayInIndia, readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { planInForce } from '../membership/grants';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { paymentById, type PaymentRow } from './history';
import { termOf } from './payable';
import type { GatewayPayment } from './razorpay';

/** Statuses a payment can still be received from (a failed attempt may be followed by one that succeeds). */
const OPEN = ['created', 'attempted', 'failed'] as const;

/** The next invoice number, taken inside the batch that receives the payment (decision 0950). */
export const nextInvoiceNumber = sql<number>`(select coalesce(max(invoice_number), 0) + 1 from payments)`;

/**
 * A payment received (decision 0951): in ONE batch, the row becomes 'paid' with its invoice number
 * and term, stamped with a fresh `settle_id`; the grant (an approved upgrade request recording the
 * plan as sold, which planInForce reads), the member's plan and the notification run only where
 * the stamp is this batch's. The UPDATE runs only while the row is open, so the page, the webhook
 * and the job, in any order or at once, give one grant and one invoice number. True when this call
 * received it; then the receipt is mailed and the member's pages told.
 */
export async function receivePayment(deps: AppDeps, row: PaymentRow, paid: Pick<GatewayPayment, 'id' | 'method'>): Promise<boolean> {
  const plan = JSON.parse(row.plan_json) as Plan;
  const now = deps.now();
  const term = termOf(plan, await planInForce(deps, row.user_id), now);
  const stamp = newId();
  const grantId = newId();
  const { db } = deps.database;
  const ours = sql<SqlBool>`exists (select 1 from payments where id = ${row.id} and settle_id = ${stamp})`;
  await deps.database.batch([
    db
      .updateTable('payments')
      .set({
        status: 'paid',
        payment_id: paid.id,
        method: paid.method,
        settle_id: stamp,
        grant_id: grantId,
        invoice_number: nextInvoiceNumber,
        starts_at: term.startsAt,
        ends_at: term.endsAt,
        failure_reason: null,
        paid_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', OPEN),
    grantInsertIf(deps, { id: grantId, userId: row.user_id, plan, price: row.amount / 100, decidedAt: now, endsAt: term.endsAt, stamp }, ours),
    db.updateTable('users').set({ plan_id: plan._id, updated_at: now }).where('id', '=', row.user_id).where(() => ours),
    // A request for the same plan still waiting for an admin is answered by this payment: it leaves the queue.
    db.deleteFrom('upgrade_requests').where('user_id', '=', row.user_id).where('plan_id', '=', plan._id).where('status', '=', 'pending').where(() => ours),
    notificationInsertIf(deps, { userId: row.user_id, type: 'plan_upgrade', content: m.membership_paid({ plan: plan.planName }, { locale: await readerLocale(deps, row.user_id) }), link: '/membership' }, ours),
  ]);
  const after = await paymentById(deps, row.id);
  if (after?.settle_id !== stamp) return false;
  await Promise.all([mailReceipt(deps, after), tellChanged(deps, row.user_id, ['notifications'])]);
  return true;
}

interface Grant {
  id: string;
  userId: string;
  plan: Plan;
  /** Rupees, as plans and upgrade requests keep prices. */
  price: number;
  decidedAt: number;
  endsAt: number | null;
  stamp: string;
}

/** The approved upgrade request that records the plan as bought (migration 0022), inserted only where `guard` holds. */
function grantInsertIf(deps: AppDeps, g: Grant, guard: ReturnType<typeof sql<SqlBool>>) {
  const { db } = deps.database;
  return db
    .insertInto('upgrade_requests')
    .columns(['id', 'user_id', 'plan_id', 'status', 'created_at', 'decided_at', 'decided_by', 'decision_id', 'plan_name', 'plan_type', 'price', 'duration_months', 'features', 'grants', 'expires_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(g.id).as('id'),
          eb.val(g.userId).as('user_id'),
          eb.val(g.plan._id).as('plan_id'),
          eb.val('approved').as('status'),
          eb.val(g.decidedAt).as('created_at'),
          eb.val(g.decidedAt).as('decided_at'),
          eb.val(null).as('decided_by'),
          eb.val(g.stamp).as('decision_id'),
          eb.val(g.plan.planName).as('plan_name'),
          eb.val(g.plan.type).as('plan_type'),
          eb.val(g.price).as('price'),
          eb.val(g.plan.durationMonths).as('duration_months'),
          eb.val(JSON.stringify(g.plan.features)).as('features'),
          eb.val(JSON.stringify(g.plan.grants)).as('grants'),
          eb.val(g.endsAt).as('expires_at'),
        ])
        .where(guard),
    );
}

/** Razorpay has the payment but has not captured it yet: the webhook or the job receives it when it does. */
export async function markAttempted(deps: AppDeps, rowId: string): Promise<void> {
  await deps.database.db.updateTable('payments').set({ status: 'attempted', failure_reason: null, updated_at: deps.now() }).where('id', '=', rowId).where('status', 'in', ['created', 'failed']).execute();
}

/** A payment that did not go through (or an order left unpaid): recorded for the member, who can try again. */
export async function markFailed(deps: AppDeps, rowId: string, reason: string): Promise<void> {
  await deps.database.db
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason.slice(0, 300), updated_at: deps.now() })
    .where('id', '=', rowId)
    .where('status', 'in', ['created', 'attempted'])
    .execute();
}

/** A payment Razorpay reports for our order pays for it only in full, in rupees. */
export const paysFor = (row: Pick<PaymentRow, 'amount' | 'order_id'>, p: Pick<GatewayPayment, 'amount' | 'currency' | 'order_id'>) =>
  p.order_id === row.order_id && p.amount === row.amount && p.currency === 'INR';


/** The receipt of payment `id`, once it is received (the offline path's approval mails it so). */
export async function mailReceiptOf(deps: AppDeps, id: string): Promise<void> {
  const row = await paymentById(deps, id);
  if (row?.invoice_number != null) await mailReceipt(deps, row);
}

/** The receipt: the invoice's summary and the link to the printable invoice. A failed mail does not undo the payment. */
async function mailReceipt(deps: AppDeps, r: PaymentRow): Promise<void> {
  // In the member's language (decision 0963); the tax lines keep their names, as the invoice does.
  const locale = await readerLocale(deps, r.user_id);
  const day = (ms: number) => dayInIndia(ms, locale);
  const plan = r.plan_name;
  const gst = r.igst ? `IGST ${r.tax_rate}% ${rupees(r.igst)}` : `CGST ${r.tax_rate / 2}% ${rupees(r.cgst)}, SGST ${r.tax_rate / 2}% ${rupees(r.sgst)}`;
  const from = day(r.starts_at ?? r.paid_at!);
  const text = [
    m.server_mail_greeting({ name: r.member_name }, { locale }),
    '',
    m.membership_paid({ plan }, { locale }),
    '',
    m.server_mail_receipt_invoice({ number: invoiceNumberText(r.invoice_number!), date: day(r.paid_at!) }, { locale }),
    r.ends_at ? m.server_mail_receipt_term_until({ plan, from, to: day(r.ends_at) }, { locale }) : m.server_mail_receipt_term_from({ plan, from }, { locale }),
    m.server_mail_receipt_amount({ amount: rupees(r.amount), taxable: rupees(r.taxable), gst }, { locale }),
    m.server_mail_receipt_payment_id({ id: (r.provider === 'offline' ? r.reference : r.payment_id) ?? '' }, { locale }),
    '',
    m.server_mail_receipt_invoice_link({ link: `${deps.config.publicUrl}${invoicePath(r.id)}` }, { locale }),
  ].join('\n');
  await deps.mailer.send({ to: r.member_email, subject: m.server_mail_receipt_subject({ plan }, { locale }), text }).catch((e: unknown) => console.error('receipt mail failed', e));
}
