import { RECOMMENDATION_LIMIT, type Preference, type PreferenceInput, type RecommendedMember } from '../../../contract/preferences';
import { api, call } from '../../lib/api';
import type { RecommendationListName } from '../../lib/recommendation-lists';

/** The preferences domain's calls (docs/decisions/0520–0524). */
export const fetchPreference = (id: string) => call(() => api.user.get.preference[':id'].$get({ param: { id } }));

export const savePreference = (id: string, input: PreferenceInput) =>
  call(() => api.user.userPreferences[':id'].$put({ param: { id }, json: input }));

export const fetchRecommendationStatus = () => call(() => api.match.recommendationStatus.$get());

export const fetchMembersYouMayLike = (page = 0, limit = 4) =>
  call(() => api.match.getRecommendedMatches.$get({ query: { page: String(page), limit: String(limit) } }));

export const fetchMembersLookingForYou = (page = 1, limit = 4) =>
  call(() => api.match.getPreferedYou.$get({ query: { page: String(page), limit: String(limit) } }));

/** The newest members the viewer may see (GET /user/getNewUser/{id}, decision 0523): a section of /matchRecommendation. */
const fetchNewMembers = (id: string, limit: number) => call(() => api.user.getNewUser[':id'].$get({ param: { id }, query: { limit: String(limit) } }));

/** A route loader's read of the member's partner preferences (null: none saved yet). */
export async function loadPreference(id: string): Promise<{ preference: Preference | null; error: string | null }> {
  const res = await fetchPreference(id);
  return res.ok ? { preference: res.body.preference, error: null } : { preference: null, error: res.error };
}

/** The full lists behind /matchRecommendation's previews, each in the address as `?list=` (decision 0921). */
/** Cards on a page of a full list. */
export const FULL_LIST_LIMIT = 20;

export type RecommendationLists =
  | { kind: 'blocked'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'lists'; mayLike: RecommendationList; lookingForYou: RecommendationList; newMembers: RecommendedMember[] };
export interface RecommendationList {
  users: RecommendedMember[];
  total: number;
}

/** /matchRecommendation's loader: what blocks the lists, or both lists (spec §2 Match recommendation). */
export async function loadRecommendations(memberId: string): Promise<RecommendationLists> {
  const status = await fetchRecommendationStatus();
  if (!status.ok) return { kind: 'error', message: status.error };
  if (status.body.message) return { kind: 'blocked', message: status.body.message };
  const [mayLike, lookingForYou, newMembers] = await Promise.all([
    fetchMembersYouMayLike(0, RECOMMENDATION_LIMIT),
    fetchMembersLookingForYou(1, RECOMMENDATION_LIMIT),
    fetchNewMembers(memberId, RECOMMENDATION_LIMIT),
  ]);
  if (!mayLike.ok) return { kind: 'error', message: mayLike.error };
  if (!lookingForYou.ok) return { kind: 'error', message: lookingForYou.error };
  if (!newMembers.ok) return { kind: 'error', message: newMembers.error };
  return {
    kind: 'lists',
    mayLike: { users: mayLike.body.matches, total: mayLike.body.total },
    lookingForYou: { users: lookingForYou.body.findPreferedYouUsers, total: lookingForYou.body.total },
    newMembers: newMembers.body.users,
  };
}

export type FullRecommendationList =
  | { kind: 'blocked'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'list'; list: RecommendationListName; page: number; users: RecommendedMember[]; total: number };

/** A page (1-based) of one full list: the same endpoints as the previews, 20 cards a page. */
export async function loadRecommendationList(list: RecommendationListName, page: number): Promise<FullRecommendationList> {
  const status = await fetchRecommendationStatus();
  if (!status.ok) return { kind: 'error', message: status.error };
  if (status.body.message) return { kind: 'blocked', message: status.body.message };
  if (list === 'mayLike') {
    const res = await fetchMembersYouMayLike(page, FULL_LIST_LIMIT);
    return res.ok ? { kind: 'list', list, page, users: res.body.matches, total: res.body.total } : { kind: 'error', message: res.error };
  }
  const res = await fetchMembersLookingForYou(page, FULL_LIST_LIMIT);
  return res.ok ? { kind: 'list', list, page, users: res.body.findPreferedYouUsers, total: res.body.total } : { kind: 'error', message: res.error };
}
