import { createFileRoute } from '@tanstack/react-router';
import { DATABASE_TEXT, type DATABASE_RUN_SORT_KEYS } from '../../../contract/admin/database';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchDatabaseUpdates } from '../../features/admin/database/database-api';
import { DatabaseUpdatesScreen } from '../../features/admin/database/database-updates';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'at job' satisfies SortKeysOf<(typeof DATABASE_RUN_SORT_KEYS)[number]>;

/** /admin/database (decision 0814): the runs table's page, sort and search live in the address (issue 21). */
export const Route = createFileRoute('/admin/database')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => adminListSearch(search, SORT_KEYS),
  loaderDeps: ({ search }) => adminListDeps(search, 'at desc'),
  loader: ({ deps }) => fetchDatabaseUpdates(deps),
  pendingComponent: () => <AdminTablePending label={DATABASE_TEXT.title} />,
  component: Page,
});

function Page() {
  usePageTitle(DATABASE_TEXT.title);
  const navigate = Route.useNavigate();
  const result = Route.useLoaderData();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={DATABASE_TEXT.title} intro={DATABASE_TEXT.intro} />
      <DatabaseUpdatesScreen list={{ result, query: Route.useLoaderDeps(), onQueryChange: change }} summary={result.ok ? result.summary : null} />
    </div>
  );
}
