import { useState, type FormEvent } from 'react';
import { QUERY_STATUSES, QUERY_STATUS_LABEL, updateQuerySchema, type AdminVisitorQuery, type QueryStatus, type UpdateQuery } from '../../../../contract/admin/queries';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import { fieldErrors } from '../../../lib/form-errors';

const STATUS_OPTIONS = QUERY_STATUSES.map((s) => ({ id: s, label: QUERY_STATUS_LABEL[s] }));

/**
 * One query: what the visitor wrote, the reply already sent, and the admin's changes. 'Save'
 * keeps the status and the internal note; 'Send reply' e-mails the reply and marks it answered.
 */
export function QueryDialog({ query, onClose, onSubmit }: { query: AdminVisitorQuery; onClose: () => void; onSubmit: (u: UpdateQuery) => Promise<Record<string, string> | null> }) {
  const [status, setStatus] = useState<QueryStatus>(query.status);
  const [note, setNote] = useState(query.note ?? '');
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'reply' | null>(null);

  async function send(kind: 'save' | 'reply', update: UpdateQuery) {
    const parsed = updateQuerySchema.safeParse(update);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(kind);
    setErrors((await onSubmit(parsed.data)) ?? {});
    setBusy(null);
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    void send('save', { id: query._id, status, note });
  };
  // A reply answers the query, or closes it if the admin chose Closed.
  const sendReply = () => void send('reply', { id: query._id, reply, ...(status === 'closed' ? { status } : {}) });

  return (
    <Modal title={`Query from ${query.name}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold text-stone-700">From</dt>
          <dd className="break-all">{query.name} · {query.email}{query.phone ? ` · ${query.phone}` : ''}{query.member ? ' (member)' : ''}</dd>
          <dt className="font-semibold text-stone-700">Sent</dt>
          <dd>{formatDateTime(query.createdAt)}</dd>
          <dt className="font-semibold text-stone-700">Subject</dt>
          <dd className="break-words">{query.subject}</dd>
        </dl>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm text-stone-900">{query.message}</p>
        {query.attachment ? (
          <section aria-label="Reported conversation" className="text-sm">
            <p className="font-semibold text-stone-700">Reported conversation</p>
            <pre className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-stone-200 bg-white p-3 font-sans text-stone-900">{query.attachment}</pre>
          </section>
        ) : null}
        {query.reply ? (
          <div className="text-sm">
            <p className="font-semibold text-stone-700">
              Replied {query.repliedAt ? formatDateTime(query.repliedAt) : ''}{query.repliedBy ? ` by ${query.repliedBy}` : ''}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-green-50 p-3 text-stone-900">{query.reply}</p>
          </div>
        ) : null}
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <SelectField label="Status" name="status" options={STATUS_OPTIONS} value={status} onChange={(v) => setStatus(v as QueryStatus)} error={errors.status} inDialog />
          <TextField label="Internal note" name="note" multiline value={note} onChange={setNote} error={errors.note} maxLength={2000} description="Only administrators read it." />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={onClose}>Cancel</Button>
            <Button type="submit" isDisabled={busy !== null}>{busy === 'save' ? 'Saving…' : 'Save'}</Button>
          </div>
        </form>
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
          <TextField label={`Reply to ${query.email}`} name="reply" multiline value={reply} onChange={setReply} error={errors.reply} maxLength={5000} description="Sent by e-mail with their message quoted; the query becomes answered." />
          <div className="flex justify-end">
            <Button onPress={sendReply} isDisabled={busy !== null}>{busy === 'reply' ? 'Sending…' : 'Send reply'}</Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
