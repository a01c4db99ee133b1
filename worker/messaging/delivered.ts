import { sql } from 'kysely';
import type { AppDeps } from '../deps';

/**
 * "Delivered" (✓✓) for exactly the messages that were sent to a page of the recipient or that
 * the API returned to them, never "up to" one of them: a message stored where no page of theirs
 * was stays "sent" though a later one arrived (docs/decisions/0865). The sender's pages are told
 * which. Answers the ids it marked (none when they already were).
 */
export async function markDelivered(deps: AppDeps, senderId: string, recipientId: string, ids: readonly number[]): Promise<{ ids: number[]; at: number }> {
  const at = deps.now();
  if (!ids.length) return { ids: [], at };
  const changed = await deps.database.db
    .updateTable('messages')
    .set({ delivered_at: at })
    // A catch-up returns up to 500 messages: the ids go as one JSON parameter (D1 binds at most 100, decision 0970).
    .where('id', 'in', sql<number>`(select value from json_each(${JSON.stringify(ids)}))`)
    .where('from_user_id', '=', senderId)
    .where('to_user_id', '=', recipientId)
    .where('delivered_at', 'is', null)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  const marked = changed.map((r) => r.id).sort((x, y) => x - y);
  if (marked.length) await deps.live.publish(senderId, { type: 'delivered', partnerId: recipientId, ids: marked, at });
  return { ids: marked, at };
}
