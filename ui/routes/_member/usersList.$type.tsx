import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { USERS_LIST_TYPES, type UsersListType } from '../../../contract/social';
import { pagedListSearch } from '../../lib/search-params';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { CardActions } from '../../features/requests/card-actions';
import { ago, MemberListPage, MemberListPending } from '../../features/social/member-list';
import { fetchUsersList } from '../../features/social/social-api';
import { usersListCopy } from '../../features/social/users-list-copy';

const DEFAULT_LIMIT = 10;
const isListType = (t: string): t is UsersListType => (USERS_LIST_TYPES as readonly string[]).includes(t);

export const Route = createFileRoute('/_member/usersList/$type')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ params, deps }) => {
    if (!isListType(params.type)) throw notFound();
    const res = await fetchUsersList(params.type, deps.page, deps.limit);
    return { type: params.type, data: res.ok ? res.body.data : null, error: res.ok ? null : res.error };
  },
  pendingComponent: () => <MemberListPending title={m.social_members()} />,
  component: UsersListPage,
});

function UsersListPage() {
  const { type, data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const copy = usersListCopy(type);
  usePageTitle(copy.title);
  return (
    <>
      <nav aria-label={m.social_member_lists()} className="mx-auto max-w-3xl px-4 pt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {USERS_LIST_TYPES.filter((t) => t !== 'likes').map((t) => (
            <li key={t}>
              <Link
                to="/usersList/$type"
                params={{ type: t }}
                aria-current={t === type ? 'page' : undefined}
                className={`rounded-full border px-3 py-1.5 font-semibold ${t === type ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-maroon-200 bg-white text-maroon-800 hover:bg-maroon-50'}`}
              >
                {usersListCopy(t).title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/userLike" className="rounded-full border border-maroon-200 bg-white px-3 py-1.5 font-semibold text-maroon-800 hover:bg-maroon-50">
              {m.social_likes_title()}
            </Link>
          </li>
        </ul>
      </nav>
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
        detail={(u) => (u.count && u.count > 1 ? <p className="text-xs text-stone-600">{m.social_visits({ count: formatCount(u.count) })}</p> : null)}
        action={(u) => <CardActions member={u} />}
      />
    </>
  );
}
