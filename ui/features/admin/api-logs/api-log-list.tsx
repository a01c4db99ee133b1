import { useCallback, useRef, useState } from 'react';
import { API_LOG_METHODS, API_LOGS_TEXT as TEXT, STATUS_CLASSES, type ApiLogRow } from '../../../../contract/admin/api-logs';
import { LOGS_TEXT } from '../../../../contract/admin/logs';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListQuery } from '../admin-table';
import { deleteApiLogs, fetchApiLogs, filtersOf, type ApiLogFilterValues } from './api-logs-api';
import { LogDeletion } from '../log-deletion';

const when = (t: number) => new Date(t).toLocaleString();
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
  { id: 'member', name: 'Member', render: (r) => r.user?.name ?? 'Visitor' },
  { id: 'ip', name: 'IP', render: (r) => r.ip ?? '—' },
];

type Pending = { kind: 'ticked'; ids: string[] } | { kind: 'all' };

/**
 * The API log (decision 0811), in the User Logs' manner: tick rows and 'Delete', or 'Delete All'
 * for what the filters show. The server decides who may delete (spec §4/§6): when it asks for a
 * reason first, the 'Record Log' modal opens, and on success the same delete goes ahead.
 */
export function ApiLogList() {
  const [filters, setFilters] = useState<ApiLogFilterValues>({ method: '', statusClass: '', path: '', from: '', to: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reload, setReload] = useState(0);
  const [asking, setAsking] = useState<Pending | null>(null);
  // The member search lives in the table: 'Delete All' deletes what the list last asked for.
  const lastSearch = useRef('');
  const set = (key: keyof ApiLogFilterValues) => (value: string) => setFilters((f) => ({ ...f, [key]: value === ANY ? '' : value }));
  const load = useCallback(
    (q: AdminListQuery) => {
      lastSearch.current = q.search;
      return fetchApiLogs(q, filters);
    },
    [filters],
  );

  async function remove(pending: Pending) {
    const res = await deleteApiLogs(pending.kind === 'all' ? { ...filtersOf(filters, lastSearch.current), deleteAll: true } : { logs: pending.ids });
    if (!res.ok) {
      if (res.status === 403 && res.error === LOGS_TEXT.reasonFirst) setAsking(pending);
      else showToast(res.error, 'error');
      return;
    }
    showToast(res.body.message ?? TEXT.nothingDeleted, res.body.code === 5 ? 'success' : 'info');
    setSelected(new Set());
    setReload((n) => n + 1);
  }

  const content = (p: Pending) => (p.kind === 'all' ? 'Delete all API log records matching the filters' : `Delete ${p.ids.length} API log records`);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <SelectField label="Method" name="method" options={METHOD_OPTIONS} value={filters.method || ANY} onChange={set('method')} />
        <SelectField label="Status" name="statusClass" options={STATUS_OPTIONS} value={filters.statusClass || ANY} onChange={set('statusClass')} />
        <TextField label="Path starts with" name="path" value={filters.path} onChange={set('path')} maxLength={200} />
        <TextField label="From" name="from" type="datetime-local" value={filters.from} onChange={set('from')} />
        <TextField label="To" name="to" type="datetime-local" value={filters.to} onChange={set('to')} />
      </div>
      <div className="flex justify-end">
        <Button variant="danger" onPress={() => void remove({ kind: 'all' })}>
          Delete All
        </Button>
      </div>
      <AdminTable
        label={TEXT.title}
        searchLabel={TEXT.searchLabel}
        columns={COLUMNS}
        load={load}
        initialSort={{ key: 'at', direction: 'desc' }}
        empty={TEXT.empty}
        reloadKey={reload}
        selection={{ selected, onChange: setSelected }}
      />
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
