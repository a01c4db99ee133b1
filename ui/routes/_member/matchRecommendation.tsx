import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadRecommendations } from '../../features/preferences/preferences-api';
import { RecommendationPage } from '../../features/preferences/recommendation-page';
import { CardActions } from '../../features/requests/card-actions';

/** /matchRecommendation: both lists from the loader; a card's send or withdraw reloads them (spec §6). */
export const Route = createFileRoute('/_member/matchRecommendation')({
  loader: loadRecommendations,
  pendingComponent: () => <RecommendationPage state={null} cardActions={() => null} />,
  component: function MatchRecommendationRoute() {
    const router = useRouter();
    const reload = () => void router.invalidate({ filter: (m) => m.routeId === Route.id });
    return <RecommendationPage state={Route.useLoaderData()} cardActions={(m) => <CardActions member={m} onChange={reload} />} />;
  },
});
