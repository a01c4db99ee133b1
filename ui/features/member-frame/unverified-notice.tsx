import { m } from '../../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ResendOwnLink } from '../../components/resend-verification';
import { sessionAtom } from '../../state/session';
import { emailUnverifiedAtom } from '../../state/verify-email';

/** Hidden for the rest of the tab's session once the member says so; it is back in a new one. */
const HIDDEN_KEY = 'sambandh-verify-notice-hidden';

function hiddenBefore(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false; // Storage that throws: the notice shows.
  }
}

/**
 * On every member page until the e-mail is verified (decision 0880): what the member cannot do
 * yet and "Resend the link", so nobody finds out only from a refused button.
 */
export function UnverifiedNotice() {
  const unverified = useAtomValue(emailUnverifiedAtom);
  const email = useAtomValue(sessionAtom)?.userData.email;
  const [hidden, setHidden] = useState(hiddenBefore);
  if (!unverified || hidden || !email) return null;

  function hide() {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Hidden on this page only.
    }
    setHidden(true);
  }

  return (
    <section aria-label={m.member_frame_unverified_region()} className="border-b border-gold-400 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-3 px-4 py-3">
        <p className="min-w-0 flex-[1_1_18rem] text-sm text-stone-900">
          <strong>{m.member_frame_unverified_title()}</strong> {m.member_frame_unverified_before()} <span className="break-all">{email}</span>
          {m.member_frame_unverified_after()}
        </p>
        <ResendOwnLink />
        <Button variant="ghost" onPress={hide}>
          {m.member_frame_hide_for_now()}
        </Button>
      </div>
    </section>
  );
}
