import { useState } from 'react';
import type { Answer, InterestBetween } from '../../../contract/requests';
import { Button } from '../../components/button';
import { showToast } from '../../state/alerts';
import { answerRequest, sendInterest } from './requests-api';

/** How an interest stands, in the same words on a profile and on every card (decision 0547). */
const INTEREST_STATE = {
  sent: { pending: 'Interest sent · waiting for an answer', accepted: 'Interest accepted', rejected: 'Interest declined' },
  received: { pending: 'Sent you an interest', accepted: 'You accepted their interest', rejected: 'You declined their interest' },
} as const;

const SEND_INTEREST = 'Send interest';

export interface InterestActionsProps {
  memberId: string;
  /** The member's name, for the buttons' accessible names on cards ("Send interest to Asha"). */
  name: string;
  interest: InterestBetween | null;
  /** False where no interest can be sent (spec §3 isMatchable: same gender, under 18, not looking): no Send interest. */
  canSend?: boolean;
  /** After a change, so the page's other flags (contact, messaging) follow. */
  onChange?: () => void;
}

/**
 * Send interest, or how it stands: Withdraw while one the viewer sent waits, Accept and
 * Decline while one they received waits. The new state shows at once from the answer; the
 * server's text comes as a toast.
 */
export function InterestActions({ memberId, name, interest, canSend = true, onChange }: InterestActionsProps) {
  const [current, setCurrent] = useState(interest);
  const [busy, setBusy] = useState(false);
  // A new word from the page's loader wins over the last answer shown here (set while
  // rendering, as React adjusts state to a changed prop, not in an effect).
  const [given, setGiven] = useState(interest);
  if (given !== interest) {
    setGiven(interest);
    setCurrent(interest);
  }

  async function send() {
    setBusy(true);
    const res = await sendInterest(memberId);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    if (res.body.code === 5 && res.body.requestId) setCurrent({ _id: res.body.requestId, status: 'pending', sent: true });
    onChange?.();
  }

  async function answer(id: string, status: Answer) {
    setBusy(true);
    const res = await answerRequest('interest', id, status);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    if (res.body.code === 5 && current) setCurrent(status === 'withdrawn' ? null : { ...current, status });
    onChange?.();
  }

  if (!current) {
    if (!canSend) return null;
    return (
      <Button isDisabled={busy} aria-label={`${SEND_INTEREST} to ${name}`} onPress={() => void send()}>
        {SEND_INTEREST}
      </Button>
    );
  }
  const state = <span className="rounded-full bg-maroon-50 px-3 py-1.5 text-sm font-semibold text-maroon-900">{INTEREST_STATE[current.sent ? 'sent' : 'received'][current.status]}</span>;
  if (current.status !== 'pending') return state;
  return current.sent ? (
    <>
      {state}
      <Button variant="secondary" isDisabled={busy} aria-label={`Withdraw interest to ${name}`} onPress={() => void answer(current._id, 'withdrawn')}>
        Withdraw
      </Button>
    </>
  ) : (
    <>
      {state}
      <Button isDisabled={busy} aria-label={`Accept interest from ${name}`} onPress={() => void answer(current._id, 'accepted')}>
        Accept
      </Button>
      <Button variant="secondary" isDisabled={busy} aria-label={`Decline interest from ${name}`} onPress={() => void answer(current._id, 'rejected')}>
        Decline
      </Button>
    </>
  );
}
