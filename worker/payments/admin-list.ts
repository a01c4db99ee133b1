import { sql } from 'kysely';
import { totalPagesOf, type AdminPage } from '../../contract/admin/list-query';
import type { AdminPayment, PaymentListQuery } from '../../contract/admin/payments';
import type { AppDeps } from '../deps';
import { memberPaymentOf } from './history';

const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const DAY_MS = 86_400_000;

/**
 * `GET /admin/payments`: paid, failed and refunded payments (orders never tried are not
 * payments), by member (name, e-mail), payment id or reference, plan, status and the day it was
 * made; paged, on payments_status_created.
 */
export async function listPayments(deps: AppDeps, q: PaymentListQuery): Promise<AdminPage<AdminPayment>> {
  const { db } = deps.database;
  let base = db.selectFrom('payments').innerJoin('users', 'users.id', 'payments.user_id').leftJoin('users as admins', 'admins.id', 'payments.refunded_by');
  base = q.status === 'all' ? base.where('payments.status', 'in', ['paid', 'failed', 'refunded']) : base.where('payments.status', '=', q.status);
  if (q.planId) base = base.where('payments.plan_id', '=', q.planId);
  if (q.from) base = base.where('payments.created_at', '>=', Date.parse(`${q.from}T00:00:00Z`));
  if (q.to) base = base.where('payments.created_at', '<', Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  if (q.search) {
    const like = likeOf(q.search);
    // The name and e-mail as on the invoice, too: a closed account's payments stay findable.
    base = base.where(
      sql<boolean>`(lower(users.name) like ${like} escape '\\' or users.email like ${like} escape '\\' or lower(payments.member_name) like ${like} escape '\\' or payments.member_email like ${like} escape '\\' or lower(payments.payment_id) like ${like} escape '\\' or lower(payments.reference) like ${like} escape '\\')`,
    );
  }
  const order = { created: sql`payments.created_at`, paid: sql`payments.paid_at`, amount: sql`payments.amount`, member: sql`lower(payments.member_name)` }[q.key];
  const [rows, count] = await Promise.all([
    base
      .selectAll('payments')
      .select(['admins.name as admin_name'])
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('payments.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const items = rows.map(
    (r): AdminPayment => ({
      ...memberPaymentOf(r),
      member: { _id: r.user_id, name: r.member_name, email: r.member_email },
      provider: r.provider,
      orderId: r.order_id,
      refund: r.refunded_at === null ? null : { id: r.refund_id, reason: r.refund_reason ?? '', by: r.admin_name, at: r.refunded_at },
    }),
  );
  return { items, total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}
