import { useState } from 'react';
import { MESSAGING_TEXT, reportConversationSchema } from '../../../contract/messaging';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { fieldErrors } from '../../lib/form-errors';
import { showToast } from '../../state/alerts';
import { reportConversation } from './messaging-api';

/** Report conversation: the administrators get a visitor query with the conversation attached. */
export function ReportDialog({ partnerId, partnerName }: { partnerId: string; partnerName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = reportConversationSchema.safeParse({ reason });
    if (!parsed.success) return setError(fieldErrors(parsed.error).reason);
    setBusy(true);
    const res = await reportConversation(partnerId, parsed.data.reason);
    setBusy(false);
    if (!res.ok) return setError(res.fields.reason ?? res.error);
    setOpen(false);
    setReason('');
    showToast(MESSAGING_TEXT.reported, 'success');
  }

  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5 text-xs" onPress={() => setOpen(true)}>
        {MESSAGING_TEXT.report}
      </Button>
      <Modal title={MESSAGING_TEXT.report} isOpen={open} onOpenChange={setOpen}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-stone-700">
            The administrators will read your conversation with {partnerName} to look into it. They read no conversation that no one reported.
          </p>
          <TextField label="What is wrong?" name="reason" multiline value={reason} onChange={(v) => { setReason(v); setError(undefined); }} error={error} isRequired />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={busy}>
              Report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
