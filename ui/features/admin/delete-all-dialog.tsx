import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * 'Delete All' on a log screen asks first, naming how much goes ("Delete 54 page views?"), as
 * both logs do (issue 22 §4). Confirming hands over to the screen's delete, which may still ask
 * for a reason ('Record Log') before anything goes; Cancel leaves every row.
 */
export function DeleteAllDialog({ count, children, onCancel, onConfirm }: { count: string; children: ReactNode; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title={`Delete ${count}?`}
      confirmLabel={`Delete ${count}`}
      busyLabel="Deleting…"
      variant="danger"
      onCancel={onCancel}
      onConfirm={async () => {
        onConfirm();
        return null;
      }}
    >
      <p>{children}</p>
    </ConfirmDialog>
  );
}
