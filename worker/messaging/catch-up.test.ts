import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/messaging';
import { createTestApp, type TestApp } from '../test/harness';
import { acceptedPair, messagesBetween, openPage, send, thread } from './messaging-test-helpers';
import { secondProcess } from './live/process-test-helpers';
import { EMPTY_THREAD, fetchMissed, heldThrough, mergeStored } from '../../ui/features/messaging/thread-messages';

/**
 * Issue 20 §2.1: a page never skips a message. Each message names the conversation's message
 * before it, so a page that lacks that one knows it missed something and catches up from the
 * point up to which it holds the conversation without a hole, never from the largest id it
 * holds; and "delivered" is set only for what reached a page of the recipient.
 */
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const ids = (messages: { _id: number }[]) => messages.map((m) => m._id);

describe('previousId', () => {
  it('every message the API or the socket gives names the message before it in the conversation', async () => {
    const { paid, free } = await acceptedPair(t);
    const page = openPage(t, free);
    const first = (await send(t, paid, free.id, 'One')).body.data;
    const second = (await send(t, free, paid.id, 'Two')).body.data;
    const third = (await send(t, paid, free.id, 'Three')).body.data;
    expect([first.previousId, second.previousId, third.previousId]).toEqual([null, first._id, second._id]);
    const live = page.filter((e) => e.type === 'message').map((e) => e.message);
    expect(live.map((m) => m.previousId)).toEqual([null, first._id, second._id]);
    const loaded = (await thread(t, free, paid.id)).body.data.messages as ChatMessage[];
    expect(loaded.map((m) => m.previousId)).toEqual([null, first._id, second._id]);
    const after = (await thread(t, free, paid.id, `?after=${first._id}`)).body.data.messages as ChatMessage[];
    expect(after.map((m) => m.previousId)).toEqual([first._id, second._id]);
  });
});

describe('delivered', () => {
  it('loading the thread marks delivered only the messages it returns, and tells the sender exactly those', async () => {
    const { paid, free } = await acceptedPair(t, 'platinum');
    for (let i = 1; i <= 35; i++) {
      expect((await send(t, paid, free.id, `m${i}`)).body.code).toBe(5);
      t.clock.advance(3000); // under the per-minute limit
    }
    const sender = openPage(t, paid);
    const newest = (await thread(t, free, paid.id)).body.data.messages as ChatMessage[];
    const rows = await messagesBetween(t, paid.id, free.id);
    expect(rows.filter((r) => r.delivered_at !== null).map((r) => r.id)).toEqual(ids(newest));
    expect(rows.slice(0, 5).every((r) => r.delivered_at === null)).toBe(true);
    expect(sender).toEqual([{ type: 'delivered', partnerId: free.id, ids: ids(newest), at: t.clock.now }]);

    const catchUp = (await thread(t, free, paid.id, `?after=${rows[1]!.id}`)).body.data.messages as ChatMessage[];
    expect(catchUp.map((m) => m.text)).toEqual(Array.from({ length: 33 }, (_, i) => `m${i + 3}`));
    const now = await messagesBetween(t, paid.id, free.id);
    expect(now.filter((r) => r.delivered_at === null).map((r) => r.text)).toEqual(['m1', 'm2']);
    expect(sender.at(-1)).toEqual({ type: 'delivered', partnerId: free.id, ids: [rows[2]!.id, rows[3]!.id, rows[4]!.id], at: t.clock.now });
  });

  it('a message that reached no page of the recipient stays "sent" though a later one was delivered', async () => {
    const { paid, free } = await acceptedPair(t);
    // The recipient's page and the sender's are on the other process: this one cannot reach them.
    const sender = openPage(other, paid);
    openPage(other, free);
    const missed = (await send(t, paid, free.id, 'Stored here, pushed nowhere')).body.data;
    const pushed = (await send(other, paid, free.id, 'Stored and pushed there')).body.data;
    expect(missed.deliveredAt).toBeNull();
    expect(pushed.deliveredAt).not.toBeNull();
    const [first] = await messagesBetween(t, paid.id, free.id);
    expect(first!.delivered_at).toBeNull();
    // The sender's page is told of the pushed one only, never "up to" it.
    expect(sender.filter((e) => e.type === 'delivered')).toEqual([{ type: 'delivered', partnerId: free.id, ids: [pushed._id], at: t.clock.now }]);
  });
});

describe('the page catches up by what it has not received', () => {
  it('a message stored by a process that could not push it, then one that was pushed: the page sees the hole and fetches the first', async () => {
    const { paid, free } = await acceptedPair(t);
    const frames = openPage(other, free);
    // The page opened the (empty) conversation: it holds it from its beginning.
    const opened = (await thread(other, free, paid.id)).body.data.messages as ChatMessage[];
    let held = mergeStored(EMPTY_THREAD, opened, true);
    const missed = (await send(t, paid, free.id, 'Stored where no page was')).body.data;
    const pushed = (await send(other, paid, free.id, 'Pushed live')).body.data;
    for (const e of frames) if (e.type === 'message') held = mergeStored(held, [e.message]);
    expect(ids(held.stored)).toEqual([pushed._id]);
    expect(heldThrough(held)).toBe(0);
    const fetched = await fetchMissed(held, async (after) => (await thread(other, free, paid.id, `?after=${after}`)).body.data.messages);
    held = mergeStored(held, fetched);
    expect(ids(held.stored)).toEqual([missed._id, pushed._id]);
    expect(heldThrough(held)).toBe(pushed._id);
    const [row] = await messagesBetween(t, paid.id, free.id);
    expect(row!.delivered_at).not.toBeNull();
  });

  it('holds a run from the newest page, a hole, then a live message: asks from the end of the run', async () => {
    const { paid, free } = await acceptedPair(t);
    const a = (await send(t, paid, free.id, 'a')).body.data;
    const b = (await send(t, paid, free.id, 'b')).body.data;
    let held = mergeStored(EMPTY_THREAD, (await thread(t, free, paid.id)).body.data.messages, true);
    const c = (await send(t, paid, free.id, 'c')).body.data;
    const d = (await send(t, paid, free.id, 'd')).body.data;
    held = mergeStored(held, [d]);
    expect(heldThrough(held)).toBe(b._id);
    const asked: number[] = [];
    held = mergeStored(
      held,
      await fetchMissed(held, async (after) => {
        asked.push(after);
        return (await thread(t, free, paid.id, `?after=${after}`)).body.data.messages;
      }),
    );
    expect(asked).toEqual([b._id]);
    expect(ids(held.stored)).toEqual([a._id, b._id, c._id, d._id]);
  });
});
