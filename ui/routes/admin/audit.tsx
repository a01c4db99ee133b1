import { createFileRoute } from '@tanstack/react-router';
import { AUDIT_TEXT, type AUDIT_SORT_KEYS } from '../../../contract/admin/audit';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchAuditFilters, fetchAuditLog } from '../../features/admin/audit/audit-api';
import { AuditTrail } from '../../features/admin/audit/audit-trail';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, blanks, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
// Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'at action admin' satisfies SortKeysOf<(typeof AUDIT_SORT_KEYS)[number]>;

interface AuditSearch extends AdminListSearch {
  action?: string | undefined;
  adminId?: string | undefined;
  /** Days (yyyy-mm-dd). */
  from?: string | undefined;
  to?: string | undefined;
}

/** /admin/audit (decision 0801): the page, sort, search and filters live in the address (issue 21). */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => adminListSearch(search, SORT_KEYS, { action: 100, adminId: 100, from: 10, to: 10 }),
  loaderDeps: ({ search: s }) => ({ ...adminListDeps(s, 'at desc'), filters: blanks(s, ['action', 'adminId', 'from', 'to']) }),
  // The filters' choices come with each page: a new administrator or action shows in them too.
  loader: async ({ deps: { filters, ...query } }) => {
    const [list, choices] = await Promise.all([fetchAuditLog(query, filters), fetchAuditFilters()]);
    return { list, choices: choices.ok ? choices.body.data : { actions: [], admins: [] } };
  },
  pendingComponent: () => <AdminTablePending label={AUDIT_TEXT.title} />,
  component: Page,
});

function Page() {
  usePageTitle(AUDIT_TEXT.title);
  const navigate = Route.useNavigate();
  const { list, choices } = Route.useLoaderData();
  const { filters, ...query } = Route.useLoaderDeps();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={AUDIT_TEXT.title} intro={AUDIT_TEXT.intro} />
      <AuditTrail
        list={{ result: list, query, onQueryChange: change }}
        choices={choices}
        filters={filters}
        onFilterChange={(key, value) => change({ [key]: value || undefined })}
      />
    </div>
  );
}
