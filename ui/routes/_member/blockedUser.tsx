import { createFileRoute, useRouter } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { pagedListSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { fetchBlocked, setBlocked } from '../../features/social/social-api';

const DEFAULT_LIMIT = 10;

export const Route = createFileRoute('/_member/blockedUser')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ deps }) => {
    const res = await fetchBlocked(deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => <MemberListPending title={m.social_blocked_title()} />,
  component: BlockedUsersPage,
});

function BlockedUsersPage() {
  const title = m.social_blocked_title();
  usePageTitle(title);
  const { data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const router = useRouter();
  async function unblock(id: string) {
    const res = await setBlocked(id, false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message ?? m.social_unblocked(), 'success');
    await router.invalidate();
  }
  return (
    <MemberListPage
      title={title}
      lead={m.social_blocked_lead()}
      data={data}
      error={error}
      empty={{ title: m.social_blocked_empty(), hint: <p>{m.social_blocked_hint()}</p> }}
      page={page}
      limit={limit}
      onNavigate={(search) => void navigate({ search })}
      when={ago(m.social_blocked_ago)}
      action={(u) => (
        <Button
          variant="secondary"
          aria-label={m.social_unblock_name({ name: u.name })}
          onPress={() => void unblock(u._id)}
        >
          {m.social_unblock()}
        </Button>
      )}
    />
  );
}
