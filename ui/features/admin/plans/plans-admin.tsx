import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminPlan } from '../../../../contract/admin/plans';
import { Button } from '../../../components/button';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { PlanFormDialog } from './plan-form-dialog';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The plans members choose from on /membership: add, change, retire (there is no delete: decision 0806). */
export function PlansAdmin({ list }: { list: AdminListView<AdminPlan> }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const columns: AdminColumn<AdminPlan>[] = [
    { id: 'name', name: 'Plan', sortable: true, isRowHeader: true, render: (p) => <strong>{p.planName}</strong> },
    { id: 'order', name: 'Runs for', sortable: true, render: (p) => p.type },
    { id: 'price', name: 'Price', sortable: true, render: (p) => rupees.format(p.price) },
    { id: 'grants', name: 'Grants', render: (p) => `${p.grants.contactViews} contact views · ${p.grants.interestsPerDay} interests a day${p.grants.seeVisitors ? ' · visitors' : ''}${p.grants.canStartChat ? ' · chat' : ''}` },
    { id: 'holders', name: 'Members holding it', sortable: true, render: (p) => `${p.holders}${p.pending ? ` (${p.pending} waiting)` : ''}` },
    { id: 'status', name: 'Status', render: (p) => (p.isActive ? 'Offered' : 'Retired') },
    { id: 'actions', name: 'Actions', render: (p) => <Button variant="secondary" onPress={() => setEditing(p)} aria-label={`Edit ${p.planName}`}>Edit</Button> },
  ];
  const close = () => setEditing(null);
  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onPress={() => setEditing('new')}>Add a plan</Button>
      <AdminTable label="Plans" searchLabel="Search plans by name" columns={columns} {...list} empty="No plans yet. Add the plans members may choose." />
      {editing ? (
        <PlanFormDialog
          key={editing === 'new' ? 'new' : editing._id}
          plan={editing === 'new' ? null : editing}
          isOpen
          onClose={close}
          onSaved={() => {
            close();
            void router.invalidate();
          }}
        />
      ) : null}
    </div>
  );
}
