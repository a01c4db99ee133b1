import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_PAYMENTS_TEXT as TEXT, PAYMENT_STATUS_FILTERS, type AdminPayment, type PaymentRefund } from '../../../../contract/admin/payments';
import { rupees, type PaymentStatus } from '../../../../contract/payments';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, useDraftText, type AdminColumn, type AdminListView } from '../admin-table';
import { refundPayment, type PaymentFilterValues } from './payments-api';
import { RefundDialog } from './refund-dialog';

const STATUS_LABEL: Record<PaymentStatus, string> = { created: 'Opened', attempted: 'Being confirmed', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const STATUS_OPTIONS = PAYMENT_STATUS_FILTERS.map((s) => ({ id: s, label: s === 'all' ? 'All payments' : STATUS_LABEL[s] }));
/** The "any" choice of the plan filter (a list box item needs a non-empty id); the request leaves it out. */
const ANY = 'any';

interface Props {
  list: AdminListView<AdminPayment>;
  filters: PaymentFilterValues;
  plans: { id: string; label: string }[];
  onFilterChange: (key: keyof PaymentFilterValues, value: string) => void;
}

/**
 * The Payments page (issue 23): every payment, online and offline, by member, plan, status and
 * day, newest first; a payment received can be refunded, with a reason and the choice of ending
 * its plan.
 */
export function PaymentList({ list, filters, plans, onFilterChange }: Props) {
  const router = useRouter();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const set = (key: keyof PaymentFilterValues) => (value: string) => onFilterChange(key, value === ANY ? '' : value);
  const [from, setFrom] = useDraftText(filters.from, set('from'));
  const [to, setTo] = useDraftText(filters.to, set('to'));

  async function refund(p: AdminPayment, r: PaymentRefund) {
    const res = await refundPayment(p._id, r);
    if (!res.ok) return { error: res.error, fields: res.fields };
    showToast(res.body.message ?? TEXT.refundedAlready, res.body.code === 5 ? 'success' : 'info');
    setRefunding(null);
    void router.invalidate();
    return { error: null, fields: {} };
  }

  const columns: AdminColumn<AdminPayment>[] = [
    {
      id: 'member',
      name: 'Member',
      sortable: true,
      isRowHeader: true,
      render: (p) => (
        <span>
          <strong>{p.member.name}</strong>
          <span className="block break-all text-xs text-stone-700">{p.member.email}</span>
        </span>
      ),
    },
    { id: 'plan', name: 'Plan', render: (p) => p.planName },
    { id: 'amount', name: 'Amount', sortable: true, render: (p) => <span className="whitespace-nowrap">{rupees(p.amount)}</span> },
    {
      id: 'status',
      name: 'Status',
      render: (p) => (
        <span>
          {STATUS_LABEL[p.status]}
          {p.failureReason ? <span className="block text-xs text-stone-700">{p.failureReason}</span> : null}
          {p.refund ? <span className="block text-xs text-stone-700">{formatDateTime(p.refund.at)}{p.refund.by ? ` by ${p.refund.by}` : ''}: {p.refund.reason}</span> : null}
        </span>
      ),
    },
    { id: 'created', name: 'Made', sortable: true, render: (p) => <span className="whitespace-nowrap">{formatDateTime(p.createdAt)}</span> },
    { id: 'paid', name: 'Received', sortable: true, render: (p) => (p.paidAt ? <span className="whitespace-nowrap">{formatDateTime(p.paidAt)}</span> : '—') },
    {
      id: 'reference',
      name: 'Reference',
      render: (p) => (
        <span className="text-xs">
          <span className="block break-all">{p.reference ?? p.orderId ?? '—'}</span>
          <span className="block text-stone-700">
            {p.provider === 'offline' ? 'Offline' : 'Razorpay'}
            {p.method ? ` · ${p.method}` : ''}
            {p.invoiceNumber ? ` · ${p.invoiceNumber}` : ''}
          </span>
        </span>
      ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (p) =>
        p.status === 'paid' ? (
          <Button variant="danger" onPress={() => setRefunding(p)} aria-label={`Refund ${p.member.name}’s ${p.planName} payment`}>
            {TEXT.refund}
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField label="Status" name="status" options={STATUS_OPTIONS} value={filters.status} onChange={(v) => onFilterChange('status', v)} />
        <SelectField label="Plan" name="planId" options={[{ id: ANY, label: 'Any plan' }, ...plans]} value={filters.planId || ANY} onChange={set('planId')} />
        <TextField label="From" name="from" type="date" value={from} onChange={setFrom} />
        <TextField label="To" name="to" type="date" value={to} onChange={setTo} />
      </div>
      <AdminTable label={TEXT.heading} searchLabel="Search by member name, e-mail, payment id or reference" columns={columns} {...list} empty={TEXT.empty} />
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefund={(r) => refund(refunding, r)} /> : null}
    </div>
  );
}
