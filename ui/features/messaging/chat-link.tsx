import { Link, useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { MESSAGING_TEXT, type LiveEvent } from '../../../contract/messaging';
import { showToast } from '../../state/alerts';
import { unreadAtom } from '../../state/messaging';
import { isMemberAtom, sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { fetchConversations, fetchLetters } from './messaging-api';
import { countLive, refreshUnread, resetUnread, threadInView, unreadCounted } from './unread';
import { useCatchUp, useLiveEvents, useMessagingConnection } from './use-live';
import { m } from '../../../contract/i18n/paraglide/messages';

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
      <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
      <path d="M8 9h8M8 12h5" strokeLinecap="round" />
    </svg>
  );
}

/** A new message or letter while the page shows something else: the badge counts it and a toast names the sender. */
function onFrameEvent(event: LiveEvent, myId: string) {
  if (event.type === 'message') {
    if (event.message.fromUserId === myId || threadInView(event.partner._id)) return;
    countLive('messages');
    showToast(MESSAGING_TEXT.newMessageFrom(event.partner.name), 'info');
  } else if (event.type === 'letter') {
    countLive('letters');
    showToast(MESSAGING_TEXT.newLetterFrom(event.from.name), 'info');
  } else if (event.type === 'read' && event.readerId === myId) {
    // Read in another tab of mine.
    void refreshUnread();
  }
}

/**
 * Polling (no live socket): when an unread count grows, the newest conversation or letter
 * names the sender, unless that thread is in view.
 */
async function catchUpUnread() {
  // Unread messages that were there when the page opened are not news.
  if (!unreadCounted()) return refreshUnread();
  const before = appStore.get(unreadAtom);
  await refreshUnread();
  const after = appStore.get(unreadAtom);
  if (after.letters > before.letters) {
    const res = await fetchLetters('inbox', 1);
    const newest = res.ok ? res.body.letters.find((l) => l.readAt === null) : undefined;
    if (newest) showToast(MESSAGING_TEXT.newLetterFrom(newest.partner.name), 'info');
  }
  if (after.messages <= before.messages) return;
  const res = await fetchConversations('', 0);
  const newest = res.ok ? res.body.conversations.find((c) => c.unread > 0) : undefined;
  if (newest && !threadInView(newest.partner._id)) showToast(MESSAGING_TEXT.newMessageFrom(newest.partner.name), 'info');
}

/**
 * The header's Chat link with the unread badge ("Chat, 3 unread"). Mounted once in the member
 * frame, it also holds the tab's live socket open and keeps the counts current for the whole
 * frame: on each page change, on live events (with a toast) and on catch-ups.
 */
export function ChatLink() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const unread = useAtomValue(unreadAtom).messages;
  const myId = useAtomValue(sessionAtom)?.userId ?? '';

  useMessagingConnection();
  useEffect(() => resetUnread, []);
  useEffect(() => {
    // The frame stays mounted for a moment while logout or an admin's return navigates away.
    if (appStore.get(isMemberAtom)) void refreshUnread();
  }, [pathname]);
  useLiveEvents((e) => onFrameEvent(e, myId));
  useCatchUp(() => void catchUpUnread());

  const label = unread > 0 ? m.messaging_chat_unread({ count: unread }) : MESSAGING_TEXT.chat;
  return (
    <Link to="/chat" aria-label={label} className="relative rounded-full p-1.5 text-maroon-800 hover:bg-maroon-50 sm:p-2">
      <ChatIcon />
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-maroon-700 px-1 text-center text-xs font-bold text-white">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
