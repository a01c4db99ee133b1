import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '../../contract/search';
import { memberWithSession, registerMember } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * "Phone verified" (issue 24, decision 0955): the badge's flag on result cards, recommendation
 * cards and the profile, and the filter of Profile Matches and search, counted from the match
 * index like every other filter; a later change of phone takes the member out of it.
 */

let t: TestApp;
let viewer: Awaited<ReturnType<typeof memberWithSession>>;
let verified: Awaited<ReturnType<typeof memberWithSession>>;
let plain: string;

/** Verifies the member's phone as a member does: the code from the SMS. */
async function verifyPhone(token: string, number: string) {
  await answer(api(t, { token }).user.phone.sendOtp.$post({ json: { phone: number } }));
  const code = /\b(\d{6})\b/.exec(t.smses.at(-1)!.text)![1]!;
  const res = await answer(api(t, { token }).user.phone.verifyOtp.$post({ json: { code } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  viewer = await memberWithSession(t, { gender: 'male' });
  verified = await memberWithSession(t, { gender: 'female', name: 'Verified Kulkarni' });
  plain = (await registerMember(t, { gender: 'female', name: 'Plain Joshi' })).id;
  await verifyPhone(verified.token, '9123456780');
});
afterAll(() => t.close());

const search = (body: { phoneVerified?: string[] }) => answer(api(t, { token: viewer.token }).user.searchUsers.$post({ json: { page: 0, limit: 50, ...body } }));
const matches = (body: { phoneVerified?: string[] } = {}) =>
  answer(api(t, { token: viewer.token }).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: { page: 0, limit: 50, ...body } }));

describe('Phone verified', () => {
  it('is on the result cards of search and Profile Matches, true only for the verified member', async () => {
    for (const res of [await search({}), await matches()]) {
      const rows = res.body.data.matches;
      expect(rows.find((r) => r._id === verified.id)?.phoneVerified).toBe(true);
      expect(rows.find((r) => r._id === plain)?.phoneVerified).toBe(false);
    }
  });

  it('is a filter with its counts: ticking it finds the verified member alone, "Not verified yet" the others', async () => {
    const all = await matches();
    const options = all.body.data.filters.phoneVerified;
    expect(options.find((o) => o._id === '1')).toEqual({ _id: '1', name: SEARCH_TEXT.phoneVerified, count: 1 });
    expect(options.find((o) => o._id === 'none')?.name).toBe(SEARCH_TEXT.phoneNotVerified);
    for (const res of [await search({ phoneVerified: ['1'] }), await matches({ phoneVerified: ['1'] })]) {
      expect(res.body.data.matches.map((r) => r._id)).toEqual([verified.id]);
    }
    const others = (await matches({ phoneVerified: ['none'] })).body.data.matches.map((r) => r._id);
    expect(others).toContain(plain);
    expect(others).not.toContain(verified.id);
  });

  it('is on the viewed profile and the recommendation cards', async () => {
    const profile = await answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id: verified.id }, query: {} }));
    expect(profile.status, JSON.stringify(profile.json)).toBe(200);
    expect(profile.body.user.phoneVerified).toBe(true);
    const own = await answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id: plain }, query: {} }));
    expect(own.body.user.phoneVerified).toBe(false);
    const newUsers = await answer(api(t, { token: viewer.token }).user.getNewUser[':id'].$get({ param: { id: viewer.id }, query: { limit: '20' } }));
    expect(newUsers.body.users.find((u) => u._id === verified.id)?.phoneVerified).toBe(true);
  });

  it('leaves the filter and the cards when the member changes the phone in the contact details', async () => {
    await t.deps.database.db.updateTable('users').set({ phone: '+91 90000 11111' }).where('id', '=', verified.id).execute();
    expect((await matches({ phoneVerified: ['1'] })).body.data.matches).toEqual([]);
    expect((await search({})).body.data.matches.find((r) => r._id === verified.id)?.phoneVerified).toBe(false);
  });
});
