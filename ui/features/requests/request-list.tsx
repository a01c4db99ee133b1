import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { forWhom, kindLabel, type Answer, type RequestDirection, type RequestStatus } from '../../../contract/requests';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { formatCount, timeAgo, yearsText } from '../../lib/format';
import { showToast } from '../../state/alerts';
import { sessionAtom } from '../../state/session';
import { relationPhrase } from '../../lib/family-relations';
import { RequestMemberRow } from './request-member-row';
import { answerRequest, type RequestPage, type RequestRow } from './requests-api';

const DIRECTION_LABEL: Record<RequestDirection, () => string> = { sent: m.requests_direction_sent, received: m.requests_direction_received };
const STATUS_LABEL: Record<RequestStatus, () => string> = {
  pending: m.requests_status_pending,
  accepted: m.requests_status_accepted,
  rejected: m.requests_status_declined,
  withdrawn: m.requests_status_withdrawn,
};
/** "Sent by her father, Ramesh Sharma": the manager who sent it, as the sender's relative (issue 27). */
function sentByText(sentBy: NonNullable<RequestRow['sentBy']>, senderGender: RequestRow['user']['gender']): string {
  return sentBy.relation ? m.managers_requests_sent_by({ relation: relationPhrase(sentBy.relation, senderGender), name: sentBy.name }) : m.managers_requests_sent_by_name({ name: sentBy.name });
}

export const directionLabel = (d: RequestDirection) => DIRECTION_LABEL[d]();
export const statusLabel = (s: RequestStatus) => STATUS_LABEL[s]();

/** "Sent 5 minutes ago": the facts line's when, as each list reads it. */
const WHEN: Record<'sent' | 'received' | Exclude<RequestStatus, 'pending'>, (when: { when: string }) => string> = {
  sent: m.requests_sent_ago,
  received: m.requests_received_ago,
  accepted: m.requests_accepted_ago,
  rejected: m.requests_declined_ago,
  withdrawn: m.requests_withdrawn_ago,
};

const EMPTY: Record<RequestDirection, Record<string, () => string>> = {
  received: {
    pending: m.requests_empty_received_pending,
    accepted: m.requests_empty_received_accepted,
    rejected: m.requests_empty_received_rejected,
  },
  sent: {
    pending: m.requests_empty_sent_pending,
    accepted: m.requests_empty_sent_accepted,
    rejected: m.requests_empty_sent_rejected,
  },
};

function RowActions({ row, direction }: { row: RequestRow; direction: RequestDirection }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (row.status !== 'pending') return null;
  const act = async (status: Answer) => {
    setBusy(true);
    const res = await answerRequest(row.type, row._id, status);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    await router.invalidate();
  };
  const who = row.forMember ? m.requests_who_for({ name: row.user.name, forName: row.forMember.name }) : row.user.name;
  const kind = kindLabel(row.type).toLowerCase();
  return direction === 'received' ? (
    <div className="flex gap-2">
      <Button isDisabled={busy} onPress={() => void act('accepted')} aria-label={m.requests_accept_kind_from({ kind, who })}>
        {m.requests_accept()}
      </Button>
      <Button variant="secondary" isDisabled={busy} onPress={() => void act('rejected')} aria-label={m.requests_decline_kind_from({ kind, who })}>
        {m.requests_decline()}
      </Button>
    </div>
  ) : (
    <Button variant="secondary" isDisabled={busy} onPress={() => void act('withdrawn')} aria-label={m.requests_withdraw_kind_to({ kind, who })}>
      {m.requests_withdraw()}
    </Button>
  );
}

export interface RequestListProps {
  direction: RequestDirection;
  status: RequestStatus;
  data: RequestPage | null;
  error: string | null;
  page: number;
  limit: number;
  onNavigate: (next: { page: number; limit: number }) => void;
}

/** One list of /requests/{type}/{status}: member, kind, when, and the actions of a pending request. */
export function RequestList({ direction, status, data, error, page, limit, onNavigate }: RequestListProps) {
  // "Sent by her father": a sent request's sender is this profile, whose gender names the relation.
  const ownGender = useAtomValue(sessionAtom)?.userData.gender ?? null;
  const title = `${directionLabel(direction)} · ${statusLabel(status)}`;
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="request-list-title" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="request-list-title" className="font-display text-2xl font-bold text-maroon-800">
          {title}
        </h2>
        {data ? <p className="text-sm text-stone-700">{m.requests_total({ count: formatCount(total) })}</p> : null}
      </div>
      <div className="mt-4">
        {error ? (
          <EmptyState title={m.requests_list_failed()}>
            <p>{error}</p>
          </EmptyState>
        ) : !data || data.requests.length === 0 ? (
          <EmptyState title={EMPTY[direction][status]?.() ?? m.requests_empty_other()}>
            <p>
              {m.requests_empty_hint_before()}
              <Link to="/usersList/$type" params={{ type: 'viewers' }} className="font-semibold text-maroon-800 underline">{m.requests_empty_hint_lists()}</Link>
              {m.requests_empty_hint_middle()}
              <Link to="/shortlist" className="font-semibold text-maroon-800 underline">{m.requests_empty_hint_shortlist()}</Link>
              {m.requests_empty_hint_after()}
            </p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
            {data.requests.map((r) => (
              <RequestMemberRow
                key={r._id}
                user={r.user}
                facts={[kindLabel(r.type), yearsText(r.user.age), WHEN[status === 'pending' ? direction : status]({ when: timeAgo(r.updatedAt) })]}
                // An interest sent on behalf of someone of the sender's family list (decision 0546),
                // or by a family manager for the sender's profile (issue 27).
                note={[r.forMember ? m.requests_for_whom({ whom: forWhom(r.forMember) }) : null, r.sentBy ? sentByText(r.sentBy, direction === 'received' ? r.user.gender : ownGender) : null].filter(Boolean).join(' · ') || null}
                actions={<RowActions row={r} direction={direction} />}
              />
            ))}
          </ul>
        )}
      </div>
      {total > 0 ? (
        <Pager
          label={m.requests_list_pages({ title })}
          page={page}
          totalPages={Math.max(1, Math.ceil(total / limit))}
          onPageChange={(p) => onNavigate({ page: p, limit })}
          pageSize={limit}
          onPageSizeChange={(size) => onNavigate({ page: 1, limit: size })}
        />
      ) : null}
    </section>
  );
}
