import { Link } from '@tanstack/react-router';
import { PAYMENT_TEXT, rupees, type MemberPayment, type PaymentStatus } from '../../../contract/payments';
import { EmptyState, Notice } from '../../components/notice';
import { formatDateTime } from '../../lib/format';
import { day } from './dates';

const STATUS_LABEL: Record<PaymentStatus, string> = {
  created: 'Not completed',
  attempted: 'Being confirmed',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
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
          <EmptyState title={PAYMENT_TEXT.historyEmpty}>Choose a plan above to pay for it online or by bank transfer or UPI.</EmptyState>
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
      <span className="font-semibold">{STATUS_LABEL[p.status]}</span>
      {p.status === 'paid' && p.startsAt !== null ? (
        <p className="w-full text-stone-700">
          {p.endsAt === null ? `From ${day.format(p.startsAt)}, with no end date` : `${day.format(p.startsAt)} to ${day.format(p.endsAt)}`}
        </p>
      ) : null}
      {p.status === 'failed' ? (
        <p className="w-full text-stone-700">
          {p.failureReason ? `${p.failureReason} ` : ''}Nothing was charged; choose the plan again to try once more.
        </p>
      ) : null}
      {p.status === 'refunded' && p.refundedAt !== null ? <p className="w-full text-stone-700">Refunded on {day.format(p.refundedAt)}.</p> : null}
      {p.invoiceNumber ? (
        <Link
          to="/membership/invoice/$id"
          params={{ id: p._id }}
          className="w-full font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900"
          aria-label={`Receipt ${p.invoiceNumber} for the ${p.planName} plan`}
        >
          Receipt {p.invoiceNumber}
        </Link>
      ) : null}
    </li>
  );
}
