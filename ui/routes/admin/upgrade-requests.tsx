import { createFileRoute } from '@tanstack/react-router';
import type { UPGRADE_SORT_KEYS } from '../../../contract/admin/plans';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchUpgradeRequests, type UpgradeStatusFilter } from '../../features/admin/upgrades/upgrades-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { UpgradeQueue } from '../../features/admin/upgrades/upgrade-queue';
import { usePageTitle } from '../../lib/page-title';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'created decided member plan' satisfies SortKeysOf<(typeof UPGRADE_SORT_KEYS)[number]>;
const UPGRADE_FILTERS = 'pending approved rejected all';

/** /admin/upgrade-requests: the table's page, sort, search and filters live in the address (issue 21). */
export const Route = createFileRoute('/admin/upgrade-requests')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: UpgradeStatusFilter | undefined } => adminListSearch(search, SORT_KEYS, { status: UPGRADE_FILTERS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'created asc'), status: search.status ?? 'pending' }),
  loader: ({ deps: { status, ...query } }) => fetchUpgradeRequests(query, status),
  pendingComponent: () => <AdminTablePending label="Upgrade requests" />,
  component: Page,
});

function Page() {
  usePageTitle('Upgrade requests');
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  const { status, ...query } = Route.useLoaderDeps();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Upgrade requests</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Members who chose a paid plan. Approve once the payment has reached us: the plan starts at once and the member is told. Reject with a reason the member reads.</p>
      </div>
      <UpgradeQueue list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
