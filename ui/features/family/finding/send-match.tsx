import { useState } from 'react';
import { m } from '../../../../contract/i18n/paraglide/messages';
import type { MatchRow } from '../../../../contract/search';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { showToast } from '../../../state/alerts';
import { sendMatch } from './finding-api';

/** A family-finding result's 'Send Match' (spec §2), sent for the chosen entry of my family list. */
export function SendMatch({ row, me, forMember }: { row: MatchRow; me: string; forMember: string }) {
  const [sending, setSending] = useState(false);
  // Sent (or sent before: the server's code 4): the button says so and sends nothing more.
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  async function send() {
    setSending(true);
    const res = await sendMatch(row._id, me, forMember);
    setSending(false);
    setSent(res.ok);
    const text = res.ok ? res.body.message : res.error;
    setMessage({ tone: res.ok ? 'success' : 'error', text });
    showToast(text, res.ok ? 'success' : 'error');
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onPress={() => void send()} isDisabled={sending || sent} aria-label={sent ? m.family_finding_match_sent_aria({ name: row.name }) : m.family_finding_send_match_aria({ name: row.name })}>
        {sending ? m.family_finding_sending() : sent ? m.family_finding_match_sent() : m.family_finding_send_match()}
      </Button>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </div>
  );
}
