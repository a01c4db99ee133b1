import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXT } from '../../contract/messaging';
import { acceptedPair, chatList, messagesBetween, openPage, send, thread } from '../messaging/messaging-test-helpers';
import { call, createTestApp, type TestApp } from '../test/harness';
import { familyInConversation, managerOf } from './manager-test-helpers';

/**
 * Conversations and letters of a family-run profile (issue 27): the candidate's own, read by a
 * manager only from when the candidate lets the family in, never written nor marked read by them;
 * both sides told since when the family reads, and the partner's open page told when it changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A pair who chat, the woman's profile run by her father too. */
async function chattingPair() {
  const { paid: him, free: her } = await acceptedPair(t);
  expect((await send(t, him, her.id, 'Namaste')).body.code).toBe(5);
  const father = await managerOf(t, her);
  return { him, her, father };
}

describe("a manager and the candidate's conversations", () => {
  it('reads none until the candidate lets the family in: list empty, thread and every write refused, nothing changed', async () => {
    const { him, her, father } = await chattingPair();
    expect((await chatList(t, father)).body.data).toEqual({ conversations: [], total: 0 });
    const closed = await thread(t, father, him.id);
    expect(closed.status).toBe(403);
    expect(closed.body.error).toBe(MESSAGING_TEXT.familyNotReading);
    const sent = await send(t, father, him.id, 'From her father');
    expect(sent.status).toBe(403);
    expect(sent.body.error).toBe(MESSAGING_TEXT.reasons.family);
    const read = await call(t, 'POST', `/api/user/messaging/read/${him.id}`, { token: father.token });
    expect(read.status).toBe(403);
    expect((await call(t, 'GET', '/api/user/messaging/unread', { token: father.token })).body.data).toEqual({ messages: 0, letters: 0 });
    // Nothing changed: one message, still unread and undelivered to her.
    expect(await messagesBetween(t, him.id, her.id)).toMatchObject([{ text: 'Namaste', read_at: null, delivered_at: null }]);
    // Only she lets the family in.
    expect((await familyInConversation(t, father, him.id, true)).status).toBe(403);
  });

  it('reads from the moment she turns family in the conversation on; both threads say since when; never writes', async () => {
    const { him, her, father } = await chattingPair();
    const hisPage = openPage(t, him);
    t.clock.advance(60_000);
    const on = await familyInConversation(t, her, him.id, true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const since = on.body.data.familyReadsSince as number;
    expect(hisPage).toContainEqual({ type: 'familyReads', partnerId: her.id, familyReadsSince: { mine: null, partner: since } });

    expect((await send(t, him, her.id, 'How is everyone at home?')).body.code).toBe(5);
    const forFather = await thread(t, father, him.id);
    expect(forFather.status, JSON.stringify(forFather.body)).toBe(200);
    // Her father reads what was written since she let the family in, not before.
    expect(forFather.body.data).toMatchObject({ total: 1, permission: 'family', familyReadsSince: { mine: since, partner: null } });
    expect(forFather.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['How is everyone at home?']);
    const list = (await chatList(t, father)).body.data;
    expect(list).toMatchObject({ total: 1, conversations: [{ partner: { _id: him.id }, lastMessage: { text: 'How is everyone at home?' }, unread: 0 }] });
    // His reading is not hers: nothing delivered, nothing read.
    expect((await messagesBetween(t, him.id, her.id)).map((m) => [m.delivered_at, m.read_at])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await send(t, father, him.id, 'Father here')).status).toBe(403);
    expect((await call(t, 'POST', `/api/user/messaging/read/${him.id}`, { token: father.token })).status).toBe(403);

    // She and he read all of it; his thread tells him her family reads it.
    expect((await thread(t, her, him.id)).body.data).toMatchObject({ total: 2, permission: 'allowed', familyReadsSince: { mine: since, partner: null } });
    expect((await thread(t, him, her.id)).body.data).toMatchObject({ total: 2, familyReadsSince: { mine: null, partner: since } });

    const off = await familyInConversation(t, her, him.id, false);
    expect(off.body.data.familyReadsSince).toBeNull();
    expect(hisPage.at(-1)).toEqual({ type: 'familyReads', partnerId: her.id, familyReadsSince: { mine: null, partner: null } });
    expect((await thread(t, father, him.id)).status).toBe(403);
  });

  it("the live socket gives a manager's page a conversation's messages only while the family reads it, and never a letter", async () => {
    const { him, her, father } = await chattingPair();
    const fathers: Record<string, any>[] = [];
    t.live.attach(her.id, decodeJwt(father.token).sid as string, { send: (d: string) => void fathers.push(JSON.parse(d)), close: () => undefined });
    const hers = openPage(t, her);
    await send(t, him, her.id, 'Before');
    expect(hers.filter((e) => e.type === 'message')).toHaveLength(1);
    expect(fathers.filter((e) => e.type === 'message')).toEqual([]);
    await familyInConversation(t, her, him.id, true);
    await send(t, him, her.id, 'After');
    expect(fathers.filter((e) => e.type === 'message').map((e) => e.message.text)).toEqual(['After']);
    expect((await call(t, 'POST', '/api/user/sendMail', { token: him.token, body: { userId: her.id, subject: 'Hello', body: 'A letter for you' } })).status).toBe(200);
    expect(hers.filter((e) => e.type === 'letter')).toHaveLength(1);
    expect(fathers.filter((e) => e.type === 'letter')).toEqual([]);
    // A request or notification count is the whole profile's: every page hears of it.
    expect(fathers.some((e) => e.type === 'changed' || e.type === 'familyReads')).toBe(true);
  });

  it("a message reaching only her father's open page is not delivered to her", async () => {
    const { him, her, father } = await chattingPair();
    const fathers: Record<string, any>[] = [];
    t.live.attach(her.id, decodeJwt(father.token).sid as string, { send: (d: string) => void fathers.push(JSON.parse(d)), close: () => undefined });
    await familyInConversation(t, her, him.id, true);
    const sent = await send(t, him, her.id, 'Only the family is looking');
    expect(fathers.filter((e) => e.type === 'message').map((e) => e.message._id)).toEqual([sent.body.data._id]);
    expect((await messagesBetween(t, him.id, her.id)).at(-1)).toMatchObject({ text: 'Only the family is looking', delivered_at: null });
  });

  it('keeps letters from a manager: the mailbox, writing, reading and deleting are refused', async () => {
    const { him, father } = await chattingPair();
    const refused = await Promise.all([
      call(t, 'GET', '/api/user/letters', { token: father.token }),
      call(t, 'POST', '/api/user/sendMail', { token: father.token, body: { userId: him.id, subject: 'Hello', body: 'From the family' } }),
      call(t, 'POST', '/api/user/letters/read/x', { token: father.token }),
      call(t, 'DELETE', '/api/user/letters/x', { token: father.token }),
    ]);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(Array(4).fill([403, MESSAGING_TEXT.lettersCandidateOnly]));
    expect(await t.deps.database.db.selectFrom('letters').select('id').where('to_user_id', '=', him.id).execute()).toEqual([]);
  });

  it("a stranger's session reaches neither the conversation nor the family switch", async () => {
    const { him, her } = await chattingPair();
    const { paid: stranger } = await acceptedPair(t);
    expect((await thread(t, stranger, her.id)).status).toBe(404);
    expect((await familyInConversation(t, stranger, her.id, true)).status).toBe(404);
    expect(await t.deps.database.db.selectFrom('family_conversations').select('since').where('partner_id', '=', him.id).execute()).toEqual([]);
  });

  it("leaves reporting the conversation, with its messages, to the candidate", async () => {
    const { him, her, father } = await chattingPair();
    expect((await familyInConversation(t, her, him.id, true)).status).toBe(200);
    const report = await call(t, 'POST', '/api/user/report', { token: father.token, body: { kind: 'conversation', targetId: him.id, reason: 'money', shareTranscript: true } });
    expect(report.status).toBe(403);
    expect(await t.deps.database.db.selectFrom('member_reports').select('id').where('reported_user_id', '=', him.id).execute()).toEqual([]);
  });
});
