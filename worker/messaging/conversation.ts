import { sql } from 'kysely';
import type { AppDeps } from '../deps';

/**
 * Recomputes what the chat list reads of a conversation (last message, each side's unread
 * count) from its messages, inside the batch that changed them: a retry or a race that stored
 * nothing leaves it as it was, and the counts cannot drift. Both counts use the partial index
 * of unread messages, so this stays cheap however long the conversation.
 */
export function refreshConversation(deps: AppDeps, a: string, b: string) {
  return sql`update conversations set
    last_message_id = (select max(id) from messages m where m.conversation_id = conversations.id),
    last_message_at = (select sent_at from messages m where m.id = (select max(id) from messages m2 where m2.conversation_id = conversations.id)),
    unread_a = (select count(*) from messages m where m.to_user_id = conversations.user_a and m.conversation_id = conversations.id and m.read_at is null),
    unread_b = (select count(*) from messages m where m.to_user_id = conversations.user_b and m.conversation_id = conversations.id and m.read_at is null)
    where user_a = ${a} and user_b = ${b}`.compile(deps.database.db);
}

