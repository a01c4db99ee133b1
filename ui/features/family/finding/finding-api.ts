import type { InferResponseType } from 'hono/client';
import type { ChildrenMatchesInput } from '../../../../contract/family-finding';
import { api, call } from '../../../lib/api';

/** The family-finding calls (docs/decisions/0770–0773). */
const getChildrenMatches = api.match.getChildrenMatches[':id'].$post;
export type ChildrenMatchesAnswer = InferResponseType<typeof getChildrenMatches, 200>['data'];

export const fetchFamilyFindingMembers = (id: string) => call(() => api.user.showMembers[':id'].$get({ param: { id } }));

export const fetchChildrenMatches = (entryId: string, criteria: ChildrenMatchesInput) => call(() => getChildrenMatches({ param: { id: entryId }, json: criteria }));

/** Send Match for an entry of the caller's family list (the requests domain's endpoint, decision 0546). */
export const sendMatch = (id: string, userId: string, forMember: string) =>
  call(() => api.match.matchAccount[':id'].$post({ param: { id }, json: { id, userId, forMember } }));
