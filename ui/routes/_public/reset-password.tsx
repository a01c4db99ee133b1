import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Notice } from '../../components/notice';
import { AuthLayout } from '../../features/auth/auth-layout';
import { tokenSearch } from '../../lib/search-params';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
      {token ? <ResetPasswordForm token={token} /> : <Notice tone="error">{m.auth_link_invalid()}</Notice>}
    </AuthLayout>
  );
}
