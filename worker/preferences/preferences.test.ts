import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_TEXT, type PreferenceInput } from '../../contract/preferences';
import type { MemberProfilesTable } from '../db/tables/profile';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession } from '../test/factories';
import { loadPreference } from './queries';
import { matchPercentage } from './score';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;

/** A member ready for recommendations: adult, verified, Hindu Brahmin with a gotra, profile filled. */
async function ready(
  gender: 'male' | 'female',
  over: { dob?: string; religionId?: string; verified?: boolean; profile?: Partial<MemberProfilesTable> } = {},
): Promise<Member> {
  const m = await memberWithSession(t, { gender, dob: over.dob ?? '1996-03-01', religionId: over.religionId ?? 'hindu' });
  const { db } = t.deps.database;
  await db.updateTable('users').set({ is_email_verified: over.verified === false ? 0 : 1 }).where('id', '=', m.id).execute();
  const now = t.clock.now;
  const profile = {
    marital_status_id: 'maritalStatus.single',
    height_inches: gender === 'male' ? 70 : 63,
    caste_id: 'hindu.brahmin',
    gotra_id: 'hindu.brahmin.atreya',
    education_id: 'education.be-btech',
    occupation_id: 'occupation.software-professional',
    annual_income_id: 'income.10-15-lakh',
    eating_habit_id: 'eatingHabit.vegetarian',
    drinking_habit_id: 'drinkingHabit.no',
    smoking_habit_id: 'smokingHabit.no',
    manglik_id: 'manglik.no',
    country_id: 'IN',
    created_at: now,
    updated_at: now,
    ...over.profile,
  };
  // Sign-up may have written the profile row already (its profile id): the details go over it.
  await db
    .insertInto('member_profiles')
    .values({ user_id: m.id, ...profile })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
    .execute();
  return m;
}

const put = (m: { id: string; token: string }, body: PreferenceInput, id = m.id) =>
  answer(api(t, { token: m.token }).user.userPreferences[':id'].$put({ param: { id }, json: body }));
/** Input the schema refuses, sent as is (a wrong type included). */
const putUnchecked = (m: { id: string; token: string }, body: unknown) => call(t, 'PUT', `/api/user/userPreferences/${m.id}`, { token: m.token, body });
const get = (m: { id: string; token: string }, id = m.id) => answer(api(t, { token: m.token }).user.get.preference[':id'].$get({ param: { id } }));
const preferenceRows = async (id: string) => ({
  row: await t.deps.database.db.selectFrom('member_preferences').selectAll().where('user_id', '=', id).executeTakeFirst(),
  options: await t.deps.database.db.selectFrom('member_preference_options').selectAll().where('user_id', '=', id).orderBy('field').orderBy('option_id').execute(),
});

const GOOD: PreferenceInput = {
  ageFrom: 24,
  ageTo: 32,
  heightFeetFrom: { feet: 5, inch: 0 },
  heightFeetTo: { feet: 5, inch: 8 },
  maritalStatus: ['maritalStatus.single'],
  religion: ['hindu'],
  caste: ['hindu.brahmin', 'hindu.agarwal'],
  motherTongue: ['mr'],
  education: ['education.be-btech', 'education.mba-pgdm'],
  occupation: [],
  annualIncome: [],
  eatingHabit: ['eatingHabit.vegetarian'],
  drinkingHabit: [],
  smokingHabit: ['smokingHabit.no'],
  dosh: ['manglik.no'],
  fatherSide: 4,
  motherSide: 3,
};

