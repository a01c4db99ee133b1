import { Link } from '@tanstack/react-router';
import { PAYMENT_TEXT, rupees, type MemberPayment, type PaymentStatus } from '../../../contract/payments';
import { EmptyState, Notice } from '../../components/notice';
import { formatDateTime } from '../../lib/format';
import { day } from './dates';
import { m } from '../../../contract/i18n/paraglide/messages';

const STATUS_LABEL: Record<PaymentStatus, () => string> = {
  created: () => m.membership_payment_created(),
  attempted: () => m.membership_payment_attempted(),
  paid: () => m.membership_payment_paid(),
  failed: () => m.membership_payment_failed(),
  refunded: () => m.membership_payment_refunded(),
};

/**
 * "Your payments" on /membership (issue 23): newest first, each with what it bought and, once
 * received, a link to its tax invoice. A failed or abandoned one says why and that nothing was
 * charged, so the member knows to choose the plan again.
 */
export function PaymentHistory({ payments, error }: { payments: MemberPayment[] | null; error: string | null }) {
  return (
    <section aria-labelledby="payment-history" className="mt-10">
      <h2 id="payment-history" className="font-display text-xl font-bold text-maroon-800">{PAYMENT_TEXT.historyHeading}</h2>
      {error ? <div className="mt-3"><Notice tone="error">{error}</Notice></div> : null}
      {payments && payments.length === 0 ? (
        <div className="mt-3">
          <EmptyState title={PAYMENT_TEXT.historyEmpty}>{m.membership_history_empty_hint()}</EmptyState>
        </div>
      ) : null}
      {payments && payments.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={PAYMENT_TEXT.historyHeading}>
          {payments.map((p) => <PaymentRow key={p._id} payment={p} />)}
        </ul>
      ) : null}
    </section>
  );
}

function PaymentRow({ payment: p }: { payment: MemberPayment }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-maroon-100 bg-white px-4 py-3 text-sm" data-testid={`payment-${p._id}`}>
      <span>
        <strong>{p.planName}</strong> · {rupees(p.amount)} · {formatDateTime(p.paidAt ?? p.createdAt)}
      </span>
      <span className="font-semibold">{STATUS_LABEL[p.status]()}</span>
      {p.status === 'paid' && p.startsAt !== null ? (
        <p className="w-full text-stone-700">
          {p.endsAt === null ? m.membership_payment_term_open({ start: day(p.startsAt) }) : m.membership_payment_term({ start: day(p.startsAt), end: day(p.endsAt) })}
        </p>
      ) : null}
      {p.status === 'failed' ? (
        <p className="w-full text-stone-700">
          {p.failureReason ? `${p.failureReason} ` : ''}
          {m.membership_payment_failed_hint()}
        </p>
      ) : null}
      {p.status === 'refunded' && p.refundedAt !== null ? <p className="w-full text-stone-700">{m.membership_payment_refunded_on({ date: day(p.refundedAt) })}</p> : null}
      {p.invoiceNumber ? (
        <Link
          to="/membership/invoice/$id"
          params={{ id: p._id }}
          className="w-full font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900"
          aria-label={m.membership_receipt_label({ number: p.invoiceNumber, plan: p.planName })}
        >
          {m.membership_receipt({ number: p.invoiceNumber })}
        </Link>
      ) : null}
    </li>
  );
}
