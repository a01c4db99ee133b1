import { createFileRoute } from '@tanstack/react-router';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { LoadingBlock } from '../../components/spinner';
import { LetterList } from '../../features/messaging/letter-list';
import { MailPage } from '../../features/messaging/mail-page';
import { fetchLetters } from '../../features/messaging/messaging-api';
import { pagedListSearch } from '../../lib/search-params';
import { m } from '../../../contract/i18n/paraglide/messages';

/** /mailList: the Inbox, letters received, newest first. */
export const Route = createFileRoute('/_member/mailList')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({ page: pagedListSearch(search).page }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => {
    const res = await fetchLetters('inbox', deps.page);
    return res.ok ? { data: res.body, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => (
    <MailPage title={MESSAGING_TEXT.inbox}>
      <LoadingBlock label={m.messaging_loading_letters()} />
    </MailPage>
  ),
  component: function InboxPage() {
    const { data, error } = Route.useLoaderData();
    const { page } = Route.useLoaderDeps();
    const navigate = Route.useNavigate();
    return (
      <MailPage title={MESSAGING_TEXT.inbox} unread={data?.unread ?? 0}>
        <LetterList box="inbox" data={data} error={error} page={page} onPageChange={(p) => void navigate({ search: { page: p } })} />
      </MailPage>
    );
  },
});
