import { useAtomValue } from 'jotai';
import { useLiveChanges } from '../../lib/live-changes';
import { requestsCountAtom } from '../../state/header-counts';
import { unreadAtom } from '../../state/messaging';
import type { NavCounts } from './nav-items';

/**
 * The navigation's counts. Unread messages and letters are the Chat badge's (kept current by
 * the messaging feature, live); pending requests received are refreshed by the writes and live
 * events that change them, and when the tab comes back into view (decisions 0610, 0900).
 */
export function useNavCounts(): NavCounts {
  useLiveChanges();
  const unread = useAtomValue(unreadAtom);
  const requests = useAtomValue(requestsCountAtom);
  return { requests, messages: unread.messages, letters: unread.letters };
}
