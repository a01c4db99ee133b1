import { afterAll, beforeAll, expect, it } from 'vitest';
import { REASON } from '../../contract/reasons';
import { SETTINGS_TEXT } from '../../contract/settings';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { memberWithSession } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with a horoscope, kept hidden the way /setting does it. */
async function hiddenHoroscope() {
  const m = await memberWithSession(t);
  const body = { nakshatra: 'rohini', charan: 2, manglik: 'manglik.no', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
  expect((await call(t, 'PUT', `/api/user/update/horoscope/${m.id}`, { token: m.token, body })).status).toBe(200);
  expect((await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hidden' } }))).status).toBe(200);
  return m;
}

// The horoscope page tells "hidden" from "give the password" by this word, not by the sentence (issue 21 §2).
it('refuses a hidden horoscope with the reason horoscopeHidden beside the sentence, with or without a password', async () => {
  const owner = await hiddenHoroscope();
  const viewer = await memberWithSession(t);
  for (const json of [{}, { password: 'Horo@123' }]) {
    const res = await answer(api(t, { token: viewer.token }).user.get.horoscope[':id'].$post({ param: { id: owner.id }, json }));
    expect(res.status).toBe(403);
    expect(res.refusal).toMatchObject({ error: SETTINGS_TEXT.horoscopeHidden, reason: REASON.horoscopeHidden });
  }
});

it('a protected horoscope asks for its password without that reason', async () => {
  const owner = await memberWithSession(t);
  const body = { nakshatra: 'rohini', charan: 2, manglik: 'manglik.no', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
  expect((await call(t, 'PUT', `/api/user/update/horoscope/${owner.id}`, { token: owner.token, body })).status).toBe(200);
  const blocked = await answer(api(t, { token: owner.token }).user.update.horoscope.block.$put({ json: { privacy: 'hpassword', password: 'Horo@123' } }));
  expect(blocked.status).toBe(200);
  const viewer = await memberWithSession(t);
  const res = await answer(api(t, { token: viewer.token }).user.get.horoscope[':id'].$post({ param: { id: owner.id }, json: {} }));
  expect(res.status).toBe(403);
  expect(res.refusal.error).toBe(SETTINGS_TEXT.horoscopePasswordNeeded);
  expect(res.refusal.reason).toBeUndefined();
});
