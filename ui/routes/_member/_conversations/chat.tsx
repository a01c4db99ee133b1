import { createFileRoute } from '@tanstack/react-router';
import { MESSAGING_TEXT } from '../../../../contract/messaging';
import { PickConversation } from '../../../features/messaging/chat-layout';
import { usePageTitle } from '../../../lib/page-title';

/** /chat: the conversation list alone (the layout's), and a prompt to pick one on wide screens. */
export const Route = createFileRoute('/_member/_conversations/chat')({
  component: function ChatPage() {
    usePageTitle(MESSAGING_TEXT.chat);
    return <PickConversation />;
  },
});
