import { createFileRoute } from '@tanstack/react-router';
import type { PLAN_SORT_KEYS } from '../../../contract/admin/plans';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchPlans } from '../../features/admin/plans/plans-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { PlansAdmin } from '../../features/admin/plans/plans-admin';
import { usePageTitle } from '../../lib/page-title';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'order name price holders' satisfies SortKeysOf<(typeof PLAN_SORT_KEYS)[number]>;

/** /admin/plans: the table's page, sort and search live in the address (issue 21). */
export const Route = createFileRoute('/admin/plans')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => adminListSearch(search, SORT_KEYS),
  loaderDeps: ({ search }) => adminListDeps(search, 'order asc'),
  loader: ({ deps }) => fetchPlans(deps),
  pendingComponent: () => <AdminTablePending label="Plans" />,
  component: Page,
});

function Page() {
  usePageTitle('Plans');
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Plans</h1>
        <p className="mt-1 max-w-3xl text-stone-700">The plans members choose from on their Membership page, and what each grants. A member keeps what they bought, even when a plan changes later.</p>
      </div>
      <PlansAdmin list={{ result: Route.useLoaderData(), query: Route.useLoaderDeps(), onQueryChange: change }} />
    </div>
  );
}
