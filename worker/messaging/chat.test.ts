import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXT } from '../../contract/messaging';
import { givePlan } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptedPair, acceptInterest, block, chatList, man, messagesBetween, openPage, send, thread, woman } from './messaging-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may write to whom', () => {
  it('needs an accepted interest: a pending one is not enough (403, nothing stored)', async () => {
    const [a, b] = [await man(t), await woman(t)];
    await givePlan(t, a.id, 'gold');
    const res = await send(t, a, b.id, 'Hello');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGING_TEXT.reasons.notAccepted);
    await answer(api(t, { token: a.token }).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} }));
    expect((await send(t, a, b.id, 'Hello')).body.error).toBe(MESSAGING_TEXT.reasons.notAccepted);
    expect(await messagesBetween(t, a.id, b.id)).toEqual([]);
  });

  it('a Free member cannot open a conversation, but may answer one a paid member opened', async () => {
    const { paid, free } = await acceptedPair(t);
    const opened = await send(t, free, paid.id, 'Hi there');
    expect(opened.status).toBe(403);
    expect(opened.body.error).toBe(MESSAGING_TEXT.reasons.upgrade);
    expect((await send(t, paid, free.id, 'Namaste')).body).toMatchObject({ code: 5, data: { fromUserId: paid.id, toUserId: free.id, text: 'Namaste' } });
    const answer = await send(t, free, paid.id, 'Namaste ji');
    expect(answer.body).toMatchObject({ code: 5, data: { fromUserId: free.id, text: 'Namaste ji' } });
    expect((await messagesBetween(t, paid.id, free.id)).map((m) => m.text)).toEqual(['Namaste', 'Namaste ji']);
  });

  it('an interest the Free member sent and the paid member accepted counts too', async () => {
    const [a, b] = [await woman(t), await man(t)];
    await givePlan(t, b.id, 'silver');
    await acceptInterest(t, a, b);
    expect((await send(t, b, a.id, 'Hello')).body.code).toBe(5);
  });

  it('a block either way stops sending and hides the history (404), until it is lifted', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Before the block');
    expect((await block(t, free, paid.id)).body.code).toBe(5);
    const blocked = await send(t, paid, free.id, 'After');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe(MESSAGING_TEXT.reasons.blocked);
    expect((await send(t, free, paid.id, 'Mine?')).status).toBe(403);
    for (const [by, other] of [[paid, free], [free, paid]] as const) {
      const res = await thread(t, by, other.id);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGING_TEXT.conversationNotFound);
      expect((await chatList(t, by)).body.data).toEqual({ conversations: [], total: 0 });
    }
    await block(t, free, paid.id, false);
    expect((await thread(t, paid, free.id)).body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Before the block']);
  });

  it('an inactive partner, an unknown member and oneself are not there', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Hello');
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', free.id).execute();
    const res = await send(t, paid, free.id, 'Still there?');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGING_TEXT.reasons.unavailable);
    expect((await thread(t, paid, free.id)).status).toBe(404);
    expect((await chatList(t, paid)).body.data.total).toBe(0);
    expect((await send(t, paid, 'no-such-member', 'Hi')).status).toBe(404);
    expect((await send(t, paid, paid.id, 'Me')).status).toBe(404);
    expect((await thread(t, paid, paid.id)).status).toBe(404);
  });

  it('empty and oversized text is refused with fields, and nothing is stored', async () => {
    const { paid, free } = await acceptedPair(t);
    const empty = await send(t, paid, free.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.text).toBe('Write a message first.');
    const long = await send(t, paid, free.id, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.fields.text).toBe('A message can be at most 2,000 characters.');
    expect(await messagesBetween(t, paid.id, free.id)).toEqual([]);
  });

  it('another member\'s conversation is not visible: a third member sees only their own (empty) thread', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Private');
    const other = await woman(t);
    const res = await thread(t, other, paid.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify((await chatList(t, other)).body)).not.toContain('Private');
  });
});

