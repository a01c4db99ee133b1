import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CommunityKind, CommunityRow } from '../../../../contract/admin/reference';
import { ADMIN_LIMIT_MAX } from '../../../../contract/admin/list-query';
import { Button } from '../../../components/button';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { EntryDialogs, type EntryAction } from './entry-dialogs';
import { KIND_API } from './reference-api';

const NOUN: Record<CommunityKind, [string, string]> = {
  religion: ['religion', 'religions'],
  caste: ['caste', 'castes'],
  subCaste: ['sub-caste', 'sub-castes'],
  gotra: ['gotra', 'gotras'],
};

interface Props {
  kind: CommunityKind;
  /** The religion of castes, the caste of sub-castes and gotras; '' for religions. */
  parentId: string;
  title: string;
  /** The way down the drill-down (castes of a religion, sub-castes and gotras of a caste). */
  open?: (row: CommunityRow) => ReactNode;
  list: AdminListView<CommunityRow>;
}

const usage = (r: CommunityRow) => {
  const parts = [`${r.members} ${r.members === 1 ? 'member' : 'members'}`];
  if (r.preferences) parts.push(`${r.preferences} ${r.preferences === 1 ? 'preference' : 'preferences'}`);
  return parts.join(', ');
};

/** One list of religions, castes, sub-castes or gotras with add, rename, merge into… and remove. */
export function CommunityTable({ kind, parentId, title, open, list }: Props) {
  const router = useRouter();
  const [one, many] = NOUN[kind];
  const kindApi = KIND_API[kind];
  const [action, setAction] = useState<EntryAction | null>(null);
  // The entries a merge may keep, fetched as Merge is pressed (no effect fetches them).
  const openMerge = useCallback(
    async (r: CommunityRow) => {
      const res = await kindApi.list({ page: 1, limit: ADMIN_LIMIT_MAX, search: '', key: 'name', direction: 'asc' }, parentId);
      const siblings = res.ok ? res.page.items.map((s) => ({ id: s._id, label: s.name })) : [];
      setAction({ mode: 'merge', id: r._id, name: r.name, siblings });
    },
    [kindApi, parentId],
  );
  const submit = useCallback(
    (a: EntryAction, value: string) => {
      if (a.mode === 'add') return kindApi.add(parentId, value);
      if (a.mode === 'rename') return kindApi.rename(a.id, value);
      if (a.mode === 'remove') return kindApi.remove(a.id);
      return kindApi.merge!(a.id, value);
    },
    [kindApi, parentId],
  );

  const columns = useMemo<AdminColumn<CommunityRow>[]>(
    () => [
      { id: 'name', name: 'Name', sortable: true, isRowHeader: true, render: (r) => (open ? open(r) : r.name) },
      { id: 'members', name: 'In use by', sortable: true, render: usage },
      ...(kind === 'religion' || kind === 'caste'
        ? [{ id: 'children', name: kind === 'religion' ? 'Castes' : 'Sub-castes and gotras', render: (r: CommunityRow) => r.children }]
        : []),
      {
        id: 'actions',
        name: 'Actions',
        render: (r) => (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-label={`Rename ${r.name}`} onPress={() => setAction({ mode: 'rename', id: r._id, name: r.name })}>
              Rename
            </Button>
            {kindApi.merge ? (
              <Button variant="secondary" aria-label={`Merge ${r.name} into…`} onPress={() => void openMerge(r)}>
                Merge
              </Button>
            ) : null}
            <Button variant="danger" aria-label={`Remove ${r.name}`} onPress={() => setAction({ mode: 'remove', id: r._id, name: r.name })}>
              Remove
            </Button>
          </div>
        ),
      },
    ],
    [kind, kindApi, open, openMerge],
  );

  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-stone-900">{title}</h2>
        <Button onPress={() => setAction({ mode: 'add' })}>Add {one}</Button>
      </div>
      <AdminTable
        label={title}
        searchLabel={`Search ${many}`}
        columns={columns}
        {...list}
        empty={`No ${many} here yet. Add the first with "Add ${one}".`}
      />
      <EntryDialogs
        noun={one}
        action={action}
        onClose={() => setAction(null)}
        onDone={() => void router.invalidate()}
        submit={submit}
      />
    </section>
  );
}
