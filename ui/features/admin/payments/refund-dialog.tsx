import { useState, type FormEvent } from 'react';
import { ADMIN_PAYMENTS_TEXT as TEXT, paymentRefundSchema, type AdminPayment, type PaymentRefund } from '../../../../contract/admin/payments';
import { rupees } from '../../../../contract/payments';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** What the refund will do, said before it is done: where the money goes and what becomes of the plan. */
function consequence(p: AdminPayment, endPlan: boolean): string {
  const money =
    p.provider === 'offline'
      ? 'This payment was made offline: return the money yourself by bank transfer or UPI; it is recorded here as refunded.'
      : `Razorpay returns ${rupees(p.amount)} to the way ${p.member.name} paid.`;
  const plan = endPlan
    ? `The ${p.planName} plan ends now and ${p.member.name} is back on the Free plan.`
    : p.endsAt === null
      ? `The ${p.planName} plan stays in force.`
      : `The ${p.planName} plan runs on until ${day.format(p.endsAt)}.`;
  return `${money} ${plan} The reason goes into the audit trail.`;
}

/**
 * A refund asks first (issue 23): the reason, for the audit trail, and whether the plan the
 * payment bought ends now; the question and the sentence below it say what will happen.
 */
export function RefundDialog({ payment, onClose, onRefund }: { payment: AdminPayment; onClose: () => void; onRefund: (refund: PaymentRefund) => Promise<{ error: string | null; fields: Record<string, string> }> }) {
  const [reason, setReason] = useState('');
  const [endPlan, setEndPlan] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = rupees(payment.amount);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = paymentRefundSchema.safeParse({ reason, endPlan });
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const res = await onRefund(parsed.data);
    setBusy(false);
    setFields(res.fields);
    setError(res.error);
  }

  return (
    <Modal title={TEXT.refundConfirm(payment.member.name, amount)} role="alertdialog" isOpen onOpenChange={(open) => !open && !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-stone-700">
          {payment.planName} plan{payment.invoiceNumber ? `, invoice ${payment.invoiceNumber}` : ''}{payment.reference ? `, payment ${payment.reference}` : ''}.
        </p>
        <TextField label="Reason" name="reason" multiline value={reason} onChange={setReason} error={fields.reason} isRequired maxLength={300} />
        <CheckboxField label={TEXT.endPlanQuestion} isSelected={endPlan} onChange={setEndPlan} />
        <p className="text-sm text-stone-800" data-testid="refund-consequence">{consequence(payment, endPlan)}</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>Cancel</Button>
          <Button type="submit" variant="danger" isDisabled={busy}>{busy ? 'Refunding…' : `Refund ${amount}`}</Button>
        </div>
      </form>
    </Modal>
  );
}