describe('the thread', () => {
  it('pages 30 at a time from the newest, oldest first within a page; `after` catches up', async () => {
    const { paid, free } = await acceptedPair(t, 'platinum');
    for (let i = 1; i <= 65; i++) {
      expect((await send(t, i % 2 ? paid : free, i % 2 ? free.id : paid.id, `m${i}`)).body.code).toBe(5);
      t.clock.advance(3000);
    }
    const texts = (res: { body: Record<string, any> }) => res.body.data.messages.map((m: { text: string }) => m.text);
    const first = await thread(t, paid, free.id);
    expect(first.body.data.total).toBe(65);
    expect(texts(first)).toEqual(Array.from({ length: 30 }, (_, i) => `m${36 + i}`));
    expect(texts(await thread(t, paid, free.id, '?skip=30'))).toEqual(Array.from({ length: 30 }, (_, i) => `m${6 + i}`));
    expect(texts(await thread(t, paid, free.id, '?skip=60'))).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const after = first.body.data.messages[27]._id;
    expect(texts(await thread(t, free, paid.id, `?after=${after}`))).toEqual(['m64', 'm65']);
  });

  it('a retry with the same clientId stores once and answers the stored message (code 4)', async () => {
    const { paid, free } = await acceptedPair(t);
    const first = await send(t, paid, free.id, 'Once', 'client-0001');
    const again = await send(t, paid, free.id, 'Once', 'client-0001');
    expect(first.body.code).toBe(5);
    expect(again.body).toMatchObject({ code: 4, data: { _id: first.body.data._id, clientId: 'client-0001' } });
    expect(await messagesBetween(t, paid.id, free.id)).toHaveLength(1);
  });

  it('two sends racing store two messages, in order, with growing ids', async () => {
    const { paid, free } = await acceptedPair(t);
    const [x, y] = await Promise.all([send(t, paid, free.id, 'one'), send(t, paid, free.id, 'two')]);
    expect([x.body.code, y.body.code]).toEqual([5, 5]);
    expect(x.body.data._id).not.toBe(y.body.data._id);
    const rows = await messagesBetween(t, paid.id, free.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeLessThan(rows[1]!.id);
    const page = await thread(t, free, paid.id);
    expect(page.body.data.messages.map((m: { _id: number }) => m._id)).toEqual(rows.map((r) => r.id));
  });
});

describe('delivered and read', () => {
  it('stores before telling: both members\' pages get the message; delivered comes back when a page of the recipient got it', async () => {
    const { paid, free } = await acceptedPair(t);
    const [sender, recipient] = [openPage(t, paid), openPage(t, free)];
    const res = await send(t, paid, free.id, 'Live');
    const id = res.body.data._id;
    expect(res.body.data.deliveredAt).toBe(t.clock.now);
    expect(recipient).toEqual([expect.objectContaining({ type: 'message', message: expect.objectContaining({ _id: id, text: 'Live' }), partner: expect.objectContaining({ _id: paid.id }) })]);
    expect(sender).toEqual([
      expect.objectContaining({ type: 'message', partner: expect.objectContaining({ _id: free.id }) }),
      { type: 'delivered', partnerId: free.id, ids: [id], at: t.clock.now },
    ]);
    const [row] = await messagesBetween(t, paid.id, free.id);
    expect(row!.delivered_at).toBe(t.clock.now);
  });

  it('without a page open, loading the thread marks delivered; reading marks read and tells both', async () => {
    const { paid, free } = await acceptedPair(t);
    const a = (await send(t, paid, free.id, 'One')).body.data;
    const b = (await send(t, paid, free.id, 'Two')).body.data;
    expect(a.deliveredAt).toBeNull();
    expect((await chatList(t, free)).body.data.conversations[0]).toMatchObject({ unread: 2, lastMessage: { _id: b._id, text: 'Two' } });
    const [sender, reader] = [openPage(t, paid), openPage(t, free)];
    t.clock.advance(1000);
    const loaded = await thread(t, free, paid.id);
    expect(loaded.body.data.messages.map((m: { deliveredAt: number; readAt: number | null }) => [m.deliveredAt, m.readAt])).toEqual([[t.clock.now, null], [t.clock.now, null]]);
    expect(sender).toEqual([{ type: 'delivered', partnerId: free.id, ids: [a._id, b._id], at: t.clock.now }]);
    t.clock.advance(1000);
    const read = await answer(api(t, { token: free.token }).user.messaging.read[':id'].$post({ param: { id: paid.id } }));
    expect(read.body).toMatchObject({ code: 5, data: { upTo: b._id, at: t.clock.now } });
    expect(sender.at(-1)).toEqual({ type: 'read', partnerId: free.id, readerId: free.id, upTo: b._id, at: t.clock.now });
    expect(reader.at(-1)).toEqual({ type: 'read', partnerId: paid.id, readerId: free.id, upTo: b._id, at: t.clock.now });
    expect((await chatList(t, free)).body.data.conversations[0].unread).toBe(0);
    expect((await answer(api(t, { token: free.token }).user.messaging.read[':id'].$post({ param: { id: paid.id } }))).body.code).toBe(4);
    expect((await answer(api(t, { token: free.token }).user.messaging.unread.$get())).body.data).toEqual({ messages: 0, letters: 0 });
  });

  it('notifies the recipient of the first unread message from a sender only', async () => {
    const { paid, free } = await acceptedPair(t);
    const notes = () => t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', free.id).where('type', '=', 'message').execute();
    await send(t, paid, free.id, 'One');
    await send(t, paid, free.id, 'Two');
    expect(await notes()).toEqual([expect.objectContaining({ sender_id: paid.id, content: MESSAGING_TEXT.newMessageFrom(paid.name), link: `/messages/${paid.id}` })]);
    expect((await answer(api(t, { token: free.token }).user.messaging.unread.$get())).body.data.messages).toBe(2);
    await answer(api(t, { token: free.token }).user.messaging.read[':id'].$post({ param: { id: paid.id } }));
    await send(t, paid, free.id, 'Three');
    expect(await notes()).toHaveLength(2);
  });
});

describe('GET /user/getChatUsers', () => {
  it('lists newest activity first, searches by name, and shows online and pictures', async () => {
    const me = await man(t);
    await givePlan(t, me.id, 'gold');
    const [x, y] = [await woman(t), await woman(t)];
    await acceptInterest(t, me, x);
    await acceptInterest(t, me, y);
    await send(t, me, x.id, 'to x');
    t.clock.advance(1000);
    await send(t, me, y.id, 'to y');
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.clock.now }).where('id', '=', x.id).execute();
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.clock.now - 6 * 60_000 }).where('id', '=', y.id).execute();
    const list = (await chatList(t, me)).body.data;
    expect(list.total).toBe(2);
    expect(list.conversations.map((c: { partner: { _id: string; online: boolean } }) => [c.partner._id, c.partner.online])).toEqual([[y.id, false], [x.id, true]]);
    expect(list.conversations[0]).toMatchObject({ unread: 0, lastMessage: { text: 'to y', fromUserId: me.id } });
    expect(typeof list.conversations[0].partner.profilePicture).toBe('string');
    const found = (await chatList(t, me, `?search=${encodeURIComponent(x.name.slice(0, 5).toUpperCase())}`)).body.data;
    expect(found.conversations.map((c: { partner: { _id: string } }) => c.partner._id)).toContain(x.id);
    expect((await chatList(t, x)).body.data.conversations[0]).toMatchObject({ unread: 1, partner: { _id: me.id } });
  });
});

