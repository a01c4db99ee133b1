import { createFileRoute } from '@tanstack/react-router';
import { TEXT } from '../../../contract/texts';
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
    <AuthLayout title="Set a new password" intro="Choose a new password for your Sambandh account.">
      {token ? <ResetPasswordForm token={token} /> : <Notice tone="error">{TEXT.linkInvalid}</Notice>}
    </AuthLayout>
  );
}
