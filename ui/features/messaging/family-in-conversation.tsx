import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { FamilyReadsSince } from '../../../contract/messaging';
import { SwitchField } from '../../components/switch-field';
import { api, call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../state/alerts';
import { sessionAtom } from '../../state/session';

const firstName = (name: string) => name.split(' ')[0] ?? name;

/**
 * Family in the conversation (issue 27): the candidate of a family-run profile, in person, lets
 * their managers read this one conversation from now on; both sides see since when a family
 * reads it, so nobody is read without knowing.
 */
export function FamilyInConversation({ partnerId, partnerName, since, onChange }: { partnerId: string; partnerName: string; since: FamilyReadsSince; onChange: (since: FamilyReadsSince) => void }) {
  const user = useAtomValue(sessionAtom)?.userData;
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const inPerson = !('managedBy' in user && user.managedBy);
  const familyRun = user.consent !== null;

  async function toggle(enabled: boolean) {
    setBusy(true);
    const res = await call(() => api.user.messaging.family[':partnerId'].$put({ param: { partnerId }, json: { enabled } }));
    setBusy(false);
    if (!res.ok) {
      showToast(res.error, 'error');
      return;
    }
    onChange({ ...since, mine: res.body.data.familyReadsSince });
  }

  const notices = [
    since.mine !== null ? m.managers_chat_family_reads({ name: firstName(user.name), since: formatDateTime(since.mine) }) : null,
    since.partner !== null ? m.managers_chat_family_reads({ name: firstName(partnerName), since: formatDateTime(since.partner) }) : null,
  ].filter((n) => n !== null);
  if (!(inPerson && familyRun) && notices.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-b border-maroon-100 bg-maroon-50 px-4 py-2 text-sm text-maroon-900">
      {inPerson && familyRun ? (
        <SwitchField
          label={m.managers_chat_family_switch()}
          description={m.managers_chat_family_switch_description({ name: firstName(partnerName) })}
          isSelected={since.mine !== null}
          isDisabled={busy}
          onChange={(enabled) => void toggle(enabled)}
        />
      ) : null}
      {notices.map((text) => (
        <p key={text} role="note">{text}</p>
      ))}
    </div>
  );
}
