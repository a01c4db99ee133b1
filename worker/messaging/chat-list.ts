import { sql } from 'kysely';
import { CONVERSATIONS_PAGE_SIZE, type ChatUsersPage, type UnreadCounts } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import { inReachOf } from '../social/reach';
import { chatPartners } from './partners';

/**
 * The caller's conversations with their side's unread count: two index range reads
 * (conversations_a, conversations_b), so the list costs one row per conversation whatever
 * the number of messages. Partners who are not active or with a block either way drop out.
 */
function mine(me: string) {
  return sql`(select id, user_b as partner_id, unread_a as unread, last_message_id, last_message_at from conversations where user_a = ${me} and last_message_id is not null
    union all
    select id, user_a, unread_b, last_message_id, last_message_at from conversations where user_b = ${me} and last_message_id is not null)`;
}

/** `family`: a manager's list, only the conversations the candidate let the family into (worker/messaging/family.ts). */
function visible(me: string, search: string | undefined, family = false) {
  return sql`${inReachOf(me, 'u')}
    ${search ? sql`and instr(lower(u.name), lower(${search})) > 0` : sql``}
    ${family ? sql`and f.since is not null` : sql``}`;
}

/** Since when the family of `me` reads each conversation (none: f.since null). */
const familyJoin = (me: string) => sql`left join family_conversations f on f.profile_id = ${me} and f.partner_id = c.partner_id`;

interface Row {
  partner_id: string;
  name: string;
  last_seen_at: number | null;
  unread: number;
  m_id: number;
  m_from: string;
  m_text: string;
  m_sent: number;
  m_read: number | null;
  since: number | null;
}

/**
 * `GET /user/getChatUsers?search&skip`: newest activity first. A manager's list (`family`) holds
 * only the conversations the family reads, without a last message from before they were let in,
 * and no unread count: reading is the candidate's, a manager cannot clear it.
 */
export async function chatUsers(deps: AppDeps, me: string, q: { search?: string; skip: number }, family = false): Promise<ChatUsersPage> {
  const { db } = deps.database;
  const search = q.search || undefined;
  const [rows, total] = await Promise.all([
    sql<Row>`select c.partner_id, u.name, u.last_seen_at, c.unread, m.id as m_id, m.from_user_id as m_from, m.text as m_text, m.sent_at as m_sent, m.read_at as m_read, f.since
      from ${mine(me)} c join users u on u.id = c.partner_id join messages m on m.id = c.last_message_id ${familyJoin(me)}
      where ${visible(me, search, family)}
      order by c.last_message_at desc, c.id desc limit ${CONVERSATIONS_PAGE_SIZE} offset ${q.skip}`.execute(db),
    sql<{ n: number }>`select count(*) as n from ${mine(me)} c join users u on u.id = c.partner_id ${familyJoin(me)} where ${visible(me, search, family)}`.execute(db),
  ]);
  const partners = await chatPartners(deps, rows.rows.map((r) => ({ id: r.partner_id, name: r.name, last_seen_at: r.last_seen_at })), me);
  return {
    conversations: rows.rows.map((r, i) => ({
      partner: partners[i]!,
      lastMessage: family && r.m_sent < r.since! ? null : { _id: r.m_id, fromUserId: r.m_from, text: r.m_text, sentAt: r.m_sent, readAt: r.m_read },
      unread: family ? 0 : Number(r.unread),
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** `GET /user/messaging/unread`: the header's badges, counting only what the lists would show (none to a manager, as their list). */
export async function unreadCounts(deps: AppDeps, me: string, family = false): Promise<UnreadCounts> {
  if (family) return { messages: 0, letters: 0 };
  const { db } = deps.database;
  const [messages, letters] = await Promise.all([
    sql<{ n: number | null }>`select sum(c.unread) as n from ${mine(me)} c join users u on u.id = c.partner_id where ${visible(me, undefined)}`.execute(db),
    sql<{ n: number }>`select count(*) as n from letters l join users u on u.id = l.from_user_id
      where l.to_user_id = ${me} and l.deleted_by_recipient = 0 and l.read_at is null and ${visible(me, undefined)}`.execute(db),
  ]);
  return { messages: Number(messages.rows[0]?.n ?? 0), letters: Number(letters.rows[0]?.n ?? 0) };
}
