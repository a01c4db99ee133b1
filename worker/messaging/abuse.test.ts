import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGING_TEXT } from '../../contract/messaging';
import { REPORT_TEXT } from '../../contract/reports';
import { SERVER_TEXT } from '../../contract/server-texts';
import { adminSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptedPair, block, chatList, messagesBetween, openPage, send, thread, type Member } from './messaging-test-helpers';
import { SEND_LIMITS } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const letter = (by: Member, userId: string, subject: string, body: string) => answer(api(t, { token: by.token }).user.sendMail.$post({ json: { userId, subject, body } }));
const report = (by: Member, targetId: string, note: string) =>
  answer(api(t, { token: by.token }).user.report.$post({ json: { kind: 'conversation', targetId, reason: 'money', note, shareTranscript: true } }));

describe('the send throttle', () => {
  it('holds a Free member to the Free burst limit per rolling minute: 429, nothing stored, free again a minute later', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Opened');
    const burst = SEND_LIMITS.messages.free.perMinute;
    for (let i = 0; i < burst; i++) expect((await send(t, free, paid.id, `f${i}`)).body.code).toBe(5);
    const over = await send(t, free, paid.id, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(MESSAGING_TEXT.throttledBurst);
    expect(over.headers.get('retry-after')).toBe('60');
    expect((await messagesBetween(t, paid.id, free.id)).map((m) => m.text)).not.toContain('one too many');
    t.clock.advance(61_000);
    expect((await send(t, free, paid.id, 'later')).body.code).toBe(5);
  });

  it('allows a paid member more in a burst, and holds them to the daily limit over a rolling 24 hours', async () => {
    const { paid, free } = await acceptedPair(t);
    const limits = SEND_LIMITS.messages.paid;
    expect(limits.perMinute).toBeGreaterThan(SEND_LIMITS.messages.free.perMinute);
    for (let i = 0; i < SEND_LIMITS.messages.free.perMinute + 1; i++) expect((await send(t, paid, free.id, `burst${i}`)).body.code).toBe(5);
    // The rest of the day's allowance, sent nearly a day ago (stored directly: the API would take seconds).
    const conversation = (await t.deps.database.db.selectFrom('messages').select('conversation_id').where('from_user_id', '=', paid.id).executeTakeFirstOrThrow()).conversation_id;
    const earlier = t.clock.now - 24 * 3600_000 + 120_000;
    const rest = limits.perDay - SEND_LIMITS.messages.free.perMinute - 1;
    for (let from = 0; from < rest; from += 200) {
      const rows = Array.from({ length: Math.min(200, rest - from) }, (_, i) => ({ conversation_id: conversation, from_user_id: paid.id, to_user_id: free.id, text: 'old', client_id: `old-${from + i}`, sent_at: earlier + from + i }));
      await t.deps.database.db.insertInto('messages').values(rows).execute();
    }
    t.clock.advance(61_000);
    const over = await send(t, paid, free.id, 'over the day');
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(MESSAGING_TEXT.throttledDaily(limits.perDay));
    expect(await messagesBetween(t, paid.id, free.id)).toHaveLength(limits.perDay);
    // A minute later the oldest of the day have rolled out of the window.
    t.clock.advance(60_000);
    expect((await send(t, paid, free.id, 'a day later')).body.code).toBe(5);
  });

  it('throttles letters tighter than messages', async () => {
    const { paid, free } = await acceptedPair(t);
    const burst = SEND_LIMITS.letters.paid.perMinute;
    expect(burst).toBeLessThan(SEND_LIMITS.messages.paid.perMinute);
    for (let i = 0; i < burst; i++) expect((await letter(paid, free.id, `s${i}`, 'b')).body.code).toBe(5);
    const over = await letter(paid, free.id, 'over', 'b');
    expect(over.status).toBe(429);
    expect(await t.deps.database.db.selectFrom('letters').select('id').where('subject', '=', 'over').executeTakeFirst()).toBeUndefined();
  });
});

