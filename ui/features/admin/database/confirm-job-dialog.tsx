import { useState } from 'react';
import { DATABASE_JOB_TEXT, type DatabaseJob } from '../../../../contract/admin/database';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';

/** Every job asks first: some take a while, some delete (pruning), one changes the schema. */
export function ConfirmJobDialog({ job, onClose, onConfirm }: { job: DatabaseJob; onClose: () => void; onConfirm: () => Promise<string | null> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = DATABASE_JOB_TEXT[job];
  async function confirm() {
    setBusy(true);
    setError(await onConfirm());
    setBusy(false);
  }
  return (
    <Modal title={text.label} role="alertdialog" isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="flex flex-col gap-4">
        <p className="text-stone-800">{text.confirm}</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button onPress={() => void confirm()} isDisabled={busy}>{busy ? 'Starting…' : text.label}</Button>
        </div>
      </div>
    </Modal>
  );
}
