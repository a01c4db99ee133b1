import { useState } from 'react';
import { ADMIN_REPORTS_TEXT, REPORT_ACTION_LABEL, reportDecisionSchema, type AdminReport, type ReportDecision } from '../../../../contract/admin/reports';
import { REPORT_ACTIONS, REPORT_REASON_LABEL, REPORT_TEXT } from '../../../../contract/reports';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { RadioGroupField } from '../../../components/radio-group-field';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import type { ReportPhoto } from './reports-api';

const KIND_LABEL: Record<AdminReport['kind'], string> = { profile: 'Profile', photo: 'Photo', conversation: 'Conversation' };

/** One report with its context (the photo or profile picture, the note, a conversation's transcript) and the decision. */
export function ReportDecisionDialog({
  report,
  photo,
  onClose,
  onSubmit,
}: {
  report: AdminReport;
  /** Read when the review opened; null when the report has no picture to show (report.photo). */
  photo: ReportPhoto | null;
  onClose: () => void;
  onSubmit: (d: ReportDecision) => Promise<Record<string, string> | null>;
}) {
  const [action, setAction] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const actions = REPORT_ACTIONS.filter((a) => a !== 'hidePhoto' || report.kind === 'photo').map((id) => ({ id, label: REPORT_ACTION_LABEL[id] }));

  async function submit() {
    const parsed = reportDecisionSchema.safeParse({ action, ...(reason.trim() ? { reason } : {}) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    const fields = await onSubmit(parsed.data);
    setBusy(false);
    if (fields) setErrors(fields);
  }

  return (
    <Modal title={`${KIND_LABEL[report.kind]} report: ${report.reported.name}`} isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto text-sm text-stone-800">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Reason</dt>
          <dd>{REPORT_REASON_LABEL[report.reason]}</dd>
          <dt className="font-semibold">Reported by</dt>
          <dd>{report.reporter.name}</dd>
          <dt className="font-semibold">Sent</dt>
          <dd>{formatDateTime(report.createdAt)}</dd>
          <dt className="font-semibold">Member</dt>
          <dd>
            {report.reported.name}
            {report.reported.profileId ? ` (${report.reported.profileId})` : ''} · reported by {report.reported.openReporters} member{report.reported.openReporters === 1 ? '' : 's'} waiting
            {report.reported.hiddenByReports ? ' · hidden from search until you decide' : ''}
          </dd>
        </dl>
        <ReportedPhoto report={report} photo={photo} />
        {report.note ? <p className="whitespace-pre-line rounded-lg bg-stone-100 p-3">{report.note}</p> : null}
        {report.transcript ? (
          <pre aria-label="Transcript" className="max-h-60 overflow-auto whitespace-pre-wrap rounded-lg border border-stone-300 bg-white p-3 text-xs">
            {report.transcript}
          </pre>
        ) : report.kind === 'conversation' ? (
          <p className="text-stone-700">{REPORT_TEXT.transcriptNotShared}</p>
        ) : null}
        {report.status === 'open' ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <RadioGroupField label="Decision" name="action" options={actions} value={action} onChange={(v) => { setAction(v); setErrors({}); }} error={errors.action} isRequired />
            <TextField label="Reason (the member is told it when blocked)" name="reason" value={reason} onChange={setReason} error={errors.reason} isRequired={action === 'block'} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={busy}>
                Decide
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-3">
            <p>
              Decided {report.decidedAt ? formatDateTime(report.decidedAt) : ''}: {report.outcome ? REPORT_ACTION_LABEL[report.outcome] : ''}.
            </p>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** The reported photo, or a profile report's profile picture; a removed photo says so. */
function ReportedPhoto({ report, photo }: { report: AdminReport; photo: ReportPhoto | null }) {
  if (report.kind === 'photo' && report.photo === 'removed') return <Notice tone="info">{ADMIN_REPORTS_TEXT.photoRemoved}</Notice>;
  if (!photo) return null;
  const name = report.reported.name;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold">{report.kind === 'photo' ? 'Reported photo' : 'Profile picture'}</figcaption>
      {'url' in photo ? (
        <img src={photo.url} alt={report.kind === 'photo' ? ADMIN_REPORTS_TEXT.photoAlt(name) : ADMIN_REPORTS_TEXT.profilePictureAlt(name)} className="max-h-72 w-full rounded-lg bg-stone-100 object-contain" />
      ) : (
        <Notice tone="error">{photo.error}</Notice>
      )}
    </figure>
  );
}