describe('PUT /api/user/userPreferences/{id} and GET /api/user/get/preference/{id}', () => {
  it('saves the preference and answers it in the spec\'s names, with names for the ids', async () => {
    const m = await memberWithSession(t);
    expect((await get(m)).body).toMatchObject({ code: 5, preference: null });
    const res = await put(m, GOOD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: PREFERENCE_TEXT.saved });
    const p = (await get(m)).body.preference;
    expect(p).toMatchObject({
      ageFrom: 24,
      ageTo: 32,
      heightFeetFrom: { feet: 5, inch: 0 },
      heightFeetTo: { feet: 5, inch: 8 },
      religion: [{ _id: 'hindu', name: 'Hindu' }],
      motherTongue: [{ _id: 'mr', name: 'Marathi' }],
      maritalStatus: [{ _id: 'maritalStatus.single', name: 'Single' }],
      occupation: [],
      fatherSide: 4,
      motherSide: 3,
    });
    expect(p?.caste.map((c) => c._id).sort()).toEqual(['hindu.agarwal', 'hindu.brahmin']);
    expect({ ...(await loadPreference(t.deps, m.id)), crossCousinCustom: false }).toEqual(p);
  });

  it('says nothing changed when the same preference is saved again (code 4), and replaces lists on change', async () => {
    const m = await memberWithSession(t);
    await put(m, GOOD);
    expect((await put(m, { ...GOOD, caste: ['hindu.agarwal', 'hindu.brahmin'] })).body.code).toBe(4);
    const res = await put(m, { ...GOOD, caste: [], ageFrom: null });
    expect(res.body.code).toBe(5);
    const { row, options } = await preferenceRows(m.id);
    expect(row?.age_from).toBeNull();
    expect(options.some((o) => o.field === 'caste')).toBe(false);
  });

  it('starts the generations at the Act\'s limits (5 on the father\'s side, 3 on the mother\'s), the custom off, the rest no preference', async () => {
    const m = await memberWithSession(t);
    await put(m, { religion: ['hindu'] });
    expect((await get(m)).body.preference).toMatchObject({ fatherSide: 5, motherSide: 3, crossCousinCustom: false, ageFrom: null, heightFeetTo: null, caste: [] });
  });

  it('saves the cross-cousin custom on its own and with other changes; saving it unchanged is code 4', async () => {
    const m = await memberWithSession(t);
    await put(m, GOOD);
    const on = await put(m, { ...GOOD, crossCousinCustom: true });
    expect(on.body).toMatchObject({ code: 5, message: PREFERENCE_TEXT.saved, preference: { crossCousinCustom: true, fatherSide: 4 } });
    expect((await preferenceRows(m.id)).row?.cross_cousin_custom).toBe(1);
    expect((await put(m, { ...GOOD, crossCousinCustom: true })).body.code).toBe(4);
    const both = await put(m, { ...GOOD, fatherSide: 5, crossCousinCustom: false });
    expect(both.body).toMatchObject({ code: 5, preference: { crossCousinCustom: false, fatherSide: 5 } });
    expect((await get(m)).body.preference).toMatchObject({ crossCousinCustom: false, fatherSide: 5 });
    // Not a yes or no: refused on the field, nothing changed.
    const before = await preferenceRows(m.id);
    const bad = await putUnchecked(m, { ...GOOD, crossCousinCustom: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.crossCousinCustom).toBeTruthy();
    expect(await preferenceRows(m.id)).toEqual(before);
  });

  it('refuses each bad input with a message on the field, and changes nothing', async () => {
    const m = await memberWithSession(t);
    await put(m, GOOD);
    const before = await preferenceRows(m.id);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ageFrom: 17 }, 'ageFrom'],
      [{ ageTo: 71 }, 'ageTo'],
      [{ ageFrom: 30, ageTo: 25 }, 'ageTo'],
      [{ ageFrom: 'twenty' }, 'ageFrom'],
      [{ heightFeetFrom: { feet: 6, inch: 0 }, heightFeetTo: { feet: 5, inch: 0 } }, 'heightFeetTo'],
      [{ heightFeetFrom: { feet: 5, inch: 12 } }, 'heightFeetFrom.inch'],
      [{ heightFeetTo: { feet: 9, inch: 0 } }, 'heightFeetTo.feet'],
      [{ fatherSide: 1 }, 'fatherSide'],
      [{ motherSide: 7 }, 'motherSide'],
      [{ religion: ['atlantean'] }, 'religion'],
      [{ caste: ['hindu.nope'] }, 'caste'],
      [{ caste: ['muslim.sunni'] }, 'caste'],
      [{ motherTongue: ['xx'] }, 'motherTongue'],
      [{ maritalStatus: ['education.ba'] }, 'maritalStatus'],
      [{ education: ['maritalStatus.single'] }, 'education'],
      [{ annualIncome: ['income.lots'] }, 'annualIncome'],
      [{ dosh: ['manglik.maybe'] }, 'dosh'],
      [{ eatingHabit: 'eatingHabit.vegan' }, 'eatingHabit'],
      [{ smokingHabit: Array.from({ length: 41 }, (_, i) => `x${i}`) }, 'smokingHabit'],
    ];
    for (const [change, field] of bad) {
      const res = await putUnchecked(m, { ...GOOD, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.fields[field], JSON.stringify(change)).toBeTruthy();
    }
    expect(await preferenceRows(m.id)).toEqual(before);
  });

  it('refuses no session, admins and another member\'s id, changing nothing', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await put(other, GOOD);
    const before = await preferenceRows(other.id);
    expect((await answer(api(t).user.userPreferences[':id'].$put({ param: { id: m.id }, json: GOOD }))).status).toBe(401);
    expect((await answer(api(t).user.get.preference[':id'].$get({ param: { id: m.id } }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await put({ id: m.id, token: admin.token }, GOOD)).status).toBe(403);
    expect((await get({ id: m.id, token: admin.token })).status).toBe(403);
    expect((await put(m, { ...GOOD, ageFrom: 40, ageTo: 50 }, other.id)).status).toBe(403);
    expect((await get(m, other.id)).status).toBe(403);
    expect(await preferenceRows(other.id)).toEqual(before);
  });
});

