import { createFileRoute } from '@tanstack/react-router';
import type { MemberSortKey, MemberStatus } from '../../../contract/admin/members';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { MemberList } from '../../features/admin/members/member-list';
import { fetchMembers } from '../../features/admin/members/members-api';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, oneOf, type AdminListSearch } from '../../lib/search-params';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10).
const SORT_KEYS = Object.keys({ name: 1, joined: 1, lastSeen: 1, plan: 1, completeness: 1 } satisfies Record<MemberSortKey, 1>);
const STATUSES = Object.keys({ active: 1, deactivated: 1, blocked: 1, deleted: 1 } satisfies Record<MemberStatus, 1>) as MemberStatus[];

/** /admin/members (decision 0802): the list's page, sort, search and status filter live in the address (issue 21). */
export const Route = createFileRoute('/admin/members')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch & { status?: MemberStatus | undefined } => ({ ...adminListSearch(search, SORT_KEYS), status: oneOf(search.status, STATUSES) }),
  loaderDeps: ({ search }) => ({ ...adminListDeps(search, { key: 'joined', direction: 'desc', limit: 10 }), status: search.status }),
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
