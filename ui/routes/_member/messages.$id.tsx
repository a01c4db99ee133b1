import { createFileRoute } from '@tanstack/react-router';
import { ChatLayout } from '../../features/messaging/chat-layout';
import { ConversationList, ConversationsPending, loadConversations } from '../../features/messaging/conversation-list';
import { conversationsSearch } from '../../features/messaging/conversations-search';
import { Thread } from '../../features/messaging/thread';

/** /messages/{id}: one conversation ({id} is the other member), beside the list on wide screens. */
export const Route = createFileRoute('/_member/messages/$id')({
  validateSearch: conversationsSearch,
  loaderDeps: ({ search }) => ({ q: search.q, shown: search.shown }),
  loader: ({ deps }) => loadConversations(deps),
  pendingComponent: function MessagesPending() {
    const { id } = Route.useParams();
    return (
      <ChatLayout activeId={id} list={<ConversationsPending />}>
        <ConversationsPending />
      </ChatLayout>
    );
  },
  component: function MessagesPage() {
    const { id } = Route.useParams();
    const { q, shown } = Route.useLoaderDeps();
    const navigate = Route.useNavigate();
    const list = (
      <ConversationList activeId={id} list={Route.useLoaderData()} searched={q ?? ''} shown={shown ?? 1} onChange={(search) => void navigate({ search, replace: true })} />
    );
    return (
      <ChatLayout activeId={id} list={list}>
        <Thread key={id} partnerId={id} />
      </ChatLayout>
    );
  },
});
