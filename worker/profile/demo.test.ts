import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completenessOf } from '../../contract/profile';
import { seedDemoCommunity } from '../seed/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoProfile } from './demo';
import { loadProfile } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity(t.deps.database, 1024, t.clock.now);
});
afterAll(() => t.close());

const rows = () => t.deps.database.db.selectFrom('member_profiles').selectAll().orderBy('user_id').execute();

describe('demo step: profile sections', () => {
  it('gives every demo member a complete profile, once', async () => {
    const started = Date.now();
    await seedDemoProfile(t.deps.database, t.clock.now);
    expect(Date.now() - started).toBeLessThan(5000);
    const first = await rows();
    expect(first).toHaveLength(240);
    await seedDemoProfile(t.deps.database, t.clock.now + 1000);
    expect(await rows()).toEqual(first);
  });

  it('fills sections consistent with the reference data (caste of the religion, city of the state)', async () => {
    const { db } = t.deps.database;
    const checks = await db
      .selectFrom('member_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('castes as c', 'c.id', 'p.caste_id')
      .leftJoin('gotras as g', 'g.id', 'p.gotra_id')
      .leftJoin('cities as city', 'city.id', 'p.city_id')
      .select(['u.religion_id', 'c.religion_id as caste_religion', 'p.caste_id', 'g.caste_id as gotra_caste', 'p.gotra_id', 'p.state_id', 'city.state_id as city_state'])
      .execute();
    for (const r of checks) {
      expect(r.caste_religion).toBe(r.religion_id);
      if (r.gotra_id) expect(r.gotra_caste).toBe(r.caste_id);
      expect(r.city_state).toBe(r.state_id);
    }
    const ids = (await db.selectFrom('users').select('id').where('email', 'like', '%@demo.sambandh.local').limit(25).execute()).map((u) => u.id);
    for (const id of ids) {
      const profile = (await loadProfile(t.deps, id))!;
      const c = completenessOf(profile);
      expect(c.percentage, JSON.stringify(c.sections.filter((s) => !s.complete))).toBe(95);
      expect(profile.horoscope.moon).toBeTruthy();
      expect(profile.uniqueId).toMatch(/^SB\d{6}$/);
    }
  });
});
