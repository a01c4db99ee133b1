import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../reference/catalogue/nakshatras';
import { memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { deriveHoroscope } from './horoscope';

const of = (id: string) => NAKSHATRAS.find((n) => n._id === id)!;

describe('deriveHoroscope (nakshatra + charan → moon sign, gan, yoni, nadi, varn, vashya, hansak)', () => {
  it.each([
    ['ashwini', 1, { moon: 'Mesha (Aries)', gan: 'Deva', yoni: 'Ashwa (Horse), male', nadi: 'Adi', varn: 'Kshatriya', vashya: 'Chatushpada', hansak: 'Agni' }],
    ['krittika', 1, { moon: 'Mesha (Aries)', gan: 'Rakshasa', nadi: 'Antya', varn: 'Kshatriya' }],
    ['krittika', 2, { moon: 'Vrishabha (Taurus)', gan: 'Rakshasa', varn: 'Vaishya', vashya: 'Chatushpada', hansak: 'Bhumi' }],
    ['punarvasu', 4, { moon: 'Karka (Cancer)', gan: 'Deva', yoni: 'Marjara (Cat), female', varn: 'Brahmin', vashya: 'Jalachara', hansak: 'Jal' }],
    ['uttara-phalguni', 1, { moon: 'Simha (Leo)', vashya: 'Vanachara' }],
    ['uttara-phalguni', 2, { moon: 'Kanya (Virgo)', vashya: 'Manava', varn: 'Vaishya' }],
    ['purva-ashadha', 1, { moon: 'Dhanu (Sagittarius)', vashya: 'Manava', yoni: 'Vanara (Monkey), male' }],
    ['uttara-ashadha', 4, { moon: 'Makara (Capricorn)', vashya: 'Chatushpada', gan: 'Manushya', nadi: 'Antya' }],
    ['shravana', 4, { moon: 'Makara (Capricorn)', vashya: 'Jalachara' }],
    ['revati', 4, { moon: 'Meena (Pisces)', gan: 'Deva', nadi: 'Antya', varn: 'Brahmin', vashya: 'Jalachara', hansak: 'Jal' }],
  ] as const)('%s charan %i', (id, charan, expected) => {
    expect(deriveHoroscope(of(id), charan)).toMatchObject(expected);
  });

  it('has no answer for a charan outside 1–4', () => {
    expect(deriveHoroscope(of('ashwini'), 5)).toBeNull();
  });
});

describe("the derived values in the reader's language (issue 25)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const derived = (h: Record<string, unknown>) => ({ moon: h.moon, gan: h.gan, yoni: h.yoni, nadi: h.nadi, varn: h.varn, vashya: h.vashya, hansak: h.hansak });
  // Purva Ashadha 1 past 15° of Dhanu: vashya from the stored longitude (decision 0110).
  const english = { moon: 'Dhanu (Sagittarius)', gan: 'Manushya', yoni: 'Vanara (Monkey), male', nadi: 'Madhya', varn: 'Kshatriya', vashya: 'Chatushpada', hansak: 'Agni' };
  const hindi = { moon: 'धनु', gan: 'मनुष्य', yoni: 'वानर (बंदर), नर', nadi: 'मध्य', varn: 'क्षत्रिय', vashya: 'चतुष्पद', hansak: 'अग्नि' };

  it('names them from the nakshatra table in English exactly as before, in Hindi for a Hindi caller, on the horoscope page and in the profile', async () => {
    const owner = await memberWithSession(t);
    const body = { nakshatra: 'purva-ashadha', charan: 1, manglik: 'manglik.no', timeOfBirth: '05:10', moonLongitude: 255.5, horoscopeSource: 'calculated' };
    const saved = await call(t, 'PUT', `/api/user/update/horoscope/${owner.id}`, { token: owner.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const viewer = await memberWithSession(t);
    const page = async (headers: Record<string, string>) =>
      derived((await answer(api(t, { token: viewer.token, headers }).user.get.horoscope[':id'].$post({ param: { id: owner.id }, json: {} }))).body.data.horoscope);
    const mine = async (headers: Record<string, string>) =>
      derived((await answer(api(t, { token: owner.token, headers }).user.getMyProfile[':id'].$get({ param: { id: owner.id } }))).body.data.profile.horoscope);

    expect(await page({})).toEqual(english);
    expect(await page({ 'accept-language': 'en-GB,en;q=0.9' })).toEqual(english);
    expect(await page({ 'accept-language': 'hi-IN,hi;q=0.9' })).toEqual(hindi);
    expect(await mine({})).toEqual(english);
    expect(await mine({ 'accept-language': 'hi-IN,hi;q=0.9' })).toEqual(hindi);
    // Not stored: the same member read by a Tamil caller right after a Hindi one.
    expect((await page({ 'accept-language': 'ta' })).hansak).toBe('நெருப்பு');
  });
});
