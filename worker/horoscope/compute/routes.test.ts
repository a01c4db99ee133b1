import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_TEXTS } from '../../../contract/horoscope-compute';
import { memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';

let t: TestApp;
let token: string;
let pune: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await memberWithSession(t)).token;
  pune = (await t.deps.database.db.selectFrom('cities').select('id').where('state_id', '=', 'IN-MH').where('name', '=', 'Pune').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const compute = (json: JsonOf<Client['user']['horoscope']['compute']['$post']>, auth?: string) =>
  answer(api(t, { token: auth ?? token }).user.horoscope.compute.$post({ json }));
/** For the bodies the schema refuses, some of a shape its type does not admit (no place, both places). */
const computeRaw = (body: unknown) => call(t, 'POST', '/api/user/horoscope/compute', { body, token });

describe('POST /user/horoscope/compute', () => {
  it('computes from a reference city, its zone found from its coordinates', async () => {
    const res = await compute({ dob: '1990-05-17', time: '06:45', cityId: pune });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nakshatra: { _id: 'shravana', name: 'Shravana' },
      charan: 4,
      rashi: 'Makara',
      timezone: 'Asia/Kolkata',
      utcOffsetMinutes: 330,
      daySpan: null,
      derived: { moon: 'Makara (Capricorn)', gan: 'Deva', nadi: 'Antya', vashya: 'Jalachara' },
    });
    expect(res.body.data.moonLongitude).toBeCloseTo(292.93, 1);
    expect(res.body.data.lagna?.rashi).toBeTypeOf('string');
    expect(res.body.data.manglik?.fromMoon).toEqual({ house: 2, manglik: true });
  });

  it("names the nakshatra, the rashis and the derived values in the caller's language, in English as the nakshatra table spells them (issue 25)", async () => {
    const body = { dob: '1990-05-17', time: '06:45', cityId: pune };
    const names = (data: Awaited<ReturnType<typeof compute>>['body']['data']) => [data.nakshatra.name, data.rashi, data.lagna?.rashi, data.manglik?.marsRashi];
    expect(names((await compute(body)).body.data)).toEqual(['Shravana', 'Makara', 'Vrishabha', 'Kumbha']);
    const hindi = await answer(api(t, { token, headers: { 'accept-language': 'hi' } }).user.horoscope.compute.$post({ json: body }));
    expect(names(hindi.body.data)).toEqual(['श्रवण', 'मकर', 'वृषभ', 'कुंभ']);
    // What the calculator's result derives, the same way (the Moon is past 15° of Makara).
    expect((await compute(body)).body.data.derived).toEqual({
      moon: 'Makara (Capricorn)',
      gan: 'Deva',
      yoni: 'Vanara (Monkey), female',
      nadi: 'Antya',
      varn: 'Vaishya',
      vashya: 'Jalachara',
      hansak: 'Bhumi',
    });
    expect(hindi.body.data.derived).toEqual({ moon: 'मकर', gan: 'देव', yoni: 'वानर (बंदर), मादा', nadi: 'अन्त्य', varn: 'वैश्य', vashya: 'जलचर', hansak: 'भूमि' });
  });

  it('computes from latitude, longitude and time zone, with the war-time +06:30 of India', async () => {
    const res = await compute({ dob: '1943-08-15', time: '10:00', latitude: 18.52, longitude: 73.86, timezone: 'Asia/Kolkata' });
    expect(res.status).toBe(200);
    expect(res.body.data.utcOffsetMinutes).toBe(390);
    expect(res.body.data.utc).toBe('1943-08-15T03:30:00.000Z');
  });

  it('without a time: no lagna or manglik, and the charans of the local day with their hours', async () => {
    const res = await compute({ dob: '1990-05-17', time: null, cityId: pune });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lagna: null, manglik: null, nearBoundary: null });
    const span = res.body.data.daySpan ?? [];
    expect(span.map((s) => `${s.nakshatra.name} ${s.charan} ${s.from}-${s.to}`)).toEqual([
      'Shravana 3 00:00-01:14',
      'Shravana 4 01:14-07:30',
      'Dhanishta 1 07:30-13:43',
      'Dhanishta 2 13:43-19:54',
      'Dhanishta 3 19:54-24:00',
    ]);
  });

  it.each([
    ['an unknown city', { dob: '1990-05-17', time: null, cityId: 99_999_999 }, 'cityId', COMPUTE_TEXTS.unknownCity],
    ['a time like 25:61', { dob: '1990-05-17', time: '25:61', cityId: 1 }, 'time', COMPUTE_TEXTS.time],
    ['an impossible date', { dob: '1990-02-30', time: null, cityId: 1 }, 'dob', COMPUTE_TEXTS.dobImpossible],
    ['a date before 1900', { dob: '1899-12-31', time: null, cityId: 1 }, 'dob', COMPUTE_TEXTS.dobRange],
    ['a date after 2100', { dob: '2101-01-01', time: null, cityId: 1 }, 'dob', COMPUTE_TEXTS.dobRange],
    ['a bad time zone name', { dob: '1990-05-17', time: null, latitude: 18.5, longitude: 73.9, timezone: 'Asia/Pune' }, 'timezone', COMPUTE_TEXTS.timezone],
    ['a latitude of 91', { dob: '1990-05-17', time: null, latitude: 91, longitude: 73.9, timezone: 'Asia/Kolkata' }, 'latitude', COMPUTE_TEXTS.latitude],
    ['a longitude of -181', { dob: '1990-05-17', time: null, latitude: 18.5, longitude: -181, timezone: 'Asia/Kolkata' }, 'longitude', COMPUTE_TEXTS.longitude],
    ['coordinates without a zone', { dob: '1990-05-17', time: null, latitude: 18.5, longitude: 73.9 }, 'timezone', COMPUTE_TEXTS.timezone],
    ['no place at all', { dob: '1990-05-17', time: null }, 'cityId', COMPUTE_TEXTS.place],
    ['a city and coordinates both', { dob: '1990-05-17', time: null, cityId: 1, latitude: 18.5 }, 'latitude', COMPUTE_TEXTS.place],
  ])('refuses %s with a 400 naming the field', async (_, body, field, message) => {
    const res = await computeRaw(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
  });

  it('is for signed-in members only', async () => {
    const res = await answer(api(t).user.horoscope.compute.$post({ json: { dob: '1990-05-17', time: null, cityId: pune } }));
    expect(res.status).toBe(401);
  });

  it('writes nothing: the profile row and every table count stay as they were', async () => {
    const { db } = t.deps.database;
    const tables = ['member_profiles', 'member_settings', 'users', 'admin_actions', 'notifications', 'nakshatras', 'cities'] as const;
    const counts = async () => Promise.all(tables.map(async (name) => (await db.selectFrom(name).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    const profiles = async () => db.selectFrom('member_profiles').selectAll().execute();
    const [beforeCounts, beforeRows] = [await counts(), await profiles()];
    expect((await compute({ dob: '1990-05-17', time: '06:45', cityId: pune })).status).toBe(200);
    expect(await counts()).toEqual(beforeCounts);
    expect(await profiles()).toEqual(beforeRows);
  });
});
