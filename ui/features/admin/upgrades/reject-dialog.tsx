import { useState, type FormEvent } from 'react';
import { upgradeDecisionSchema, type AdminUpgradeRequest } from '../../../../contract/admin/plans';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';

/** Rejecting needs a reason: the member reads it on their Membership page and in the notification. */
export function RejectDialog({ request, onClose, onReject }: { request: AdminUpgradeRequest; onClose: () => void; onReject: (reason: string) => Promise<Record<string, string> | null> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = upgradeDecisionSchema.safeParse({ id: request._id, status: 'rejected', reason });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).reason);
      return;
    }
    setBusy(true);
    const fields = await onReject(reason);
    setBusy(false);
    setError(fields?.reason);
  }
  return (
    <Modal title={`Reject ${request.member.name}’s request`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-stone-700">
          {request.planName} plan. The member reads the reason.
        </p>
        <TextField label="Reason" name="reason" multiline value={reason} onChange={setReason} error={error} isRequired maxLength={300} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" isDisabled={busy}>{busy ? 'Rejecting…' : 'Reject request'}</Button>
        </div>
      </form>
    </Modal>
  );
}
