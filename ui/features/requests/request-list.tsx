import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { forWhom, KIND_LABEL, type Answer, type RequestDirection, type RequestStatus } from '../../../contract/requests';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { timeAgo, yearsText } from '../../lib/format';
import { showToast } from '../../state/alerts';
import { RequestMemberRow } from './request-member-row';
import { answerRequest, type RequestPage, type RequestRow } from './requests-api';

export const DIRECTION_LABEL: Record<RequestDirection, string> = { sent: 'Sent', received: 'Received' };
export const STATUS_LABEL: Record<RequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Declined', withdrawn: 'Withdrawn' };

const EMPTY: Record<RequestDirection, Record<string, string>> = {
  received: {
    pending: 'No requests are waiting for your answer.',
    accepted: 'You have not accepted any requests yet.',
    rejected: 'You have not rejected any requests.',
  },
  sent: {
    pending: 'You have no requests waiting for an answer.',
    accepted: 'None of your requests has been accepted yet.',
    rejected: 'None of your requests has been rejected.',
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
  const who = row.forMember ? `${row.user.name} for ${row.forMember.name}` : row.user.name;
  return direction === 'received' ? (
    <div className="flex gap-2">
      <Button isDisabled={busy} onPress={() => void act('accepted')} aria-label={`Accept ${KIND_LABEL[row.type].toLowerCase()} from ${who}`}>
        Accept
      </Button>
      <Button variant="secondary" isDisabled={busy} onPress={() => void act('rejected')} aria-label={`Decline ${KIND_LABEL[row.type].toLowerCase()} from ${who}`}>
        Decline
      </Button>
    </div>
  ) : (
    <Button variant="secondary" isDisabled={busy} onPress={() => void act('withdrawn')} aria-label={`Withdraw ${KIND_LABEL[row.type].toLowerCase()} to ${who}`}>
      Withdraw
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
  const title = `${DIRECTION_LABEL[direction]} · ${STATUS_LABEL[status]}`;
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="request-list-title" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="request-list-title" className="font-display text-2xl font-bold text-maroon-800">
          {title}
        </h2>
        {data ? <p className="text-sm text-stone-700">{total} in all</p> : null}
      </div>
      <div className="mt-4">
        {error ? (
          <EmptyState title="The list could not be loaded.">
            <p>{error}</p>
          </EmptyState>
        ) : !data || data.requests.length === 0 ? (
          <EmptyState title={EMPTY[direction][status] ?? 'Nothing here.'}>
            <p>
              Find members on <Link to="/usersList/$type" params={{ type: 'viewers' }} className="font-semibold text-maroon-800 underline">your lists</Link> or your{' '}
              <Link to="/shortlist" className="font-semibold text-maroon-800 underline">shortlist</Link>.
            </p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
            {data.requests.map((r) => (
              <RequestMemberRow
                key={r._id}
                user={r.user}
                facts={[KIND_LABEL[r.type], yearsText(r.user.age), `${status === 'pending' ? (direction === 'sent' ? 'Sent' : 'Received') : STATUS_LABEL[status]} ${timeAgo(r.updatedAt)}`]}
                // An interest sent on behalf of someone of the sender's family list (decision 0546).
                note={r.forMember ? `for ${forWhom(r.forMember)}` : null}
                actions={<RowActions row={r} direction={direction} />}
              />
            ))}
          </ul>
        )}
      </div>
      {total > 0 ? (
        <Pager
          label={`${title} pages`}
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
