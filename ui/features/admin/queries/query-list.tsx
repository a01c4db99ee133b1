import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { QUERY_STATUS_LABEL, type AdminVisitorQuery, type QueryStatusFilter, type UpdateQuery } from '../../../../contract/admin/queries';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { QueryDialog } from './query-dialog';
import { updateQuery } from './queries-api';

const FILTERS: { id: QueryStatusFilter; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'answered', label: 'Answered' },
  { id: 'closed', label: 'Closed' },
  { id: 'all', label: 'All queries' },
];

/** The queries visitors sent from /contact (decision 0812): open ones first, each opened in a dialog. */
export function QueryList({ list, status, onStatusChange }: { list: AdminListView<AdminVisitorQuery>; status: QueryStatusFilter; onStatusChange: (s: QueryStatusFilter) => void }) {
  const router = useRouter();
  const [open, setOpen] = useState<AdminVisitorQuery | null>(null);

  async function submit(update: UpdateQuery) {
    const res = await updateQuery(update);
    if (!res.ok) {
      showToast(res.error, 'error');
      return res.fields ?? null;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    setOpen(null);
    void router.invalidate();
    return null;
  }

  const columns: AdminColumn<AdminVisitorQuery>[] = [
    {
      id: 'name',
      name: 'From',
      sortable: true,
      isRowHeader: true,
      render: (q) => (
        <span>
          <strong>{q.name}</strong>
          <span className="block break-all text-xs text-stone-700">{q.email}</span>
        </span>
      ),
    },
    { id: 'subject', name: 'Subject', sortable: true, render: (q) => <span className="break-words">{q.subject}</span> },
    { id: 'created', name: 'Sent', sortable: true, render: (q) => <span className="whitespace-nowrap">{formatDateTime(q.createdAt)}</span> },
    {
      id: 'status',
      name: 'Status',
      sortable: true,
      render: (q) => (
        <span>
          {QUERY_STATUS_LABEL[q.status]}
          {q.note ? <span className="block text-xs text-stone-700">Note: {q.note.length > 60 ? `${q.note.slice(0, 60)}…` : q.note}</span> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (q) => (
        <Button variant="secondary" onPress={() => setOpen(q)} aria-label={`View ${q.name}’s query: ${q.subject}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Show" name="status" options={FILTERS} value={status} onChange={(v) => onStatusChange(v as QueryStatusFilter)} className="max-w-xs" />
      <AdminTable
        label="Visitor queries"
        searchLabel="Search by name, e-mail or subject"
        columns={columns}
        {...list}
        empty={status === 'open' ? 'No query is waiting for an answer. Visitors write from the Contact page.' : 'No queries match.'}
      />
      {open ? <QueryDialog query={open} onClose={() => setOpen(null)} onSubmit={submit} /> : null}
    </div>
  );
}
