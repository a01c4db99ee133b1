import { DATABASE_JOB_TEXT, type DatabaseRun } from '../../../../contract/admin/database';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** A run's full output (an integrity check may list many lines). */
export function RunOutputDialog({ run, onClose }: { run: DatabaseRun; onClose: () => void }) {
  return (
    <Modal title={`${DATABASE_JOB_TEXT[run.job].label}: output`} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-stone-700">
          Started {new Date(run.startedAt).toLocaleString()} by {run.adminEmail}.
        </p>
        <pre className="max-h-80 overflow-auto rounded-lg bg-stone-100 p-3 text-sm whitespace-pre-wrap break-words text-stone-900">{run.output ?? 'No output yet.'}</pre>
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>Close</Button>
        </div>
      </div>
    </Modal>
  );
}
