import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
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
import type { ConversationsSearch } from './conversations-search';
import { useCatchUp, useLiveEvents } from './use-live';
import { m } from '../../../contract/i18n/paraglide/messages';

const SEARCH_DEBOUNCE_MS = 300;

export type ConversationsLoad = { kind: 'error'; error: string } | { kind: 'ready'; page: ChatUsersPage };

/** The loader of /chat and /messages/{id}: the first `shown` pages of conversations matching `q`. */
export async function loadConversations({ q = '', shown = 1 }: ConversationsSearch): Promise<ConversationsLoad> {
  const pages = await Promise.all(Array.from({ length: shown }, (_, i) => fetchConversations(q, i * CONVERSATIONS_PAGE_SIZE)));
  const failed = pages.find((p) => !p.ok);
  if (failed && !failed.ok) return { kind: 'error', error: failed.error };
  const ok = pages.flatMap((p) => (p.ok ? [p.body] : []));
  return { kind: 'ready', page: { conversations: ok.flatMap((p) => p.conversations), total: ok[0]?.total ?? 0 } };
}

/** The route whose loader reads the conversations: the layout of /chat and /messages/{id}. */
const CONVERSATION_ROUTES = new Set(['/_member/_conversations']);

function Row({ c, active, myId }: { c: ChatConversation; active: boolean; myId: string }) {
  const last = c.lastMessage;
  return (
    <li>
      <Link
        to="/messages/$id"
        params={{ id: c.partner._id }}
        search={true}
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
              {last ? (last.fromUserId === myId ? m.messaging_list_you({ text: last.text }) : last.text) : MESSAGING_TEXT.noMessages}
            </span>
            {c.unread > 0 ? (
              <span className="ml-auto shrink-0 rounded-full bg-maroon-700 px-2 text-xs font-bold text-white">
                {c.unread}
                <span className="sr-only"> {m.messaging_list_unread()}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The conversations, newest activity first, with a search by name: `list` is the route loader's.
 * Live events and catch-ups invalidate it, so the order, snippets and counts follow the server.
 */
export function ConversationList({
  activeId,
  list: state,
  searched,
  shown,
  onChange,
}: {
  activeId?: string | undefined;
  list: ConversationsLoad;
  searched: string;
  shown: number;
  onChange: (search: ConversationsSearch) => void;
}) {
  const router = useRouter();
  const myId = useAtomValue(sessionAtom)?.userId ?? '';
  const [search, setSearch] = useState(searched);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // The address follows the name once the member stops typing; the loader answers it. Only a
  // newly settled name moves it: an address changed by Back or a link is not pushed over.
  const follow = useEffectEvent((name: string) => {
    if (name !== searched) onChange({ q: name || undefined, shown: undefined });
  });
  useEffect(() => follow(settled), [settled]);
  const reload = () => void router.invalidate({ filter: (match) => CONVERSATION_ROUTES.has(match.routeId) });
  useCatchUp(reload);
  useLiveEvents((e) => {
    if (e.type === 'message' || e.type === 'read' || e.type === 'closed') reload();
  });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-maroon-100 p-3">
        <TextField label={m.messaging_search_label()} name="search" type="search" value={search} onChange={setSearch} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {state.kind === 'error' ? (
          <div className="p-3">
            <Notice tone="error">{state.error}</Notice>
            <Button variant="secondary" className="mt-3" onPress={reload}>
              {m.common_try_again()}
            </Button>
          </div>
        ) : state.page.conversations.length === 0 ? (
          <div className="p-3">
            <EmptyState title={searched ? m.messaging_no_conversation_named({ name: searched }) : MESSAGING_TEXT.noConversations}>
              {searched ? null : (
                <p>
                  {m.messaging_no_conversations_hint({ message: MESSAGING_TEXT.message })} {m.messaging_see_requests_before()}
                  <Link to="/requests" className="font-semibold text-maroon-800 underline">
                    {m.messaging_see_requests_link()}
                  </Link>
                  {m.messaging_see_requests_after()}
                </p>
              )}
            </EmptyState>
          </div>
        ) : (
          <>
            <ul aria-label={m.messaging_conversations_label()} className="divide-y divide-maroon-50">
              {state.page.conversations.map((c) => (
                <Row key={c.partner._id} c={c} active={c.partner._id === activeId} myId={myId} />
              ))}
            </ul>
            {state.page.conversations.length < state.page.total ? (
              <div className="p-3 text-center">
                <Button variant="secondary" onPress={() => onChange({ q: searched || undefined, shown: shown + 1 })}>
                  {m.messaging_show_more()}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

export function ConversationsPending() {
  return <LoadingBlock label={m.messaging_loading_conversations()} />;
}
