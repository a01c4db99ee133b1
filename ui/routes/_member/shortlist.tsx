import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { pagedListSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { CardActions } from '../../features/requests/card-actions';
import { fetchShortlist, toggleShortlist } from '../../features/requests/requests-api';

const DEFAULT_LIMIT = 10;

/** /shortlist: the members I keep, newest first (docs/decisions/0543). */
export const Route = createFileRoute('/_member/shortlist')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ deps }) => {
    const res = await fetchShortlist(deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => <MemberListPending title={m.requests_shortlist_title()} />,
  component: ShortlistPage,
});

function ShortlistPage() {
  const title = m.requests_shortlist_title();
  usePageTitle(title);
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
      title={title}
      lead={m.requests_shortlist_lead()}
      data={data}
      error={error}
      empty={{
        title: m.requests_shortlist_empty(),
        hint: (
          <p>
            {m.requests_shortlist_hint_before()}
            <Link to="/requests" className="font-semibold text-maroon-800 underline">{m.requests_shortlist_hint_link()}</Link>
            {m.requests_shortlist_hint_after()}
          </p>
        ),
      }}
      page={page}
      limit={limit}
      onNavigate={(search) => void navigate({ search })}
      when={ago(m.requests_shortlisted_ago)}
      action={(u) => (
        <div className="flex flex-wrap items-center gap-2">
          <CardActions member={u} shortlist={false} />
          <Button
            variant="secondary"
            aria-label={m.requests_shortlist_remove_label({ name: u.name })}
            onPress={() => void remove(u._id)}
          >
            {m.requests_shortlist_remove()}
          </Button>
        </div>
      )}
    />
  );
}
