import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/notice';
import { actAsMember } from '../../features/admin/impersonation';
import { usePageTitle } from '../../lib/page-title';

/**
 * /admin/userlogin/{id} as a link (spec §6): opening it acts as the member named by the id or
 * the profile id (SB…), as the list's "Act as member" does; a failure is shown here.
 */
export const Route = createFileRoute('/admin/userlogin/$id')({
  component: Page,
});

function Page() {
  usePageTitle('Act as member');
  const { id } = Route.useParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const started = useRef('');
  useEffect(() => {
    // Once per id: React's development double effects must not open two sessions.
    if (started.current === id) return;
    started.current = id;
    void actAsMember(id, (href) => router.navigate({ href })).then(setError);
  }, [id, router]);
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
