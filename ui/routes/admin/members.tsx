import { createFileRoute } from '@tanstack/react-router';
import type { MemberSortKey, MemberStatus } from '../../../contract/admin/members';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { MemberList } from '../../features/admin/members/member-list';
import { fetchMembers } from '../../features/admin/members/members-api';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'name joined lastSeen plan completeness' satisfies SortKeysOf<MemberSortKey>;
const STATUSES = 'active deactivated blocked deleted';

/** /admin/members (decision 0802): the list's page, sort, search and status filter live in the address (issue 21). */
export const Route = createFileRoute('/admin/members')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: MemberStatus | undefined } => adminListSearch(search, SORT_KEYS, { status: STATUSES }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, 'joined desc'), status: search.status }),
  loader: ({ deps: { status, ...query } }) => fetchMembers(query, status ?? ''),
  pendingComponent: () => <AdminTablePending label="Members" />,
  component: Page,
});

function Page() {
  usePageTitle('Members');
  const { status, ...query } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-stone-900">Members</h1>
      <MemberList list={{ result: Route.useLoaderData(), query, onQueryChange: change }} status={status} onStatusChange={(s) => change({ status: s })} />
    </div>
  );
}
