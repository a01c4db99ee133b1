import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  EDITABLE_LIFESTYLE_KINDS,
  LIFESTYLE_KIND_LABELS,
  type EditableLifestyleKind,
  type LifestyleOptionRow,
} from '../../../../contract/admin/reference';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { EntryDialogs, type EntryAction } from './entry-dialogs';
import { changeLifestyleOption } from './reference-api';

const KIND_OPTIONS = EDITABLE_LIFESTYLE_KINDS.map((k) => ({ id: k, label: LIFESTYLE_KIND_LABELS[k] }));

/** /admin/lifestyle: eating, drinking and smoking habits and the other option lists of the profile. */
interface Props {
  list: AdminListView<LifestyleOptionRow>;
  kind: EditableLifestyleKind;
  onKindChange: (kind: EditableLifestyleKind) => void;
}

export function LifestyleOptions({ list, kind, onKindChange }: Props) {
  const router = useRouter();
  const [action, setAction] = useState<EntryAction | null>(null);
  const label = LIFESTYLE_KIND_LABELS[kind];
  const submit = useCallback(
    (a: EntryAction, name: string) => {
      if (a.mode === 'add') return changeLifestyleOption({ action: 'add', kind, name });
      if (a.mode === 'rename') return changeLifestyleOption({ action: 'rename', id: a.id, name });
      return changeLifestyleOption({ action: 'remove', id: (a as { id: string }).id });
    },
    [kind],
  );
  const columns = useMemo<AdminColumn<LifestyleOptionRow>[]>(
    () => [
      { id: 'sort', name: 'Name', isRowHeader: true, render: (o) => o.name },
      { id: 'members', name: 'In use by', sortable: true, render: (o) => `${o.members} ${o.members === 1 ? 'member' : 'members'}${o.preferences ? `, ${o.preferences} ${o.preferences === 1 ? 'preference' : 'preferences'}` : ''}` },
      {
        id: 'actions',
        name: 'Actions',
        render: (o) => (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-label={`Rename ${o.name}`} onPress={() => setAction({ mode: 'rename', id: o._id, name: o.name })}>
              Rename
            </Button>
            <Button variant="danger" aria-label={`Remove ${o.name}`} onPress={() => setAction({ mode: 'remove', id: o._id, name: o.name })}>
              Remove
            </Button>
          </div>
        ),
      },
    ],
    [],
  );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField label="List" name="kind" options={KIND_OPTIONS} value={kind} onChange={(k) => onKindChange(k as EditableLifestyleKind)} className="w-full max-w-xs" />
        <Button onPress={() => setAction({ mode: 'add' })}>Add an option</Button>
      </div>
      <AdminTable
        key={kind}
        label={label}
        searchLabel={`Search ${label.toLowerCase()}`}
        columns={columns}
        {...list}
        empty={`${label} has no options. Add the first with "Add an option".`}
      />
      <EntryDialogs noun="option" action={action} onClose={() => setAction(null)} onDone={() => void router.invalidate()} submit={submit} />
    </div>
  );
}
