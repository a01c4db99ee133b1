import { conversationSignals, SAFETY_NOTE_FIRST_MESSAGES, type ScamSignal } from '../../contract/scam-rules';
import { MESSAGES_PAGE_SIZE, MESSAGING_TEXT, type MessagesPage } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { unlessStorageFull } from '../http/storage-full';
import { markDelivered } from './delivered';
import { chatPartner, pairOf, selectMessages, toChatMessage } from './partners';
import type { Session } from '../http/context';
import { familyReads, permissionFor, readsFrom } from './family';
import { messagingAccess } from './permission';

/** Catch-up after a reconnect answers at most this many; the page asks again from the last id. */
const CATCH_UP_MAX = 500;

/**
 * `GET /user/getMessages/{id}`: the conversation with member {id}. A member who is not there
 * (unknown, not active, oneself) or a block either way is "no such conversation": the history
 * stays hidden while the block lasts. Without messages and without an accepted interest there
 * is nothing to show either. The partner's messages it returns are marked delivered, not read.
 */
export async function loadThread(deps: AppDeps, session: Session, otherId: string, at: { skip: number; after?: number }): Promise<MessagesPage> {
  const me = session.userId;
  const { chat } = await messagingAccess(deps, me, otherId);
  if (chat === 'unavailable' || chat === 'blocked') throw notFound(MESSAGING_TEXT.conversationNotFound);
  // A manager reads only from when the candidate let the family in (worker/messaging/family.ts).
  const from = await readsFrom(deps, session, otherId);
  const permission = permissionFor(session, chat);
  const conversation = await conversationRow(deps, me, otherId);
  // Without an accepted interest only a conversation that exists shows (the interest may since have been withdrawn).
  if (chat === 'notAccepted' && !conversation) throw notFound(MESSAGING_TEXT.conversationNotFound);
  const [partner, familyReadsSince] = await Promise.all([chatPartner(deps, otherId, me), familyReads(deps, me, otherId)]);
  if (!conversation) return { partner, messages: [], total: 0, permission, safetyNote: [], familyReadsSince };
  let base = selectMessages(deps).where('conversation_id', '=', conversation.id);
  if (from !== null) base = base.where('sent_at', '>=', from);
  const rows =
    at.after !== undefined
      ? await base.where('id', '>', at.after).orderBy('id', 'asc').limit(CATCH_UP_MAX).execute()
      : (await base.orderBy('id', 'desc').limit(MESSAGES_PAGE_SIZE).offset(at.skip).execute()).reverse();
  const messages = rows.map(toChatMessage);
  const total = from === null ? conversation.message_count : await countFrom(deps, conversation.id, from);
  // A manager's page is not the candidate's: what it is sent has not reached them.
  if (from !== null) return { partner, messages, total, permission, safetyNote: await safetyNote(deps, conversation.id), familyReadsSince };
  // What this answer returns to the caller reached them; nothing else does (decision 0865).
  const undelivered = messages.filter((m) => m.toUserId === me && m.deliveredAt === null).map((m) => m._id);
  const delivered = (await unlessStorageFull(deps, () => markDelivered(deps, otherId, me, undelivered))) ?? { ids: [] as number[], at: null };
  for (const m of messages) if (delivered.ids.includes(m._id)) m.deliveredAt = delivered.at;
  return { partner, messages, total, permission, safetyNote: await safetyNote(deps, conversation.id), familyReadsSince };
}

/** The messages a manager reads: those sent since the family was let in. */
async function countFrom(deps: AppDeps, conversationId: number, from: number): Promise<number> {
  const row = await deps.database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sent_at', '>=', from)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The scam signals of the conversation's first messages (decision 0959): both members read the same note. */
async function safetyNote(deps: AppDeps, conversationId: number): Promise<ScamSignal[]> {
  const first = await deps.database.db.selectFrom('messages').select('text').where('conversation_id', '=', conversationId).orderBy('id', 'asc').limit(SAFETY_NOTE_FIRST_MESSAGES).execute();
  return conversationSignals(first.map((m) => m.text));
}

async function conversationRow(deps: AppDeps, x: string, y: string) {
  const { a, b } = pairOf(x, y);
  return deps.database.db.selectFrom('conversations').select(['id', 'message_count']).where('user_a', '=', a).where('user_b', '=', b).where('last_message_id', 'is not', null).executeTakeFirst();
}

/**
 * `POST /user/messaging/read/{id}`: every message from {id} to the caller read. Told to the
 * partner's pages and the caller's other tabs. Null when nothing was unread.
 */
export async function markRead(deps: AppDeps, me: string, otherId: string): Promise<{ upTo: number; at: number } | null> {
  const { chat } = await messagingAccess(deps, me, otherId);
  const conversation = chat === 'unavailable' || chat === 'blocked' ? undefined : await conversationRow(deps, me, otherId);
  if (!conversation) throw notFound(MESSAGING_TEXT.conversationNotFound);
  const { db } = deps.database;
  const unread = await db
    .selectFrom('messages')
    .where('to_user_id', '=', me)
    .where('conversation_id', '=', conversation.id)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.max<number>('id').as('upTo'))
    .executeTakeFirst();
  if (!unread?.upTo) return null;
  const at = deps.now();
  // The unread count of the chat list follows by trigger (migration 0066).
  await db
    .updateTable('messages')
    .set((eb) => ({ read_at: at, delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)) }))
    .where('to_user_id', '=', me)
    .where('conversation_id', '=', conversation.id)
    .where('read_at', 'is', null)
    .where('id', '<=', unread.upTo)
    .execute();
  const upTo = Number(unread.upTo);
  await Promise.all([
    deps.live.publish(otherId, { type: 'read', partnerId: me, readerId: me, upTo, at }),
    deps.live.publish(me, { type: 'read', partnerId: otherId, readerId: me, upTo, at }),
  ]);
  return { upTo, at };
}
