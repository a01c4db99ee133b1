import { createFileRoute } from '@tanstack/react-router';
import { RecommendationPage } from '../../features/preferences/recommendation-page';
import { CardActions } from '../../features/requests/card-actions';

export const Route = createFileRoute('/_member/matchRecommendation')({
  component: () => <RecommendationPage cardActions={(m, reload) => <CardActions member={m} onChange={reload} />} />,
});
