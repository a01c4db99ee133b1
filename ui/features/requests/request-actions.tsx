import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { MemberRequestKind, RequestStatus } from '../../../contract/requests';
import { Button } from '../../components/button';
import { showToast } from '../../state/alerts';
import { askFor, toggleShortlist } from './requests-api';

/**
 * Buttons for a member on a profile or a card: Shortlist (a toggle), and ask for photos,
 * contact details or the horoscope. Each shows the server's text as a toast.
 */
export function ShortlistButton({ memberId, shortlisted, onChange }: { memberId: string; shortlisted: boolean; onChange?: (shortlisted: boolean) => void }) {
  const [on, setOn] = useState(shortlisted);
  const [busy, setBusy] = useState(false);
  // A new word from the page's loader wins over this button's last answer (React: adjusting
  // state when a prop changes, during render rather than in an effect).
  const [given, setGiven] = useState(shortlisted);
  if (given !== shortlisted) {
    setGiven(shortlisted);
    setOn(shortlisted);
  }
  async function toggle() {
    setBusy(true);
    const res = await toggleShortlist(memberId, !on);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    setOn(res.body.shortlisted);
    showToast(res.body.message, 'success');
    onChange?.(res.body.shortlisted);
  }
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      aria-pressed={on}
      onPress={() => void toggle()}
    >
      {on ? m.requests_shortlisted() : m.requests_shortlist()}
    </Button>
  );
}

/** Each kind's button and how an ask stands, whole sentences so each language orders its words. */
const ASK_TEXT: Record<MemberRequestKind, { ask: () => string; pending: () => string; declined: () => string }> = {
  photo: { ask: m.requests_ask_photo, pending: m.requests_ask_photo_pending, declined: m.requests_ask_photo_declined },
  contact: { ask: m.requests_ask_contact, pending: m.requests_ask_contact_pending, declined: m.requests_ask_contact_declined },
  horoscope: { ask: m.requests_ask_horoscope, pending: m.requests_ask_horoscope_pending, declined: m.requests_ask_horoscope_declined },
};

/** Ask to see what privacy hides, or how the ask stands (a declined one cannot be asked again). */
export function AskForButton({ memberId, type, asked }: { memberId: string; type: MemberRequestKind; asked: RequestStatus | null }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(asked);
  const [given, setGiven] = useState(asked);
  if (given !== asked) {
    setGiven(asked);
    setStatus(asked);
  }
  const text = ASK_TEXT[type];
  async function ask() {
    setBusy(true);
    const res = await askFor(memberId, type);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    if (res.body.code === 5) setStatus('pending');
  }
  if (status === 'pending' || status === 'rejected') {
    return (
      <span className="rounded-full bg-maroon-50 px-3 py-1.5 text-sm font-semibold text-maroon-900">
        {status === 'pending' ? text.pending() : text.declined()}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      onPress={() => void ask()}
    >
      {text.ask()}
    </Button>
  );
}
