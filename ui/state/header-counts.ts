import { atom } from 'jotai';

/**
 * The header's counts besides the Chat badge (ui/state/messaging.ts): pending requests received
 * (the Requests link) and unread notifications (the bell, and the feed's share of them). Each is
 * written by one function in ui/lib/header-counts.ts, which writes and live events call.
 */
export const requestsCountAtom = atom(0);
export const notificationCountsAtom = atom({ all: 0, feed: 0 });
