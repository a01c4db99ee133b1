import { createFileRoute } from '@tanstack/react-router';
import { PlansAdmin } from '../../features/admin/plans/plans-admin';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/plans')({
  component: Page,
});

function Page() {
  usePageTitle('Plans');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Plans</h1>
        <p className="mt-1 max-w-3xl text-stone-700">The plans members choose from on their Membership page, and what each grants. A member keeps what they bought, even when a plan changes later.</p>
      </div>
      <PlansAdmin />
    </div>
  );
}
