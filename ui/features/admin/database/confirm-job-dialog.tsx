import { DATABASE_JOB_TEXT, type DatabaseJob } from '../../../../contract/admin/database';
import { ConfirmDialog } from '../confirm-dialog';

/** Every job asks first: some take a while, some delete (pruning), one changes the schema. */
export function ConfirmJobDialog({ job, onClose, onConfirm }: { job: DatabaseJob; onClose: () => void; onConfirm: () => Promise<string | null> }) {
  const text = DATABASE_JOB_TEXT[job];
  return (
    <ConfirmDialog title={text.label} confirmLabel={text.label} busyLabel="Starting…" onCancel={onClose} onConfirm={onConfirm}>
      <p>{text.confirm}</p>
    </ConfirmDialog>
  );
}
