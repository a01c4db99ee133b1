import { sql } from 'kysely';
import { type ChatMessage, type SendMessageInput } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import type { SessionUser } from '../auth/users';
import { m } from '../../contract/i18n/paraglide/messages';
import { readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { notificationInsertIf } from '../notifications/notify';
import { chatPartner, pairOf, selectMessages, toChatMessage } from './partners';
import { messagingAccess, refusal } from './permission';
import { checkSendLimit } from './throttle';
import { markDelivered } from './delivered';
import { announcingHere } from './live/own-sends';

type Sender = Pick<SessionUser, '_id' | 'name'>;

async function storedMessage(deps: AppDeps, from: string, clientId: string) {
  const row = await selectMessages(deps).where('from_user_id', '=', from).where('client_id', '=', clientId).executeTakeFirst();
  return row && toChatMessage(row);
}

/**
 * `POST /user/sendMessage` (docs/decisions/0581): the rules, the throttle, then one atomic
 * batch — the conversation row, the message (whose trigger keeps the list's summary in that row,
 * migration 0066) and the recipient's notification (only when this is the first message from
 * the sender they have not read). The message
 * is stored before anyone is told of it. A retry with the same clientId answers the stored one.
 */
export async function sendMessage(deps: AppDeps, sender: Sender, input: SendMessageInput): Promise<{ message: ChatMessage; repeated: boolean }> {
  const me = sender._id;
  const to = input.userId;
  if (input.clientId) {
    const before = await storedMessage(deps, me, input.clientId);
    if (before) return { message: before, repeated: true };
  }
  const { chat } = await messagingAccess(deps, me, to);
  if (chat !== 'allowed') throw refusal(chat, 'chat');
  await checkSendLimit(deps, me, 'messages');

  const { db } = deps.database;
  const now = deps.now();
  const clientId = input.clientId ?? newId();
  const { a, b } = pairOf(me, to);
  // What the recipient has not read of the pair is all from me; the insert's trigger has counted this one.
  const unreadFromMe = db.selectFrom('conversations').select(to === a ? 'unread_a' : 'unread_b').where('user_a', '=', a).where('user_b', '=', b);
  // This process tells the pages itself: its follower of the other processes passes it by.
  const storedNothing = announcingHere(deps.live, me, clientId);
  const stored = deps.database.batch([
    db.insertInto('conversations').values({ user_a: a, user_b: b, opened_by: me, created_at: now }).onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing()),
    db
      .insertInto('messages')
      .columns(['conversation_id', 'from_user_id', 'to_user_id', 'text', 'client_id', 'sent_at'])
      .expression(db.selectFrom('conversations').select((eb) => ['id', eb.val(me).as('f'), eb.val(to).as('t'), eb.val(input.text).as('x'), eb.val(clientId).as('c'), eb.val(now).as('s')]).where('user_a', '=', a).where('user_b', '=', b))
      .onConflict((oc) => oc.columns(['from_user_id', 'client_id']).doNothing()),
    // changes() is the insert just above: a racing retry that stored nothing notifies nobody.
    notificationInsertIf(
      deps,
      { userId: to, senderId: me, type: 'message', content: m.messaging_new_message_from({ name: sender.name }, { locale: await readerLocale(deps, to) }), link: `/messages/${me}` },
      sql`changes() = 1 and (${unreadFromMe}) = 1`,
    ),
  ]);
  await stored.catch((err: unknown) => {
    storedNothing();
    throw err;
  });
  const message = (await storedMessage(deps, me, clientId))!;
  await announce(deps, message);
  return { message, repeated: false };
}

/**
 * After the store: the recipient's open pages, the sender's other tabs, and "delivered" when a
 * page of the recipient was sent it. The Node follower calls this for messages another process
 * stored (live/follower.ts).
 */
export async function announce(deps: AppDeps, message: ChatMessage): Promise<void> {
  const { fromUserId: me, toUserId: to } = message;
  const [toRecipient, toSender] = await Promise.all([chatPartner(deps, me, to), chatPartner(deps, to, me)]);
  const [pages] = await Promise.all([
    deps.live.publish(to, { type: 'message', message, partner: toRecipient }),
    deps.live.publish(me, { type: 'message', message, partner: toSender }),
  ]);
  if (pages < 1) return;
  const marked = await markDelivered(deps, me, to, [message._id]);
  if (marked.ids.length) message.deliveredAt = marked.at;
}
