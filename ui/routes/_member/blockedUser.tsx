import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { pagedListSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { fetchBlocked, setBlocked } from '../../features/social/social-api';

const DEFAULT_LIMIT = 10;
const TITLE = 'Blocked members';

export const Route = createFileRoute('/_member/blockedUser')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ deps }) => {
    const res = await fetchBlocked(deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => <MemberListPending title={TITLE} />,
  component: BlockedUsersPage,
});

function BlockedUsersPage() {
  usePageTitle(TITLE);
  const { data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const router = useRouter();
  async function unblock(id: string) {
    const res = await setBlocked(id, false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message ?? 'Unblocked.', 'success');
    await router.invalidate();
  }
  return (
    <MemberListPage
      title={TITLE}
      lead="Members you blocked. You do not see each other in lists, searches, requests, chat or comments."
      data={data}
      error={error}
      empty={{ title: 'You have not blocked anyone.', hint: <p>You can block a member from their profile page.</p> }}
      page={page}
      limit={limit}
      onNavigate={(search) => void navigate({ search })}
      when={ago('Blocked')}
      action={(u) => (
        <Button
          variant="secondary"
          aria-label={`Unblock ${u.name}`}
          onPress={() => void unblock(u._id)}
        >
          Unblock
        </Button>
      )}
    />
  );
}
