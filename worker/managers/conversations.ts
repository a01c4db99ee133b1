import { m } from '../../contract/i18n/paraglide/messages';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { tellFamilyReads } from '../messaging/family';
import { historyInsert } from './history';

const pair = (a: string, b: string) => (a < b ? { user_a: a, user_b: b } : { user_a: b, user_b: a });

/**
 * "Family in the conversation" (issue 27): the candidate lets the profile's managers read one
 * conversation from now on, or stops it. Returns since when the family reads it (null: not).
 */
export async function familyInConversation(deps: AppDeps, profileId: string, partnerId: string, enabled: boolean): Promise<number | null> {
  const db = deps.database.db;
  const { user_a, user_b } = pair(profileId, partnerId);
  const conversation = await db.selectFrom('conversations').select('id').where('user_a', '=', user_a).where('user_b', '=', user_b).executeTakeFirst();
  if (!conversation) throw notFound(m.managers_no_conversation());
  const now = deps.now();
  const current = await familyReadsSince(deps, profileId, partnerId);
  if (enabled === (current !== null)) return current;
  const partner = await db.selectFrom('users').select('name').where('id', '=', partnerId).executeTakeFirst();
  await deps.database.batch([
    enabled
      ? db.insertInto('family_conversations').values({ profile_id: profileId, partner_id: partnerId, since: now })
      : db.deleteFrom('family_conversations').where('profile_id', '=', profileId).where('partner_id', '=', partnerId),
    historyInsert(deps, { profileId, actorId: profileId, action: enabled ? 'familyChatOn' : 'familyChatOff', detail: partner?.name ?? null }),
  ]);
  // Both members' open pages show the notice from now (worker/messaging/family.ts).
  await tellFamilyReads(deps, profileId, partnerId);
  return enabled ? now : null;
}

/** Since when the family of `profileId` reads their conversation with `partnerId`; null: they do not. */
export async function familyReadsSince(deps: Pick<AppDeps, 'database'>, profileId: string, partnerId: string): Promise<number | null> {
  const row = await deps.database.db
    .selectFrom('family_conversations')
    .select('since')
    .where('profile_id', '=', profileId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row?.since ?? null;
}
