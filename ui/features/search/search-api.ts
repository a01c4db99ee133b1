import type { MatchCriteria, SearchUsersInput } from '../../../contract/search';
import { api, call } from '../../lib/api';

/** The search domain's calls (docs/decisions/0500). */
const getNewMatch = api.match.getNewMatch[':id'].$post;

export const fetchMatchFilters = () => call(() => api.match.getMatchFilters.$get());

export const fetchNewMatches = (id: string, criteria: MatchCriteria) => call(() => getNewMatch({ param: { id }, json: criteria }));

export const searchUsers = (input: SearchUsersInput) => call(() => api.user.searchUsers.$post({ json: input }));
