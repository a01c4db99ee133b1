import { m } from '../../../contract/i18n/paraglide/messages';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { NotificationSummary } from './notification-item';
import { useOpenNotification } from './notification-menus';
import type { NotificationPage } from './notifications-api';

export type ListKind = 'all' | 'feed';

const COPY = {
  all: {
    title: m.notifications_title,
    lead: m.notifications_lead,
    empty: m.notifications_empty,
    hint: m.notifications_hint,
    pages: m.notifications_pages,
    loading: m.notifications_loading,
  },
  feed: {
    title: m.notifications_feed_title,
    lead: m.notifications_feed_lead,
    empty: m.notifications_feed_empty,
    hint: m.notifications_feed_hint,
    pages: m.notifications_feed_pages,
    loading: m.notifications_feed_loading,
  },
} as const;

export interface NotificationListProps {
  kind: ListKind;
  data: NotificationPage | null;
  page: number;
  limit: number;
  onNavigate: (next: { page: number; limit: number }) => void;
}

/** The full, paged list behind /notifications and /feed. */
export function NotificationList({ kind, data, page, limit, onNavigate }: NotificationListProps) {
  const copy = COPY[kind];
  usePageTitle(copy.title());
  const router = useRouter();
  const [items, setItems] = useState(data?.notifications ?? []);
  // A new load (another page, a live refresh) replaces what was marked read here meanwhile.
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    setItems(data?.notifications ?? []);
  }
  const open = useOpenNotification((id) => setItems((list) => list.map((n) => (n._id === id ? { ...n, isRead: true } : n))));
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">{copy.title()}</h1>
          <p className="mt-1 text-stone-700">{copy.lead()}</p>
        </div>
        {data ? (
          <p className="text-sm text-stone-700">
            {kind === 'all'
              ? m.notifications_total_unread({ total: formatCount(total), unread: formatCount(data.unread) })
              : m.notifications_total({ total: formatCount(total) })}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        {items.length === 0 ? (
          <EmptyState title={copy.empty()}>
            <p>{copy.hint()}</p>
            <p className="mt-2">
              <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">{m.notifications_back_to_dashboard()}</Link>
            </p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
            {items.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  onClick={() => void open(item, router.state.location.href)}
                  className={`w-full px-4 py-4 hover:bg-maroon-50 ${item.isRead ? '' : 'bg-maroon-50/60'}`}
                >
                  <NotificationSummary item={item} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {total > 0 ? (
        <Pager
          label={copy.pages()}
          page={page}
          totalPages={totalPages}
          onPageChange={(p) => onNavigate({ page: p, limit })}
          pageSize={limit}
          onPageSizeChange={(size) => onNavigate({ page: 1, limit: size })}
        />
      ) : null}
    </div>
  );
}

export function NotificationListPending({ kind }: { kind: ListKind }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{COPY[kind].title()}</h1>
      <LoadingBlock label={COPY[kind].loading()} />
    </div>
  );
}
