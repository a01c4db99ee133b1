import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCommunity } from '../seed/demo';
import { seedDemoSettings } from '../settings/demo';
import { seedDemoSocial } from '../social/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoPictures } from './demo';
import { profilePicturesFor } from './list-pictures';
import { memoryPictureStore } from './store';
import { pictureUrlsFor } from './urls';

/**
 * The page-at-once picture lookup of the lists answers exactly what pictureUrlsFor answers card
 * by card, over the seeded demo community (photo privacy of every kind, accepted requests,
 * blocks both ways, inactive members).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.deps.now();
  await seedDemoCommunity(t.deps.database, 1024, now);
  await seedDemoSettings(t.deps.database, now);
  await seedDemoPictures(t.deps.database, now, memoryPictureStore());
  await seedDemoSocial(t.deps.database, now);
}, 120_000);
afterAll(() => t.close());

describe('profilePicturesFor', () => {
  it('gives each member the picture pictureUrlsFor gives, for several viewers', async () => {
    const db = t.deps.database.db;
    const members = await db.selectFrom('users').select('id').where('role', '=', 2).orderBy('id').execute();
    const ids = members.map((m) => m.id);
    // Viewers with blocks and accepted requests, so that every branch is taken.
    const blockers = await db.selectFrom('blocks').select('blocker_id').limit(2).execute();
    const accepted = await db.selectFrom('member_requests').select('to_user_id').where('status', '=', 'accepted').limit(2).execute();
    const viewers = [...new Set([ids[0]!, ...blockers.map((b) => b.blocker_id), ...accepted.map((a) => a.to_user_id)])];
    expect(viewers.length).toBeGreaterThan(2);
    for (const viewer of viewers) {
      const batch = await profilePicturesFor(t.deps, ids, viewer);
      expect(batch.size).toBe(ids.length);
      for (const id of ids) expect(batch.get(id), `${viewer} sees ${id}`).toBe((await pictureUrlsFor(t.deps, id, viewer)).profilePicture);
    }
  });

  it('leaves unknown ids out and answers an empty list with nothing', async () => {
    expect((await profilePicturesFor(t.deps, [], 'x')).size).toBe(0);
    expect((await profilePicturesFor(t.deps, ['no-such-member'], 'x')).size).toBe(0);
  });
});
