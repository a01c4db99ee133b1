import { useState } from 'react';
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
      {on ? 'Shortlisted' : 'Shortlist'}
    </Button>
  );
}

const ASK_TEXT: Record<MemberRequestKind, { ask: string; what: string }> = {
  photo: { ask: 'Ask to see photos', what: 'Photos' },
  contact: { ask: 'Ask for contact details', what: 'Contact details' },
  horoscope: { ask: 'Ask to see horoscope', what: 'Horoscope' },
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
        {status === 'pending' ? `${text.what} asked for · waiting for an answer` : `${text.what}: they declined your request`}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      onPress={() => void ask()}
    >
      {text.ask}
    </Button>
  );
}
