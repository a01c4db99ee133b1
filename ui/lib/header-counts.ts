import { ROUTE_POLL_PAGE_SIZE } from '../../contract/limits';
import { notificationCountsAtom, requestsCountAtom } from '../state/header-counts';
import { isMemberAtom } from '../state/session';
import { appStore } from '../state/store';
import { api, call } from './api';

/**
 * One function per header count (decision 0900): a write that changes a count calls it, and so
 * does a live event that names it (ui/lib/live-changes.ts). The server's count replaces what the
 * page had: the database is the truth. The Chat badge's is refreshUnread (features/messaging).
 */

// The frame stays mounted for a moment while logout or an admin's return navigates away.
const signedIn = () => appStore.get(isMemberAtom);

/** The Requests link's count: requests received and waiting for an answer. */
export async function refreshRequestsCount(): Promise<void> {
  if (!signedIn()) return;
  const res = await call(() => api.user.requests.counts.$get());
  if (res.ok && signedIn()) appStore.set(requestsCountAtom, res.body.data.received.pending);
}

/** The bell's unread count, and the feed's among the latest (spec §9 reads the latest 10). */
export async function refreshNotificationCounts(): Promise<void> {
  if (!signedIn()) return;
  const res = await call(() =>
    api.user.notifications[':type'].$get({ param: { type: 'all' }, query: { page: '1', limit: String(ROUTE_POLL_PAGE_SIZE) } }),
  );
  if (!res.ok || !signedIn()) return;
  const { notifications, unread } = res.body.data;
  appStore.set(notificationCountsAtom, { all: unread, feed: notifications.filter((n) => n.type === 'feed' && !n.isRead).length });
}

/** A notification read here leaves the badges at once, before the server's count confirms it. */
export function countNotificationRead(type: string): void {
  appStore.set(notificationCountsAtom, (c) => ({ all: Math.max(0, c.all - 1), feed: type === 'feed' ? Math.max(0, c.feed - 1) : c.feed }));
}
