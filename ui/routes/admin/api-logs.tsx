import { createFileRoute } from '@tanstack/react-router';
import { API_LOGS_TEXT, type API_LOG_METHODS, type STATUS_CLASSES } from '../../../contract/admin/api-logs';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchApiLogs } from '../../features/admin/api-logs/api-logs-api';
import { ApiLogList } from '../../features/admin/api-logs/api-log-list';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, blanks, type AdminListSearch } from '../../lib/search-params';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

type Method = (typeof API_LOG_METHODS)[number];
type StatusClass = (typeof STATUS_CLASSES)[number];
// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
// One shared check reads this spec: options space-separated, or a text's most characters (decision 0202).
const FILTERS = { method: 'GET POST PUT PATCH DELETE', statusClass: '2xx 3xx 4xx 5xx', path: 200, from: 30, to: 30 } as const;

interface ApiLogSearch extends AdminListSearch {
  method?: Method | undefined;
  statusClass?: StatusClass | undefined;
  path?: string | undefined;
  /** datetime-local values, in the administrator's own time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

/** /admin/api-logs (decision 0811): the page, search and filters live in the address (issue 21). */
export const Route = createFileRoute('/admin/api-logs')({
  validateSearch: (search: Record<string, unknown>): ApiLogSearch => adminListSearch(search, 'at', FILTERS),
  loaderDeps: ({ search: s }) => ({ ...adminListDeps(s, 'at desc'), filters: blanks(s, ['method', 'statusClass', 'path', 'from', 'to']) }),
  loader: ({ deps: { filters, ...query } }) => fetchApiLogs(query, filters),
  pendingComponent: () => <AdminTablePending label={API_LOGS_TEXT.title} />,
  component: Page,
});

function Page() {
  usePageTitle(API_LOGS_TEXT.title);
  const navigate = Route.useNavigate();
  const { filters, ...query } = Route.useLoaderDeps();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={API_LOGS_TEXT.title} intro={API_LOGS_TEXT.intro} />
      <ApiLogList
        list={{ result: Route.useLoaderData(), query, onQueryChange: change }}
        filters={filters}
        onFilterChange={(key, value) => change({ [key]: value || undefined })}
      />
    </div>
  );
}
