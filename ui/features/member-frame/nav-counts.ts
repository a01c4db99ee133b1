import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api, call } from '../../lib/api';
import { unreadAtom } from '../../state/messaging';
import { appStore } from '../../state/store';
import { isMemberAtom } from '../../state/session';
import type { NavCounts } from './nav-items';

const fetchRequestCounts = () => call(() => api.user.requests.counts.$get());

/**
 * The navigation's counts. Unread messages and letters are the Chat badge's (kept current by
 * the messaging feature, live); pending requests received come from one small call on each
 * page change and when the tab comes back into view (decision 0610).
 */
export function useNavCounts(): NavCounts {
  const pathname = useLocation({ select: (l) => l.pathname });
  const unread = useAtomValue(unreadAtom);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    let current = true;
    const refresh = () => {
      // The frame stays mounted for a moment while logout or an admin's return navigates away.
      if (!appStore.get(isMemberAtom) || document.visibilityState !== 'visible') return;
      void fetchRequestCounts().then((res) => current && res.ok && setRequests(res.body.data.received.pending));
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [pathname]);

  return { requests, messages: unread.messages, letters: unread.letters };
}
