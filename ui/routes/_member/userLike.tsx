import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { pagedListSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-title';
import { CardActions } from '../../features/requests/card-actions';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { fetchUsersList } from '../../features/social/social-api';
import { usersListCopy } from '../../features/social/users-list-copy';

const DEFAULT_LIMIT = 10;

export const Route = createFileRoute('/_member/userLike')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ deps }) => {
    const res = await fetchUsersList('likes', deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: () => <MemberListPending title={m.social_likes_title()} />,
  component: UserLikePage,
});

function UserLikePage() {
  const copy = usersListCopy('likes');
  usePageTitle(copy.title);
  const { data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <MemberListPage
      title={copy.title}
      lead={copy.lead}
      data={data}
      error={error}
      empty={{ title: copy.empty, hint: <p>{copy.hint}</p> }}
      page={page}
      limit={limit}
      onNavigate={(search) => void navigate({ search })}
      when={ago(copy.ago)}
      action={(u) => <CardActions member={u} />}
      detail={(u) =>
        u.stars ? (
          <p className="text-sm text-stone-800">
            <span aria-hidden="true" className="text-amber-600">{'★'.repeat(u.stars)}{'☆'.repeat(5 - u.stars)}</span>
            <span className="sr-only">{m.social_stars_out_of_five({ stars: u.stars })}</span>
          </p>
        ) : null
      }
    />
  );
}