describe('matchPercentage', () => {
  it('averages both directions and explains each field', async () => {
    const he = await ready('male', { dob: '1994-01-01' });
    const she = await ready('female', { dob: '1997-06-01' });
    // He wants 24–30 (she is 29), Hindu (yes), Agarwal (no): 2 of 3.
    await put(he, { ageFrom: 24, ageTo: 30, religion: ['hindu'], caste: ['hindu.agarwal'] });
    // She wants 28–35 (he is 32), vegetarian (yes): 2 of 2.
    await put(she, { ageFrom: 28, ageTo: 35, eatingHabit: ['eatingHabit.vegetarian'] });
    const m = await matchPercentage(t.deps, he.id, she.id);
    expect(m?.theyMeetMine.percentage).toBe(67);
    expect(m?.iMeetTheirs.percentage).toBe(100);
    expect(m?.percentage).toBe(84);
    expect(m?.theyMeetMine.fields.find((f) => f.field === 'caste')).toMatchObject({ wanted: 'Agarwal', actual: 'Brahmin', met: false });
    expect((await matchPercentage(t.deps, she.id, he.id))?.percentage).toBe(84);
  });

  it('is null when neither has a preference', async () => {
    const he = await ready('male');
    const she = await ready('female');
    expect(await matchPercentage(t.deps, he.id, she.id)).toBeNull();
  });
});

