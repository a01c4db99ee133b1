import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminUpgradeRequest } from '../../../../contract/admin/plans';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { decideUpgrade, type UpgradeStatusFilter } from './upgrades-api';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** What approving gives, as the confirmation asks it: "Approve Gold for Priya Sharma, ₹4,999, until 26 Feb 2027?" */
function approvalQuestion(r: AdminUpgradeRequest): string {
  const price = r.price === null ? '' : r.price === 0 ? ', free' : `, ${rupees.format(r.price)}`;
  const until = r.endsIfApprovedNow === null ? ', with no end date' : `, until ${day.format(r.endsIfApprovedNow)}`;
  return `Approve ${r.planName} for ${r.member.name}${price}${until}?`;
}
const STATUS_OPTIONS: { id: UpgradeStatusFilter; label: string }[] = [
  { id: 'pending', label: 'Waiting for a decision' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'all', label: 'All requests' },
];
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * The upgrade requests members filed on /membership (decision 0807): approve once payment is
 * settled (the plan starts now), or reject with a reason the member reads.
 */
export function UpgradeQueue({ list, status, onStatusChange }: { list: AdminListView<AdminUpgradeRequest>; status: UpgradeStatusFilter; onStatusChange: (s: UpgradeStatusFilter) => void }) {
  const router = useRouter();
  const [rejecting, setRejecting] = useState<AdminUpgradeRequest | null>(null);
  const [approving, setApproving] = useState<AdminUpgradeRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(r: AdminUpgradeRequest, decision: 'approved' | 'rejected', reason?: string, reference?: string) {
    setBusy(r._id);
    const res = await decideUpgrade({ id: r._id, status: decision, reason, reference });
    setBusy(null);
    if (!res.ok) {
      showToast(res.error, 'error');
      return res;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    setRejecting(null);
    setApproving(null);
    void router.invalidate();
    return null;
  }

  const columns: AdminColumn<AdminUpgradeRequest>[] = [
    {
      id: 'member',
      name: 'Member',
      sortable: true,
      isRowHeader: true,
      render: (r) => (
        <span>
          <strong>{r.member.name}</strong>
          <span className="block break-all text-xs text-stone-700">{r.member.email}</span>
        </span>
      ),
    },
    { id: 'plan', name: 'Plan', sortable: true, render: (r) => `${r.planName}${r.price !== null ? ` · ${rupees.format(r.price)}` : ''}` },
    { id: 'created', name: 'Asked', sortable: true, render: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span> },
    {
      id: 'decided',
      name: 'Decision',
      sortable: true,
      render: (r) => (
        <span>
          {STATUS_LABEL[r.status]}
          {r.decidedAt ? <span className="block text-xs text-stone-700">{formatDateTime(r.decidedAt)}{r.decidedBy ? ` by ${r.decidedBy}` : ''}</span> : null}
          {r.expiresAt ? <span className="block text-xs text-stone-700">Ends {formatDateTime(r.expiresAt)}</span> : null}
          {r.reason ? <span className="block text-xs text-stone-700">Reason: {r.reason}</span> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (r) =>
        r.status === 'pending' ? (
          <span className="flex flex-wrap gap-2">
            <Button onPress={() => setApproving(r)} isDisabled={busy !== null} aria-label={`Approve ${r.member.name}’s ${r.planName} request`}>
              Approve
            </Button>
            <Button variant="danger" onPress={() => setRejecting(r)} isDisabled={busy !== null} aria-label={`Reject ${r.member.name}’s ${r.planName} request`}>
              Reject
            </Button>
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Show" name="status" options={STATUS_OPTIONS} value={status} onChange={(v) => onStatusChange(v as UpgradeStatusFilter)} className="max-w-xs" />
      <AdminTable
        label="Upgrade requests"
        searchLabel="Search by member name, e-mail or plan"
        columns={columns}
        {...list}
        empty={status === 'pending' ? 'No request is waiting. Members ask for a plan on their Membership page.' : 'No requests match.'}
      />
      {approving ? (
        <ApproveDialog
          request={approving}
          title={approvalQuestion(approving)}
          onClose={() => setApproving(null)}
          onApprove={async (reference) => {
            const failed = await decide(approving, 'approved', undefined, reference);
            return { error: failed?.error ?? null, fields: failed?.fields ?? {} };
          }}
        />
      ) : null}
      {rejecting ? <RejectDialog request={rejecting} onClose={() => setRejecting(null)} onReject={async (reason) => (await decide(rejecting, 'rejected', reason))?.fields ?? null} /> : null}
    </div>
  );
}
