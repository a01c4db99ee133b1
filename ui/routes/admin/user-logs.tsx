import { createFileRoute } from '@tanstack/react-router';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchUserLogs } from '../../features/admin/user-logs/user-logs-api';
import { adminListDeps, adminListSearch, type AdminListSearch } from '../../lib/search-params';
import { UserLogList } from '../../features/admin/user-logs/user-log-list';
import { usePageTitle } from '../../lib/page-title';

// spec §2's page sizes (contract/admin/logs.ts), written out here: validateSearch sits in the entry, which carries no back-office module (issue 10).
const PAGE_SIZES: readonly number[] = [50, 100, 150, 200];

/** /admin/user-logs: the page, page size and name search live in the address (issue 21); newest first, no other sort. */
export const Route = createFileRoute('/admin/user-logs')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => {
    const { page, limit, search: name } = adminListSearch(search, '');
    return { page, limit: limit !== undefined && PAGE_SIZES.includes(limit) ? limit : undefined, search: name };
  },
  loaderDeps: ({ search }) => adminListDeps(search, 'createdAt desc', 50),
  loader: ({ deps }) => fetchUserLogs(deps),
  pendingComponent: () => <AdminTablePending label="User logs" />,
  component: Page,
});

function Page() {
  usePageTitle('User Logs');
  const navigate = Route.useNavigate();
  const result = Route.useLoaderData();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">User Logs</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Every page a member or visitor opened, newest first. Administrators other than the main one record why before deleting.</p>
      </div>
      <UserLogList list={{ result, query: Route.useLoaderDeps(), onQueryChange: change }} reasonRequired={!result.ok || result.reasonRequired} />
    </div>
  );
}
