import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { LiveChange } from '../../contract/messaging';
import type { AppRouter } from '../router';
import type { FileRoutesById } from '../routeTree.gen';
import { refreshNotificationCounts, refreshRequestsCount } from './header-counts';
import { useLiveEvent, useLiveReconnected, useLiveReopened, useWhileOffline } from './live';

/**
 * What a live `changed` event refreshes (decision 0900): the header counts it names, and the
 * loaders of the pages that show it, if one is open. Typed by the route tree, so a renamed page
 * fails to compile here rather than going stale.
 */
const PAGES_SHOWING: Record<LiveChange, (keyof FileRoutesById)[]> = {
  requests: [
    '/_member/dashboard',
    '/_member/requests',
    '/_member/requests/$type/$status',
    '/_member/viewProfile/$id',
    '/_member/viewprofile/$id',
    '/_member/familyMember',
  ],
  notifications: ['/_member/notifications', '/_member/feed'],
  treeViews: ['/_member/viewProfile/$id', '/_member/viewprofile/$id', '/_member/familyMember', '/_member/$id/tree'],
  familyLinks: ['/_member/familyLinks', '/_member/familyMember', '/_member/familyRecommendation', '/_member/tree'],
};

const COUNTS: Partial<Record<LiveChange, () => Promise<void>>> = {
  requests: refreshRequestsCount,
  notifications: refreshNotificationCounts,
};

/** While the socket is down, the counts are read this often instead. */
const OFFLINE_POLL_MS = 30_000;

function refreshCounts(): void {
  void refreshRequestsCount();
  void refreshNotificationCounts();
}

function applyChanges(router: AppRouter, what: readonly LiveChange[]): void {
  for (const change of new Set(what)) void COUNTS[change]?.();
  const routeIds = new Set<string>(what.flatMap((change) => PAGES_SHOWING[change]));
  void router.invalidate({ filter: (match) => routeIds.has(match.routeId) });
}

/**
 * Keeps the header counts and the open page current for the whole member frame; mount it once
 * there. Live events name what changed; the time before the socket opened, a drop, or the tab
 * coming back into view may have missed some, so each reads the counts again, and a reopened
 * socket the page too.
 */
export function useLiveChanges(): void {
  const router = useRouter();
  useLiveEvent((event) => {
    if (event.type === 'changed') applyChanges(router, event.what);
    // A message or a letter may write a notification too (the bell).
    else if (event.type === 'letter' || event.type === 'message') void refreshNotificationCounts();
  });
  useLiveReconnected(refreshCounts);
  useLiveReopened(() => void router.invalidate());
  useWhileOffline(refreshCounts, OFFLINE_POLL_MS);
  useEffect(() => {
    refreshCounts();
    const onVisible = () => document.visibilityState === 'visible' && refreshCounts();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
