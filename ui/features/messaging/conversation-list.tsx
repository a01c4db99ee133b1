import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { CONVERSATIONS_PAGE_SIZE, MESSAGING_TEXT, type ChatConversation, type ChatUsersPage } from '../../../contract/messaging';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useDebounced } from '../../lib/use-debounced';
import { sessionAtom } from '../../state/session';
import { fetchConversations } from './messaging-api';
import { OnlineDot } from './thread';
import { listTime } from './thread-messages';
import { useCatchUp, useLiveEvents } from './use-live';

const SEARCH_DEBOUNCE_MS = 300;

type State = { kind: 'loading' } | { kind: 'error'; error: string } | { kind: 'ready'; page: ChatUsersPage };

function Row({ c, active, myId }: { c: ChatConversation; active: boolean; myId: string }) {
  const last = c.lastMessage;
  return (
    <li>
      <Link
        to="/messages/$id"
        params={{ id: c.partner._id }}
        aria-current={active ? 'page' : undefined}
        className={`flex items-center gap-3 px-3 py-3 hover:bg-maroon-50 ${active ? 'bg-maroon-100' : ''}`}
      >
        <span className="relative">
          <Avatar name={c.partner.name} picture={c.partner.profilePicture} size={44} />
          <OnlineDot online={c.partner.online} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`truncate ${c.unread > 0 ? 'font-bold' : 'font-semibold'} text-stone-900`}>{c.partner.name}</span>
            {last ? <span className="ml-auto shrink-0 text-xs text-stone-600">{listTime(last.sentAt)}</span> : null}
          </span>
          <span className="flex items-center gap-2">
            <span className={`truncate text-sm ${c.unread > 0 ? 'font-semibold text-stone-900' : 'text-stone-700'}`}>
              {last ? `${last.fromUserId === myId ? 'You: ' : ''}${last.text}` : MESSAGING_TEXT.noMessages}
            </span>
            {c.unread > 0 ? (
              <span className="ml-auto shrink-0 rounded-full bg-maroon-700 px-2 text-xs font-bold text-white">
                {c.unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The conversations, newest activity first, with a search by name. Live events and catch-ups
 * reload it, so the order, snippets and counts follow the server.
 */
export function ConversationList({ activeId }: { activeId?: string }) {
  const myId = useAtomValue(sessionAtom)?.userId ?? '';
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [shown, setShown] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setState({ kind: 'loading' });
      const pages = await Promise.all(Array.from({ length: shown }, (_, i) => fetchConversations(searched, i * CONVERSATIONS_PAGE_SIZE)));
      const failed = pages.find((p) => !p.ok);
      if (failed && !failed.ok) return quiet ? undefined : setState({ kind: 'error', error: failed.error });
      const ok = pages.flatMap((p) => (p.ok ? [p.body] : []));
      setState({ kind: 'ready', page: { conversations: ok.flatMap((p) => p.conversations), total: ok[0]?.total ?? 0 } });
    },
    [searched, shown],
  );

  useEffect(() => void load(false), [load]);
  useCatchUp(() => void load(true));
  useLiveEvents((e) => {
    if (e.type === 'message' || e.type === 'read' || e.type === 'closed') void load(true);
  });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-maroon-100 p-3">
        <TextField label="Search conversations by name" name="search" type="search" value={search} onChange={(v) => { setSearch(v); setShown(1); }} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {state.kind === 'loading' ? (
          <LoadingBlock label="Loading conversations…" />
        ) : state.kind === 'error' ? (
          <div className="p-3">
            <Notice tone="error">{state.error}</Notice>
            <Button variant="secondary" className="mt-3" onPress={() => void load(false)}>
              Try again
            </Button>
          </div>
        ) : state.page.conversations.length === 0 ? (
          <div className="p-3">
            <EmptyState title={searched ? `No conversation with a member named “${searched}”.` : MESSAGING_TEXT.noConversations}>
              {searched ? null : (
                <p>
                  Open a member’s profile and choose {MESSAGING_TEXT.message}. See your{' '}
                  <Link to="/requests" className="font-semibold text-maroon-800 underline">
                    requests
                  </Link>
                  .
                </p>
              )}
            </EmptyState>
          </div>
        ) : (
          <>
            <ul aria-label="Conversations" className="divide-y divide-maroon-50">
              {state.page.conversations.map((c) => (
                <Row key={c.partner._id} c={c} active={c.partner._id === activeId} myId={myId} />
              ))}
            </ul>
            {state.page.conversations.length < state.page.total ? (
              <div className="p-3 text-center">
                <Button variant="secondary" onPress={() => setShown((n) => n + 1)}>
                  Show more conversations
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
