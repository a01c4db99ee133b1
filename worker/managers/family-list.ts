import type { RelationId } from '../../contract/reference';
import type { FamilyRelation } from '../../contract/managers';
import type { AppDeps } from '../deps';

/** The family list's relations a manager's relation names (issue 27): a brother is an elder or a younger one. */
const ENTRIES_OF: Partial<Record<FamilyRelation, readonly RelationId[]>> = {
  father: ['father'],
  mother: ['mother'],
  brother: ['elder-brother', 'younger-brother'],
  sister: ['elder-sister', 'younger-sister'],
};

export interface ListEntry {
  id: string;
  /** The relations from the candidate outwards: one link for a parent or a sibling. */
  chain: readonly RelationId[];
  name: string;
}

/**
 * Which entries of a profile's family list are its managers (issue 27: "the father is the
 * father's entry"): the one entry of the manager's relation, or among several (two elder
 * brothers) the one with the manager's name. A guardian, a relative or a friend has no entry of
 * their own to be.
 */
export async function managersInFamilyList(deps: Pick<AppDeps, 'database'>, profileId: string, entries: readonly ListEntry[]): Promise<Map<string, { name: string }>> {
  const managers = await deps.database.db
    .selectFrom('profile_managers as pm')
    .innerJoin('users as a', 'a.id', 'pm.account_id')
    .select(['pm.relation', 'a.name'])
    .where('pm.profile_id', '=', profileId)
    .execute();
  const found = new Map<string, { name: string }>();
  for (const manager of managers) {
    const relations = ENTRIES_OF[manager.relation];
    if (!relations) continue;
    const candidates = entries.filter((e) => e.chain.length === 1 && relations.includes(e.chain[0]!));
    const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
    const entry = candidates.length === 1 ? candidates[0] : candidates.find((e) => same(e.name, manager.name));
    if (entry) found.set(entry.id, { name: manager.name });
  }
  return found;
}
