import { FAMILY_FINDING_TEXT, type FamilyFindingMember } from '../../../contract/family-finding';
import { memberFromRelations } from '../../../contract/family-rules';
import { ADULT_AGE, ageInYears } from '../../../contract/limits';
import type { RelationId, RelationLanguage } from '../../../contract/reference';
import type { FamilyMembersTable } from '../../db/tables/family';
import type { AppDeps } from '../../deps';
import { relationGender } from '../../reference/catalogue/relations';
import { loadSettings } from '../../settings/privacy';
import { nameRelation } from '../relation-names';

/**
 * Whom a member may search for (docs/decisions/0770): the people of their own list who are
 * their descendants, their brothers and sisters, or their brothers' and sisters' descendants —
 * the relatives Indian families search on behalf of (a parent or grandparent for a child, an
 * elder sibling for a younger one, an uncle or aunt for a nephew or niece).
 */
const DESCENDANT: ReadonlySet<RelationId> = new Set([
  'son', 'daughter', 'paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter', 'great-grandson', 'great-granddaughter',
]);
const SIBLING: ReadonlySet<RelationId> = new Set(['elder-brother', 'younger-brother', 'elder-sister', 'younger-sister']);
const SIBLING_CHILD: ReadonlySet<RelationId> = new Set(['brother-son', 'brother-daughter', 'sister-son', 'sister-daughter']);

export type Entry = FamilyMembersTable;

/** Descendants of self, siblings, and siblings' descendants: the first step says which, every later step goes down. */
export function searchableChain(chain: readonly RelationId[]): boolean {
  if (chain.length === 0) return false;
  const [first, ...rest] = chain;
  if (!DESCENDANT.has(first!) && !SIBLING.has(first!) && !SIBLING_CHILD.has(first!)) return false;
  return rest.every((r) => DESCENDANT.has(r));
}

/** Whether someone of the list is (or has) a spouse: spouse_id points either way. */
function married(entry: Entry, list: Entry[]): boolean {
  return entry.spouse_id != null || list.some((o) => o.spouse_id === entry.id);
}

export interface OwnList {
  list: Entry[];
  byId: Map<string, Entry>;
  self: Entry | undefined;
}

export async function loadOwnList(deps: AppDeps, ownerId: string): Promise<OwnList> {
  const list = await deps.database.db.selectFrom('family_members').selectAll().where('owner_id', '=', ownerId).orderBy('dob').orderBy('created_at').execute();
  return { list, byId: new Map(list.map((e) => [e.id, e])), self: list.find((e) => e.relation_id === 'self') };
}

/**
 * `childrens` of spec §7 showMembers: every searchable person of the list, oldest first, with
 * the reason family finding cannot search for them (spec §2's two texts for a linked member
 * with matching off and for a minor; ours for no date of birth and for a married person).
 */
export async function familyFindingMembers(deps: AppDeps, own: OwnList, lang: RelationLanguage = 'en'): Promise<FamilyFindingMember[]> {
  const chains = new Map(own.list.map((e) => [e.id, memberFromRelations(e, own.list)]));
  const wanted = own.list.filter((e) => searchableChain(chains.get(e.id) ?? []));
  const linkedIds = [...new Set(wanted.map((e) => e.linked_user_id).filter((id): id is string => !!id))];
  const linked = linkedIds.length
    ? await deps.database.db.selectFrom('users').select(['id', 'name', 'dob', 'gender']).where('id', 'in', linkedIds).execute()
    : [];
  const userOf = new Map(linked.map((u) => [u.id, u]));
  const matchOff = new Set<string>();
  await Promise.all(linkedIds.map(async (id) => ((await loadSettings(deps, id)).matchEnabled ? null : matchOff.add(id))));
  const now = deps.now();
  return wanted.map((e) => {
    const user = e.linked_user_id ? userOf.get(e.linked_user_id) : undefined;
    const dob = user?.dob ?? e.dob;
    const age = dob ? ageInYears(dob, now) : null;
    let blocked: string | null = null;
    if (user && matchOff.has(user.id)) blocked = FAMILY_FINDING_TEXT.memberMatchOff;
    else if (age != null && age < ADULT_AGE) blocked = FAMILY_FINDING_TEXT.memberMinor;
    else if (age == null) blocked = FAMILY_FINDING_TEXT.memberNoDob;
    else if (married(e, own.list)) blocked = FAMILY_FINDING_TEXT.memberMarried;
    return {
      _id: e.id,
      name: user?.name ?? e.name,
      relation_id: e.relation_id,
      relation: nameRelation(chains.get(e.id) ?? [e.relation_id], lang).label,
      gender: user?.gender ?? relationGender(e.relation_id),
      age,
      user_id: e.linked_user_id,
      linked: !!user,
      blocked,
    };
  });
}
