import type { PreferenceInput } from '../../../contract/preferences';
import { api, call } from '../../lib/api';

/** The preferences domain's calls (docs/decisions/0520–0524). */
export const fetchPreference = (id: string) => call(() => api.user.get.preference[':id'].$get({ param: { id } }));

export const savePreference = (id: string, input: PreferenceInput) =>
  call(() => api.user.userPreferences[':id'].$put({ param: { id }, json: input }));

export const fetchRecommendationStatus = () => call(() => api.match.recommendationStatus.$get());

export const fetchMembersYouMayLike = (page = 0, limit = 4) =>
  call(() => api.match.getRecommendedMatches.$get({ query: { page: String(page), limit: String(limit) } }));

export const fetchMembersLookingForYou = (page = 1, limit = 4) =>
  call(() => api.match.getPreferedYou.$get({ query: { page: String(page), limit: String(limit) } }));

export const fetchSimilarMembers = (id: string, limit = 6) =>
  call(() => api.user.getSimilarProfile[':id'].$get({ param: { id }, query: { limit: String(limit) } }));

export const fetchNewMembers = (id: string, limit = 6) => call(() => api.user.getNewUser[':id'].$get({ param: { id }, query: { limit: String(limit) } }));
