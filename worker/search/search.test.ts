import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT, type FilterOption, type Filters, type MatchRow } from '../../contract/search';
import type { MemberProfilesTable } from '../db/tables/profile';
import { setPrivacy } from '../social/social-test-helpers';
import { createTestApp, call, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession, registerMember } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function referenceOption(kind: string, n = 0) {
  const rows = await t.deps.database.db.selectFrom('reference_options').select(['id', 'name']).where('kind', '=', kind).orderBy('sort').orderBy('id').execute();
  return rows[n]!;
}

async function setProfile(userId: string, fields: Partial<MemberProfilesTable>) {
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('member_profiles')
    .values({ user_id: userId, created_at: now, updated_at: now, ...fields })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute();
}

type Body = Record<string, unknown>;
const newMatch = (me: { id: string; token: string }, body: Body = {}) => answer(api(t, { token: me.token }).match.getNewMatch[':id'].$post({ param: { id: me.id }, json: body }));
/** What getNewMatch answers in `data` (contract/search.ts), read as those types. */
const page = (res: { body: Body }) => res.body.data as { matches: MatchRow[]; total: number; filters: Filters };
const ids = (res: { body: Body }) => page(res).matches.map((m) => m._id).sort();
const options = (filters: Filters, key: keyof Filters): FilterOption[] => filters[key] ?? [];
const option = (filters: Filters, key: keyof Filters, id: string) => options(filters, key).find((o) => o._id === id);
const count = (res: { body: Body }, key: keyof Filters, id: string) => option(page(res).filters, key, id)?.count ?? 0;

/**
 * A small community seen by one male viewer: four women with known marital status, eating
 * habit, height and age.
 *   a: single, veg,    5ft 2, 25 y, with horoscope
 *   b: single, nonveg, 5ft 6, 30 y
 *   c: divorced, veg,  5ft 4, 35 y
 *   d: nothing filled in (no profile fields), 40 y
 */
