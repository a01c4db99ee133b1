import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCommunity } from '../seed/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { README_ACCOUNT, seedDemoSocial } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
});
afterAll(() => t.close());

async function counts() {
  const { db } = t.deps.database;
  const n = async (table: 'blocks' | 'ratings' | 'comments' | 'profile_visits' | 'member_requests') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { visits: await n('profile_visits'), requests: await n('member_requests'), ratings: await n('ratings'), comments: await n('comments'), blocks: await n('blocks') };
}

describe('seedDemoSocial', () => {
  it('adds visits, requests in every state, ratings, comments and blocks, once', async () => {
    await seedDemoSocial(t.deps.database, t.deps.now());
    const first = await counts();
    expect(first.visits).toBeGreaterThan(500);
    expect(first.ratings).toBeGreaterThan(20);
    expect(first.comments).toBeGreaterThan(20);
    expect(first.blocks).toBeGreaterThan(3);
    const states = await t.deps.database.db.selectFrom('member_requests').select('status').distinct().execute();
    expect(states.map((s) => s.status).sort()).toEqual(['accepted', 'pending', 'rejected', 'withdrawn']);
    await seedDemoSocial(t.deps.database, t.deps.now());
    expect(await counts()).toEqual(first);
  });

  it('gives the README account a full dashboard', async () => {
    const { db } = t.deps.database;
    const aarav = await db.selectFrom('users').select('id').where('email', '=', README_ACCOUNT).executeTakeFirstOrThrow();
    const visitors = await db.selectFrom('profile_visits').select('visitor_id').where('visited_id', '=', aarav.id).execute();
    expect(visitors.length).toBeGreaterThanOrEqual(8);
    const received = await db.selectFrom('member_requests').select('status').where('to_user_id', '=', aarav.id).execute();
    expect(received.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(2);
    const blocked = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', aarav.id).execute();
    expect(blocked).toHaveLength(1);
    const likes = await db.selectFrom('ratings').select('stars').where('rated_id', '=', aarav.id).execute();
    expect(likes.length).toBeGreaterThanOrEqual(1);
  });
});
