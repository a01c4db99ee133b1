import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { AuthLayout } from '../../features/auth/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';

export const Route = createFileRoute('/_public/forgotpassword')({
  component: () => (
    <AuthLayout title={m.auth_forgot_title()} intro={m.auth_forgot_intro()}>
      <ForgotPasswordForm />
    </AuthLayout>
  ),
});
