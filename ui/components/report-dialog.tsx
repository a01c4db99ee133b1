import { useState } from 'react';
import { REPORT_REASON_LABEL, REPORT_REASONS, REPORT_TEXT, reportSchema, type ReportKind } from '../../contract/reports';
import { fieldErrors } from '../lib/form-errors';
import { api, call } from '../lib/api';
import { showToast } from '../state/alerts';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { Modal } from './modal';
import { RadioGroupField } from './radio-group-field';
import { TextField } from './text-field';
import { m } from '../../contract/i18n/paraglide/messages';

export interface ReportDialogProps {
  kind: ReportKind;
  /** The member's id (profile, conversation) or the photo's name. */
  targetId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Report a profile, a photo or a conversation (issue 24, decision 0958): choose a reason, send.
 * Opened from where the thing is seen: the profile header, a card's menu, a photo, the chat.
 */
export function ReportDialog({ kind, targetId, isOpen, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  // The member chooses whether the conversation's messages go with the report; offered ticked.
  const [shareTranscript, setShareTranscript] = useState(true);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  function close() {
    onOpenChange(false);
    setReason('');
    setNote('');
    setShareTranscript(true);
    setErrors({});
  }

  async function submit() {
    const parsed = reportSchema.safeParse({ kind, targetId, reason, ...(note.trim() ? { note } : {}), ...(kind === 'conversation' ? { shareTranscript } : {}) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    const res = await call(() => api.user.report.$post({ json: parsed.data }));
    setBusy(false);
    if (!res.ok) return setErrors({ ...res.fields, form: (res.fields.reason ?? res.fields.note) === undefined ? res.error : undefined });
    close();
    showToast(res.body.message ?? REPORT_TEXT.sent, 'success');
  }

  return (
    <Modal title={REPORT_TEXT.title[kind]} isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <RadioGroupField
          label={REPORT_TEXT.reasonLabel}
          name="reason"
          options={REPORT_REASONS.map((id) => ({ id, label: REPORT_REASON_LABEL[id] }))}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setErrors({});
          }}
          error={errors.reason}
          isRequired
        />
        <TextField label={REPORT_TEXT.noteLabel} name="note" multiline value={note} onChange={setNote} error={errors.note} />
        {kind === 'conversation' ? (
          <div className="flex flex-col gap-1">
            <CheckboxField label={REPORT_TEXT.transcriptShare} name="shareTranscript" isSelected={shareTranscript} onChange={setShareTranscript} />
            <p className="text-xs text-stone-600">{REPORT_TEXT.transcriptShareNote}</p>
          </div>
        ) : null}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={close}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {REPORT_TEXT.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A button that opens the report dialog: the profile header, a photo, the chat. */
export function ReportButton({
  kind,
  targetId,
  label,
  accessibleLabel,
  className = 'px-3 py-1.5 text-xs',
}: {
  kind: ReportKind;
  targetId: string;
  label: string;
  /** When several sit on one page (a photo each): which one it reports. */
  accessibleLabel?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className={className} aria-label={accessibleLabel} onPress={() => setOpen(true)}>
        {label}
      </Button>
      <ReportDialog kind={kind} targetId={targetId} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
