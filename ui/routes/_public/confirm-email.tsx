import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { AuthLayout } from '../../features/auth/auth-layout';
import { api, call } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { tokenSearch } from '../../lib/search-params';
import { isMemberAtom, sessionAtom } from '../../state/session';

/** The link sent to a new e-mail address lands here; GET /user/confirmEmail makes the change. */
export const Route = createFileRoute('/_public/confirm-email')({
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link is single-use: confirm once per visit, never on hover or revisit from cache.
  staleTime: Infinity,
  preload: false,
  loader: async ({ deps, context }) => {
    if (!deps.token) return { ok: false as const, text: m.auth_link_invalid() };
    const token = deps.token;
    const res = await call(() => api.user.confirmEmail.$get({ query: { token } }));
    if (!res.ok) return { ok: false as const, text: res.error };
    // A signed-in member sees the new address at once.
    if (context.store.get(sessionAtom)?.userRole === 2) {
      const check = await call(() => api.auth.checkLogin.$get(), { reportRejection: false });
      if (check.ok) updateSessionUser(check.body.user);
    }
    return { ok: true as const, text: res.body.message };
  },
  pendingComponent: () => (
    <AuthLayout title={m.auth_confirm_title()}>
      <LoadingBlock label={m.auth_checking_link()} />
    </AuthLayout>
  ),
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const result = Route.useLoaderData();
  const isMember = useAtomValue(isMemberAtom);
  return (
    <AuthLayout title={m.auth_confirm_title()}>
      <div className="flex flex-col gap-5">
        <Notice tone={result.ok ? 'success' : 'error'}>{result.text}</Notice>
        {isMember ? (
          <Link to="/setting" className={buttonClass('primary', 'self-start')}>{m.auth_confirm_go_to_setting()}</Link>
        ) : (
          <Link to="/login" className={buttonClass('primary', 'self-start')}>{m.auth_go_to_login()}</Link>
        )}
        {!result.ok ? (
          <p className="text-sm text-stone-700">{m.auth_confirm_need_link()}</p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
