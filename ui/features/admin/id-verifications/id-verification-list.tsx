import { Link } from '@tanstack/react-router';
import type { AdminIdVerification, IdVerificationFilter } from '../../../../contract/admin/id-verifications';
import { ID_DOCUMENT_LABEL } from '../../../../contract/id-verification';
import { buttonClass } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';

const FILTERS: { id: IdVerificationFilter; label: string }[] = [
  { id: 'pending', label: 'Waiting for a decision' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'all', label: 'All requests' },
];
const STATUS_LABEL: Record<AdminIdVerification['status'], string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };

/** The ID requests (decision 0957): those waiting first, oldest first; each opened on its review screen. */
export function IdVerificationList({ list, status, onStatusChange }: { list: AdminListView<AdminIdVerification>; status: IdVerificationFilter; onStatusChange: (s: IdVerificationFilter) => void }) {
  const columns: AdminColumn<AdminIdVerification>[] = [
    {
      id: 'name',
      name: 'Member',
      sortable: true,
      isRowHeader: true,
      render: (v) => (
        <span>
          <strong>{v.member.name}</strong>
          {v.member.profileId ? <span className="block text-xs text-stone-700">{v.member.profileId}</span> : null}
        </span>
      ),
    },
    { id: 'document', name: 'Document', render: (v) => ID_DOCUMENT_LABEL[v.documentType] },
    { id: 'created', name: 'Sent', sortable: true, render: (v) => <span className="whitespace-nowrap">{formatDateTime(v.createdAt)}</span> },
    {
      id: 'status',
      name: 'Status',
      render: (v) => (
        <span>
          {STATUS_LABEL[v.status]}
          {v.reason ? <span className="block text-xs text-stone-700">{v.reason}</span> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (v) => (
        <Link to="/admin/id-verifications/$id" params={{ id: v._id }} className={buttonClass('secondary')} aria-label={`Review ${v.member.name}’s ID`}>
          {v.status === 'pending' ? 'Review' : 'View'}
        </Link>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Show" name="status" options={FILTERS} value={status} onChange={(v) => onStatusChange(v as IdVerificationFilter)} className="max-w-xs" />
      <AdminTable
        label="ID verification requests"
        searchLabel="Search by name or profile id"
        columns={columns}
        {...list}
        empty={status === 'pending' ? 'No ID is waiting for a decision. Members send theirs from Account Setting.' : 'No requests match.'}
      />
    </div>
  );
}
