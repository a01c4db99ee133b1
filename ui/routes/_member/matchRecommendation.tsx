import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRecommendationList, loadRecommendations } from '../../features/preferences/preferences-api';
import { RECOMMENDATION_LISTS, type RecommendationListName } from '../../lib/recommendation-lists';
import { FullListPage, RecommendationPage } from '../../features/preferences/recommendation-page';
import { CardActions } from '../../features/requests/card-actions';
import { oneOf, pagedListSearch } from '../../lib/search-params';
import { sessionAtom } from '../../state/session';

/** The API answers pages up to 1000 (contract/preferences.ts). */
const LAST_PAGE = 1000;

/** `?list=&page=`: one full list and its page (decision 0921); without `list`, both previews. */
function recommendationSearch(search: Record<string, unknown>): { list?: RecommendationListName | undefined; page?: number | undefined } {
  const list = oneOf(search.list, RECOMMENDATION_LISTS);
  const { page } = pagedListSearch(search);
  return { list, page: list && page !== undefined ? Math.min(page, LAST_PAGE) : undefined };
}

/** /matchRecommendation: both previews, or one full list, from the loader; a card's send or withdraw reloads them (spec §6). */
export const Route = createFileRoute('/_member/matchRecommendation')({
  validateSearch: recommendationSearch,
  loaderDeps: ({ search }) => ({ list: search.list ?? null, page: search.page ?? 1 }),
  loader: async ({ deps, context }) =>
    deps.list ? { full: await loadRecommendationList(deps.list, deps.page) } : { previews: await loadRecommendations(context.store.get(sessionAtom)?.userId ?? '') },
  pendingComponent: function MatchRecommendationPending() {
    const { list } = Route.useSearch();
    return list ? <FullListPage name={list} state={null} cardActions={() => null} onPage={() => undefined} /> : <RecommendationPage state={null} cardActions={() => null} />;
  },
  component: function MatchRecommendationRoute() {
    const router = useRouter();
    const navigate = Route.useNavigate();
    const data = Route.useLoaderData();
    const { list } = Route.useLoaderDeps();
    const reload = () => void router.invalidate({ filter: (m) => m.routeId === Route.id });
    const cardActions = (m: Parameters<typeof CardActions>[0]['member']) => <CardActions member={m} onChange={reload} />;
    const onPage = (page: number) => void navigate({ search: { list: list ?? undefined, page } });
    if (list && data.full) return <FullListPage name={list} state={data.full} cardActions={cardActions} onPage={onPage} />;
    return <RecommendationPage state={data.previews ?? null} cardActions={cardActions} />;
  },
});
