import { RELATION_LANGUAGES, relationLabel, type RelationId, type RelationLanguage } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import { RELATIONS } from '../../reference/catalogue/relations';

/**
 * How an entry of someone's list relates to its owner, in a viewer's language: the chain of
 * relations from the owner's self entry to the entry (my cousin's wife = cousin → wife), each
 * labelled in the viewer's mother tongue and joined by ' → ' as the /familyMember tooltip does.
 */
const BY_ID = new Map(RELATIONS.map((r) => [r._id, r]));

export function labelOf(id: RelationId, lang: RelationLanguage): string {
  const relation = BY_ID.get(id);
  return relation ? relationLabel(relation, { labelKey: lang }) : id;
}

/** The viewer's label language (their mother tongue's labelKey), English when unknown. */
export async function labelLanguageOf(deps: AppDeps, userId: string): Promise<RelationLanguage> {
  const row = await deps.database.db
    .selectFrom('users')
    .innerJoin('mother_tongues', 'mother_tongues.id', 'users.mother_tongue_id')
    .select('mother_tongues.label_key')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const key = row?.label_key as RelationLanguage | undefined;
  return key && (RELATION_LANGUAGES as readonly string[]).includes(key) ? key : 'en';
}

/** Relation ids from the owner's self entry down to `entryId` (at most 8 steps; lists are small). */
export async function entryChain(deps: AppDeps, entryId: string): Promise<RelationId[]> {
  const { db } = deps.database;
  const chain: RelationId[] = [];
  let at: string | null = entryId;
  for (let step = 0; at && step < 8; step += 1) {
    const row = await db.selectFrom('family_members').select(['relation_id', 'member_from_id']).where('id', '=', at).executeTakeFirst();
    if (!row || row.relation_id === 'self') break;
    chain.unshift(row.relation_id);
    at = row.member_from_id;
  }
  return chain;
}

export const chainText = (chain: readonly RelationId[], lang: RelationLanguage) => chain.map((id) => labelOf(id, lang)).join(' → ');
