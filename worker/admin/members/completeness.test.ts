import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completenessOf } from '../../../contract/profile';
import { loadProfile } from '../../profile/queries';
import { seedDemoProfile } from '../../profile/demo';
import { seedDemoCommunity } from '../../seed/demo';
import { memberWithSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';

/**
 * users.completeness (migrations/0020) is the list's sort key; the rule is contract/profile.ts
 * completenessOf. The two must agree for every member, whoever wrote the profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function disagreements() {
  const members = await t.deps.database.db.selectFrom('users').select(['id', 'completeness']).where('role', '=', 2).execute();
  const out: Array<{ id: string; stored: number; rule: number }> = [];
  for (const m of members) {
    const rule = completenessOf((await loadProfile(t.deps, m.id))!).percentage;
    if (rule !== m.completeness) out.push({ id: m.id, stored: m.completeness, rule });
  }
  return { checked: members.length, out };
}

describe('the stored completeness', () => {
  it('agrees with completenessOf over the demo community (every section, filled and empty)', async () => {
    await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
    await seedDemoProfile(t.deps.database, t.deps.now());
    const { checked, out } = await disagreements();
    expect(checked).toBeGreaterThan(20);
    expect(out).toEqual([]);
  });

  it('agrees when any one section is missing, also with JSON that is not a text or not JSON', async () => {
    const { db } = t.deps.database;
    const full = await db.selectFrom('users').select(['id', 'completeness']).where('role', '=', 2).orderBy('completeness', 'desc').limit(11).execute();
    expect(full).toHaveLength(11);
    expect(full[10]!.completeness).toBeGreaterThanOrEqual(80);
    const clear = [
      { profile: { height_inches: null } },
      { profile: { caste_id: null } },
      { profile: { city_id: null } },
      { profile: { annual_income_id: null } },
      { profile: { family_status_id: null } },
      { profile: { about_family: '{"aboutFamily":""}' } },
      { profile: { smoking_habit_id: null } },
      { profile: { additional: 'not json' } },
      { profile: { manglik_id: null } },
      { profile: { contact: '{"contactPerson":5}' } },
      { user: { profile_picture: null } },
    ] as const;
    for (const [i, c] of clear.entries()) {
      const id = full[i]!.id;
      if ('profile' in c) await db.updateTable('member_profiles').set(c.profile).where('user_id', '=', id).execute();
      else await db.updateTable('users').set(c.user).where('id', '=', id).execute();
    }
    const { out } = await disagreements();
    expect(out).toEqual([]);
    const lowered = await db.selectFrom('users').select('completeness').where('id', 'in', full.map((f) => f.id)).execute();
    const sum = (rows: { completeness: number }[]) => rows.reduce((n, r) => n + r.completeness, 0);
    expect(sum(lowered)).toBeLessThan(sum(full));
  });

  it('follows each section saved through the API', async () => {
    const m = await memberWithSession(t);
    const stored = async () => (await t.deps.database.db.selectFrom('users').select('completeness').where('id', '=', m.id).executeTakeFirstOrThrow()).completeness;
    const before = await stored();
    const res = await answer(api(t, { token: m.token }).user.update.aboutFamily[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: { aboutFamily: 'A close family of four.' } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await stored()).toBe(before + 5);
    expect(await stored()).toBe(res.body.data.completeness.percentage);
  });
});
