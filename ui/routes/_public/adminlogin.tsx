import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '../../features/auth/auth-layout';
import { LoginForm } from '../../features/auth/login-form';
import { isAdminAtom } from '../../state/session';

export const Route = createFileRoute('/_public/adminlogin')({
  beforeLoad: ({ context }) => {
    if (context.store.get(isAdminAtom)) throw redirect({ to: '/admin' });
  },
  component: AdminLoginPage,
});

function AdminLoginPage() {
  return (
    <AuthLayout
      title="Admin Login"
      intro="For the Sambandh team. Members sign in on the Login page."
      aside={<p className="mt-6 text-sm">Manage members, reference data, plans, queries and logs from the back office.</p>}
    >
      <LoginForm door="admin" target="/admin" />
    </AuthLayout>
  );
}
