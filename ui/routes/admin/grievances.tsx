import { createFileRoute } from '@tanstack/react-router';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchGrievances, type GrievanceFilter } from '../../features/admin/grievances/grievances-api';
import { GrievanceList } from '../../features/admin/grievances/grievance-list';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
const SORT_KEYS = 'due created' satisfies SortKeysOf<'due' | 'created'>;
const FILTERS = 'open resolved all';

/** /admin/grievances (issue 24, decision 0960): the queue's page, sort, search and filter live in the address. */
export const Route = createFileRoute('/admin/grievances')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: GrievanceFilter | undefined } => adminListSearch(search, SORT_KEYS, { status: FILTERS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'due asc'), status: search.status ?? 'open' }),
  loader: ({ deps: { status, ...query } }) => fetchGrievances(query, status),
  pendingComponent: () => <AdminTablePending label="Complaints" />,
  component: Page,
});

function Page() {
  usePageTitle('Grievances');
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  const { status, ...query } = Route.useLoaderDeps();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Grievances</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          Complaints to the Grievance Officer. Each was acknowledged by e-mail when it arrived; resolve it with a reply, which is e-mailed, within 15 days of its arrival.
        </p>
      </div>
      <GrievanceList list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
