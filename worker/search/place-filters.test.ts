import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOption, Filters } from '../../contract/search';
import type { MemberProfilesTable } from '../db/tables/profile';
import { setPrivacy } from '../social/social-test-helpers';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { memberWithSession, registerMember } from '../test/factories';

/**
 * Religion, State and City filters of Profile Matches and search (issue 22 §1): counted from
 * the match index like the other filters, narrowing the results, and blind to members the
 * viewer may not find.
 *   a: Hindu, Maharashtra, Pune
 *   b: Hindu, Maharashtra, Mumbai
 *   c: Jain,  Karnataka,   Bengaluru
 *   d: no religion, no place
 * and, in Pune too, a Hindu woman the viewer blocked and one who hides her profile.
 */
let t: TestApp;
let viewer: Awaited<ReturnType<typeof memberWithSession>>;
const w = {} as Record<'a' | 'b' | 'c' | 'd' | 'blocked' | 'hidden', string>;
let pune: string, mumbai: string, bengaluru: string;

async function cityId(state: string, name: string) {
  const row = await t.deps.database.db.selectFrom('cities').select('id').where('state_id', '=', state).where('name', '=', name).executeTakeFirstOrThrow();
  return String(row.id);
}

/** A profile's place, written as the profile's Location section writes it (country, state and city together). */
async function livesIn(userId: string, fields: Partial<MemberProfilesTable>) {
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('member_profiles')
    .values({ user_id: userId, created_at: now, updated_at: now, ...fields })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  [pune, mumbai, bengaluru] = await Promise.all([cityId('IN-MH', 'Pune'), cityId('IN-MH', 'Mumbai'), cityId('IN-KA', 'Bengaluru')]);
  viewer = await memberWithSession(t, { gender: 'male' });
  const woman = (religionId: string | undefined) => registerMember(t, { gender: 'female', ...(religionId ? { religionId } : {}) });
  w.a = (await woman('hindu')).id;
  w.b = (await woman('hindu')).id;
  w.c = (await woman('jain')).id;
  w.blocked = (await woman('hindu')).id;
  w.hidden = (await woman('hindu')).id;
  w.d = (await woman(undefined)).id;
  await t.deps.database.db.updateTable('users').set({ religion_id: null }).where('id', '=', w.d).execute();
  for (const id of [w.a, w.blocked, w.hidden]) await livesIn(id, { country_id: 'IN', state_id: 'IN-MH', city_id: Number(pune) });
  await livesIn(w.b, { country_id: 'IN', state_id: 'IN-MH', city_id: Number(mumbai) });
  await livesIn(w.c, { country_id: 'IN', state_id: 'IN-KA', city_id: Number(bengaluru) });
  await t.deps.database.db.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: w.blocked, created_at: t.deps.now() }).execute();
  await setPrivacy(t, w.hidden, { profile_visibility: 'hidden' });
});
afterAll(() => t.close());

const newMatch = (body: Record<string, unknown> = {}) => answer(api(t, { token: viewer.token }).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: body }));
const search = (body: Record<string, unknown>) => answer(api(t, { token: viewer.token }).user.searchUsers.$post({ json: body }));
const ids = (matches: { _id: string }[]) => matches.map((m) => m._id).sort();
/** Each option of one filter as `name: count`, for one readable comparison. */
const counted = (filters: Filters, key: keyof Filters) => Object.fromEntries((filters[key] ?? []).map((o: FilterOption) => [o.name, o.count]));

