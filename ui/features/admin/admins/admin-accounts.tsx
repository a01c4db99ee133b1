import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ADMINS_TEXT, type AdminAccount } from '../../../../contract/admin/admins';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { sessionAtom } from '../../../state/session';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { AdminFormDialog } from './admin-form-dialog';
import { removeAdmin } from './admins-api';

/** The back office's accounts (decision 0808): add, edit, switch off, remove with a confirmation. */
export function AdminAccounts({ list }: { list: AdminListView<AdminAccount> }) {
  const router = useRouter();
  const selfId = useAtomValue(sessionAtom)?.userId ?? null;
  const [editing, setEditing] = useState<AdminAccount | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void router.invalidate();

  async function remove(a: AdminAccount) {
    setBusy(true);
    const res = await removeAdmin(a._id);
    setBusy(false);
    showToast(res.ok ? res.body.message : res.error, res.ok ? 'success' : 'error');
    setRemoving(null);
    if (res.ok) reload();
  }

  const columns: AdminColumn<AdminAccount>[] = [
    {
      id: 'name',
      name: 'Name',
      sortable: true,
      isRowHeader: true,
      render: (a) => (
        <span>
          <strong>{a.name}</strong>
          {a.isMain ? <span className="ml-2 rounded-full bg-maroon-100 px-2 py-0.5 text-xs font-semibold text-maroon-900">{ADMINS_TEXT.mainBadge}</span> : null}
          {a._id === selfId ? <span className="ml-2 text-xs text-stone-700">(you)</span> : null}
        </span>
      ),
    },
    { id: 'email', name: 'E-mail', sortable: true, render: (a) => <span className="break-all">{a.email}</span> },
    { id: 'created', name: 'Added', sortable: true, render: (a) => <span className="whitespace-nowrap">{formatDateTime(a.createdAt)}</span> },
    { id: 'lastSeen', name: 'Last signed in', sortable: true, render: (a) => (a.lastSeenAt ? formatDateTime(a.lastSeenAt) : 'Not yet') },
    { id: 'status', name: 'Status', render: (a) => (a.active ? 'Active' : 'Switched off') },
    {
      id: 'actions',
      name: 'Actions',
      render: (a) => (
        <span className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onPress={() => setEditing(a)} aria-label={`Edit ${a.name}`}>Edit</Button>
          {a.isMain ? (
            <span className="text-xs text-stone-700">{ADMINS_TEXT.cannotRemoveHint}</span>
          ) : a._id === selfId ? null : (
            <Button variant="danger" onPress={() => setRemoving(a)} aria-label={`Remove ${a.name}`}>Remove</Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onPress={() => setEditing('new')}>Add an administrator</Button>
      <AdminTable label="Administrators" searchLabel="Search by name or e-mail" columns={columns} {...list} empty="No administrators match." />
      {editing ? (
        <AdminFormDialog
          key={editing === 'new' ? 'new' : editing._id}
          account={editing === 'new' ? null : editing}
          selfId={selfId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {removing ? (
        <Modal title={`Remove ${removing.name}?`} role="alertdialog" isOpen onOpenChange={(open) => !open && setRemoving(null)}>
          <p className="text-stone-800">{removing.email} will no longer be able to sign in to the back office. Their sessions, and any member session they act in, end at once.</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={() => setRemoving(null)}>Cancel</Button>
            <Button variant="danger" isDisabled={busy} onPress={() => void remove(removing)}>{busy ? 'Removing…' : 'Remove administrator'}</Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
