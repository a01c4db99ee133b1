import { RECOMMENDATION_LIMIT, type Preference, type PreferenceInput, type RecommendedMember } from '../../../contract/preferences';
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

/** A route loader's read of the member's partner preferences (null: none saved yet). */
export async function loadPreference(id: string): Promise<{ preference: Preference | null; error: string | null }> {
  const res = await fetchPreference(id);
  return res.ok ? { preference: res.body.preference, error: null } : { preference: null, error: res.error };
}

export type RecommendationLists =
  | { kind: 'blocked'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'lists'; mayLike: RecommendationList; lookingForYou: RecommendationList };
export interface RecommendationList {
  users: RecommendedMember[];
  total: number;
}

/** /matchRecommendation's loader: what blocks the lists, or both lists (spec §2 Match recommendation). */
export async function loadRecommendations(): Promise<RecommendationLists> {
  const status = await fetchRecommendationStatus();
  if (!status.ok) return { kind: 'error', message: status.error };
  if (status.body.message) return { kind: 'blocked', message: status.body.message };
  const [mayLike, lookingForYou] = await Promise.all([fetchMembersYouMayLike(0, RECOMMENDATION_LIMIT), fetchMembersLookingForYou(1, RECOMMENDATION_LIMIT)]);
  if (!mayLike.ok) return { kind: 'error', message: mayLike.error };
  if (!lookingForYou.ok) return { kind: 'error', message: lookingForYou.error };
  return {
    kind: 'lists',
    mayLike: { users: mayLike.body.matches, total: mayLike.body.total },
    lookingForYou: { users: lookingForYou.body.findPreferedYouUsers, total: lookingForYou.body.total },
  };
}
