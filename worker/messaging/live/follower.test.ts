import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { acceptedPair, block, openPage, send } from '../messaging-test-helpers';
import { FOLLOW_EVERY_MS } from './follower';
import { nodeProcess } from './process-test-helpers';

/**
 * Issue 20 §2.2: several Node processes on one database share live delivery. Each follows, by
 * id, the messages and the live notices the others wrote, and tells its own pages.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof nodeProcess>>;
let b: Awaited<ReturnType<typeof nodeProcess>>;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await nodeProcess(t), await nodeProcess(t)];
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await t.close();
});

async function until(probe: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const messageEvents = (frames: Record<string, any>[]) => frames.filter((e) => e.type === 'message');

describe('the follower', () => {
  it('tells a page on another process of a message within a second; the delivered mark comes back to the sender there', async () => {
    const [x, y] = [await nodeProcess(t, FOLLOW_EVERY_MS), await nodeProcess(t, FOLLOW_EVERY_MS)];
    try {
      const { paid, free } = await acceptedPair(t);
      const recipient = openPage(y, free);
      const sender = openPage(x, paid);
      const startedAt = Date.now();
      const sent = (await send(x, paid, free.id, 'Across processes')).body.data;
      expect(sent.deliveredAt).toBeNull(); // no page of hers on x
      await until(() => messageEvents(recipient).length === 1);
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect(recipient[0]).toMatchObject({ message: { _id: sent._id, text: 'Across processes', previousId: null }, partner: { _id: paid.id } });
      await until(() => sender.some((e) => e.type === 'delivered'));
      expect(sender.find((e) => e.type === 'delivered')).toEqual({ type: 'delivered', partnerId: free.id, ids: [sent._id], at: t.clock.now });
      expect(messageEvents(sender)).toHaveLength(1); // x told it once, y did not tell x's page
    } finally {
      await Promise.all([x.close(), y.close()]);
    }
  });

  it('does not tell again what its own process announced', async () => {
    const { paid, free } = await acceptedPair(t);
    const [onA, onB] = [openPage(a, free), openPage(b, paid)];
    await send(a, paid, free.id, 'Told here');
    await send(b, free, paid.id, 'Told there');
    for (const p of [a, b, a, b]) await p.follower.tick();
    // Each page got each message once: from its own process at once, from the other's at its follower's round.
    expect(messageEvents(onA).map((e) => e.message.text)).toEqual(['Told here', 'Told there']);
    expect(messageEvents(onB).map((e) => e.message.text)).toEqual(['Told there', 'Told here']);
  });

  it('carries read marks, letters and closed conversations to the other process', async () => {
    const { paid, free } = await acceptedPair(t);
    await send(a, paid, free.id, 'Hello');
    await b.follower.tick();
    const sender = openPage(b, paid);
    expect((await call(a, 'POST', `/api/user/messaging/read/${paid.id}`, { token: free.token })).body.code).toBe(5);
    expect((await call(a, 'POST', '/api/user/sendMail', { token: free.token, body: { userId: paid.id, subject: 'From A', body: 'A letter.' } })).body.code).toBe(5);
    await block(a, free, paid.id);
    await b.follower.tick();
    expect(sender.map((e) => e.type)).toEqual(['read', 'letter', 'closed']);
    expect(sender[0]).toMatchObject({ partnerId: free.id, readerId: free.id });
    await a.follower.tick();
    await b.follower.tick();
    expect(sender).toHaveLength(3); // nothing twice
  });

  it('stops on close()', async () => {
    const x = await nodeProcess(t, 20);
    const { paid, free } = await acceptedPair(t);
    const page = openPage(x, free);
    await x.close();
    await send(a, paid, free.id, 'After the close');
    await new Promise((r) => setTimeout(r, 100));
    expect(page).toEqual([]);
  });
});