describe('GET /user/get/{id}: sendMessageMe and messaging', () => {
  const flags = async (by: { token: string }, id: string) => {
    const { user } = (await answer(api(t, { token: by.token }).user.get[':id'].$get({ param: { id }, query: {} }))).body;
    return { sendMessageMe: user.sendMessageMe, messaging: user.messaging };
  };

  it('says why a member cannot write: not accepted, upgrade, blocked; and allowed once a conversation is open', async () => {
    const [a, b] = [await man(t), await woman(t)];
    expect(await flags(a, b.id)).toEqual({ sendMessageMe: false, messaging: { chat: 'notAccepted', mail: 'notAccepted' } });
    await acceptInterest(t, a, b);
    expect(await flags(a, b.id)).toEqual({ sendMessageMe: false, messaging: { chat: 'upgrade', mail: 'upgrade' } });
    await givePlan(t, a.id, 'silver');
    expect(await flags(a, b.id)).toEqual({ sendMessageMe: true, messaging: { chat: 'allowed', mail: 'upgrade' } });
    expect(await flags(b, a.id)).toEqual({ sendMessageMe: false, messaging: { chat: 'upgrade', mail: 'upgrade' } });
    await send(t, a, b.id, 'Hello');
    expect(await flags(b, a.id)).toEqual({ sendMessageMe: true, messaging: { chat: 'allowed', mail: 'allowed' } });
    await block(t, a, b.id);
    expect(await flags(a, b.id)).toEqual({ sendMessageMe: false, messaging: { chat: 'blocked', mail: 'blocked' } });
    expect(await flags(a, a.id)).toEqual({ sendMessageMe: false, messaging: { chat: 'unavailable', mail: 'unavailable' } });
  });
});
