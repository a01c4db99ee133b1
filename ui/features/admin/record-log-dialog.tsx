import { useState, type FormEvent } from 'react';
import { createLogSchema, type CreateLog } from '../../../contract/admin/logs';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';

/** POST /admin/createlog: why an administrator is deleting logs (spec §5 Record Log). */
const recordLog = (json: CreateLog) => call(() => api.admin.createlog.$post({ json }));

/**
 * spec §5 'Record Log': one field 'Accessed For' and Submit ('Write Message' when empty). An
 * administrator other than the main one records why before a delete; on success the delete
 * that asked for it goes ahead (`onRecorded`). `content` says what that delete was.
 */
export function RecordLogDialog({ content, onClose, onRecorded }: { content: string; onClose: () => void; onRecorded: () => void }) {
  const [accessedFor, setAccessedFor] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createLogSchema.safeParse({ accessedFor, content });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).accessedFor);
      return;
    }
    setBusy(true);
    const res = await recordLog(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setError(res.fields.accessedFor ?? res.error);
      return;
    }
    onRecorded();
  }
  return (
    <Modal title="Record Log" isOpen onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField label="Accessed For" name="accessedFor" value={accessedFor} onChange={setAccessedFor} error={error} isRequired maxLength={500} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" isDisabled={busy}>{busy ? 'Submitting…' : 'Submit'}</Button>
        </div>
      </form>
    </Modal>
  );
}