describe('Profile Matches in a constructed community', () => {
  let viewer: Awaited<ReturnType<typeof memberWithSession>>;
  const w = {} as { a: string; b: string; c: string; d: string };
  let single: string, divorced: string, veg: string, nonveg: string;

  beforeAll(async () => {
    viewer = await memberWithSession(t, { gender: 'male' });
    single = (await referenceOption('maritalStatus', 0)).id;
    divorced = (await referenceOption('maritalStatus', 1)).id;
    veg = (await referenceOption('eatingHabit', 0)).id;
    nonveg = (await referenceOption('eatingHabit', 1)).id;
    w.a = (await registerMember(t, { gender: 'female', name: 'Asha Kulkarni', dob: '2001-01-10' })).id;
    w.b = (await registerMember(t, { gender: 'female', name: 'Bina Patil', dob: '1996-01-10' })).id;
    w.c = (await registerMember(t, { gender: 'female', name: 'Chaya Joshi', dob: '1991-01-10' })).id;
    w.d = (await registerMember(t, { gender: 'female', name: 'Deepa Rao', dob: '1986-01-10' })).id;
    const star = await t.deps.database.db.selectFrom('nakshatras').select('id').orderBy('number').executeTakeFirstOrThrow();
    await setProfile(w.a, { marital_status_id: single, eating_habit_id: veg, height_inches: 62, nakshatra_id: star.id, charan: 1, unique_id: 'ASHA01' });
    await setProfile(w.b, { marital_status_id: single, eating_habit_id: nonveg, height_inches: 66 });
    await setProfile(w.c, { marital_status_id: divorced, eating_habit_id: veg, height_inches: 64 });
    // Members outside the viewer's reach: same gender, blocked both ways, deactivated, deleted, matching off, minor.
    const outside = await Promise.all([
      registerMember(t, { gender: 'male' }),
      registerMember(t, { gender: 'female' }),
      registerMember(t, { gender: 'female' }),
      registerMember(t, { gender: 'female' }),
      registerMember(t, { gender: 'female' }),
      registerMember(t, { gender: 'female' }),
      registerMember(t, { gender: 'female' }),
    ]);
    const [same, blockedByMe, blockedMe, deactivated, deleted, matchOff, minor] = outside.map((m) => m.id) as [string, string, string, string, string, string, string];
    if (!blockedByMe || !blockedMe || !deactivated || !deleted || !matchOff || !minor) throw new Error('members missing');
    for (const id of outside.map((m) => m.id)) await setProfile(id, { marital_status_id: single, eating_habit_id: veg });
    const db = t.deps.database.db;
    await db.insertInto('blocks').values([
      { blocker_id: viewer.id, blocked_id: blockedByMe, created_at: t.deps.now() },
      { blocker_id: blockedMe, blocked_id: viewer.id, created_at: t.deps.now() },
    ]).execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated).execute();
    await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', deleted).execute();
    await db.updateTable('users').set({ dob: '2012-05-05' }).where('id', '=', minor).execute();
    await setPrivacy(t, matchOff, { match_enabled: 0 });
    void same;
    // Another test file's members do not exist here; everyone else in this file is male or outside.
  });

  it('lists exactly the eligible members, paged, with the match result fields', async () => {
    const res = await newMatch(viewer);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(ids(res)).toEqual([w.a, w.b, w.c, w.d].sort());
    expect(res.body.data.total).toBe(4);
    const a = page(res).matches.find((m) => m._id === w.a)!;
    expect(a).toMatchObject({ name: 'Asha Kulkarni', age: 25, height: { feet: 5, inch: 2 }, uniqueId: 'ASHA01', profileFor: 'Self' });
    expect(typeof a.star).toBe('string');
    expect(a.profilePicture).toBeTruthy();
    const page1 = await newMatch(viewer, { page: 1, limit: 3 });
    expect(page1.body.data.matches).toHaveLength(1);
    expect(page1.body.data.total).toBe(4);
  });

  it('narrows by each kind of filter', async () => {
    expect(ids(await newMatch(viewer, { maratialStatus: [single] }))).toEqual([w.a, w.b].sort());
    expect(ids(await newMatch(viewer, { eatingHabit: [veg] }))).toEqual([w.a, w.c].sort());
    expect(ids(await newMatch(viewer, { eatingHabit: ['none'] }))).toEqual([w.d]);
    expect(ids(await newMatch(viewer, { maratialStatus: [single, divorced], eatingHabit: [veg] }))).toEqual([w.a, w.c].sort());
    expect(ids(await newMatch(viewer, { height: { from: 5.25, to: 5.5 } }))).toEqual([w.b, w.c].sort());
    expect(ids(await newMatch(viewer, { age: { from: 28, to: 36 } }))).toEqual([w.b, w.c].sort());
    expect(ids(await newMatch(viewer, { age: { from: 39 } }))).toEqual([w.d]);
    expect(ids(await newMatch(viewer, { profileType: { horoscope: 'all', photo: null } }))).toEqual([w.a]);
    expect(ids(await newMatch(viewer, { profileType: { horoscope: null, photo: 'all' } }))).toEqual([]);
    expect(ids(await newMatch(viewer, { profileFor: ['Self'] }))).toEqual([w.a, w.b, w.c, w.d].sort());
    expect(ids(await newMatch(viewer, { profileFor: ['Son'] }))).toEqual([]);
  });

  it('narrows by online activity', async () => {
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.deps.now() - 60_000 }).where('id', '=', w.b).execute();
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.deps.now() - 3 * 24 * 3600_000 }).where('id', 'in', [w.a, w.c, w.d]).execute();
    const res = await newMatch(viewer, { active: 'all' });
    expect(ids(res)).toEqual([w.b]);
    expect(res.body.data.activeUser).toBe(1);
  });

  it('counts disjunctively: each option counts what choosing it would give with the other filters held', async () => {
    const res = await newMatch(viewer, { maratialStatus: [single], eatingHabit: [veg] });
    expect(ids(res)).toEqual([w.a]);
    // marital status counts hold eating = veg: single → a, divorced → c
    expect(count(res, 'maratialStatus', single)).toBe(1);
    expect(count(res, 'maratialStatus', divorced)).toBe(1);
    expect(count(res, 'maratialStatus', 'none')).toBe(0);
    // eating counts hold marital = single: veg → a, nonveg → b
    expect(count(res, 'eatingHabit', veg)).toBe(1);
    expect(count(res, 'eatingHabit', nonveg)).toBe(1);
    // other filters hold both: only a
    expect(count(res, 'profileFor', 'Self')).toBe(1);
    const none = option(page(res).filters, 'maratialStatus', 'none');
    expect(none).toBeUndefined();
    const all = await newMatch(viewer);
    expect(count(all, 'maratialStatus', single)).toBe(2);
    expect(count(all, 'maratialStatus', 'none')).toBe(1);
    expect(option(page(all).filters, 'maratialStatus', 'none')?.name).toBe(SEARCH_TEXT.notAdded);
    expect(option(page(all).filters, 'AnualIncome', 'none')?.name).toBe(SEARCH_TEXT.notDisclosed);
    expect(all.body.data.filters.profileType).toEqual([
      { _id: 'horoscope', name: 'With Horoscope', count: 1 },
      { _id: 'photo', name: 'With Photo', count: 0 },
    ]);
  });

  it('GET /match/getMatchFilters counts over the eligible members, every filter present', async () => {
    const res = await answer(api(t, { token: viewer.token }).match.getMatchFilters.$get());
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(typeof res.body.activeUser).toBe('number');
    for (const key of ['active', 'profileType', 'maratialStatus', 'motherTongue', 'caste', 'star', 'manglik', 'education', 'employedIn', 'occupation', 'AnualIncome', 'country', 'citizenship', 'physicalStatus', 'complexion', 'bodyType', 'eatingHabit', 'familyValue', 'familyType', 'familyStatus', 'haveChildren', 'profileFor'] as const)
      expect(Array.isArray(res.body.filters[key]), key).toBe(true);
    const filters = res.body.filters;
    const single_ = option(filters, 'maratialStatus', single);
    expect(single_?.count).toBe(2);
    expect(single_?.name).toBe((await referenceOption('maritalStatus', 0)).name);
    expect(options(filters, 'motherTongue').reduce((s, o) => s + o.count, 0)).toBe(4);
    expect((await answer(api(t).match.getMatchFilters.$get())).status).toBe(401);
    expect((await answer(api(t, { token: (await adminSession(t)).token }).match.getMatchFilters.$get())).status).toBe(403);
  });

  it("'Enter Valid Details.' for bad ranges", async () => {
    for (const body of [{ age: { from: 30, to: 25 } }, { age: { from: 17 } }, { height: { from: 6, to: 5 } }]) {
      const res = await newMatch(viewer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.refusal.error).toBe('Enter Valid Details.');
    }
    expect((await newMatch(viewer, { limit: 0 })).status).toBe(400);
    expect((await newMatch(viewer, { maratialStatus: 'x' })).status).toBe(400);
    expect((await newMatch(viewer, { age: { from: 18, to: 18 } })).status).toBe(200);
  });

  it('guards: no session 401, admin 403, another member 403', async () => {
    expect((await answer(api(t).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: (await adminSession(t)).token }).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: {} }))).status).toBe(403);
    const other = await memberWithSession(t, { gender: 'female' });
    expect((await answer(api(t, { token: other.token }).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: {} }))).status).toBe(403);
  });

  it('POST /user/searchUsers/ finds by unique id or part of a name, case-insensitive, within the eligible', async () => {
    const search = (body: Body, token = viewer.token) => call(t, 'POST', '/api/user/searchUsers/', { body, token });
    expect(ids(await search({ text: 'asha01' }))).toEqual([w.a]);
    expect(ids(await search({ text: 'PATIL' }))).toEqual([w.b]);
    expect(ids(await search({ text: 'a', maratialStatus: [divorced] }))).toEqual([w.c]);
    expect(ids(await search({ text: '%' }))).toEqual([]);
    const all = await search({ limit: 2 });
    expect(all.body.data.total).toBe(5); // a, b, c, d and the woman of the guard test
    expect(all.body.data.matches).toHaveLength(2);
    const bad = await search({ age: { from: 40, to: 30 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message ?? bad.body.error).toBe('Enter Valid Details.');
    expect((await call(t, 'POST', '/api/user/searchUsers/', { body: {} })).status).toBe(401);
    expect((await answer(api(t, { token: viewer.token }).user.searchUsers.$post({ json: { text: 'Asha' } }))).status).toBe(200);
  });
});