describe('blocking, deleting and reporting', () => {
  it('a block tells both members\' open pages the conversation is closed', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Hello');
    const [p, f] = [openPage(t, paid), openPage(t, free)];
    await block(t, free, paid.id);
    expect(p).toEqual([{ type: 'closed', partnerId: free.id }]);
    expect(f).toEqual([{ type: 'closed', partnerId: paid.id }]);
  });

  it('deactivating tells the partners\' open pages the conversation is closed, and hides it', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Hello');
    const p = openPage(t, paid);
    expect((await answer(api(t, { token: free.token }).user.deactivate.$post({ json: { password: free.password } }))).status).toBe(200);
    await vi.waitFor(() => expect(p).toEqual([{ type: 'closed', partnerId: free.id }]));
    expect((await chatList(t, paid)).body.data.total).toBe(0);
    expect((await thread(t, paid, free.id)).status).toBe(404);
  });

  it('deleting an account deletes its messages, conversations and letters', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Hello');
    const p = openPage(t, paid);
    await letter(paid, free.id, 'S', 'B');
    expect((await answer(api(t, { token: free.token }).user.delete.$post({ json: { password: free.password, confirm: 'DELETE' } }))).status).toBe(200);
    const { db } = t.deps.database;
    expect(await messagesBetween(t, paid.id, free.id)).toEqual([]);
    expect(await db.selectFrom('conversations').select('id').where((eb) => eb.or([eb('user_a', '=', free.id), eb('user_b', '=', free.id)])).execute()).toEqual([]);
    expect(await db.selectFrom('letters').select('id').where('to_user_id', '=', free.id).execute()).toEqual([]);
    expect((await chatList(t, paid)).body.data.total).toBe(0);
    await vi.waitFor(() => expect(p).toContainEqual({ type: 'closed', partnerId: free.id }));
  });

  it('a conversation report reaches the moderation queue with the transcript; nothing else shows administrators conversations', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Send me money');
    await send(t, free, paid.id, 'No.');
    await block(t, free, paid.id);
    const res = await report(free, paid.id, 'Asks for money');
    expect(res.body).toMatchObject({ code: 5, message: REPORT_TEXT.sent });
    const admin = await adminSession(t);
    const list = await answer(api(t, { token: admin.token }).admin.reports.$get({ query: { search: free.name } }));
    const filed = list.body.items.find((r) => r.reporter._id === free.id);
    expect(filed).toMatchObject({ kind: 'conversation', reason: 'money', note: 'Asks for money', reported: { _id: paid.id, name: paid.name } });
    const transcript = filed?.transcript ?? '';
    expect(transcript).toContain(`${paid.name}: Send me money`);
    expect(transcript).toContain(`${free.name}: No.`);
    expect(transcript.indexOf('Send me money')).toBeLessThan(transcript.indexOf('No.'));
    // No conversation, no report.
    const stranger = await acceptedPair(t);
    expect((await report(stranger.paid, stranger.free.id, 'x')).status).toBe(404);
    // The thread itself stays hidden while the block lasts.
    expect((await thread(t, free, paid.id)).status).toBe(404);
  });
});

describe('an administrator acting as a member', () => {
  it('cannot read or send their messages and letters, nor open their live socket', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(t, paid, free.id, 'Only for the two of us');
    const admin = await adminSession(t);
    const { token } = (await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: free.id } }))).body;
    const actingAs = { ...free, token };
    const asMember = api(t, { token });
    for (const res of [
      await thread(t, actingAs, paid.id),
      await chatList(t, actingAs),
      await send(t, actingAs, paid.id, 'Written by an admin'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(SERVER_TEXT.notWhileActingAsMember);
    }
    for (const res of [await answer(asMember.user.letters.$get({ query: { box: 'inbox' } })), await answer(asMember.user.messaging.ticket.$post())]) {
      expect(res.status).toBe(403);
      expect(res.refusal.error).toBe(SERVER_TEXT.notWhileActingAsMember);
    }
    expect((await messagesBetween(t, paid.id, free.id)).map((m) => m.text)).toEqual(['Only for the two of us']);
    // The member in person still reads it.
    expect((await thread(t, free, paid.id)).body.data.messages).toHaveLength(1);
  });
});
