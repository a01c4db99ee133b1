import { createFileRoute } from '@tanstack/react-router';
import { RecommendationPage } from '../../features/preferences/recommendation-page';

export const Route = createFileRoute('/_member/matchRecommendation')({
  component: RecommendationPage,
});
