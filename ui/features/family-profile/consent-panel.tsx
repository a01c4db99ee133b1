import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { api, call } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { showToast } from '../../state/alerts';
import { sessionAtom } from '../../state/session';
import { answerConsent } from './family-profile-api';

/**
 * The candidate's decision (issue 27): shown to the candidate, signed in as themselves, on a
 * profile their family made that they have not confirmed. Only their yes shows it to others.
 */
export function ConsentPanel({ className }: { className: string }) {
  const router = useRouter();
  const session = useAtomValue(sessionAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = session?.userData;
  const inPerson = !!user && !('managedBy' in user && user.managedBy);
  if (!session || !user || !inPerson || (user.consent !== 'awaiting' && user.consent !== 'declined')) return null;

  async function answer(consent: 'yes' | 'no') {
    setBusy(true);
    setError(null);
    const res = await answerConsent(session!.userId, consent);
    if (!res.ok) {
      setBusy(false);
      setError(res.error);
      return;
    }
    showToast(res.body.message, 'success');
    // The session's user carries the consent: read it again so every page follows.
    const check = await call(() => api.auth.checkLogin.$get());
    if (check.ok) updateSessionUser(check.body.user);
    setBusy(false);
    await router.invalidate();
  }

  return (
    <div className={className}>
    <section aria-labelledby="consent-heading" className="rounded-2xl border-2 border-maroon-300 bg-white p-5 shadow-sm">
      <h2 id="consent-heading" className="font-display text-xl font-bold text-maroon-800">{m.managers_consent_heading()}</h2>
      <p className="mt-2 text-stone-800">{user.consent === 'declined' ? m.managers_consent_declined_body() : m.managers_consent_body()}</p>
      {error ? <div className="mt-3"><Notice tone="error">{error}</Notice></div> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onPress={() => void answer('yes')} isDisabled={busy}>{busy ? m.managers_consent_answering() : m.managers_consent_confirm()}</Button>
        {user.consent === 'awaiting' ? (
          <Button variant="secondary" onPress={() => void answer('no')} isDisabled={busy}>{m.managers_consent_decline()}</Button>
        ) : null}
      </div>
    </section>
    </div>
  );
}
