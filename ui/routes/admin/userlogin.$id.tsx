import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { Notice } from '../../components/notice';
import { actAsMember } from '../../features/admin/impersonation';
import { usePageTitle } from '../../lib/page-title';

/**
 * /admin/userlogin/{id} as a link (spec §6): opening it acts as the member named by the id or
 * the profile id (SB…), as the list's "Act as member" does; a failure is shown here.
 */
export const Route = createFileRoute('/admin/userlogin/$id')({
  // Opening the address is the action, so it runs in the loader, once a visit, and success
  // redirects; no link in the app points here, so nothing preloads it.
  loader: async ({ params }) => {
    const next = { href: '' };
    const error = await actAsMember(params.id, (href) => void (next.href = href));
    if (next.href) throw redirect({ href: next.href });
    return { error };
  },
  pendingComponent: () => <p className="text-stone-700" aria-live="polite">Opening the member's session…</p>,
  component: Page,
});

function Page() {
  usePageTitle('Act as member');
  const { error } = Route.useLoaderData();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-stone-900">Act as member</h1>
      {error ? (
        <>
          <Notice tone="error">{error}</Notice>
          <Link to="/admin/members" className="self-start font-semibold text-maroon-800 underline">Find the member in the list</Link>
        </>
      ) : (
        <p className="text-stone-700" aria-live="polite">Opening the member's session…</p>
      )}
    </div>
  );
}