describe('/matchRecommendation endpoints', () => {
  const status = (m: Member) => answer(api(t, { token: m.token }).match.recommendationStatus.$get());
  const mayLike = (m: Member) => answer(api(t, { token: m.token }).match.getRecommendedMatches.$get({ query: { page: '0', limit: '4' } }));
  const preferYou = (m: Member) => answer(api(t, { token: m.token }).match.getPreferedYou.$get({ query: { page: '1', limit: '4' } }));

  it('checks the eligibility rules in the spec\'s order, each with its message', async () => {
    const m = await ready('male', { verified: false, profile: { gotra_id: null } });
    await t.deps.database.db.updateTable('users').set({ dob: '2010-01-01' }).where('id', '=', m.id).execute();
    await t.deps.database.db.insertInto('member_settings').values({ user_id: m.id, match_enabled: 0, horoscope_privacy: 'visible', horoscope_password_hash: null, photo_privacy: 'members', contact_privacy: 'accepted', profile_visibility: 'everyone', updated_at: 0 }).execute();
    const expectBlock = async (message: string | null) => {
      expect((await status(m)).body.message).toBe(message);
      if (message) {
        for (const res of [await mayLike(m), await preferYou(m)]) {
          expect(res.status).toBe(403);
          expect(res.refusal.error).toBe(message);
        }
      } else {
        expect((await mayLike(m)).body.code).toBe(5);
      }
    };
    const { db } = t.deps.database;
    await expectBlock(PREFERENCE_TEXT.minor);
    await db.updateTable('users').set({ dob: '1995-01-01' }).where('id', '=', m.id).execute();
    await expectBlock(PREFERENCE_TEXT.emailNotVerified);
    await db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', m.id).execute();
    await expectBlock(PREFERENCE_TEXT.noGotra);
    await db.updateTable('member_profiles').set({ gotra_id: 'hindu.brahmin.atreya' }).where('user_id', '=', m.id).execute();
    await expectBlock(PREFERENCE_TEXT.noPreference);
    await put(m, { religion: ['hindu'] });
    await expectBlock(PREFERENCE_TEXT.noPreference);
    await put(m, { religion: ['hindu'], education: ['education.be-btech'] });
    await expectBlock(PREFERENCE_TEXT.matchDisabled);
    await db.updateTable('member_settings').set({ match_enabled: 1 }).where('user_id', '=', m.id).execute();
    await expectBlock(null);
  });

  it('asks no gotra of a community without gotras', async () => {
    const m = await ready('female', { religionId: 'muslim', profile: { caste_id: 'muslim.sunni', gotra_id: null } });
    await put(m, { maritalStatus: ['maritalStatus.single'] });
    expect((await status(m)).body.message).toBeNull();
  });

  it('lists members meeting the preference best first, and members whose preferences I meet best first', async () => {
    const me = await ready('male', { dob: '1993-05-01', profile: { caste_id: 'hindu.agarwal', gotra_id: null } });
    const agarwalGotra = await t.deps.database.db.selectFrom('gotras').select('id').where('caste_id', '=', 'hindu.agarwal').executeTakeFirst();
    await t.deps.database.db.updateTable('member_profiles').set({ gotra_id: agarwalGotra?.id ?? null }).where('user_id', '=', me.id).execute();
    await put(me, { ageFrom: 22, ageTo: 31, religion: ['hindu'], caste: ['hindu.brahmin'], maritalStatus: ['maritalStatus.single'], education: ['education.mbbs'] });
    const best = await ready('female', { dob: '1997-01-01', profile: { education_id: 'education.mbbs' } }); // 5 of 5
    const good = await ready('female', { dob: '1997-01-01' }); // 4 of 5
    const half = await ready('female', { dob: '1980-01-01' }); // 3 of 5
    const poor = await ready('female', { dob: '1980-01-01', religionId: 'jain', profile: { caste_id: null, marital_status_id: 'maritalStatus.divorced' } }); // 0 of 5
    // Their own preferences about me (I am Agarwal, 33, 5 ft 10 in, B.E.):
    await put(good, { ageFrom: 30, ageTo: 36, caste: ['hindu.agarwal'], education: ['education.be-btech'] }); // 3 of 3
    await put(half, { ageFrom: 30, ageTo: 36, caste: ['hindu.brahmin'], maritalStatus: ['maritalStatus.single'], heightFeetFrom: { feet: 6, inch: 0 } }); // 2 of 4
    await put(poor, { ageFrom: 40, caste: ['hindu.brahmin'], education: ['education.be-btech'] }); // 1 of 3
    await put(best, { ageFrom: 25, ageTo: 32, maritalStatus: ['maritalStatus.single'], education: ['education.be-btech'] }); // 2 of 3
    const ours = new Set([best.id, good.id, half.id, poor.id]);
    const like = await answer(api(t, { token: me.token }).match.getRecommendedMatches.$get({ query: { page: '0', limit: '20' } }));
    expect(like.body.code).toBe(5);
    const likeIds = like.body.matches.map((u: { _id: string }) => u._id).filter((id: string) => ours.has(id));
    // By the match percentage the card shows, both directions (decision 0920): good 90 %, best 84 %, half 55 %.
    expect(likeIds).toEqual([good.id, best.id, half.id]);
    expect(like.body.total).toBeGreaterThanOrEqual(3);
    const card = like.body.matches.find((u) => u._id === best.id);
    expect(card).toMatchObject({ name: best.name, religion: 'Hindu', caste: 'Brahmin', education: 'MBBS', country: 'India', height: { feet: 5, inch: 3 } });
    expect(typeof card?.matchPercentage).toBe('number');

    const prefer = await answer(api(t, { token: me.token }).match.getPreferedYou.$get({ query: { page: '1', limit: '20' } }));
    const preferIds = prefer.body.findPreferedYouUsers.map((u: { _id: string }) => u._id).filter((id: string) => ours.has(id));
    expect(preferIds).toEqual([good.id, best.id, half.id]);

    // Paging: limit 1 gives one, with the same total.
    const first = await answer(api(t, { token: me.token }).match.getRecommendedMatches.$get({ query: { page: '0', limit: '1' } }));
    expect(first.body.matches).toHaveLength(1);
    expect(first.body.total).toBe(like.body.total);
    expect((await answer(api(t, { token: me.token }).match.getRecommendedMatches.$get({ query: { limit: '99' } }))).status).toBe(400);
    expect((await answer(api(t, { token: me.token }).match.getPreferedYou.$get({ query: { page: '-1' } }))).status).toBe(400);
  });

  it('orders both lists by the match percentage each card shows, best first, the same across pages', async () => {
    const me = await ready('male', { dob: '1993-05-01' });
    await put(me, { ageFrom: 22, ageTo: 31, caste: ['hindu.brahmin'], education: ['education.mbbs'] });
    // Meets all of mine, wants what I am not: 100 % and 0 %, shown 50 %.
    const onlyMine = await ready('female', { dob: '1997-01-01', profile: { education_id: 'education.mbbs' } });
    await put(onlyMine, { ageFrom: 40, education: ['education.mbbs'] });
    // Meets two of mine, and I meet all of hers: 67 % and 100 %, shown 84 %.
    const both = await ready('female', { dob: '1997-01-01' });
    await put(both, { ageFrom: 30, ageTo: 36, education: ['education.be-btech'] });
    // Meets none of mine, I meet all of hers: shown 50 %.
    const onlyHers = await ready('female', { dob: '1980-01-01', profile: { caste_id: null } });
    await put(onlyHers, { ageFrom: 30, ageTo: 36, caste: ['hindu.brahmin'] });
    // Meets all of mine, I meet half of hers: shown 75 %.
    const most = await ready('female', { dob: '1997-01-01', profile: { education_id: 'education.mbbs' } });
    await put(most, { ageFrom: 30, ageTo: 36, education: ['education.mbbs'] });
    const ours = (users: { _id: string }[]) => users.map((u) => u._id).filter((id) => [onlyMine, both, onlyHers, most].some((m) => m.id === id));
    const client = api(t, { token: me.token });
    const query = (page: number, limit: number) => ({ query: { page: String(page), limit: String(limit) } });
    const lists = [
      { name: 'may like', want: [both, most, onlyMine], read: async (page: number, limit: number) => (await answer(client.match.getRecommendedMatches.$get(query(page, limit)))).body.matches },
      { name: 'looking for you', want: [both, most, onlyHers], read: async (page: number, limit: number) => (await answer(client.match.getPreferedYou.$get(query(page, limit)))).body.findPreferedYouUsers },
    ];
    for (const { name, read, want } of lists) {
      const all = await read(1, 20);
      expect(ours(all), name).toEqual(want.map((m) => m.id));
      const shown = all.map((u) => u.matchPercentage ?? -1);
      expect(shown, name).toEqual([...shown].sort((a, b) => b - a));
      // Pages of 3 are the same list cut in three.
      const paged = [...(await read(1, 3)), ...(await read(2, 3)), ...(await read(3, 3))];
      expect(paged.map((u) => u._id), name).toEqual(all.slice(0, 9).map((u) => u._id));
    }
  });

  it('never lists blocked, hidden, deactivated, matching-off, same-gender or minor members', async () => {
    const me = await ready('male');
    await put(me, { religion: ['hindu'], maritalStatus: ['maritalStatus.single'] });
    const mk = async () => {
      const m = await ready('female');
      await put(m, { religion: ['hindu'], maritalStatus: ['maritalStatus.single'] });
      return m;
    };
    const visible = await mk();
    const blockedByMe = await mk();
    const blockedMe = await mk();
    const hidden = await mk();
    const deactivated = await mk();
    const matchOff = await mk();
    const sameGender = await ready('male');
    await put(sameGender, { religion: ['hindu'], maritalStatus: ['maritalStatus.single'] });
    const minor = await mk();
    const { db } = t.deps.database;
    await db.insertInto('blocks').values([
      { blocker_id: me.id, blocked_id: blockedByMe.id, created_at: 1 },
      { blocker_id: blockedMe.id, blocked_id: me.id, created_at: 1 },
    ]).execute();
    const settings = (user_id: string, over: Record<string, unknown>) => ({ user_id, match_enabled: 1, horoscope_privacy: 'visible' as const, horoscope_password_hash: null, photo_privacy: 'members' as const, contact_privacy: 'accepted' as const, profile_visibility: 'everyone' as const, updated_at: 0, ...over });
    await db.insertInto('member_settings').values([settings(hidden.id, { profile_visibility: 'hidden' }), settings(matchOff.id, { match_enabled: 0 })]).execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();
    await db.updateTable('users').set({ dob: '2012-01-01' }).where('id', '=', minor.id).execute();
    const never = [blockedByMe, blockedMe, hidden, deactivated, matchOff, sameGender, minor].map((m) => m.id);
    const lists = [
      (await answer(api(t, { token: me.token }).match.getRecommendedMatches.$get({ query: { limit: '20' } }))).body.matches,
      (await answer(api(t, { token: me.token }).match.getPreferedYou.$get({ query: { limit: '20' } }))).body.findPreferedYouUsers,
      (await answer(api(t, { token: me.token }).user.getNewUser[':id'].$get({ param: { id: me.id }, query: { limit: '20' } }))).body.users,
      (await answer(api(t, { token: me.token }).user.getSimilarProfile[':id'].$get({ param: { id: visible.id }, query: { limit: '20' } }))).body.users,
    ];
    for (const list of lists.slice(0, 3)) {
      const ids = list.map((u: { _id: string }) => u._id);
      expect(ids).toContain(visible.id);
      for (const id of never) expect(ids).not.toContain(id);
    }
    for (const id of never) expect(lists[3]!.map((u) => u._id)).not.toContain(id);
  });

  it('refuses no session and admins', async () => {
    const admin = await adminSession(t);
    for (const url of ['/api/match/recommendationStatus', '/api/match/getRecommendedMatches', '/api/match/getPreferedYou']) {
      expect((await call(t, 'GET', url)).status).toBe(401);
      expect((await call(t, 'GET', url, { token: admin.token })).status).toBe(403);
    }
  });
});

