import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { Avatar } from '../../components/avatar';
import { formatCount, timeAgo, yearsText } from '../../lib/format';
import type { MemberList, MemberListItem } from './social-api';
import { VisitorsLocked } from '../../components/visitors-locked';
import { VerifiedBadges } from '../../components/verified-badges';

export interface MemberListPageProps {
  title: string;
  lead: string;
  /** `locked`: the plan shows how many but not who (visitors without seeVisitors, decision 0564). */
  data: (Omit<MemberList, 'locked'> & { locked?: boolean }) | null;
  /** The failure text when the list could not be loaded. */
  error?: string | null;
  empty: { title: string; hint: ReactNode };
  page: number;
  limit: number;
  onNavigate: (next: { page: number; limit: number }) => void;
  /** What the row says about `at` ("Viewed 5 minutes ago"). */
  when: (item: MemberListItem) => string;
  /** Extra controls per row (e.g. Unblock). */
  action?: (item: MemberListItem) => ReactNode;
  /** Extra text per row (e.g. stars). */
  detail?: (item: MemberListItem) => ReactNode;
}

/** The paged member lists: /usersList/{type}, /userLike, /blockedUser. */
export function MemberListPage({ title, lead, data, error, empty, page, limit, onNavigate, when, action, detail }: MemberListPageProps) {
  const total = data?.total ?? 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">{title}</h1>
          <p className="mt-1 text-stone-700">{lead}</p>
        </div>
        {data ? <p className="text-sm text-stone-700">{m.requests_total({ count: formatCount(total) })}</p> : null}
      </div>
      <div className="mt-6">
        {error ? (
          <EmptyState title={m.requests_list_failed()}>
            <p>{error}</p>
          </EmptyState>
        ) : data?.locked && data.total > 0 ? (
          <VisitorsLocked count={data.total} />
        ) : !data || data.users.length === 0 ? (
          <EmptyState title={empty.title}>{empty.hint}</EmptyState>
        ) : (
          <ul className="divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
            {data.users.map((u) => (
              <li key={u._id} className="flex flex-wrap items-center gap-4 px-4 py-3">
                <Avatar name={u.name} picture={u.profilePicture} size={48} />
                <div className="min-w-0 flex-1">
                  <Link to="/viewprofile/$id" params={{ id: u._id }} className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
                    {u.name}
                  </Link>
                  <p className="text-sm text-stone-700">
                    {[yearsText(u.age), when(u)].filter(Boolean).join(' · ')}
                  </p>
                  <VerifiedBadges phone={u.phoneVerified} id={u.idVerified} className="my-1" />
                  {detail ? detail(u) : null}
                </div>
                {action ? action(u) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {total > 0 && !data?.locked ? (
        <Pager
          label={m.requests_list_pages({ title })}
          page={page}
          totalPages={Math.max(1, Math.ceil(total / limit))}
          onPageChange={(p) => onNavigate({ page: p, limit })}
          pageSize={limit}
          onPageSizeChange={(size) => onNavigate({ page: 1, limit: size })}
        />
      ) : null}
    </div>
  );
}

export function MemberListPending({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{title}</h1>
      <LoadingBlock label={m.social_list_loading({ what: title.toLowerCase() })} />
    </div>
  );
}

/** A row's when as the list says it, e.g. m.social_list_viewed_ago: "Viewed 5 minutes ago". */
export const ago = (says: (inputs: { when: string }) => string) => (u: MemberListItem) => says({ when: timeAgo(u.at) });
