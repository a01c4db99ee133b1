import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { PLAN_GRANTS_TEXT, type ContactViews } from '../../../contract/plan-grants';
import { Button, buttonClass } from '../../components/button';
import { showToast } from '../../state/alerts';
import type { ViewedMember } from '../../lib/member-api';
import { revealContact, type RevealedContact } from './social-api';

/**
 * The contact section's action on another member's profile (docs/decisions/0564): "View
 * contact" with the views left while the plan has some, the upgrade prompt when it has none,
 * and after revealing, the views left under the details. Nothing for oneself or when privacy
 * decides (the section then says why).
 */
export function ContactReveal({
  member,
  revealedViews,
  onRevealed,
}: {
  member: ViewedMember;
  /** The views left after a reveal on this page. */
  revealedViews: ContactViews | null;
  onRevealed: (answer: RevealedContact) => void;
}) {
  const { busy, reveal } = useReveal(member._id, onRevealed);
  const leftId = useId();
  if (revealedViews) return <p className="mt-3 text-sm text-stone-700">{PLAN_GRANTS_TEXT.viewsLeft(revealedViews)}</p>;
  const views = member.contactViews;
  if (!views || (member.contactAccess !== 'reveal' && member.contactAccess !== 'upgrade')) return null;

  if (member.contactAccess === 'upgrade') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{views.allowed === 0 ? PLAN_GRANTS_TEXT.needsPlan : PLAN_GRANTS_TEXT.limitReached(views)}</p>
        <Link to="/membership" className={buttonClass('primary')}>
          {PLAN_GRANTS_TEXT.upgradeLink}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{PLAN_GRANTS_TEXT.revealHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onPress={() => void reveal()} isDisabled={busy} aria-describedby={leftId}>
          {PLAN_GRANTS_TEXT.viewContact}
        </Button>
        <span id={leftId} className="text-sm font-semibold text-stone-700">
          {PLAN_GRANTS_TEXT.viewsLeft(views)}
        </span>
      </div>
    </div>
  );
}

function useReveal(memberId: string, onRevealed: (answer: RevealedContact) => void) {
  const [busy, setBusy] = useState(false);
  async function reveal() {
    setBusy(true);
    const res = await revealContact(memberId);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    onRevealed(res.body);
  }
  return { busy, reveal };
}

/**
 * "View contact" among the profile header's actions (issue 13): the same reveal as the contact
 * section's, or the way to a plan with contact views. Nothing once revealed, or when privacy
 * decides (the section says why).
 */
export function HeaderContactAction({ member, revealed, onRevealed }: { member: ViewedMember; revealed: boolean; onRevealed: (answer: RevealedContact) => void }) {
  const { busy, reveal } = useReveal(member._id, onRevealed);
  if (revealed || !member.contactViews) return null;
  if (member.contactAccess === 'upgrade') {
    return (
      <Link to="/membership" className={buttonClass('secondary')}>
        {PLAN_GRANTS_TEXT.upgradeLink}
      </Link>
    );
  }
  if (member.contactAccess !== 'reveal') return null;
  return (
    <Button variant="secondary" onPress={() => void reveal()} isDisabled={busy}>
      {PLAN_GRANTS_TEXT.viewContact}
    </Button>
  );
}
