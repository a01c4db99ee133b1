import { createFileRoute } from '@tanstack/react-router';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { LoadingBlock } from '../../components/spinner';
import { LetterComposer, loadConversationPartners, type Addressee } from '../../features/messaging/letter-composer';
import { LetterList } from '../../features/messaging/letter-list';
import { MailPage } from '../../features/messaging/mail-page';
import { fetchLetters } from '../../features/messaging/messaging-api';
import { fetchMember } from '../../lib/member-api';
import { pagedListSearch } from '../../lib/search-params';
import { m } from '../../../contract/i18n/paraglide/messages';

/** /mailbox: write a letter (`?to=` from a profile's "Write a letter") and the letters sent. */
export const Route = createFileRoute('/_member/mailbox')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined; to?: string | undefined } => ({
    page: pagedListSearch(search).page,
    to: typeof search.to === 'string' && search.to.length > 0 && search.to.length <= 64 ? search.to : undefined,
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, to: search.to }),
  loader: async ({ deps }) => {
    const [sent, member, partners] = await Promise.all([fetchLetters('sent', deps.page), deps.to ? fetchMember(deps.to) : null, loadConversationPartners()]);
    const addressee: Addressee | null =
      member?.ok ? { _id: member.body.user._id, name: member.body.user.basicDetails.name, mail: member.body.user.messaging.mail } : null;
    return { sent: sent.ok ? sent.body : null, error: sent.ok ? null : sent.error, addressee, partners, toError: member && !member.ok ? member.error : null };
  },
  pendingComponent: () => (
    <MailPage title={m.messaging_sent_letters_title()}>
      <LoadingBlock label={m.messaging_loading_letters()} />
    </MailPage>
  ),
  component: function MailboxPage() {
    const { sent, error, addressee, partners, toError } = Route.useLoaderData();
    const { page, to } = Route.useLoaderDeps();
    const navigate = Route.useNavigate();
    return (
      <MailPage title={m.messaging_sent_letters_title()}>
        {toError ? <p role="alert" className="mb-3 text-sm text-red-700">{toError}</p> : null}
        <LetterComposer key={to ?? ''} addressee={addressee} partners={partners} />
        <h2 className="mt-8 mb-3 font-display text-xl font-bold text-maroon-800">{MESSAGING_TEXT.sent}</h2>
        <LetterList box="sent" data={sent} error={error} page={page} onPageChange={(p) => void navigate({ search: { page: p, to } })} />
      </MailPage>
    );
  },
});
