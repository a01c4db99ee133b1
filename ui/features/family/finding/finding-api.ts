import type { InferResponseType } from 'hono/client';
import type { ChildrenMatchesInput } from '../../../../contract/family-finding';
import { api, call } from '../../../lib/api';

/** The family-finding calls (docs/decisions/0770–0773). */
const getChildrenMatches = api.match.getChildrenMatches[':id'].$post;
export type ChildrenMatchesAnswer = InferResponseType<typeof getChildrenMatches, 200>['data'];

export const fetchFamilyFindingMembers = (id: string) => call(() => api.user.showMembers[':id'].$get({ param: { id } }));

export const fetchChildrenMatches = (entryId: string, criteria: ChildrenMatchesInput) => call(() => getChildrenMatches({ param: { id: entryId }, json: criteria }));
