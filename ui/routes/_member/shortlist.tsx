import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { pagedListSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { CardActions } from '../../features/requests/card-actions';
import { fetchShortlist, toggleShortlist } from '../../features/requests/requests-api';

const DEFAULT_LIMIT = 10;
const TITLE = 'Shortlist';

/** /shortlist: the members I keep, newest first (docs/decisions/0543). */
export const Route = createFileRoute('/_member/shortlist')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ deps }) => {
    const res = await fetchShortlist(deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => <MemberListPending title={TITLE} />,
  component: ShortlistPage,
});

function ShortlistPage() {
  usePageTitle(TITLE);
  const { data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const router = useRouter();
  async function remove(id: string) {
    const res = await toggleShortlist(id, false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    await router.invalidate();
  }
  return (
    <MemberListPage
      title={TITLE}
      lead="Members you saved to look at again. Members who are no longer active, or with a block between you, are left out."
      data={data}
      error={error}
      empty={{
        title: 'Your shortlist is empty.',
        hint: (
          <p>
            Use Shortlist on a member’s profile to keep them here. See your <Link to="/requests" className="font-semibold text-maroon-800 underline">requests</Link>.
          </p>
        ),
      }}
      page={page}
      limit={limit}
      onNavigate={(search) => void navigate({ search })}
      when={ago('Shortlisted')}
      action={(u) => (
        <div className="flex flex-wrap items-center gap-2">
          <CardActions member={u} shortlist={false} />
          <Button
            variant="secondary"
            aria-label={`Remove ${u.name} from your shortlist`}
            onPress={() => void remove(u._id)}
          >
            Remove
          </Button>
        </div>
      )}
    />
  );
}
