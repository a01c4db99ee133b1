import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { AuthLayout } from '../../features/auth/auth-layout';
import { RegistrationForm } from '../../features/auth/registration-form';

export const Route = createFileRoute('/_public/registration')({
  component: () => (
    <AuthLayout title={m.auth_registration_title()} intro={m.auth_registration_intro()}>
      <RegistrationForm />
    </AuthLayout>
  ),
});
