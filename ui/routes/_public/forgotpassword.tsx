import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../../features/auth/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';

export const Route = createFileRoute('/_public/forgotpassword')({
  component: () => (
    <AuthLayout title="Forgot password" intro="Enter the e-mail you registered with and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  ),
});
