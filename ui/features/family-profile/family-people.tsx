import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { ProfileFamily, ProfileManager } from '../../../contract/managers';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { Modal } from '../../components/modal';
import { relationLabel } from '../../lib/family-relations';
import { showToast } from '../../state/alerts';
import { removeFromProfile } from './family-profile-api';
import { leaveProfile } from './leave-profile';

const CONSENT_TEXT = {
  awaiting: m.managers_family_consent_awaiting,
  confirmed: m.managers_family_consent_confirmed,
  declined: m.managers_family_consent_declined,
} as const;

/**
 * The candidate and the managers. The candidate may remove a manager; a manager may leave (one
 * who is a member too lands on their own profile; a family account is signed out). Both are
 * confirmed first: the manager's sessions for the profile end at once.
 */
export function FamilyPeople({ family }: { family: ProfileFamily }) {
  const router = useRouter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The manager to remove, or oneself to leave: asked once more, it cannot be undone from here.
  const [confirming, setConfirming] = useState<ProfileManager | null>(null);
  const isCandidate = family.you.role === 'candidate';
  const { candidate } = family;
  const leaving = confirming?.accountId === family.you.accountId;

  async function remove(manager: ProfileManager) {
    setBusy(true);
    setError(null);
    if (manager.accountId === family.you.accountId) {
      const left = await leaveProfile(family.profileId, manager.accountId);
      setBusy(false);
      setConfirming(null);
      if (!left.ok) return setError(left.error);
      showToast(left.message, 'success');
      await router.invalidate();
      return navigate({ to: left.next });
    }
    const res = await removeFromProfile(family.profileId, manager.accountId);
    setBusy(false);
    setConfirming(null);
    if (!res.ok) return setError(res.error);
    showToast(res.body.message, 'success');
    await router.invalidate();
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
                      isDisabled={busy}
                      onPress={() => setConfirming(manager)}
                    >
                      {you ? m.managers_family_leave() : m.managers_family_remove()}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Modal
        title={leaving ? m.managers_family_leave() : m.managers_family_remove_named({ name: confirming?.name ?? '' })}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        isStatic
        role="alertdialog"
      >
        <p className="text-stone-800">
          {leaving ? m.managers_family_leave_question({ name: candidate.name }) : m.managers_family_remove_question({ name: confirming?.name ?? '', candidate: candidate.name })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={() => setConfirming(null)} isDisabled={busy}>{m.common_cancel()}</Button>
          <Button variant="danger" onPress={() => confirming && void remove(confirming)} isDisabled={busy} autoFocus>
            {busy ? m.managers_family_removing() : leaving ? m.managers_family_leave() : m.managers_family_remove()}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
