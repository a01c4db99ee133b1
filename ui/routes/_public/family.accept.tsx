import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Notice } from '../../components/notice';
import { AuthLayout } from '../../features/auth/auth-layout';
import { AcceptInvitationForm } from '../../features/family-profile/accept-invitation-form';
import { tokenSearch } from '../../lib/search-params';

/** /family/accept?token=…: the link mailed by an invitation to a family-run profile (issue 27). */
export const Route = createFileRoute('/_public/family/accept')({
  validateSearch: tokenSearch,
  component: AcceptInvitationPage,
});

function AcceptInvitationPage() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title={m.managers_accept_title()} intro={m.managers_accept_intro()}>
      {token ? <AcceptInvitationForm token={token} /> : <Notice tone="error">{m.managers_link_invalid()}</Notice>}
    </AuthLayout>
  );
}
