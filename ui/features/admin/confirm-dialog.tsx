import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/button';
import { Modal } from '../../components/modal';
import { Notice } from '../../components/notice';

interface ConfirmDialogProps {
  /** The question, with what will happen: "Delete 135 page views?" */
  title: string;
  children: ReactNode;
  /** The confirming button says the act again ("Delete 135 page views", "Approve"). */
  confirmLabel: string;
  busyLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  onCancel: () => void;
  /** Runs the act; an error text keeps the dialog open and shows it, null closes it from the caller. */
  onConfirm: () => Promise<string | null>;
}

/**
 * A back-office act that cannot be taken back asks first, as an alert dialog (react-aria's
 * AlertDialog semantics): Cancel, Escape or the backdrop leave everything as it was.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, variant = 'primary', onCancel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(await onConfirm());
    setBusy(false);
  }
  return (
    <Modal title={title} role="alertdialog" isOpen onOpenChange={(open) => !open && !busy && onCancel()}>
      <div className="flex flex-col gap-4">
        <div className="text-stone-800">{children}</div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>Cancel</Button>
          <Button variant={variant} onPress={() => void confirm()} isDisabled={busy}>{busy ? busyLabel : confirmLabel}</Button>
        </div>
      </div>
    </Modal>
  );
}
