/**
 * The two recommendation lists a full page can show (`/matchRecommendation?list=`, decision 0921).
 * Apart from the feature's API module because the route's search check runs in the entry chunk,
 * which must not bring in contract/preferences.ts and zod with it (decision 0012).
 */
export const RECOMMENDATION_LISTS = ['mayLike', 'lookingForYou'] as const;
export type RecommendationListName = (typeof RECOMMENDATION_LISTS)[number];
