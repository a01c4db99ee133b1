import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_REPORTS_TEXT, type REPORT_SORT_KEYS, type ReportStatusFilter } from '../../../contract/admin/reports';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { ReportList } from '../../features/admin/reports/report-list';
import { fetchReports } from '../../features/admin/reports/reports-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
const SORT_KEYS = 'created' satisfies SortKeysOf<(typeof REPORT_SORT_KEYS)[number]>;
const REPORT_FILTERS = 'open decided all';

/** /admin/reports: the moderation queue, its page, search and filter in the address (issue 24). */
export const Route = createFileRoute('/admin/reports')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: ReportStatusFilter | undefined } => adminListSearch(search, SORT_KEYS, { status: REPORT_FILTERS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'created asc'), status: search.status ?? 'open' }),
  loader: ({ deps: { status, ...query } }) => fetchReports(query, status),
  pendingComponent: () => <AdminTablePending label="Reports" />,
  component: Page,
});

function Page() {
  usePageTitle(ADMIN_REPORTS_TEXT.title);
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  const { status, ...query } = Route.useLoaderDeps();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={ADMIN_REPORTS_TEXT.title} intro={ADMIN_REPORTS_TEXT.intro} />
      <ReportList list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
