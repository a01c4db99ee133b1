import { MESSAGING_TEXT } from '../../contract/messaging';
import type { SessionUser } from '../auth/users';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { newId } from '../ids';
import { pairOf } from './partners';

/** How much of a reported conversation reaches the administrators: its newest messages. */
export const REPORT_TRANSCRIPT_MESSAGES = 200;

type Reporter = Pick<SessionUser, '_id' | 'name' | 'email'>;

/**
 * `POST /user/messaging/report/{id}` (docs/decisions/0584): a visitor query from the reporter
 * with the conversation's transcript attached, the administrators' only way to read a
 * conversation. Works while a block stands (one blocks, then reports).
 */
export async function reportConversation(deps: AppDeps, reporter: Reporter, otherId: string, reason: string, ip: string | null): Promise<void> {
  const { db } = deps.database;
  const { a, b } = pairOf(reporter._id, otherId);
  const conversation = await db.selectFrom('conversations').select('id').where('user_a', '=', a).where('user_b', '=', b).where('last_message_id', 'is not', null).executeTakeFirst();
  if (reporter._id === otherId || !conversation) throw notFound(MESSAGING_TEXT.conversationNotFound);
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
  const now = deps.now();
  await db
    .insertInto('visitor_queries')
    .values({
      id: newId(),
      name: reporter.name,
      email: reporter.email,
      phone: null,
      subject: MESSAGING_TEXT.reportSubject(partner.name),
      message: reason,
      user_id: reporter._id,
      ip,
      attachment: transcript(messages.reverse(), names, otherId),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Plain text, one line a message, times in UTC: readable as it is in the back office. */
function transcript(messages: { from_user_id: string; text: string; sent_at: number }[], names: Map<string, string>, otherId: string): string {
  const head = `Conversation with ${names.get(otherId)} (member ${otherId}), the last ${messages.length} message(s):`;
  const lines = messages.map((m) => `[${new Date(m.sent_at).toISOString().slice(0, 16).replace('T', ' ')} UTC] ${names.get(m.from_user_id)}: ${m.text}`);
  return [head, '', ...lines].join('\n');
}
