import { useLoaderData } from '@tanstack/react-router';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { TextField, fieldLabelClass } from '../../../components/text-field';
import { LINK_TEXT } from '../../../../contract/family-links';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { showToast } from '../../../state/alerts';
import { sendLinkRequest } from './links-api';

const BY_ID = '__unique_id__';

/**
 * 'Link to a member' for one entry of my list (docs/decisions/0755): pick a recommended member or
 * type the member's unique id (shown on their profile). The member is asked to confirm.
 */
export function LinkMemberDialog({ entry, onClose, onSent }: { entry: { _id: string; to_name: string }; onClose: () => void; onSent: () => void }) {
  // The dialog opens from /familyMember, whose loader reads the recommendations (decision 0900).
  const recommendations = useLoaderData({ from: '/_member/familyMember', select: (d) => d.recommendations });
  const [choice, setChoice] = useState('');
  const [uniqueId, setUniqueId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = choice === BY_ID || recommendations.length === 0;

  async function send() {
    const target = byId ? { uniqueId: uniqueId.trim() } : { userId: choice };
    if (byId ? !uniqueId.trim() : !choice) return setError(LINK_TEXT.chooseMember);
    setBusy(true);
    const res = await sendLinkRequest(entry._id, target);
    setBusy(false);
    if (!res.ok) return setError(res.error);
    showToast(res.body.message ?? m.family_link_request_sent(), res.body.code === 5 ? 'success' : 'info');
    onSent();
  }

  return (
    <Modal title={m.family_link_to_member()} isOpen onOpenChange={(open) => !open && onClose()}>
      <p className="text-sm text-stone-700">
        {m.family_link_dialog_intro({ name: entry.to_name })}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {recommendations.length ? (
          <RadioGroup value={choice} onChange={(v) => { setChoice(v); setError(null); }} className="flex flex-col gap-2">
            <Label className={fieldLabelClass}>{m.family_link_dialog_member()}</Label>
            {recommendations.slice(0, 6).map((r) => (
              <Radio key={r.user_id} value={r.user_id} className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 p-2 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-600 data-[selected]:border-maroon-700 data-[selected]:bg-maroon-50">
                <Avatar name={r.to_name} picture={r.userDetails[0].profilePicture} size={32} />
                <span className="font-semibold text-stone-900">{r.to_name}</span>
              </Radio>
            ))}
            <Radio value={BY_ID} className="cursor-pointer rounded-lg border border-stone-300 p-2 font-semibold text-stone-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-600 data-[selected]:border-maroon-700 data-[selected]:bg-maroon-50">
              {m.family_link_dialog_by_unique_id()}
            </Radio>
          </RadioGroup>
        ) : null}
        {byId ? (
          <TextField label={m.family_link_dialog_unique_id()} name="uniqueId" value={uniqueId} onChange={(v) => { setUniqueId(v); setError(null); }} maxLength={40} description={m.family_link_dialog_unique_id_help()} />
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {m.family_cancel()}
          </Button>
          <Button onPress={() => void send()} isDisabled={busy}>
            {m.family_link_dialog_send()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
