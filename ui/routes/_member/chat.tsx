import { createFileRoute } from '@tanstack/react-router';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { ChatLayout, PickConversation } from '../../features/messaging/chat-layout';
import { usePageTitle } from '../../lib/page-title';

/** /chat: the conversation list (docs/decisions/0588). */
export const Route = createFileRoute('/_member/chat')({
  component: function ChatPage() {
    usePageTitle(MESSAGING_TEXT.chat);
    return (
      <ChatLayout>
        <PickConversation />
      </ChatLayout>
    );
  },
});