describe('GET /api/user/getSimilarProfile/{id} and GET /api/user/getNewUser/{id}', () => {
  it('similar members share the religion and are like the member, newest members come newest first', async () => {
    const me = await ready('male');
    const target = await ready('female', { dob: '1996-01-01', profile: { caste_id: 'hindu.agarwal', gotra_id: null } });
    const like = await ready('female', { dob: '1997-01-01', profile: { caste_id: 'hindu.agarwal', gotra_id: null } });
    const otherReligion = await ready('female', { religionId: 'jain', profile: { caste_id: null } });
    const res = await answer(api(t, { token: me.token }).user.getSimilarProfile[':id'].$get({ param: { id: target.id }, query: { limit: '20' } }));
    expect(res.body.code).toBe(5);
    const ids = res.body.users.map((u: { _id: string }) => u._id);
    expect(ids[0]).toBe(like.id);
    expect(ids).not.toContain(target.id);
    expect(ids).not.toContain(otherReligion.id);
    t.clock.advance(1000);
    const newest = await ready('female');
    const fresh = await answer(api(t, { token: me.token }).user.getNewUser[':id'].$get({ param: { id: me.id }, query: { limit: '3' } }));
    expect(fresh.body.users[0]?._id).toBe(newest.id);
    expect(fresh.body.users).toHaveLength(3);
  });

  it('refuses no session, admins, another member\'s id (new users), and a blocked or unknown member (similar)', async () => {
    const me = await ready('male');
    const other = await ready('female');
    const admin = await adminSession(t);
    expect((await answer(api(t).user.getNewUser[':id'].$get({ param: { id: me.id }, query: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getNewUser[':id'].$get({ param: { id: me.id }, query: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: me.token }).user.getNewUser[':id'].$get({ param: { id: other.id }, query: {} }))).status).toBe(403);
    expect((await answer(api(t).user.getSimilarProfile[':id'].$get({ param: { id: other.id }, query: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getSimilarProfile[':id'].$get({ param: { id: other.id }, query: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: me.token }).user.getSimilarProfile[':id'].$get({ param: { id: 'nobody' }, query: {} }))).status).toBe(404);
    await t.deps.database.db.insertInto('blocks').values({ blocker_id: other.id, blocked_id: me.id, created_at: 1 }).execute();
    expect((await answer(api(t, { token: me.token }).user.getSimilarProfile[':id'].$get({ param: { id: other.id }, query: {} }))).status).toBe(404);
    expect((await answer(api(t, { token: me.token }).user.getNewUser[':id'].$get({ param: { id: me.id }, query: { limit: '0' } }))).status).toBe(400);
  });
});
