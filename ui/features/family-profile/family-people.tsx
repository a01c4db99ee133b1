import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { ProfileFamily, ProfileManager } from '../../../contract/managers';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { relationLabel } from '../../lib/family-relations';
import { endSessionLocally } from '../../lib/session';
import { showToast } from '../../state/alerts';
import { removeFromProfile } from './family-profile-api';

const CONSENT_TEXT = {
  awaiting: m.managers_family_consent_awaiting,
  confirmed: m.managers_family_consent_confirmed,
  declined: m.managers_family_consent_declined,
} as const;

/**
 * The candidate and the managers. The candidate may remove a manager; a manager may leave, which
 * ends their session for the profile at once (the server revokes it), so they sign in again.
 */
export function FamilyPeople({ family }: { family: ProfileFamily }) {
  const router = useRouter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isCandidate = family.you.role === 'candidate';
  const { candidate } = family;

  async function remove(manager: ProfileManager) {
    setBusy(manager.accountId);
    setError(null);
    const res = await removeFromProfile(family.profileId, manager.accountId);
    setBusy(null);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    showToast(res.body.message, 'success');
    if (manager.accountId !== family.you.accountId) {
      await router.invalidate();
      return;
    }
    endSessionLocally();
    await navigate({ to: '/login' });
  }

  return (
    <div className="flex flex-col gap-5">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{m.managers_family_candidate()}</h3>
        <p className="mt-1 font-semibold text-stone-900">
          {candidate.name}
          {isCandidate ? <span className="font-normal text-stone-600"> ({m.managers_family_you()})</span> : null}
        </p>
        <p className="text-sm text-stone-700">
          {candidate.hasSignIn ? m.managers_family_candidate_signs_in() : m.managers_family_candidate_no_sign_in()}
          {candidate.consent ? ` · ${CONSENT_TEXT[candidate.consent]()}` : null}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{m.managers_family_managers()}</h3>
        {family.managers.length === 0 ? (
          <div className="mt-2"><EmptyState title={m.managers_family_no_managers()} /></div>
        ) : (
          <ul className="mt-2 divide-y divide-maroon-100">
            {family.managers.map((manager) => {
              const you = manager.accountId === family.you.accountId;
              return (
                <li key={manager.accountId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold text-stone-900">{manager.name}</span>
                    <span className="text-stone-700"> · {manager.relation === 'self' ? '' : relationLabel(manager.relation)}</span>
                    {you ? <span className="text-stone-600"> ({m.managers_family_you()})</span> : null}
                  </span>
                  {isCandidate || you ? (
                    <Button
                      variant="dangerGhost"
                      className="px-3 py-1"
                      aria-label={you ? m.managers_family_leave() : m.managers_family_remove_named({ name: manager.name })}
                      isDisabled={busy !== null}
                      onPress={() => void remove(manager)}
                    >
                      {busy === manager.accountId ? m.managers_family_removing() : you ? m.managers_family_leave() : m.managers_family_remove()}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
