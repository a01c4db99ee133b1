import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminGrievance } from '../../../../contract/grievances';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { GrievanceDialog } from './grievance-dialog';
import { resolveGrievance, type GrievanceFilter } from './grievances-api';
import { timeLeftText } from './time-left';

const FILTERS: { id: GrievanceFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'resolved', label: 'Resolved' },
  { id: 'all', label: 'All complaints' },
];

/** The complaints to the Grievance Officer (decision 0960): open ones, the nearest due first, each opened in a dialog. */
export function GrievanceList({ list, status, onStatusChange }: { list: AdminListView<AdminGrievance>; status: GrievanceFilter; onStatusChange: (s: GrievanceFilter) => void }) {
  const router = useRouter();
  const [open, setOpen] = useState<AdminGrievance | null>(null);

  async function resolve(reply: string) {
    if (!open) return null;
    const res = await resolveGrievance(open._id, reply);
    if (!res.ok) {
      showToast(res.error, 'error');
      return res.fields ?? null;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    setOpen(null);
    void router.invalidate();
    return null;
  }

  const columns: AdminColumn<AdminGrievance>[] = [
    { id: 'number', name: 'Number', isRowHeader: true, render: (g) => <span className="whitespace-nowrap font-semibold">{g.number}</span> },
    {
      id: 'from',
      name: 'From',
      render: (g) => (
        <span>
          {g.name}
          <span className="block break-all text-xs text-stone-700">{g.email}</span>
        </span>
      ),
    },
    { id: 'subject', name: 'Subject', render: (g) => <span className="break-words">{g.subject}</span> },
    { id: 'created', name: 'Received', sortable: true, render: (g) => <span className="whitespace-nowrap">{formatDateTime(g.createdAt)}</span> },
    {
      id: 'due',
      name: 'Time left',
      sortable: true,
      render: (g) =>
        g.timeLeft === null ? (
          <span>Resolved</span>
        ) : (
          <span className={g.timeLeft < 0 ? 'font-semibold text-red-800' : ''}>{timeLeftText(g.timeLeft)}</span>
        ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (g) => (
        <Button variant="secondary" onPress={() => setOpen(g)} aria-label={`View complaint ${g.number}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Show" name="status" options={FILTERS} value={status} onChange={(v) => onStatusChange(v as GrievanceFilter)} className="max-w-xs" />
      <AdminTable
        label="Complaints"
        searchLabel="Search by number, name, e-mail or subject"
        columns={columns}
        {...list}
        empty={status === 'open' ? 'No complaint is waiting for an answer. People complain from the Grievances page, linked in the footer.' : 'No complaints match.'}
      />
      {open ? <GrievanceDialog grievance={open} onClose={() => setOpen(null)} onResolve={resolve} /> : null}
    </div>
  );
}
