import { createFileRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { ChatLayout, PickConversation } from '../../features/messaging/chat-layout';
import { ConversationList, ConversationsPending, loadConversations } from '../../features/messaging/conversation-list';
import { conversationsSearch, type ConversationsSearch } from '../../features/messaging/conversations-search';

/**
 * /chat and /messages/{id} around one conversation list (docs/decisions/0588), searched and grown
 * through `?q=&shown=`. The list is this layout's loader and the open thread its child's, so a
 * search, a "Show more" or a live refresh of the list reads the list again, never the thread
 * (decision 0900), and moving between conversations keeps the list as it is.
 */
export const Route = createFileRoute('/_member/_conversations')({
  validateSearch: conversationsSearch,
  loaderDeps: ({ search }) => ({ q: search.q, shown: search.shown }),
  loader: ({ deps }) => loadConversations(deps),
  pendingComponent: function ConversationsLoading() {
    const { id } = useParams({ strict: false });
    return (
      <ChatLayout activeId={id} list={<ConversationsPending />}>
        {id === undefined ? <PickConversation /> : <ConversationsPending />}
      </ChatLayout>
    );
  },
  component: function ConversationsPage() {
    const { id } = useParams({ strict: false });
    const { q, shown } = Route.useLoaderDeps();
    const navigate = useNavigate();
    // The page shown stays (the list or a thread); only its search changes.
    const search = (next: ConversationsSearch) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true });
    return (
      <ChatLayout activeId={id} list={<ConversationList activeId={id} list={Route.useLoaderData()} searched={q ?? ''} shown={shown ?? 1} onChange={search} />}>
        <Outlet />
      </ChatLayout>
    );
  },
});
