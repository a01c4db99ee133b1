import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { adPositionOf, type AdForm, type AdminAd } from '../../../../contract/admin/ads';
import { AdFrame } from '../../../components/ad-frame';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { AdFormDialog, DeleteAdDialog } from './ad-dialogs';
import { deleteAd, saveAd } from './ads-api';

/** The ads (decision 0813): each previewed in the frame members see, added, changed or deleted. */
export function AdList({ list }: { list: AdminListView<AdminAd> }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);
  const done = (message: string, code: number) => {
    showToast(message, code === 5 ? 'success' : 'info');
    setEditing(null);
    setDeleting(null);
    void router.invalidate();
  };

  async function save(form: AdForm) {
    const res = await saveAd(form);
    if (!res.ok) {
      showToast(res.error, 'error');
      return res.fields;
    }
    done(res.body.message, res.body.code);
    return null;
  }
  async function remove(ad: AdminAd) {
    const res = await deleteAd(ad._id);
    if (!res.ok) return showToast(res.error, 'error');
    done(res.body.message, res.body.code);
  }

  const columns: AdminColumn<AdminAd>[] = [
    { id: 'position', name: 'Position', sortable: true, isRowHeader: true, render: (a) => adPositionOf(a.position)?.label ?? a.position },
    { id: 'preview', name: 'Preview', render: (a) => <div className="w-72 max-w-full"><AdFrame ad={a} label={`Preview of the ad added ${formatDateTime(a.createdAt)}`} /></div> },
    { id: 'created', name: 'Added', sortable: true, render: (a) => <span className="whitespace-nowrap">{formatDateTime(a.createdAt)}</span> },
    {
      id: 'actions',
      name: 'Actions',
      render: (a) => (
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setEditing(a)} aria-label={`Change the ad added ${formatDateTime(a.createdAt)}`}>Change</Button>
          <Button variant="danger" onPress={() => setDeleting(a)} aria-label={`Delete the ad added ${formatDateTime(a.createdAt)}`}>Delete</Button>
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onPress={() => setEditing('new')}>Add ad</Button>
      </div>
      <AdminTable
        label="Ads"
        searchLabel="Search in the ads’ HTML"
        columns={columns}
        {...list}
        empty="No ads yet. Add one: members see it on their next page."
      />
      {editing ? <AdFormDialog ad={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSave={save} /> : null}
      {deleting ? <DeleteAdDialog onClose={() => setDeleting(null)} onDelete={() => remove(deleting)} /> : null}
    </div>
  );
}
