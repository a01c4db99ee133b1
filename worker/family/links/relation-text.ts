import { memberFromRelations } from '../../../contract/family-rules';
import type { RelationLanguage } from '../../../contract/reference';
import { chunks } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { loadFamilyGraph } from '../graph';
import { chainLabels } from '../members/list';
import { nameRelation } from '../relation-names';
import { relationPath } from '../steps';

/**
 * What entries of members' lists are to their owners, in a reader's language, named as
 * /familyMember names them (my cousin's wife is one relation, not "cousin → wife"): the chain
 * from the owner's self entry (memberFromRelations) through the relation-names composer. One
 * read of the lists the entries belong to, however many entries.
 */
export async function entryRelationNames(deps: AppDeps, entryIds: readonly string[], lang: RelationLanguage): Promise<Map<string, string>> {
  const { db } = deps.database;
  const names = new Map<string, string>();
  for (const part of chunks([...new Set(entryIds)])) {
    const lists = await db
      .selectFrom('family_members')
      .select(['id', 'owner_id', 'relation_id', 'member_from_id'])
      .where('owner_id', 'in', db.selectFrom('family_members').select('owner_id').where('id', 'in', part))
      .execute();
    const wanted = new Set(part);
    for (const entry of lists) {
      if (!wanted.has(entry.id)) continue;
      const list = lists.filter((e) => e.owner_id === entry.owner_id);
      names.set(entry.id, chainLabels(memberFromRelations(entry, list), lang).label);
    }
  }
  return names;
}

/**
 * What the owner of a list is to a member linked in it, in `lang` (the reverse of
 * entryRelationNames: a mother's "son" reads his mother as "mother"): the path through the
 * owner's own list only, named as the tree names it. Null when the list does not connect them.
 */
export async function ownerRelationTo(deps: AppDeps, ownerId: string, memberId: string, lang: RelationLanguage): Promise<string | null> {
  const graph = await loadFamilyGraph(deps, ownerId, { maxDepth: 0 });
  const from = graph.selfKey(memberId);
  const path = relationPath(graph, from, graph.selfKey(ownerId));
  if (!path || path.length === 0) return null;
  const persons = [from, ...path.map((s) => s.to)].map((key) => {
    const p = graph.persons.get(key);
    return { key, gender: p?.gender ?? null, dob: p?.dob ?? null };
  });
  return nameRelation(path, lang, { persons }).label;
}
