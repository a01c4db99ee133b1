import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { USER_LOG_PAGE_SIZES, type ActivityLog } from '../../../../contract/admin/logs';
import { REASON } from '../../../../contract/reasons';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { AdminTable, LIST_RELOAD_DELAY_MS, type AdminColumn, type AdminListView } from '../admin-table';
import { DeleteAllDialog } from '../delete-all-dialog';
import { LogDeletion } from '../log-deletion';
import { deleteUserLogs } from './user-logs-api';

/** spec §9: loading and time spent are milliseconds, shown as seconds (÷ 1000). */
const seconds = (ms: number) => `${ms / 1000}`;
const pageViews = (n: number) => (n === 1 ? '1 page view' : `${n} page views`);

const COLUMNS: AdminColumn<ActivityLog>[] = [
  { id: 'name', name: 'User Name', isRowHeader: true, render: (r) => r.name },
  { id: 'ip', name: 'User IP', render: (r) => r.ip ?? '—' },
  { id: 'url', name: 'URL Visited', render: (r) => <span className="break-all">{window.location.origin + r.pathname}</span> },
  { id: 'loadingTime', name: 'Loading Time', render: (r) => seconds(r.loadingTime) },
  { id: 'timeSpant', name: 'Time Spent', render: (r) => seconds(r.timeSpant) },
  { id: 'createdAt', name: 'Date & Time', render: (r) => <span className="whitespace-nowrap">{new Date(r.createdAt).toLocaleString()}</span> },
];

type Pending = { kind: 'ticked'; ids: string[] } | { kind: 'all'; name: string };

/**
 * The User Logs screen, exactly as spec §2/§4: page views with the member's name, ticked and
 * deleted with the fixed 'Delete', or all that the name search matches with 'Delete All'. The
 * main administrator deletes at once; any other one first submits 'Record Log', then the same
 * delete goes ahead. The server holds the rule too (decision 0810): a refusal asking for a
 * reason opens the modal, any other failure shows the returned error.
 */
export function UserLogList({ list, reasonRequired }: { list: AdminListView<ActivityLog>; reasonRequired: boolean }) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<Pending | null>(null);

  async function remove(pending: Pending) {
    const res = await deleteUserLogs(pending.kind === 'all' ? { deleteAll: true, name: pending.name } : { logs: pending.ids });
    if (!res.ok) {
      if (res.reason === REASON.logReasonFirst) setAsking(pending);
      else showToast(res.error, 'error');
      return;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    setSelected(new Set());
    void router.invalidate();
  }

  const ask = (pending: Pending) => (reasonRequired ? setAsking(pending) : void remove(pending));
  // 'Delete All' names the count it deletes before anything goes (issue 22 §4); the list's total is what the name filter matches.
  const total = list.result.ok ? list.result.page.total : 0;
  const [confirmingAll, setConfirmingAll] = useState<string | null>(null);
  const content = (p: Pending) =>
    p.kind === 'all' ? (p.name ? `Delete all user logs of names starting “${p.name}”` : 'Delete all user logs') : `Delete ${p.ids.length} user log records`;

  return (
    <>
      <AdminTable
        label="User logs"
        searchLabel="Search by name"
        columns={COLUMNS}
        {...list}
        empty="No page views to show. Members' visits appear here as they browse."
        pageSizes={USER_LOG_PAGE_SIZES}
        pageSizeAbove
        selection={{ selected, onChange: setSelected }}
        toolbar={
          <Button variant="danger" isDisabled={total === 0} onPress={() => setConfirmingAll(list.query.search)}>
            Delete All
          </Button>
        }
        pagingDelayMs={LIST_RELOAD_DELAY_MS}
      />
      {confirmingAll !== null ? (
        <DeleteAllDialog
          count={pageViews(total)}
          onCancel={() => setConfirmingAll(null)}
          onConfirm={() => {
            setConfirmingAll(null);
            ask({ kind: 'all', name: confirmingAll });
          }}
        >
          {confirmingAll ? `Every page view of names starting “${confirmingAll}” goes for good.` : 'Every page view in the User Logs goes for good.'}{' '}
          {reasonRequired ? 'You record why next; the audit trail keeps it.' : 'The audit trail records that you deleted them.'}
        </DeleteAllDialog>
      ) : null}
      <LogDeletion
        ticked={selected.size}
        onDeleteTicked={() => ask({ kind: 'ticked', ids: [...selected] })}
        asking={asking}
        setAsking={setAsking}
        describe={content}
        remove={remove}
      />
    </>
  );
}
