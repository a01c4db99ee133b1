import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { API_LOG_METHODS, API_LOGS_TEXT as TEXT, STATUS_CLASSES, type ApiLogRow } from '../../../../contract/admin/api-logs';
import { REASON } from '../../../../contract/reasons';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../state/alerts';
import { AdminTable, useDraftText, type AdminColumn, type AdminListView } from '../admin-table';
import { deleteApiLogs, filtersOf, type ApiLogFilterValues } from './api-logs-api';
import { DeleteAllDialog } from '../delete-all-dialog';
import { LogDeletion } from '../log-deletion';

const when = (t: number) => new Date(t).toLocaleString();
const records = (n: number) => (n === 1 ? '1 API log record' : `${n} API log records`);
/** An acting administrator's request names the member whose session it was (decision 0945). */
const caller = (r: ApiLogRow) => (r.user ? (r.actingAs ? `${r.user.name} as ${r.actingAs.name}` : r.user.name) : 'Visitor');
/** The "any" choice of a filter (a list box item needs a non-empty id); the request leaves the filter out. */
const ANY = 'any';
const METHOD_OPTIONS = [{ id: ANY, label: 'Any method' }, ...API_LOG_METHODS.map((m) => ({ id: m, label: m }))];
const STATUS_OPTIONS = [{ id: ANY, label: 'Any status' }, ...STATUS_CLASSES.map((s) => ({ id: s, label: s }))];

const COLUMNS: AdminColumn<ApiLogRow>[] = [
  { id: 'at', name: 'Date & Time', sortable: true, render: (r) => <span className="whitespace-nowrap">{when(r.createdAt)}</span> },
  { id: 'method', name: 'Method', render: (r) => <code className="text-xs">{r.method}</code> },
  { id: 'path', name: 'Path', isRowHeader: true, render: (r) => <span className="break-all">{r.path}</span> },
  { id: 'status', name: 'Status', render: (r) => r.status },
  { id: 'duration', name: 'Time (s)', render: (r) => (r.durationMs / 1000).toFixed(3) },
  { id: 'member', name: 'Member', render: caller },
  { id: 'ip', name: 'IP', render: (r) => r.ip ?? '—' },
];

type Pending = { kind: 'ticked'; ids: string[] } | { kind: 'all' };

/**
 * The API log (decision 0811), in the User Logs' manner: tick rows and 'Delete', or 'Delete All'
 * for what the filters show. The server decides who may delete (spec §4/§6): when it asks for a
 * reason first, the 'Record Log' modal opens, and on success the same delete goes ahead.
 */
interface Props {
  list: AdminListView<ApiLogRow>;
  /** The filters as the address holds them ('' for none). */
  filters: ApiLogFilterValues;
  onFilterChange: (key: keyof ApiLogFilterValues, value: string) => void;
}

export function ApiLogList({ list, filters, onFilterChange }: Props) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<Pending | null>(null);
  // 'Delete All' names the count it deletes before anything goes (issue 22 §4): the list's total is what the filters match.
  const [confirmingAll, setConfirmingAll] = useState(false);
  const total = list.result.ok ? list.result.page.total : 0;
  const set = (key: keyof ApiLogFilterValues) => (value: string) => onFilterChange(key, value === ANY ? '' : value);
  const [path, setPath] = useDraftText(filters.path, set('path'));
  const [from, setFrom] = useDraftText(filters.from, set('from'));
  const [to, setTo] = useDraftText(filters.to, set('to'));

  async function remove(pending: Pending) {
    const res = await deleteApiLogs(pending.kind === 'all' ? { ...filtersOf(filters, list.query.search), deleteAll: true } : { logs: pending.ids });
    if (!res.ok) {
      if (res.reason === REASON.logReasonFirst) setAsking(pending);
      else showToast(res.error, 'error');
      return;
    }
    showToast(res.body.message ?? TEXT.nothingDeleted, res.body.code === 5 ? 'success' : 'info');
    setSelected(new Set());
    void router.invalidate();
  }

  const content = (p: Pending) => (p.kind === 'all' ? 'Delete all API log records matching the filters' : `Delete ${p.ids.length} API log records`);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <SelectField label="Method" name="method" options={METHOD_OPTIONS} value={filters.method || ANY} onChange={set('method')} />
        <SelectField label="Status" name="statusClass" options={STATUS_OPTIONS} value={filters.statusClass || ANY} onChange={set('statusClass')} />
        <TextField label="Path starts with" name="path" value={path} onChange={setPath} maxLength={200} />
        <TextField label="From" name="from" type="datetime-local" value={from} onChange={setFrom} />
        <TextField label="To" name="to" type="datetime-local" value={to} onChange={setTo} />
      </div>
      <div className="flex justify-end">
        <Button variant="danger" isDisabled={total === 0} onPress={() => setConfirmingAll(true)}>
          Delete All
        </Button>
      </div>
      <AdminTable
        label={TEXT.title}
        searchLabel={TEXT.searchLabel}
        columns={COLUMNS}
        {...list}
        empty={TEXT.empty}
        selection={{ selected, onChange: setSelected }}
      />
      {confirmingAll ? (
        <DeleteAllDialog
          count={records(total)}
          onCancel={() => setConfirmingAll(false)}
          onConfirm={() => {
            setConfirmingAll(false);
            void remove({ kind: 'all' });
          }}
        >
          {Object.values(filters).some(Boolean) || list.query.search.trim() ? 'Every API log record the filters match goes for good.' : 'Every record in the API log goes for good.'} The audit trail records that you deleted them.
        </DeleteAllDialog>
      ) : null}
      <LogDeletion
        ticked={selected.size}
        onDeleteTicked={() => void remove({ kind: 'ticked', ids: [...selected] })}
        asking={asking}
        setAsking={setAsking}
        describe={content}
        remove={remove}
      />
    </div>
  );
}
