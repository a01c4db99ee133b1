import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { kindLabel } from '../../../contract/requests';
import { Button } from '../../components/button';
import { timeAgo, yearsText } from '../../lib/format';
import { showToast } from '../../state/alerts';
import { RequestMemberRow } from './request-member-row';
import { answerRequest, type SentForMePage } from './requests-api';

type Row = SentForMePage['requests'][number];

/** "Your father Ramesh Sharma": the relation arrives in the reader's mother tongue, as a sentence reads it. */
const sentBy = (r: Row) => (r.sentBy.relation ? m.requests_your_relation({ relation: r.sentBy.relation, name: r.sentBy.name }) : r.sentBy.name);

function WithdrawButton({ row }: { row: Row }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (row.status !== 'pending') return null;
  async function withdraw() {
    setBusy(true);
    const res = await answerRequest('interest', row._id, 'withdrawn');
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    await router.invalidate();
  }
  return (
    <Button
      variant="secondary"
      isDisabled={busy}
      aria-label={m.requests_withdraw_for_you({ name: row.user.name, by: row.sentBy.name })}
      onPress={() => void withdraw()}
    >
      {m.requests_withdraw()}
    </Button>
  );
}

/**
 * /requests' "Sent for you by your family" (docs/decisions/0724): interests a relative sent for
 * the member from their family list, where the member's entry is linked to their account. Shown
 * only when there are some; the member may withdraw a pending one.
 */
export function SentForYou({ data }: { data: SentForMePage | null }) {
  if (!data || data.requests.length === 0) return null;
  return (
    <section aria-labelledby="sent-for-you-title" className="mt-6">
      <h2 id="sent-for-you-title" className="font-display text-2xl font-bold text-maroon-800">
        {m.requests_sent_for_you_title()}
      </h2>
      <ul className="mt-3 divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
        {data.requests.map((r) => (
          <RequestMemberRow
            key={r._id}
            user={r.user}
            facts={[kindLabel('interest'), yearsText(r.user.age), (r.status === 'pending' ? m.requests_sent_ago : m.requests_accepted_ago)({ when: timeAgo(r.updatedAt) })]}
            note={m.requests_sent_for_you_by({ by: sentBy(r) })}
            actions={<WithdrawButton row={r} />}
          />
        ))}
      </ul>
    </section>
  );
}
