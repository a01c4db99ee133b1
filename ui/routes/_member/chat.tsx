import { createFileRoute } from '@tanstack/react-router';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { ChatLayout, PickConversation } from '../../features/messaging/chat-layout';
import { ConversationList, ConversationsPending, loadConversations } from '../../features/messaging/conversation-list';
import { conversationsSearch } from '../../features/messaging/conversations-search';
import { usePageTitle } from '../../lib/page-title';

/** /chat: the conversation list (docs/decisions/0588), searched and grown through `?q=&shown=`. */
export const Route = createFileRoute('/_member/chat')({
  validateSearch: conversationsSearch,
  loaderDeps: ({ search }) => ({ q: search.q, shown: search.shown }),
  loader: ({ deps }) => loadConversations(deps),
  pendingComponent: () => (
    <ChatLayout list={<ConversationsPending />}>
      <PickConversation />
    </ChatLayout>
  ),
  component: function ChatPage() {
    usePageTitle(MESSAGING_TEXT.chat);
    const { q, shown } = Route.useLoaderDeps();
    const navigate = Route.useNavigate();
    const list = (
      <ConversationList list={Route.useLoaderData()} searched={q ?? ''} shown={shown ?? 1} onChange={(search) => void navigate({ search, replace: true })} />
    );
    return (
      <ChatLayout list={list}>
        <PickConversation />
      </ChatLayout>
    );
  },
});
