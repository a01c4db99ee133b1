import { RELATION_LANGUAGES, type RelationLanguage } from '../../contract/reference';
import type { AppDeps } from '../deps';

/**
 * The language a member reads relation labels in (decision 0103): their mother tongue's
 * labelKey when the relation catalogue has labels in it, English otherwise (no mother tongue,
 * or one the catalogue does not cover).
 */
export function relationLanguage(labelKey: string | null | undefined): RelationLanguage {
  return RELATION_LANGUAGES.find((lang) => lang === labelKey) ?? 'en';
}

/** The relation language of member `userId`, read from their mother tongue. */
export async function viewerLanguage(deps: AppDeps, userId: string): Promise<RelationLanguage> {
  const row = await deps.database.db
    .selectFrom('users')
    .leftJoin('mother_tongues', 'mother_tongues.id', 'users.mother_tongue_id')
    .select('mother_tongues.label_key')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return relationLanguage(row?.label_key);
}
