import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMatchingDemo } from '../test/demo-matching';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoPreferences } from './demo';
import { recommendationBlock } from './eligibility';
import { membersPreferringYou, membersYouMayLike } from './recommendations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMatchingDemo(t.deps.database, t.deps.now(), { preferences: false });
}, 60_000);
afterAll(() => t.close());

const count = async (table: 'member_preferences' | 'member_preference_options') =>
  Number((await t.deps.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('seedDemoPreferences', () => {
  it('gives most demo members a preference, once', async () => {
    await seedDemoPreferences(t.deps.database, t.deps.now());
    const members = await count('member_preferences');
    const options = await count('member_preference_options');
    expect(members).toBeGreaterThan(180);
    expect(options).toBeGreaterThan(members * 3);
    await seedDemoPreferences(t.deps.database, t.deps.now());
    expect(await count('member_preferences')).toBe(members);
    expect(await count('member_preference_options')).toBe(options);
  });

  it('shows the README account both recommendation lists', async () => {
    const aarav = await t.deps.database.db.selectFrom('users').select(['id', 'gender']).where('email', '=', 'aarav.sharma@demo.sambandh.local').executeTakeFirstOrThrow();
    expect(await recommendationBlock(t.deps, aarav.id)).toBeNull();
    const like = await membersYouMayLike(t.deps, aarav.id, aarav.gender, { page: 0, limit: 4 });
    const prefer = await membersPreferringYou(t.deps, aarav.id, aarav.gender, { page: 1, limit: 4 });
    expect(like.users.length).toBe(4);
    expect(prefer.users.length).toBe(4);
    expect(like.users.every((u) => u.gender === 'female')).toBe(true);
  });
});
