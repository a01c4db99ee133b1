import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * A calculated horoscope saved through the section update (issue 14, docs/decisions/0109):
 * the Moon longitude, the time zone and the source are stored and answered; a longitude that
 * disagrees with the chosen charan is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;

/** Purva Ashadha 1 spans 253°20′–256°40′ of the sidereal zodiac; Dhanu's vashya changes at 255°. */
const calculated = {
  timeOfBirth: '05:10',
  latitude: 18.52,
  longitude: 73.86,
  timezone: 'Asia/Kolkata',
  nakshatra: 'purva-ashadha',
  charan: 1,
  manglik: 'manglik.no',
  moonLongitude: 255.5,
  horoscopeSource: 'calculated',
};

const put = (m: Member, body: Record<string, unknown>) => call(t, 'PUT', `/api/user/update/horoscope/${m.id}`, { token: m.token, body });
const row = (id: string) =>
  t.deps.database.db
    .selectFrom('member_profiles')
    .select(['nakshatra_id', 'charan', 'moon_longitude', 'birth_timezone', 'horoscope_source', 'horoscope'])
    .where('user_id', '=', id)
    .executeTakeFirst();

describe('PUT /api/user/update/horoscope/{id} with a calculated horoscope', () => {
  it('stores the Moon longitude, time zone and source, and the profile and its preview answer them', async () => {
    const me = await memberWithSession(t);
    const res = await put(me, calculated);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await row(me.id)).toMatchObject({ moon_longitude: 255.5, birth_timezone: 'Asia/Kolkata', horoscope_source: 'calculated' });
    const mine = await answer(api(t, { token: me.token }).user.getMyProfile[':id'].$get({ param: { id: me.id } }));
    expect(mine.body.data.profile.horoscope).toMatchObject({
      nakshtra: { _id: 'purva-ashadha' },
      charan: 1,
      moonLongitude: 255.5,
      timezone: 'Asia/Kolkata',
      horoscopeSource: 'calculated',
    });
    const preview = await answer(api(t, { token: me.token }).user.profilePreview[':id'].$get({ param: { id: me.id } }));
    expect(preview.body.data.profile.horoscope).toMatchObject({ moonLongitude: 255.5, timezone: 'Asia/Kolkata', horoscopeSource: 'calculated' });
  });

  it('hides the longitude and time zone with the rest of a hidden horoscope in the preview', async () => {
    const me = await memberWithSession(t);
    await put(me, calculated);
    const hide = await answer(api(t, { token: me.token }).user.update.horoscope.block.$put({ json: { privacy: 'hidden' } }));
    expect(hide.status).toBe(200);
    const preview = await answer(api(t, { token: me.token }).user.profilePreview[':id'].$get({ param: { id: me.id } }));
    expect(preview.body.data.access.horoscope).toBe('hidden');
    expect(preview.body.data.profile.horoscope).toMatchObject({ nakshtra: null, moonLongitude: null, timezone: null, horoscopeSource: 'chosen' });
  });

  it('a horoscope chosen by hand is the default and keeps no longitude, whatever the body says', async () => {
    const me = await memberWithSession(t);
    const { horoscopeSource: _, ...withoutSource } = calculated;
    expect((await put(me, withoutSource)).status).toBe(200);
    expect(await row(me.id)).toMatchObject({ moon_longitude: null, horoscope_source: 'chosen' });
  });

  it('takes a calculated charan without a longitude (time of birth unknown: picked from the day span)', async () => {
    const me = await memberWithSession(t);
    const res = await put(me, { ...calculated, timeOfBirth: '', moonLongitude: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.profile.horoscope).toMatchObject({ horoscopeSource: 'calculated', moonLongitude: null, timeOfBirth: null });
  });

  it('keeps what a later update by hand says: chosen, and no longitude', async () => {
    const me = await memberWithSession(t);
    await put(me, calculated);
    const res = await put(me, { ...calculated, nakshatra: 'rohini', charan: 2, horoscopeSource: 'chosen', moonLongitude: null });
    expect(res.status).toBe(200);
    expect(await row(me.id)).toMatchObject({ nakshatra_id: 'rohini', charan: 2, moon_longitude: null, horoscope_source: 'chosen' });
  });

  it.each([
    ['just before the charan (the previous one near its end)', 'purva-ashadha', 1, 253.3333 - 0.04],
    ['just after the charan', 'purva-ashadha', 1, 256.6667 + 0.03],
    ['Ashwini 1 from the end of Revati across 0°', 'ashwini', 1, 359.97],
    ['Revati 4 from the start of Ashwini across 360°', 'revati', 4, 0.03],
  ])('accepts a longitude within 0.05° of the charan: %s', async (_what, nakshatra, charan, moonLongitude) => {
    const me = await memberWithSession(t);
    const res = await put(me, { ...calculated, nakshatra, charan, moonLongitude });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row(me.id))?.moon_longitude).toBeCloseTo(moonLongitude, 6);
  });

  it.each([
    ['another nakshatra', 'rohini', 2, 255.5],
    ['more than 0.05° before the charan', 'purva-ashadha', 1, 253.27],
    ['more than 0.05° after the charan', 'purva-ashadha', 1, 256.75],
    ['the neighbouring charan', 'purva-ashadha', 2, 255.5],
    ['Revati 4 well past 0°', 'revati', 4, 0.1],
  ])('refuses a longitude outside the chosen charan (%s) and changes nothing', async (_what, nakshatra, charan, moonLongitude) => {
    const me = await memberWithSession(t);
    await put(me, calculated);
    const before = await row(me.id);
    const res = await put(me, { ...calculated, nakshatra, charan, moonLongitude, timeOfBirth: '23:00' });
    expect(res.status).toBe(400);
    expect(res.body.fields.moonLongitude).toMatch(/is not in .+ charan \d\. Calculate again, or choose the nakshatra and charan by hand\./);
    expect(res.body.error).toBe(res.body.fields.moonLongitude);
    expect(await row(me.id)).toEqual(before);
  });

  it('refuses a time zone the IANA database does not know, and a longitude of 360 or more', async () => {
    const me = await memberWithSession(t);
    const before = await row(me.id);
    const zone = await put(me, { ...calculated, timezone: 'Asia/Bombayy' });
    expect(zone.status).toBe(400);
    expect(zone.body.fields.timezone).toMatch(/IANA/);
    const full = await put(me, { ...calculated, moonLongitude: 360 });
    expect(full.status).toBe(400);
    expect(full.body.fields.moonLongitude).toMatch(/0 to 360/);
    expect(await row(me.id)).toEqual(before);
  });
});

describe('vashya with a stored Moon longitude (docs/decisions/0110)', () => {
  it.each([
    ['Purva Ashadha 1 past 15° of Dhanu', 'purva-ashadha', 1, 255.5, 'Chatushpada'],
    ['Purva Ashadha 1 before 15° of Dhanu', 'purva-ashadha', 1, 254, 'Manava'],
    ['Purva Ashadha 1 without a longitude (decision 0102)', 'purva-ashadha', 1, null, 'Manava'],
    ['Shravana 2 past 15° of Makara', 'shravana', 2, 285.5, 'Jalachara'],
    ['Shravana 2 without a longitude (decision 0102)', 'shravana', 2, null, 'Chatushpada'],
  ])('%s: %s', async (_what, nakshatra, charan, moonLongitude, vashya) => {
    const me = await memberWithSession(t);
    const res = await put(me, { ...calculated, nakshatra, charan, moonLongitude });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.profile.horoscope.vashya).toBe(vashya);
  });
});
