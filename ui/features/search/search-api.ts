import type { InferResponseType } from 'hono/client';
import type { MatchCriteria, SearchUsersInput } from '../../../contract/search';
import { api, call } from '../../lib/api';

/** The search domain's calls (docs/decisions/0500). */
const getNewMatch = api.match.getNewMatch[':id'].$post;
export type NewMatchData = InferResponseType<typeof getNewMatch, 200>['data'];
export type MatchResultRow = NewMatchData['matches'][number];

export const fetchMatchFilters = () => call(() => api.match.getMatchFilters.$get());

export const fetchNewMatches = (id: string, criteria: MatchCriteria) => call(() => getNewMatch({ param: { id }, json: criteria }));

export const searchUsers = (input: SearchUsersInput) => call(() => api.user.searchUsers.$post({ json: input }));

/** Send interest (the requests domain's endpoint). */
/** `forMember`: family finding's Send Match, for an entry of the caller's family list (decision 0546). */
export const sendMatch = (id: string, userId: string, forMember?: string) =>
  call(() => api.match.matchAccount[':id'].$post({ param: { id }, json: forMember ? { id, userId, forMember } : { id, userId } }));
