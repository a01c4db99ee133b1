import { memberFromRelations } from '../../../contract/family-rules';
import type { RelationLanguage } from '../../../contract/reference';
import { chunks } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { chainLabels } from '../members/list';

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
