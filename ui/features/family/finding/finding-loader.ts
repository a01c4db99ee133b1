import type { FamilyFindingMember } from '../../../../contract/family-finding';
import type { MatchCriteria } from '../../../../contract/search';
import { criteriaError } from '../../../lib/match-criteria';
import { fetchChildrenMatches, fetchFamilyFindingMembers, type ChildrenMatchesAnswer } from './finding-api';
import type { Generations } from './generation-filters';

/** What the address asks for: the family-list entry searched for, the criteria and, once chosen, the generations. */
export interface FamilyFindingQuery {
  member: string | undefined;
  criteria: MatchCriteria;
  generations: Generations | undefined;
}

export type FamilyFindingData =
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      childrens: FamilyFindingMember[];
      /** The server's reason the caller cannot use family finding (a preference to set first). */
      message: string | null;
      /** The results for the chosen entry; null when none is chosen, it cannot be searched for, or the search failed. */
      results: ChildrenMatchesAnswer | null;
      /** The criteria were refused (the §5 check or the server's 400): said beside the Search button. */
      invalid: string | null;
      error: string | null;
    };

/**
 * /familyFinding's loader (decision 0900): the caller's family list, then the matches for the
 * entry the address names, if it may be searched for (an adult, not blocked: decision 0613).
 */
export async function loadFamilyFinding(me: string, query: FamilyFindingQuery): Promise<FamilyFindingData> {
  const members = await fetchFamilyFindingMembers(me);
  if (!members.ok) return { kind: 'error', message: members.error };
  const { childrens, message } = members.body;
  const page = { kind: 'ready' as const, childrens, message, results: null, invalid: null, error: null };
  const person = childrens.find((c) => c._id === query.member);
  if (!person || person.blocked) return page;
  const invalid = criteriaError(query.criteria);
  if (invalid) return { ...page, invalid };
  const res = await fetchChildrenMatches(person._id, { ...query.criteria, ...query.generations });
  if (res.ok) return { ...page, results: res.body.data };
  return res.status === 400 ? { ...page, invalid: res.error } : { ...page, error: res.error };
}
