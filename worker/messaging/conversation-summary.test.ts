import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibsqlDatabase } from '../db/libsql';
import { migrate, readMigrations } from '../db/migrate';
import { givePlan } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { acceptInterest, chatList, man, send, thread, woman, type Member } from './messaging-test-helpers';

/**
 * The chat list's row of each conversation (last message, each side's unread count, the number
 * of messages) is kept by triggers on messages (migration 0066, decision 0970). After every
 * kind of change it must equal what the messages themselves say, counted straight from them
 * as the send's batch recomputed it before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The libSQL client, for what the app never does: counting straight from messages, deleting one message, undoing a migration. */
const client = () => (t.deps.database as LibsqlDatabase).client;

const KEPT = 'select id, last_message_id, last_message_at, unread_a, unread_b, message_count from conversations order by id';
const COUNTED = `select id,
  (select max(id) from messages m where m.conversation_id = c.id) as last_message_id,
  (select sent_at from messages m where m.id = (select max(id) from messages m2 where m2.conversation_id = c.id)) as last_message_at,
  (select count(*) from messages m where m.conversation_id = c.id and m.to_user_id = c.user_a and m.read_at is null) as unread_a,
  (select count(*) from messages m where m.conversation_id = c.id and m.to_user_id = c.user_b and m.read_at is null) as unread_b,
  (select count(*) from messages m where m.conversation_id = c.id) as message_count
  from conversations c order by id`;

async function expectRowsRight(when: string) {
  const [kept, counted] = await Promise.all([client().execute(KEPT), client().execute(COUNTED)]);
  expect(kept.rows.length, when).toBeGreaterThan(0);
  expect(kept.rows.map((r) => ({ ...r })), when).toEqual(counted.rows.map((r) => ({ ...r })));
}

const readFrom = (t: TestApp, by: Member, id: string) => call(t, 'POST', `/api/user/messaging/read/${id}`, { token: by.token });

/** A man on Gold and the women whose interests he had accepted. */
async function manWithPartners(count: number) {
  const me = await man(t);
  await givePlan(t, me.id, 'gold');
  const partners: Member[] = [];
  for (let i = 0; i < count; i++) {
    const partner = await woman(t);
    await acceptInterest(t, me, partner);
    partners.push(partner);
  }
  return { me, partners };
}

describe('the conversations’ rows (migration 0066)', () => {
  it('follow sends, retries and read marks, with several partners in order of their last message', async () => {
    const { me, partners } = await manWithPartners(3);
    const [p1, p2, p3] = partners as [Member, Member, Member];
    for (const [p, texts] of [[p1, ['a', 'b']], [p2, ['c']], [p3, ['d', 'e', 'f']]] as const) {
      for (const text of texts) {
        t.clock.advance(1000);
        expect((await send(t, me, p.id, text)).body.code).toBe(5);
      }
    }
    t.clock.advance(1000);
    expect((await send(t, p1, me.id, 'reply', 'reply-0001')).body.code).toBe(5);
    // A retry of the same message stores nothing and counts nothing.
    expect((await send(t, p1, me.id, 'reply', 'reply-0001')).body.code).toBe(4);
    await expectRowsRight('after the sends');

    const list = (await chatList(t, me)).body.data;
    expect(list.total).toBe(3);
    expect(list.conversations.map((c: { partner: { _id: string }; lastMessage: { text: string }; unread: number }) => [c.partner._id, c.lastMessage.text, c.unread])).toEqual([
      [p1.id, 'reply', 1],
      [p3.id, 'f', 0],
      [p2.id, 'c', 0],
    ]);
    const p3List = (await chatList(t, p3)).body.data.conversations;
    expect(p3List.map((c: { unread: number }) => c.unread)).toEqual([3]);

    expect((await readFrom(t, p3, me.id)).body.code).toBe(5);
    expect((await readFrom(t, me, p1.id)).body.code).toBe(5);
    await expectRowsRight('after the read marks');
    expect((await chatList(t, p3)).body.data.conversations[0].unread).toBe(0);
    expect((await chatList(t, me)).body.data.conversations.map((c: { unread: number }) => c.unread)).toEqual([0, 0, 0]);
    expect((await call(t, 'GET', '/api/user/messaging/unread', { token: p2.token })).body.data.messages).toBe(1);

    // The thread's total is the row's count.
    expect((await thread(t, me, p3.id)).body.data.total).toBe(3);
    // A later message moves its conversation to the top.
    t.clock.advance(1000);
    await send(t, me, p2.id, 'g');
    expect((await chatList(t, me)).body.data.conversations.map((c: { partner: { _id: string } }) => c.partner._id)).toEqual([p2.id, p1.id, p3.id]);
    await expectRowsRight('after one more send');
  });

  it('follow a message that goes alone, and an account that goes with its conversations', async () => {
    const { me, partners } = await manWithPartners(2);
    const [p1, p2] = partners as [Member, Member];
    for (const text of ['one', 'two', 'three']) {
      t.clock.advance(1000);
      await send(t, me, p1.id, text);
    }
    await send(t, me, p2.id, 'hello');
    const last = await client().execute({ sql: 'select max(id) as id from messages where from_user_id = ? and to_user_id = ?', args: [me.id, p1.id] });
    await client().execute({ sql: 'delete from messages where id = ?', args: [Number(last.rows[0]!.id)] });
    await expectRowsRight('after a message was deleted');
    const row = (await chatList(t, p1)).body.data.conversations[0];
    expect([row.lastMessage.text, row.unread]).toEqual(['two', 2]);

    await client().execute({ sql: 'delete from users where id = ?', args: [p2.id] });
    await expectRowsRight('after an account was deleted');
    expect((await chatList(t, me)).body.data.conversations.map((c: { partner: { _id: string } }) => c.partner._id)).toEqual([p1.id]);
  });

  it('are counted from the messages already there when the migration runs', async () => {
    const { me, partners } = await manWithPartners(1);
    await send(t, me, partners[0]!.id, 'before the migration');
    // Undo migration 0066 on this database with messages, spoil the rows, then apply it again.
    for (const name of ['conversations_message_insert', 'conversations_message_read', 'conversations_message_delete']) await client().execute(`drop trigger ${name}`);
    await client().execute('alter table conversations drop column message_count');
    await client().execute('update conversations set last_message_id = null, last_message_at = null, unread_a = 7, unread_b = 7');
    await client().execute("delete from d1_migrations where name like '0066_%'");
    expect(await migrate(client(), await readMigrations())).toEqual(['0066_keep_conversation_summaries.sql']);
    await expectRowsRight('after the migration');
  });
});
