import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCommunity } from '../seed/demo';
import { README_ACCOUNT, seedDemoSocial } from '../social/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoRequests } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
  await seedDemoSocial(t.deps.database, t.deps.now());
});
afterAll(() => t.close());

async function counts() {
  const { db } = t.deps.database;
  const n = async (table: 'member_requests' | 'shortlists' | 'notifications') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { requests: await n('member_requests'), shortlists: await n('shortlists'), notifications: await n('notifications') };
}

describe('seedDemoRequests', () => {
  it('adds interests in every state, member requests and shortlists, once, with one request per pair', async () => {
    const before = await counts();
    const old = (await t.deps.database.db.selectFrom('member_requests').select('id').execute()).map((r) => r.id);
    await seedDemoRequests(t.deps.database, t.deps.now());
    const first = await counts();
    expect(first.requests - before.requests).toBeGreaterThan(50);
    expect(first.shortlists).toBeGreaterThan(50);
    const { db } = t.deps.database;
    const kinds = await db.selectFrom('member_requests').select(['type', 'status']).distinct().execute();
    for (const type of ['interest', 'photo', 'contact', 'horoscope'])
      for (const status of ['pending', 'accepted', 'rejected']) expect(kinds).toContainEqual({ type, status });
    const rows = await db.selectFrom('member_requests').select(['from_user_id', 'to_user_id']).execute();
    const pairs = new Set(rows.map((r) => [r.from_user_id, r.to_user_id].sort().join('|')));
    expect(pairs.size).toBe(rows.length);
    // No new interest between members of the same gender.
    const same = await db
      .selectFrom('member_requests as r')
      .innerJoin('users as a', 'a.id', 'r.from_user_id')
      .innerJoin('users as b', 'b.id', 'r.to_user_id')
      .where('r.type', '=', 'interest')
      .whereRef('a.gender', '=', 'b.gender')
      .where('r.id', 'not in', old)
      .select('r.id')
      .execute();
    expect(same.length).toBe(0);
    await seedDemoRequests(t.deps.database, t.deps.now());
    expect(await counts()).toEqual(first);
  });

  it('gives the README account pending interests to accept and a place on shortlists', async () => {
    const { db } = t.deps.database;
    const aarav = await db.selectFrom('users').select('id').where('email', '=', README_ACCOUNT).executeTakeFirstOrThrow();
    const pending = await db.selectFrom('member_requests').select('id').where('to_user_id', '=', aarav.id).where('type', '=', 'interest').where('status', '=', 'pending').execute();
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const shortlistedBy = await db.selectFrom('shortlists').select('owner_id').where('member_id', '=', aarav.id).execute();
    expect(shortlistedBy.length).toBeGreaterThanOrEqual(3);
  });
});
