import { REPORT_TEXT } from '../../contract/reports';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { pairOf } from './partners';

/** How much of a reported conversation reaches the administrators: its newest messages. */
export const REPORT_TRANSCRIPT_MESSAGES = 200;

/**
 * The transcript a conversation report carries (issue 24, decisions 0584 and 0958): the
 * administrators' only way to read a conversation, shared by the member who reports it. 404
 * when the two never wrote to each other. Works while a block stands (one blocks, then reports).
 */
export async function conversationTranscript(deps: Pick<AppDeps, 'database'>, reporter: { _id: string; name: string }, otherId: string): Promise<string> {
  const { db } = deps.database;
  const { a, b } = pairOf(reporter._id, otherId);
  const conversation = await db.selectFrom('conversations').select('id').where('user_a', '=', a).where('user_b', '=', b).where('last_message_id', 'is not', null).executeTakeFirst();
  if (reporter._id === otherId || !conversation) throw notFound(REPORT_TEXT.conversationNotFound);
  const partner = await db.selectFrom('users').select('name').where('id', '=', otherId).executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('messages')
    .select(['from_user_id', 'text', 'sent_at'])
    .where('conversation_id', '=', conversation.id)
    .orderBy('id', 'desc')
    .limit(REPORT_TRANSCRIPT_MESSAGES)
    .execute();
  const names = new Map([
    [reporter._id, reporter.name],
    [otherId, partner.name],
  ]);
  return transcript(messages.reverse(), names, otherId);
}

/** Plain text, one line a message, times in UTC: readable as it is in the back office. */
function transcript(messages: { from_user_id: string; text: string; sent_at: number }[], names: Map<string, string>, otherId: string): string {
  const head = `Conversation with ${names.get(otherId)} (member ${otherId}), the last ${messages.length} message(s):`;
  const lines = messages.map((m) => `[${new Date(m.sent_at).toISOString().slice(0, 16).replace('T', ' ')} UTC] ${names.get(m.from_user_id)}: ${m.text}`);
  return [head, '', ...lines].join('\n');
}
