import { createFileRoute } from '@tanstack/react-router';
import { ID_REVIEW_TEXT, type ID_VERIFICATION_SORT_KEYS, type IdVerificationFilter } from '../../../contract/admin/id-verifications';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { IdVerificationList } from '../../features/admin/id-verifications/id-verification-list';
import { fetchIdVerifications } from '../../features/admin/id-verifications/id-verifications-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
const SORT_KEYS = 'created decided name' satisfies SortKeysOf<(typeof ID_VERIFICATION_SORT_KEYS)[number]>;
const STATUS_FILTERS = 'pending approved rejected all';

/** /admin/id-verifications: the ID review queue, its page, sort, search and filter in the address (issue 24). */
export const Route = createFileRoute('/admin/id-verifications')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: IdVerificationFilter | undefined } => adminListSearch(search, SORT_KEYS, { status: STATUS_FILTERS }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'created asc'), status: search.status ?? 'pending' }),
  loader: ({ deps: { status, ...query } }) => fetchIdVerifications(query, status),
  pendingComponent: () => <AdminTablePending label="ID verification requests" />,
  component: Page,
});

function Page() {
  usePageTitle(ID_REVIEW_TEXT.title);
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  const { status, ...query } = Route.useLoaderDeps();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={ID_REVIEW_TEXT.title} intro={ID_REVIEW_TEXT.intro} />
      <IdVerificationList list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
