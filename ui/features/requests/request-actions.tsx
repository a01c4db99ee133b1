import { useState } from 'react';
import { Button } from '../../components/button';
import { showToast } from '../../state/alerts';
import { askFor, sendInterest, toggleShortlist } from './requests-api';

/**
 * Buttons other pages can place on a member (cards, profiles): Send interest, Shortlist, and
 * ask for photos, contact details or the horoscope. Each shows the server's text as a toast.
 */
export function SendInterestButton({ memberId, onSent, label = 'Send interest' }: { memberId: string; onSent?: () => void; label?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      isDisabled={busy}
      onPress={async () => {
        setBusy(true);
        const res = await sendInterest(memberId);
        setBusy(false);
        if (!res.ok) return showToast(res.error, 'error');
        showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
        onSent?.();
      }}
    >
      {label}
    </Button>
  );
}

export function ShortlistButton({ memberId, shortlisted, onChange }: { memberId: string; shortlisted: boolean; onChange?: (shortlisted: boolean) => void }) {
  const [on, setOn] = useState(shortlisted);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      aria-pressed={on}
      onPress={async () => {
        setBusy(true);
        const res = await toggleShortlist(memberId, !on);
        setBusy(false);
        if (!res.ok) return showToast(res.error, 'error');
        setOn(res.body.shortlisted);
        showToast(res.body.message, 'success');
        onChange?.(res.body.shortlisted);
      }}
    >
      {on ? 'Shortlisted' : 'Shortlist'}
    </Button>
  );
}

export function AskForButton({ memberId, type, children }: { memberId: string; type: 'photo' | 'contact' | 'horoscope'; children: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      onPress={async () => {
        setBusy(true);
        const res = await askFor(memberId, type);
        setBusy(false);
        if (!res.ok) return showToast(res.error, 'error');
        showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
      }}
    >
      {children}
    </Button>
  );
}
