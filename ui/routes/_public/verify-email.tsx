import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { AuthLayout } from '../../features/auth/auth-layout';
import { tokenSearch } from '../../lib/search-params';
import { api, call } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { isMemberAtom } from '../../state/session';
import { appStore } from '../../state/store';

/** The e-mailed link lands here; the page confirms the address with GET /user/verify. */
export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link is single-use: verify once per visit, never on hover or revisit from cache.
  staleTime: Infinity,
  preload: false,
  loader: async ({ deps }) => {
    if (!deps.token) return { ok: false as const, text: m.auth_link_invalid() };
    const token = deps.token;
    const res = await call(() => api.user.verify.$get({ query: { token } }));
    // The member signed in here reads their account again, so the notice goes if this was their link (decision 0880).
    if (res.ok && appStore.get(isMemberAtom)) {
      const check = await call(() => api.auth.checkLogin.$get(), { reportRejection: false });
      if (check.ok) updateSessionUser(check.body.user);
    }
    return res.ok ? { ok: true as const, text: res.body.message } : { ok: false as const, text: res.error };
  },
  pendingComponent: () => (
    <AuthLayout title={m.auth_verify_title()}>
      <LoadingBlock label={m.auth_checking_link()} />
    </AuthLayout>
  ),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const result = Route.useLoaderData();
  const isMember = useAtomValue(isMemberAtom);
  return (
    <AuthLayout title={m.auth_verify_title()}>
      <div className="flex flex-col gap-5">
        <Notice tone={result.ok ? 'success' : 'error'}>{result.text}</Notice>
        {isMember ? (
          <Link to="/dashboard" className={buttonClass('primary', 'self-start')}>{m.auth_go_to_dashboard()}</Link>
        ) : (
          <Link to="/login" className={buttonClass('primary', 'self-start')}>{m.auth_go_to_login()}</Link>
        )}
        {!result.ok ? (
          <p className="text-sm text-stone-700">{m.auth_verify_need_link()}</p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
