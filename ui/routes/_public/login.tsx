import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { AuthLayout } from '../../features/auth/auth-layout';
import { LoginForm } from '../../features/auth/login-form';
import { safeRedirect } from '../../lib/safe-redirect';
import { redirectSearch } from '../../lib/search-params';
import { isMemberAtom } from '../../state/session';

export const Route = createFileRoute('/_public/login')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => {
    if (context.store.get(isMemberAtom)) throw redirect({ href: safeRedirect(search.redirect, '/dashboard') });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target } = Route.useSearch();
  return (
    <AuthLayout title={m.auth_login_title()} intro={m.auth_login_intro()}>
      <LoginForm door="member" target={safeRedirect(target, '/dashboard')} />
    </AuthLayout>
  );
}
