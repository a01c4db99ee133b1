import { useMemo } from 'react';
import { AUDIT_TEXT, type AuditEntry, type AuditFilters } from '../../../../contract/admin/audit';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { AdminTable, useDraftText, type AdminColumn, type AdminListView } from '../admin-table';
import type { AuditFilterValues } from './audit-api';
import { AuditChanges } from './audit-changes';

const when = (t: number) => new Date(t).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
/** The "any" choice of a filter (a list box item needs a non-empty id); the query leaves the filter out. */
const ANY = 'any';

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { id: 'at', name: 'When', sortable: true, render: (e) => <span className="whitespace-nowrap">{when(e.at)}</span> },
  { id: 'action', name: 'Action', sortable: true, isRowHeader: true, render: (e) => <code className="text-xs">{e.action}</code> },
  {
    id: 'target',
    name: 'On',
    render: (e) => (
      <span>
        {e.targetLabel ?? e.targetId ?? '—'}
        <span className="block text-xs text-stone-600">{e.targetType}</span>
      </span>
    ),
  },
  { id: 'changes', name: 'Before → after', render: (e) => <AuditChanges changes={e.changes} /> },
  { id: 'reason', name: 'Reason', render: (e) => e.reason ?? '—' },
  { id: 'admin', name: 'By', sortable: true, render: (e) => <span className="break-all">{e.adminEmail}</span> },
];

/** The audit trail (decision 0801): every administrator action, filtered by action, administrator and days. */
interface Props {
  list: AdminListView<AuditEntry>;
  choices: AuditFilters;
  /** The filters as the address holds them ('' for none). */
  filters: AuditFilterValues;
  onFilterChange: (key: keyof AuditFilterValues, value: string) => void;
}

export function AuditTrail({ list, choices, filters, onFilterChange }: Props) {
  const set = (key: keyof AuditFilterValues) => (value: string) => onFilterChange(key, value === ANY ? '' : value);
  const [from, setFrom] = useDraftText(filters.from, set('from'));
  const [to, setTo] = useDraftText(filters.to, set('to'));
  const actionOptions = useMemo(() => [{ id: ANY, label: 'Any action' }, ...choices.actions.map((a) => ({ id: a, label: a }))], [choices]);
  const adminOptions = useMemo(() => [{ id: ANY, label: 'Any administrator' }, ...choices.admins.map((a) => ({ id: a._id, label: a.email }))], [choices]);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField label="Action" name="action" options={actionOptions} value={filters.action || ANY} onChange={set('action')} />
        <SelectField label="Administrator" name="adminId" options={adminOptions} value={filters.adminId || ANY} onChange={set('adminId')} />
        <TextField label="From (day)" name="from" type="date" value={from} onChange={setFrom} />
        <TextField label="To (day)" name="to" type="date" value={to} onChange={setTo} />
      </div>
      <AdminTable
        label="Audit trail"
        searchLabel="Search by record (name, profile id or id)"
        columns={COLUMNS}
        {...list}
        empty={AUDIT_TEXT.empty}
      />
    </div>
  );
}