describe('Religion, State and City filters', () => {
  it('count every member the viewer may find, and no one else', async () => {
    const res = await newMatch();
    expect(res.status).toBe(200);
    const { filters, total } = res.body.data;
    expect(total).toBe(4);
    expect(counted(filters, 'religion')).toEqual({ Hindu: 2, Jain: 1, 'Not Added': 1 });
    expect(counted(filters, 'state')).toEqual({ Maharashtra: 2, Karnataka: 1, 'Not Added': 1 });
    expect(counted(filters, 'city')).toEqual({ Pune: 1, Mumbai: 1, Bengaluru: 1, 'Not Added': 1 });
    // The same counts on the search page's first load.
    const first = await answer(api(t, { token: viewer.token }).match.getMatchFilters.$get());
    expect(counted(first.body.filters, 'city')).toEqual(counted(filters, 'city'));
  });

  it('narrow the results, each counted with the other filters held', async () => {
    const hindu = await newMatch({ religion: ['hindu'] });
    expect(ids(hindu.body.data.matches)).toEqual([w.a, w.b].sort());
    expect(counted(hindu.body.data.filters, 'city')).toEqual({ Pune: 1, Mumbai: 1 });
    // Religion's own counts stay those of every religion (disjunctive), so another can be ticked.
    expect(counted(hindu.body.data.filters, 'religion')).toEqual({ Hindu: 2, Jain: 1, 'Not Added': 1 });

    const maharashtra = await newMatch({ state: ['IN-MH'] });
    expect(ids(maharashtra.body.data.matches)).toEqual([w.a, w.b].sort());
    expect(counted(maharashtra.body.data.filters, 'religion')).toEqual({ Hindu: 2 });

    expect(ids((await newMatch({ city: [pune] })).body.data.matches)).toEqual([w.a]);
    expect(ids((await newMatch({ city: [pune, bengaluru] })).body.data.matches)).toEqual([w.a, w.c].sort());
    expect(ids((await newMatch({ state: ['IN-MH'], city: [bengaluru] })).body.data.matches)).toEqual([]);
    expect(ids((await newMatch({ religion: ['none'] })).body.data.matches)).toEqual([w.d]);
  });

  it('narrow a search by name too (the SQL path)', async () => {
    const res = await search({ text: 'Test Member', city: [pune, mumbai], religion: ['hindu'] });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.matches)).toEqual([w.a, w.b].sort());
    const noName = await search({ state: ['IN-KA'] });
    expect(ids(noName.body.data.matches)).toEqual([w.c]);
  });

  it('see a member move city through the profile on the very next request', async () => {
    const mover = await memberWithSession(t, { gender: 'female', religionId: 'hindu' });
    // The section in the path is generic, so this goes through `call` (as the profile's own tests do).
    const put = (city: string, state: string) =>
      call(t, 'PUT', `/api/user/update/locationDetails/${mover.id}`, {
        token: mover.token,
        body: { country: 'IN', state, city: Number(city), citizenship: 'IN', residencyStatus: 'residencyStatus.citizen', zipCode: '411004' },
      });
    expect((await put(pune, 'IN-MH')).status).toBe(200);
    expect(ids((await newMatch({ city: [pune] })).body.data.matches)).toEqual([w.a, mover.id].sort());
    expect((await put(bengaluru, 'IN-KA')).status).toBe(200);
    expect(ids((await newMatch({ city: [pune] })).body.data.matches)).toEqual([w.a]);
    expect(counted((await newMatch()).body.data.filters, 'state')).toEqual({ Maharashtra: 2, Karnataka: 2, 'Not Added': 1 });
  });

  it('see a city changed by SQL alone on the very next request (the change log hears of it)', async () => {
    const mover = (await registerMember(t, { gender: 'female', religionId: 'hindu' })).id;
    await livesIn(mover, { country_id: 'IN', state_id: 'IN-MH', city_id: Number(mumbai) });
    expect(ids((await newMatch({ city: [mumbai] })).body.data.matches)).toContain(mover);
    await t.deps.database.db.updateTable('member_profiles').set({ city_id: Number(pune) }).where('user_id', '=', mover).execute();
    expect(ids((await newMatch({ city: [pune] })).body.data.matches)).toContain(mover);
    expect(ids((await newMatch({ city: [mumbai] })).body.data.matches)).not.toContain(mover);
    await t.deps.database.db.updateTable('member_profiles').set({ state_id: 'IN-KA' }).where('user_id', '=', mover).execute();
    expect(ids((await newMatch({ state: ['IN-KA'] })).body.data.matches)).toContain(mover);
  });

  it('refuse a malformed choice and change nothing', async () => {
    const res = await newMatch({ city: 'Pune' });
    expect(res.status).toBe(400);
    expect(res.refusal.error).toBe('Choose from the list.');
  });
});
