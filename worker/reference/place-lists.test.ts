import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { memberWithSession } from '../test/factories';
import { answer, api } from '../test/typed-client';
import { duplicateCities, spellingKey } from './catalogue/city-spellings';
import { cityRows, sourceCities } from './catalogue/geography';
import { CITIES_BY_POPULATION, WELL_KNOWN_SPELLINGS } from './catalogue/indian-places';
import { citySpellingMergeSql, placeRankSql } from './place-migrations';

/** India's place lists: one spelling per town, the largest first (issue 22 §2, decision 0936). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.flushApiLog();
  await t.close();
});

const source = sourceCities();
const inState = (state: string) => source.filter((c) => c.countryCode === 'IN' && c.stateCode === state);
const idOf = (state: string, name: string) => inState(state).find((c) => c.name === name)!.id;

describe('one spelling per town', () => {
  it('keys transliterations of one name alike and different names apart', () => {
    expect(spellingKey('Ahmadnagar')).toBe(spellingKey('Ahmednagar'));
    expect(spellingKey('Akalkot')).toBe(spellingKey('Akkalkot'));
    expect(spellingKey('Nadiad,')).toBe(spellingKey('Nadiad'));
    expect(spellingKey('Delhi')).not.toBe(spellingKey('Deoli'));
    expect(spellingKey('Adoni')).not.toBe(spellingKey('Dhone'));
  });

  it('keeps the well-known spelling of each town and drops the other', () => {
    const dropped = duplicateCities(source);
    expect(dropped.get(idOf('MH', 'Ahmadnagar'))).toBe(idOf('MH', 'Ahmednagar'));
    expect(dropped.get(idOf('MH', 'Akalkot'))).toBe(idOf('MH', 'Akkalkot'));
    expect(dropped.get(idOf('MH', 'Bid'))).toBe(idOf('MH', 'Beed'));
    expect(dropped.get(idOf('GJ', 'Nadiad,'))).toBe(idOf('GJ', 'Nadiad'));
    // A kept entry is never itself dropped, and towns far apart that only sound alike both stay.
    for (const kept of dropped.values()) expect(dropped.has(kept)).toBe(false);
    expect(dropped.has(idOf('DL', 'Deoli'))).toBe(false);
    expect(dropped.has(idOf('AP', 'Adoni'))).toBe(false);
    expect(dropped.has(idOf('AP', 'Dhone'))).toBe(false);
  });

  it('names only places the package has, so no rank or spelling silently does nothing', () => {
    const names = new Set(source.filter((c) => c.countryCode === 'IN').map((c) => `${c.stateCode}:${c.name}`));
    for (const [state, name] of CITIES_BY_POPULATION) expect(names, `${state}:${name}`).toContain(`${state}:${name}`);
    for (const [state, dropped, kept] of WELL_KNOWN_SPELLINGS) {
      expect(names, `${state}:${dropped}`).toContain(`${state}:${dropped}`);
      expect(names, `${state}:${kept}`).toContain(`${state}:${kept}`);
    }
  });

  it('seeds each town of Maharashtra once', () => {
    const maharashtra = cityRows().filter((c) => c.state_id === 'IN-MH');
    expect(maharashtra.length).toBeLessThan(inState('MH').length);
    const keys = maharashtra.map((c) => spellingKey(c.name));
    expect(maharashtra.filter((c) => ['Ahmadnagar', 'Akalkot', 'Bid', 'Gondiya'].includes(c.name))).toEqual([]);
    expect(new Set(keys).size).toBeGreaterThan(keys.length - 15);
  });
});

describe('migrations 0046 and 0047', () => {
  it('are the catalogue written as SQL', async () => {
    expect(await readFile('migrations/0046_rank_states_and_cities.sql', 'utf8')).toBe(placeRankSql());
    expect(await readFile('migrations/0047_merge_city_spellings.sql', 'utf8')).toBe(citySpellingMergeSql());
  });

  it("move a member of a dropped spelling to the kept one, the horoscope's city of birth too", async () => {
    const { db } = t.deps.database;
    const dropped = idOf('MH', 'Ahmadnagar');
    const kept = idOf('MH', 'Ahmednagar');
    // The database as it was before 0047: the second spelling present, a member living there and born there.
    await db.insertInto('cities').values({ id: dropped, state_id: 'IN-MH', country_id: 'IN', name: 'Ahmadnagar', latitude: 19.09, longitude: 74.74, rank: null }).execute();
    const member = await memberWithSession(t);
    const place = { country: 'IN', state: 'IN-MH', city: dropped, citizenship: 'IN', residencyStatus: 'residencyStatus.citizen', zipCode: '' };
    const saved = await answer(api(t, { token: member.token }).user.update.locationDetails[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: member.id }, json: place }));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await db
      .updateTable('member_profiles')
      .set({ horoscope: JSON.stringify({ city: { _id: dropped, name: 'Ahmadnagar' }, placeOfBirth: 'Ahmadnagar' }) })
      .where('user_id', '=', member.id)
      .execute();
    const before = await db.selectFrom('search_changes').select(sql<number>`max(seq)`.as('seq')).executeTakeFirstOrThrow();

    const file = await readFile('migrations/0047_merge_city_spellings.sql', 'utf8');
    // Its statements after the record of pairs, which the template database already holds.
    for (const statement of file.slice(file.indexOf('INSERT INTO search_changes')).split(/;\n/).filter((s) => s.trim())) {
      await sql.raw(statement).execute(db);
    }

    const row = await db.selectFrom('member_profiles').select(['city_id', 'horoscope']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.city_id).toBe(kept);
    expect(JSON.parse(row.horoscope!)).toEqual({ city: { _id: kept, name: 'Ahmednagar' }, placeOfBirth: 'Ahmadnagar' });
    expect(await db.selectFrom('cities').select('id').where('id', '=', dropped).executeTakeFirst()).toBeUndefined();
    const logged = await db.selectFrom('search_changes').select('user_id').where('seq', '>', before.seq ?? 0).execute();
    expect(logged.map((r) => r.user_id)).toContain(member.id);
    const profile = await answer(api(t, { token: member.token }).user.get[':id'].$get({ param: { id: member.id }, query: {} }));
    expect(JSON.stringify(profile.json)).toContain('Ahmednagar');
  });
});

describe('place lists, largest first', () => {
  it('lists India first among the countries, the rest alphabetically', async () => {
    const res = await answer(api(t).app['get-countries'].$get());
    const names = res.body.data.map((c) => c.name);
    expect(names[0]).toBe('India');
    const others = names.slice(1);
    expect(others).toEqual([...others].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const data = await answer(api(t).app.getData.$get());
    expect(data.body.data.countries[0]?._id).toBe('IN');
  });

  it("lists India's states by population", async () => {
    const res = await answer(api(t).app['get-states'][':country'].$get({ param: { country: 'IN' } }));
    expect(res.body.data.slice(0, 3).map((s) => s.name)).toEqual(['Uttar Pradesh', 'Maharashtra', 'Bihar']);
  });

  it("lists a state's major cities by population, then the rest alphabetically, each once", async () => {
    const res = await answer(api(t).app['get-cities'][':state'].$get({ param: { state: 'IN-MH' } }));
    const names = res.body.data.map((c) => c.name);
    expect(names.slice(0, 4)).toEqual(['Mumbai', 'Pune', 'Nagpur', 'Thane']);
    const ranked = CITIES_BY_POPULATION.filter(([s]) => s === 'MH').length;
    const rest = names.slice(ranked);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names.filter((n) => n === 'Ahmednagar' || n === 'Ahmadnagar')).toEqual(['Ahmednagar']);
    expect(names.filter((n) => n === 'Akkalkot' || n === 'Akalkot')).toEqual(['Akkalkot']);
    expect(names.find((n) => n.toLowerCase().startsWith('pun'))).toBe('Pune');
  });

  it('lists a state with no ranked city alphabetically', async () => {
    const res = await answer(api(t).app['get-cities'][':state'].$get({ param: { state: 'US-CA' } }));
    const names = res.body.data.map((c) => c.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
