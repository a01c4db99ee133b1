import { sql, type SqlBool } from 'kysely';
import { ADMIN_PAYMENTS_TEXT, type PaymentRefund } from '../../contract/admin/payments';
import { m } from '../../contract/i18n/paraglide/messages';
import { rupees } from '../../contract/payments';
import { auditEntryIf } from '../admin/audit';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { readerLocale } from '../i18n/reader-locale';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { paymentById, type PaymentRow } from './history';
import { gatewayOrRefuse } from './orders';

/**
 * `POST /admin/payments/{id}/refund`: a payment received is refunded in full, through Razorpay's
 * refund API (an offline payment is recorded as refunded: the admin returns the money the way it
 * came). Then, in one batch, the row becomes 'refunded' with who, when and why, the audit entry
 * carries the reason, the member is told, and, when asked, the plan it bought ends: its grant's
 * expiry becomes now (or, for a renewal not started yet, the end of the term before it).
 */
export async function refundPayment(deps: AppDeps, admin: Session, paymentId: string, r: PaymentRefund): Promise<{ changed: boolean; payment: PaymentRow }> {
  const before = await paymentById(deps, paymentId);
  if (!before) throw notFound(ADMIN_PAYMENTS_TEXT.notFound);
  if (before.status === 'refunded') return { changed: false, payment: before };
  if (before.status !== 'paid') throw conflict(ADMIN_PAYMENTS_TEXT.notRefundable);
  const refundId = before.provider === 'razorpay' ? (await gatewayOrRefuse(deps).refund(before.payment_id!, { reason: r.reason, payment: before.id })).id : null;

  const now = deps.now();
  const { db } = deps.database;
  const ours = sql<SqlBool>`exists (select 1 from payments where id = ${before.id} and status = 'refunded' and refunded_at = ${now} and refunded_by = ${admin.userId})`;
  const amount = rupees(before.amount);
  const refunded = r.endPlan ? m.server_note_payment_refunded_plan_ended : m.server_note_payment_refunded;
  const notice = refunded({ amount, plan: before.plan_name }, { locale: await readerLocale(deps, before.user_id) });
  const planEnd = Math.max(now, before.starts_at ?? now);
  await deps.database.batch([
    db
      .updateTable('payments')
      .set({ status: 'refunded', refund_id: refundId, refund_reason: r.reason, refunded_by: admin.userId, refunded_at: now, updated_at: now })
      .where('id', '=', before.id)
      .where('status', '=', 'paid'),
    ...(r.endPlan && before.grant_id
      ? [db.updateTable('upgrade_requests').set({ expires_at: planEnd }).where('id', '=', before.grant_id).where(() => ours)]
      : []),
    notificationInsertIf(deps, { userId: before.user_id, type: 'plan_upgrade', content: notice, link: '/membership' }, ours),
    auditEntryIf(
      deps,
      admin,
      {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: before.id,
        targetLabel: `${before.member_name} <${before.member_email}>: ${before.plan_name}, ${amount}`,
        before: { status: 'paid', amount: before.amount, paymentId: before.payment_id ?? before.reference },
        after: { status: 'refunded', refundId, endPlan: r.endPlan },
        reason: r.reason,
      },
      ours,
    ),
  ]);
  const after = (await paymentById(deps, before.id))!;
  const changed = after.refunded_at === now && after.refunded_by === admin.userId;
  if (changed) await tellChanged(deps, before.user_id, ['notifications']);
  return { changed, payment: after };
}
