import { createFileRoute } from '@tanstack/react-router';
import type { ADMIN_SORT_KEYS } from '../../../contract/admin/admins';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchAdmins } from '../../features/admin/admins/admins-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { AdminAccounts } from '../../features/admin/admins/admin-accounts';
import { usePageTitle } from '../../lib/page-title';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'name email created lastSeen' satisfies SortKeysOf<(typeof ADMIN_SORT_KEYS)[number]>;

/** /admin/admins: the table's page, sort and search live in the address (issue 21). */
export const Route = createFileRoute('/admin/admins')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => adminListSearch(search, SORT_KEYS),
  loaderDeps: ({ search }) => adminListDeps(search, 'created asc'),
  loader: ({ deps }) => fetchAdmins(deps),
  pendingComponent: () => <AdminTablePending label="Administrators" />,
  component: Page,
});

function Page() {
  usePageTitle('Administrators');
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Administrators</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Who can run the back office. A new administrator gets an e-mailed link to set their password.</p>
      </div>
      <AdminAccounts list={{ result: Route.useLoaderData(), query: Route.useLoaderDeps(), onQueryChange: change }} />
    </div>
  );
}
