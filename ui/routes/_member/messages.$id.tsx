import { createFileRoute } from '@tanstack/react-router';
import { ChatLayout } from '../../features/messaging/chat-layout';
import { Thread } from '../../features/messaging/thread';

/** /messages/{id}: one conversation ({id} is the other member), beside the list on wide screens. */
export const Route = createFileRoute('/_member/messages/$id')({
  component: function MessagesPage() {
    const { id } = Route.useParams();
    return (
      <ChatLayout activeId={id}>
        <Thread key={id} partnerId={id} />
      </ChatLayout>
    );
  },
});
