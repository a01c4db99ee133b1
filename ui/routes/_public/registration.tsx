import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../../features/auth/auth-layout';
import { RegistrationForm } from '../../features/auth/registration-form';

export const Route = createFileRoute('/_public/registration')({
  component: () => (
    <AuthLayout title="Registration" intro="Create a free profile for yourself or for someone in your family.">
      <RegistrationForm />
    </AuthLayout>
  ),
});
