import { useState, type FormEvent } from 'react';
import { ADMIN_PLANS_TEXT, upgradeDecisionSchema, type AdminUpgradeRequest } from '../../../../contract/admin/plans';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';

interface ApproveDialogProps {
  request: AdminUpgradeRequest;
  /** The question, saying what the member gets: "Approve Gold for Asha Patil, ₹4,999, until 26 May 2027?" */
  title: string;
  onClose: () => void;
  /** Approves with the reference; the server's error and field errors keep the dialog open. */
  onApprove: (reference: string | undefined) => Promise<{ error: string | null; fields: Record<string, string> }>;
}

/**
 * Approving asks first (decision 0807). A paid plan is a payment received offline (issue 23):
 * the administrator records what the member paid with (UTR, UPI reference or cheque number),
 * which goes on the member's invoice, so it is asked for here and required.
 */
export function ApproveDialog({ request, title, onClose, onApprove }: ApproveDialogProps) {
  const paid = (request.price ?? 0) > 0;
  const [reference, setReference] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const given = reference.trim() || undefined;
    if (paid && !given) {
      setFields({ reference: ADMIN_PLANS_TEXT.referenceNeeded });
      return;
    }
    const parsed = upgradeDecisionSchema.safeParse({ id: request._id, status: 'approved', reference: given });
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const res = await onApprove(given);
    setBusy(false);
    setFields(res.fields);
    setError(res.error);
  }

  return (
    <Modal title={title} role="alertdialog" isOpen onOpenChange={(open) => !open && !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <p className="text-stone-800">
          The plan starts as soon as you approve, and {request.member.name} is told
          {paid ? ' and mailed a receipt. Approve once the payment has reached us.' : '.'}
        </p>
        {paid ? (
          <TextField
            label="Payment reference"
            name="reference"
            value={reference}
            onChange={setReference}
            error={fields.reference}
            description="The UTR, UPI reference or cheque number the member paid with. It goes on their invoice."
            isRequired
            maxLength={64}
          />
        ) : null}
        {error && !fields.reference ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>Cancel</Button>
          <Button type="submit" isDisabled={busy}>{busy ? 'Approving…' : 'Approve'}</Button>
        </div>
      </form>
    </Modal>
  );
}
