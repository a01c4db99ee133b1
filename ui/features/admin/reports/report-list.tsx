import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_REPORTS_TEXT, REPORT_ACTION_LABEL, REPORT_STATUS_FILTER_LABEL, REPORT_STATUS_FILTERS, type AdminReport, type ReportDecision, type ReportStatusFilter } from '../../../../contract/admin/reports';
import { REPORT_REASON_LABEL } from '../../../../contract/reports';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { ReportDecisionDialog } from './report-dialog';
import { decideReport, fetchReportPhoto, type ReportPhoto } from './reports-api';

const FILTERS = REPORT_STATUS_FILTERS.map((id) => ({ id, label: REPORT_STATUS_FILTER_LABEL[id] }));

/** The moderation queue (decision 0958): the oldest waiting report first, each opened to decide. */
export function ReportList({ list, status, onStatusChange }: { list: AdminListView<AdminReport>; status: ReportStatusFilter; onStatusChange: (s: ReportStatusFilter) => void }) {
  const router = useRouter();
  const [open, setOpen] = useState<{ report: AdminReport; photo: ReportPhoto | null } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  /** The picture is read when the administrator asks to review, not before: each read is an audited view. */
  async function review(report: AdminReport) {
    setOpening(report._id);
    const photo = report.photo === 'kept' ? await fetchReportPhoto(report._id) : null;
    setOpening(null);
    setOpen({ report, photo });
  }

  function close() {
    if (open?.photo && 'url' in open.photo) URL.revokeObjectURL(open.photo.url);
    setOpen(null);
  }

  async function submit(decision: ReportDecision) {
    if (!open) return null;
    const res = await decideReport(open.report._id, decision);
    if (!res.ok) {
      showToast(res.error, 'error');
      return res.fields ?? null;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    close();
    void router.invalidate();
    return null;
  }

  const columns: AdminColumn<AdminReport>[] = [
    {
      id: 'member',
      name: 'Member',
      isRowHeader: true,
      render: (r) => (
        <span>
          <strong>{r.reported.name}</strong>
          {r.reported.profileId ? <span className="block text-xs text-stone-700">{r.reported.profileId}</span> : null}
          {r.reported.hiddenByReports ? <span className="block text-xs font-semibold text-red-800">Hidden from search</span> : null}
        </span>
      ),
    },
    { id: 'reason', name: 'Reason', render: (r) => <span>{REPORT_REASON_LABEL[r.reason]} · {r.kind}</span> },
    { id: 'reporter', name: 'Reported by', render: (r) => <span>{r.reporter.name}</span> },
    { id: 'created', name: 'Sent', sortable: true, render: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span> },
    { id: 'status', name: 'Status', render: (r) => <span>{r.outcome ? REPORT_ACTION_LABEL[r.outcome] : 'Waiting'}</span> },
    {
      id: 'actions',
      name: 'Actions',
      render: (r) => (
        <Button variant="secondary" onPress={() => void review(r)} isDisabled={opening !== null} aria-label={`Review the report on ${r.reported.name} by ${r.reporter.name}`}>
          {opening === r._id ? 'Opening…' : 'Review'}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Show" name="status" options={FILTERS} value={status} onChange={(v) => onStatusChange(v as ReportStatusFilter)} className="max-w-xs" />
      <AdminTable label="Reports" searchLabel="Search by member, reporter or profile id" columns={columns} {...list} empty={status === 'open' ? ADMIN_REPORTS_TEXT.empty : 'No reports match.'} />
      {open ? <ReportDecisionDialog report={open.report} photo={open.photo} onClose={close} onSubmit={submit} /> : null}
    </div>
  );
}
