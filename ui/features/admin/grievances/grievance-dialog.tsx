import { useState, type FormEvent } from 'react';
import { resolveGrievanceSchema, type AdminGrievance } from '../../../../contract/grievances';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import { fieldErrors } from '../../../lib/form-errors';
import { timeLeftText } from './time-left';

/** One complaint: what was written, when it is due, and the reply that resolves it (mailed). */
export function GrievanceDialog({ grievance: g, onClose, onResolve }: { grievance: AdminGrievance; onClose: () => void; onResolve: (reply: string) => Promise<Record<string, string> | null> }) {
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resolveGrievanceSchema.safeParse({ reply });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    setErrors((await onResolve(parsed.data.reply)) ?? {});
    setBusy(false);
  }

  return (
    <Modal title={`Complaint ${g.number}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold text-stone-700">From</dt>
          <dd className="break-all">{g.name} · {g.email}{g.member ? ' (member)' : ''}</dd>
          <dt className="font-semibold text-stone-700">Received</dt>
          <dd>{formatDateTime(g.createdAt)}{g.acknowledgedAt ? ', acknowledged by e-mail' : ', not acknowledged: the mail could not be sent'}</dd>
          <dt className="font-semibold text-stone-700">Due</dt>
          <dd>{formatDateTime(g.dueAt)}{g.timeLeft !== null ? ` (${timeLeftText(g.timeLeft)})` : ''}</dd>
          <dt className="font-semibold text-stone-700">Subject</dt>
          <dd className="break-words">{g.subject}</dd>
        </dl>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm text-stone-900">{g.message}</p>
        {g.resolution ? (
          <div className="text-sm">
            <p className="font-semibold text-stone-700">Resolved {g.resolvedAt ? formatDateTime(g.resolvedAt) : ''}{g.resolvedBy ? ` by ${g.resolvedBy}` : ''}</p>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-green-50 p-3 text-stone-900">{g.resolution}</p>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2 border-t border-stone-200 pt-4">
            <TextField label={`Reply to ${g.email}`} name="reply" multiline value={reply} onChange={setReply} error={errors.reply} maxLength={5000} description="Sent by e-mail with their complaint quoted; the complaint becomes resolved." />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={onClose}>Cancel</Button>
              <Button type="submit" isDisabled={busy}>{busy ? 'Sending…' : 'Resolve and send reply'}</Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
