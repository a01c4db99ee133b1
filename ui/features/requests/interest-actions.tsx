import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { Answer, InterestBetween } from '../../../contract/requests';
import { Button } from '../../components/button';
import { showToast } from '../../state/alerts';
import { answerRequest, sendInterest } from './requests-api';

/** How an interest stands, in the same words on a profile and on every card (decision 0547). */
const INTEREST_STATE = {
  sent: { pending: m.requests_interest_sent_pending, accepted: m.requests_interest_sent_accepted, rejected: m.requests_interest_sent_declined },
  received: { pending: m.requests_interest_received_pending, accepted: m.requests_interest_received_accepted, rejected: m.requests_interest_received_declined },
} as const;

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
      <Button isDisabled={busy} aria-label={m.requests_send_interest_to({ name })} onPress={() => void send()}>
        {m.requests_send_interest()}
      </Button>
    );
  }
  const state = <span className="rounded-full bg-maroon-50 px-3 py-1.5 text-sm font-semibold text-maroon-900">{INTEREST_STATE[current.sent ? 'sent' : 'received'][current.status]()}</span>;
  if (current.status !== 'pending') return state;
  return current.sent ? (
    <>
      {state}
      <Button variant="secondary" isDisabled={busy} aria-label={m.requests_withdraw_interest_to({ name })} onPress={() => void answer(current._id, 'withdrawn')}>
        {m.requests_withdraw()}
      </Button>
    </>
  ) : (
    <>
      {state}
      <Button isDisabled={busy} aria-label={m.requests_accept_interest_from({ name })} onPress={() => void answer(current._id, 'accepted')}>
        {m.requests_accept()}
      </Button>
      <Button variant="secondary" isDisabled={busy} aria-label={m.requests_decline_interest_from({ name })} onPress={() => void answer(current._id, 'rejected')}>
        {m.requests_decline()}
      </Button>
    </>
  );
}
