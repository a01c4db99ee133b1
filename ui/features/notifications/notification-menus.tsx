import { m } from '../../../contract/i18n/paraglide/messages';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { DROPDOWN_PAGE_SIZE } from '../../../contract/limits';
import { DropdownPanel } from '../../components/dropdown-panel';
import { LoadingBlock } from '../../components/spinner';
import { formatCount } from '../../lib/format';
import { countNotificationRead, refreshNotificationCounts } from '../../lib/header-counts';
import { notificationCountsAtom } from '../../state/header-counts';
import { fetchNotifications, markNotificationRead, type Notification, type NotificationPage } from './notifications-api';
import { NotificationSummary } from './notification-item';

type Kind = 'all' | 'feed';

const COPY = {
  all: { label: m.notifications_title, empty: m.notifications_empty, more: m.notifications_check_all, loading: m.notifications_loading, to: '/notifications' },
  feed: { label: m.notifications_feed_title, empty: m.notifications_feed_empty, more: m.notifications_feed_check_all, loading: m.notifications_feed_loading, to: '/feed' },
} as const;

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

function FeedIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8 9h8M8 13h8M8 17h5" strokeLinecap="round" />
    </svg>
  );
}

/** Opening a notification marks it read (spec §2) and follows its link. */
export function useOpenNotification(onRead?: (id: string) => void) {
  const navigate = useNavigate();
  return async (item: Notification, fallback: string) => {
    if (!item.isRead) {
      onRead?.(item._id);
      await markNotificationRead(item._id);
    }
    const link = item.link ?? fallback;
    if (link.startsWith('/')) await navigate({ href: link });
    else window.location.assign(link);
  };
}

function Dropdown({ kind, badge }: { kind: Kind; badge: number }) {
  const copy = COPY[kind];
  const [open, setOpen] = useState(false);
  // Read afresh each time the panel opens; a closed panel's answer is simply not shown, so
  // nothing has to be cancelled.
  const items = useMemo(() => (open ? fetchNotifications(kind, 1, DROPDOWN_PAGE_SIZE) : null), [open, kind]);
  const title = copy.label();
  const label = badge > 0 ? m.notifications_unread_label({ label: title, count: formatCount(badge) }) : title;
  const close = () => setOpen(false);
  return (
    <DropdownPanel
      buttonLabel={label}
      panelLabel={title}
      isOpen={open}
      onOpenChange={setOpen}
      buttonContent={
        <>
          {kind === 'all' ? <BellIcon /> : <FeedIcon />}
          {badge > 0 ? (
            <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-maroon-700 px-1 text-center text-xs font-bold text-white">
              {badge > 9 ? '9+' : badge}
            </span>
          ) : null}
        </>
      }
    >
      <h2 className="border-b border-maroon-100 px-4 py-3 font-semibold text-maroon-800">{title}</h2>
      {items ? (
        <Suspense fallback={<LoadingBlock label={copy.loading()} />}>
          <DropdownItems kind={kind} items={items} onOpen={close} />
        </Suspense>
      ) : null}
      <div className="border-t border-maroon-100 px-4 py-3 text-center">
        <Link to={copy.to} onClick={close} className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
          {copy.more()}
        </Link>
      </div>
    </DropdownPanel>
  );
}

/** The latest notifications in the open panel; opening one closes the panel and leaves the badge at once. */
function DropdownItems({ kind, items, onOpen }: { kind: Kind; items: Promise<NotificationPage | null>; onOpen: () => void }) {
  const copy = COPY[kind];
  const list = use(items)?.notifications ?? [];
  const openNotification = useOpenNotification();
  if (list.length === 0) return <p className="px-4 py-8 text-center text-sm text-stone-700">{copy.empty()}</p>;
  return (
    <ul className="max-h-96 divide-y divide-maroon-50 overflow-y-auto">
      {list.map((item) => (
        <li key={item._id}>
          <button
            type="button"
            className={`w-full px-4 py-3 hover:bg-maroon-50 ${item.isRead ? '' : 'bg-maroon-50/60'}`}
            onClick={() => {
              onOpen();
              if (!item.isRead) countNotificationRead(item.type);
              void openNotification(item, copy.to);
            }}
          >
            <NotificationSummary item={item} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's notifications and feed dropdowns. Their badges are the bell's count
 * (ui/lib/header-counts.ts), refreshed by live events and, on each route change, from the
 * latest 10 (spec §9).
 */
export function NotificationMenus() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const unread = useAtomValue(notificationCountsAtom);

  useEffect(() => {
    void refreshNotificationCounts();
  }, [pathname]);

  return (
    <>
      <Dropdown kind="all" badge={unread.all} />
      <Dropdown kind="feed" badge={unread.feed} />
    </>
  );
}
