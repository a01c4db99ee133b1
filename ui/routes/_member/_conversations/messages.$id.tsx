import { createFileRoute } from '@tanstack/react-router';
import { LoadingBlock } from '../../../components/spinner';
import { fetchThread } from '../../../features/messaging/messaging-api';
import { Thread } from '../../../features/messaging/thread';
import { m } from '../../../../contract/i18n/paraglide/messages';

/** /messages/{id}: one conversation ({id} is the other member), beside the layout's list on wide screens. */
export const Route = createFileRoute('/_member/_conversations/messages/$id')({
  // The newest page; older pages, live messages and catch-ups are the thread's own state on top.
  loader: ({ params }) => fetchThread(params.id, { skip: 0 }),
  // Read on every opening, never from a cached or preloaded copy: the thread starts from this
  // page and only its own live events and catch-ups keep it current (use-thread.ts), so the page
  // must be the server's current one. Not read again while the thread stays open: a search or a
  // live message reloads the list beside it, which with the default staleTime of 0 would read
  // every match again.
  gcTime: 0,
  preload: false,
  shouldReload: false,
  pendingComponent: () => <LoadingBlock label={m.messaging_loading_conversation()} />,
  component: function MessagesPage() {
    const { id } = Route.useParams();
    return <Thread key={id} partnerId={id} first={Route.useLoaderData()} />;
  },
});
