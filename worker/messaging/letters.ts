import { MESSAGING_TEXT, LETTERS_PAGE_SIZE, type Letter, type LettersPage, type SendMailInput } from '../../contract/messaging';
import type { SessionUser } from '../auth/users';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { m } from '../../contract/i18n/paraglide/messages';
import { localeOf, readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { notificationInsert } from '../notifications/notify';
import { inReachOf } from '../social/reach';
import { chatPartners } from './partners';
import { messagingAccess, refusal } from './permission';
import { checkSendLimit } from './throttle';

/**
 * Personal letters, the Inbox (issue 12; docs/decisions/0583). The same rules as chat decide
 * who may write (canSendMail opens). Each side deletes from its own box only.
 */
type Sender = Pick<SessionUser, '_id' | 'name'>;

export async function sendLetter(deps: AppDeps, sender: Sender, input: SendMailInput): Promise<{ letter: Letter; recipient: { email: string; name: string; language: string | null } }> {
  const me = sender._id;
  const { mail } = await messagingAccess(deps, me, input.userId);
  if (mail !== 'allowed') throw refusal(mail, 'mail');
  await checkSendLimit(deps, me, 'letters');
  const { db } = deps.database;
  const id = newId();
  const now = deps.now();
  await deps.database.batch([
    db.insertInto('letters').values({ id, from_user_id: me, to_user_id: input.userId, subject: input.subject, body: input.body, sent_at: now, read_at: null }),
    notificationInsert(deps, { userId: input.userId, senderId: me, type: 'letter', content: m.messaging_new_letter_from({ name: sender.name }, { locale: await readerLocale(deps, input.userId) }), link: '/mailList' }),
  ]);
  const recipient = await db.selectFrom('users').select(['id', 'name', 'email', 'last_seen_at', 'language']).where('id', '=', input.userId).executeTakeFirstOrThrow();
  await deps.live.publish(input.userId, { type: 'letter', letterId: id, from: { _id: me, name: sender.name }, subject: input.subject });
  const [partner] = await chatPartners(deps, [recipient], me);
  return {
    letter: { _id: id, fromUserId: me, toUserId: input.userId, partner: { _id: partner!._id, name: partner!.name, profilePicture: partner!.profilePicture }, subject: input.subject, body: input.body, sentAt: now, readAt: null },
    recipient,
  };
}

/**
 * The e-mail that tells the recipient a letter is waiting: the sender's name and a link to the
 * Inbox, never the letter itself (the mailbox is not the place for what members write).
 */
export function letterNotice(to: { email: string; name: string; language: string | null }, senderName: string, site: string) {
  const locale = localeOf(to);
  return {
    to: to.email,
    subject: m.server_mail_letter_subject({ name: senderName }, { locale }),
    text: m.server_mail_letter_body({ name: to.name, sender: senderName, link: `${site}/mailList` }, { locale }),
  };
}

/** `GET /user/letters?box&page`: letters from (or to) members who are active and not blocked either way. */
export async function lettersPage(deps: AppDeps, me: string, box: 'inbox' | 'sent', page: number): Promise<LettersPage> {
  const { db } = deps.database;
  const mine = box === 'inbox' ? ('to_user_id' as const) : ('from_user_id' as const);
  const partnerColumn = box === 'inbox' ? ('letters.from_user_id' as const) : ('letters.to_user_id' as const);
  const base = db
    .selectFrom('letters')
    .innerJoin('users', 'users.id', partnerColumn)
    .where(`letters.${mine}`, '=', me)
    .where(box === 'inbox' ? 'letters.deleted_by_recipient' : 'letters.deleted_by_sender', '=', 0)
    .where(inReachOf(me, 'users'));
  const [rows, counts] = await Promise.all([
    base
      .select(['letters.id', 'letters.from_user_id', 'letters.to_user_id', 'letters.subject', 'letters.body', 'letters.sent_at', 'letters.read_at', 'users.name', 'users.last_seen_at', 'users.id as partner_id'])
      .orderBy('letters.sent_at', 'desc')
      .orderBy('letters.id', 'desc')
      .limit(LETTERS_PAGE_SIZE)
      .offset((page - 1) * LETTERS_PAGE_SIZE)
      .execute(),
    base
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('letters.read_at', 'is', null).then(1).else(0).end()).as('unread')])
      .executeTakeFirstOrThrow(),
  ]);
  const partners = await chatPartners(deps, rows.map((r) => ({ id: r.partner_id, name: r.name, last_seen_at: r.last_seen_at })), me);
  return {
    letters: rows.map((r, i) => ({
      _id: r.id,
      fromUserId: r.from_user_id,
      toUserId: r.to_user_id,
      partner: { _id: partners[i]!._id, name: partners[i]!.name, profilePicture: partners[i]!.profilePicture },
      subject: r.subject,
      body: r.body,
      sentAt: r.sent_at,
      readAt: r.read_at,
    })),
    total: Number(counts.total),
    unread: Number(counts.unread ?? 0),
  };
}

/** `POST /user/letters/read/{letterId}`: only a letter in the caller's Inbox. False when it was read already. */
export async function readLetter(deps: AppDeps, me: string, letterId: string): Promise<boolean> {
  await ownLetter(deps, me, letterId);
  const res = await deps.database.db
    .updateTable('letters')
    .set({ read_at: deps.now() })
    .where('id', '=', letterId)
    .where('to_user_id', '=', me)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** `DELETE /user/letters/{letterId}`: out of the caller's box; the row goes once both sides deleted it. */
export async function deleteLetter(deps: AppDeps, me: string, letterId: string): Promise<void> {
  const letter = await ownLetter(deps, me, letterId);
  const { db } = deps.database;
  const column = letter.to_user_id === me ? 'deleted_by_recipient' : 'deleted_by_sender';
  await deps.database.batch([
    db.updateTable('letters').set({ [column]: 1 }).where('id', '=', letterId),
    db.deleteFrom('letters').where('id', '=', letterId).where('deleted_by_recipient', '=', 1).where('deleted_by_sender', '=', 1),
  ]);
}

/** A letter still in the caller's box (received or sent); anyone else's is "no such letter". */
async function ownLetter(deps: AppDeps, me: string, letterId: string) {
  const row = await deps.database.db.selectFrom('letters').select(['id', 'from_user_id', 'to_user_id', 'deleted_by_sender', 'deleted_by_recipient']).where('id', '=', letterId).executeTakeFirst();
  const mine = row && ((row.to_user_id === me && !row.deleted_by_recipient) || (row.from_user_id === me && !row.deleted_by_sender));
  if (!mine) throw notFound(MESSAGING_TEXT.letterNotFound);
  return row;
}
