import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../contract/reference';
import type { Filters, MatchRow } from '../../contract/search';
import bn from '../../contract/i18n/reference-names/bn.json';
import hi from '../../contract/i18n/reference-names/hi.json';
import mr from '../../contract/i18n/reference-names/mr.json';
import ta from '../../contract/i18n/reference-names/ta.json';
import te from '../../contract/i18n/reference-names/te.json';
import { adminSession, memberWithSession, registerMember } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';

/**
 * Reference data in the member's language (issue 25, decision 0964): names where the language
 * has them, English otherwise; ids unchanged; the back office in English.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HINDI = { cookie: 'sambandh_lang=hi' };
const getData = async (headers: Record<string, string> = {}) => (await call(t, 'GET', '/api/app/getData', { headers })).body.data as ReferenceData;
const named = (list: { _id: string; name: string }[], id: string) => list.find((o) => o._id === id)?.name;

describe('GET /api/app/getData in the reader’s language', () => {
  let english: ReferenceData;
  let hindi: ReferenceData;
  beforeAll(async () => {
    english = await getData();
    hindi = await getData(HINDI);
  });

  it('names religions, mother tongues, castes and options in Hindi for a Hindi page', () => {
    expect(named(hindi.religions, 'hindu')).toBe('हिन्दू');
    expect(named(hindi.religions, 'muslim')).toBe('मुस्लिम');
    expect(hindi.motherTongues.find((t) => t._id === 'mr')?.mothertongue).toBe('मराठी');
    expect(hindi.motherTongues.find((t) => t._id === 'en')?.mothertongue).toBe('अंग्रेज़ी');
    expect(named(hindi.lifestyle.maritalStatus, 'maritalStatus.single')).toBe('अविवाहित');
    expect(hindi.countries.find((c) => c._id === 'IN')?.name).toBe('भारत');
    expect(hindi.nakshatras.find((n) => n._id === 'ashwini')?.name).toBe('अश्विनी');
    expect(hindi.castes.find((c) => c.name === 'ब्राह्मण')).toBeDefined();
  });

  it('keeps English for a name the language has no word for, and every id, order and field as in English', () => {
    expect(hindi.educations.find((e) => e.name === 'MBBS')).toBeDefined();
    expect(hindi.castes.find((c) => c.name === 'Lohana')).toBeDefined();
    const shape = (d: ReferenceData) => ({
      religions: d.religions.map((r) => r._id),
      castes: d.castes.map((c) => [c._id, c.religionId]),
      motherTongues: d.motherTongues.map((m) => [m._id, m.code, m.nativeName, m.labelKey]),
      educations: d.educations.map((e) => [e._id, e.level]),
      incomes: d.incomes.map((i) => [i._id, i.min, i.max]),
      industries: d.industries.map((i) => [i._id, i.subcategories.map((s) => s._id)]),
      relations: d.relations,
      plans: d.plans,
    });
    expect(shape(hindi)).toEqual(shape(english));
  });

  it('answers in English without a language, and in the browser’s language without a cookie', async () => {
    expect(named(english.religions, 'hindu')).toBe('Hindu');
    expect(english.motherTongues.find((t) => t._id === 'mr')?.mothertongue).toBe('Marathi');
    const tamil = await getData({ 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' });
    expect(named(tamil.religions, 'hindu')).toBe('இந்து');
  });

  it('names a religion an admin adds in English until someone translates it', async () => {
    const { db } = t.deps.database;
    await db.insertInto('religions').values({ id: 'sarna', name: 'Sarna', sort: 99 }).execute();
    expect(named((await getData(HINDI)).religions, 'sarna')).toBe('Sarna');
    expect(named((await getData(HINDI)).religions, 'hindu')).toBe('हिन्दू');
  });
});

describe('places in the reader’s language', () => {
  it('names states and cities in Marathi, ids unchanged', async () => {
    const headers = { cookie: 'sambandh_lang=mr' };
    const states = (await call(t, 'GET', '/api/app/get-states/IN', { headers })).body.data as { _id: string; name: string }[];
    expect(named(states, 'IN-MH')).toBe('महाराष्ट्र');
    const cities = (await call(t, 'GET', '/api/app/get-cities/IN-MH', { headers })).body.data as { _id: number; name: string }[];
    expect(cities[0]?.name).toBe('मुंबई');
    const english = (await call(t, 'GET', '/api/app/get-cities/IN-MH')).body.data as { _id: number; name: string }[];
    expect(english[0]).toMatchObject({ _id: cities[0]?._id, name: 'Mumbai' });
  });
});

describe('the pickers’ lists carry the English name beside a translated one (issue 25)', () => {
  type Found = { _id: string | number; name: string; en?: string };
  const entry = <T extends { _id: string | number }>(list: T[], id: string | number) => list.find((o) => o._id === id);

  it('in the page data: castes, mother tongues, countries, educations and occupations, only where the name differs', async () => {
    const hindi = await getData(HINDI);
    expect(entry(hindi.motherTongues, 'mr')).toMatchObject({ mothertongue: 'मराठी', en: 'Marathi' });
    expect(entry(hindi.countries, 'IN')).toMatchObject({ name: 'भारत', en: 'India' });
    expect(hindi.castes.find((c) => c.en === 'Brahmin')?.name).toBe('ब्राह्मण');
    expect(hindi.educations.find((e) => e.en === '10th (SSC)')?.name).toBe('10वीं (SSC)');
    expect(hindi.occupations.filter((o) => o.en).length).toBeGreaterThan(0);
    // Left in English: nothing to carry twice.
    expect(hindi.educations.find((e) => e.name === 'MBBS')).not.toHaveProperty('en');
    expect(hindi.castes.find((c) => c.name === 'Lohana')).not.toHaveProperty('en');
    // Lists chosen from, not typed into, stay as they were.
    expect(JSON.stringify([hindi.religions, hindi.lifestyle, hindi.nakshatras, hindi.incomes, hindi.industries]).includes('"en":')).toBe(false);
  });

  it('from the states, cities and countries endpoints', async () => {
    const get = async (path: string) => (await call(t, 'GET', path, { headers: HINDI })).body.data as Found[];
    expect(entry(await get('/api/app/get-states/IN'), 'IN-MH')).toMatchObject({ name: 'महाराष्ट्र', en: 'Maharashtra' });
    const cities = await get('/api/app/get-cities/IN-MH');
    expect(cities[0]).toMatchObject({ name: 'मुंबई', en: 'Mumbai' });
    expect(cities.find((c) => c.name === 'Ahmednagar')).not.toHaveProperty('en');
    expect(entry(await get('/api/app/get-countries'), 'IN')).toMatchObject({ name: 'भारत', en: 'India' });
  });

  it('in the search filters, on the city, the one found by typing', async () => {
    const { db } = t.deps.database;
    const woman = await registerMember(t, { gender: 'female', name: 'Meera Kulkarni', religionId: 'hindu' });
    const mumbai = await db.selectFrom('cities').select('id').where('state_id', '=', 'IN-MH').where('name', '=', 'Mumbai').executeTakeFirstOrThrow();
    await db.updateTable('member_profiles').set({ country_id: 'IN', state_id: 'IN-MH', city_id: mumbai.id }).where('user_id', '=', woman.id).execute();
    const viewer = await memberWithSession(t, { gender: 'male' });
    const filters = async (headers: Record<string, string> = {}) => ((await call(t, 'GET', '/api/match/getMatchFilters', { token: viewer.token, headers })).body as { filters: Filters }).filters;
    const hindi = await filters(HINDI);
    expect(hindi.city?.find((o) => o._id === String(mumbai.id))).toMatchObject({ name: 'मुंबई', en: 'Mumbai' });
    expect(hindi.state?.find((o) => o._id === 'IN-MH')).not.toHaveProperty('en');
    expect(JSON.stringify(await filters()).includes('"en":')).toBe(false);
  });

  it('not on an English page, whose answers are as before', async () => {
    // The relations' labels are in every language, English among them, on every page.
    const { relations, ...data } = await getData();
    const places = await Promise.all(['/api/app/get-states/IN', '/api/app/get-cities/IN-MH', '/api/app/get-countries'].map(async (path) => (await call(t, 'GET', path)).body));
    expect(relations.length).toBeGreaterThan(0);
    expect(JSON.stringify([data, places]).includes('"en":')).toBe(false);
  });
});

describe('names inside answers', () => {
  it('gives a profile’s religion and mother tongue in the viewer’s language', async () => {
    const owner = await memberWithSession(t, { gender: 'female', religionId: 'hindu' });
    const viewer = await memberWithSession(t, { gender: 'male' });
    const mine = await call(t, 'GET', `/api/user/getMyProfile/${owner.id}`, { token: owner.token, headers: HINDI });
    expect(mine.body.data.profile.religionDetails.religion).toEqual({ _id: 'hindu', name: 'हिन्दू' });
    expect(mine.body.data.profile.basicDetails.motherTongue).toEqual({ _id: 'mr', mothertongue: 'मराठी' });
    const viewed = await call(t, 'GET', `/api/user/get/${owner.id}`, { token: viewer.token, headers: { cookie: 'sambandh_lang=bn' } });
    expect(viewed.body.user.religionDetails.religion).toEqual({ _id: 'hindu', name: 'হিন্দু' });
    const english = await call(t, 'GET', `/api/user/getMyProfile/${owner.id}`, { token: owner.token });
    expect(english.body.data.profile.religionDetails.religion).toEqual({ _id: 'hindu', name: 'Hindu' });
  });

  it('gives result cards and the search filters’ options in the viewer’s language', async () => {
    const { db } = t.deps.database;
    const woman = await registerMember(t, { gender: 'female', name: 'Kavya Deshmukh', religionId: 'hindu' });
    const mumbai = await db.selectFrom('cities').select('id').where('state_id', '=', 'IN-MH').where('name', '=', 'Mumbai').executeTakeFirstOrThrow();
    await db
      .updateTable('member_profiles')
      .set({ marital_status_id: 'maritalStatus.single', country_id: 'IN', state_id: 'IN-MH', city_id: mumbai.id })
      .where('user_id', '=', woman.id)
      .execute();
    const viewer = await memberWithSession(t, { gender: 'male' });
    const found = await call(t, 'POST', '/api/user/searchUsers/', { token: viewer.token, body: { text: 'Kavya Deshmukh' }, headers: HINDI });
    const { matches } = found.body.data as { matches: MatchRow[] };
    const { filters } = (await call(t, 'GET', '/api/match/getMatchFilters', { token: viewer.token, headers: HINDI })).body as { filters: Filters };
    expect(matches[0]).toMatchObject({ _id: woman.id, religion: 'हिन्दू', city: 'मुंबई', state: 'महाराष्ट्र', country: 'भारत', profileFor: 'स्वयं' });
    expect(filters.religion?.find((o) => o._id === 'hindu')?.name).toBe('हिन्दू');
    expect(filters.maratialStatus?.find((o) => o._id === 'maritalStatus.single')?.name).toBe('अविवाहित');
    expect(filters.profileFor?.find((o) => o._id === 'Self')?.name).toBe('स्वयं');
  });

  it('keeps the back office in English whatever the admin’s page language', async () => {
    const admin = await adminSession(t);
    const res = await call(t, 'GET', '/api/admin/getReligions', { token: admin.token, headers: HINDI });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('"Hindu"');
    expect(JSON.stringify(res.body)).not.toContain('हिन्दू');
  });
});

describe('the translated names', () => {
  const LANGUAGES: Record<string, Record<string, Record<string, string>>> = { hi, mr, ta, te, bn };

  it('translate the same names in every language', () => {
    const keys = (names: Record<string, Record<string, string>>) => Object.fromEntries(Object.entries(names).map(([kind, list]) => [kind, Object.keys(list).sort()]));
    for (const names of Object.values(LANGUAGES)) expect(keys(names)).toEqual(keys(hi));
  });

  it('translate only names the seed has, in their own list', async () => {
    const { db } = t.deps.database;
    const [options, religions, castes, tongues, nakshatras, countries, states, cities] = await Promise.all([
      db.selectFrom('reference_options').select(['kind', 'name']).execute(),
      db.selectFrom('religions').select('name').execute(),
      db.selectFrom('castes').select('name').execute(),
      db.selectFrom('mother_tongues').select('mothertongue as name').execute(),
      db.selectFrom('nakshatras').select('name').execute(),
      db.selectFrom('countries').select('name').execute(),
      db.selectFrom('states').select('name').where('country_id', '=', 'IN').execute(),
      db.selectFrom('cities').select('name').where('country_id', '=', 'IN').execute(),
    ]);
    const seed: Record<string, Set<string>> = {
      religion: new Set(religions.map((r) => r.name)),
      caste: new Set(castes.map((r) => r.name)),
      motherTongue: new Set(tongues.map((r) => r.name)),
      nakshatra: new Set(nakshatras.map((r) => r.name)),
      country: new Set(countries.map((r) => r.name)),
      state: new Set(states.map((r) => r.name)),
      city: new Set(cities.map((r) => r.name)),
    };
    for (const o of options) (seed[o.kind] ??= new Set()).add(o.name);
    const unknown = Object.entries(hi).flatMap(([kind, list]) => Object.keys(list).filter((name) => !seed[kind]?.has(name)).map((name) => `${kind}: ${name}`));
    expect(unknown).toEqual([]);
    // Every Indian state and union territory has its name in every language.
    expect(Object.keys(hi.state).sort()).toEqual([...seed.state!].sort());
  });
});
