import { createFileRoute } from '@tanstack/react-router';
import type { QUERY_SORT_KEYS, QueryStatusFilter } from '../../../contract/admin/queries';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchQueries } from '../../features/admin/queries/queries-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { QUERIES_TEXT } from '../../../contract/admin/queries';
import { QueryList } from '../../features/admin/queries/query-list';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'created updated name subject status' satisfies SortKeysOf<(typeof QUERY_SORT_KEYS)[number]>;
const QUERY_FILTERS = 'open answered closed all';

/** /admin/queries: the table's page, sort, search and filters live in the address (issue 21). */
export const Route = createFileRoute('/admin/queries')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: QueryStatusFilter | undefined } => adminListSearch(search, SORT_KEYS, { status: QUERY_FILTERS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'created desc'), status: search.status ?? 'open' }),
  loader: ({ deps: { status, ...query } }) => fetchQueries(query, status),
  pendingComponent: () => <AdminTablePending label="Visitor queries" />,
  component: Page,
});

function Page() {
  usePageTitle(QUERIES_TEXT.title);
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  const { status, ...query } = Route.useLoaderDeps();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={QUERIES_TEXT.title} intro={QUERIES_TEXT.intro} />
      <QueryList list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
