import { atom } from 'jotai';
import type { UnreadCounts } from '../../contract/messaging';

/**
 * Unread chat messages and letters: the header's Chat badge and the profile menu's Inbox
 * count. Kept by the messaging feature (server counts plus live events); read by the frame.
 */
export const unreadAtom = atom<UnreadCounts>({ messages: 0, letters: 0 });
