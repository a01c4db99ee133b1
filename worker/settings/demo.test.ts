import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { seedDemoCommunity } from '../seed/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_HOROSCOPE_PASSWORD, seedDemoSettings } from './demo';
import { loadSettings } from './privacy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.clock.now);
});
afterAll(() => t.close());

describe('seedDemoSettings', () => {
  it('gives demo members varied privacy, the README account the defaults, and runs only once', async () => {
    const { db } = t.deps.database;
    await seedDemoSettings(t.deps.database, t.clock.now);
    const rows = await db.selectFrom('member_settings').selectAll().execute();
    expect(rows.length).toBe(239);
    const kinds = (key: keyof (typeof rows)[number]) => new Set(rows.map((r) => r[key]));
    expect(kinds('horoscope_privacy')).toEqual(new Set(['visible', 'hidden', 'hpassword']));
    expect(kinds('photo_privacy')).toEqual(new Set(['everyone', 'members', 'accepted']));
    expect(kinds('contact_privacy')).toEqual(new Set(['everyone', 'members', 'accepted', 'hidden']));
    expect(kinds('match_enabled')).toEqual(new Set([0, 1]));

    const protectedOne = rows.find((r) => r.horoscope_privacy === 'hpassword')!;
    expect(await verifyPassword(DEMO_HOROSCOPE_PASSWORD, protectedOne.horoscope_password_hash!)).toBe(true);
    expect(rows.filter((r) => r.horoscope_privacy !== 'hpassword').every((r) => r.horoscope_password_hash === null)).toBe(true);

    const readme = await db.selectFrom('users').select('id').where('email', '=', 'aarav.sharma@demo.sambandh.local').executeTakeFirstOrThrow();
    expect((await loadSettings(t.deps, readme.id)).horoscope.privacy).toBe('visible');

    // A member's own choice survives a rerun; nothing is added twice.
    await db.updateTable('member_settings').set({ photo_privacy: 'everyone' }).where('user_id', '=', protectedOne.user_id).execute();
    await seedDemoSettings(t.deps.database, t.clock.now + 1000);
    const after = await db.selectFrom('member_settings').selectAll().execute();
    expect(after.length).toBe(239);
    expect(after.find((r) => r.user_id === protectedOne.user_id)?.photo_privacy).toBe('everyone');
  });
});
