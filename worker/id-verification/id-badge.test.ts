import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithMetadata } from '../pictures/test-images';
import { adminSession, memberWithSession, registerMember } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * "ID verified" (issue 24, decision 0957): the badge's flag on the viewed profile, result cards and
 * recommendation cards once an administrator approved the member's ID, and gone from them all when
 * the member later changes their name.
 */

let t: TestApp;
let viewer: Awaited<ReturnType<typeof memberWithSession>>;
let verified: Awaited<ReturnType<typeof memberWithSession>>;
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await memberWithSession(t, { gender: 'male' });
  verified = await memberWithSession(t, { gender: 'female', name: 'Verified Deshpande' });
  plain = (await registerMember(t, { gender: 'female', name: 'Plain Gokhale' })).id;
  const form = new FormData();
  const png = await pngWithMetadata();
  form.append('documentType', 'passport');
  form.append('document', new File([png as BlobPart], 'passport.png', { type: 'image/png' }));
  form.append('selfie', new File([png as BlobPart], 'me.png', { type: 'image/png' }));
  expect((await t.app.request('/api/user/idVerification', { method: 'POST', body: form, headers: { jwt: verified.token } })).status).toBe(200);
  const admin = await adminSession(t);
  const queue = await answer(api(t, { token: admin.token }).admin.idVerifications.$get({ query: {} }));
  const request = queue.body.items.find((i) => i.member._id === verified.id)!;
  const res = await answer(api(t, { token: admin.token }).admin.idVerifications[':id'].$post({ param: { id: request._id }, json: { decision: 'approved', name: request.profileName, dob: request.profileDob! } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});
afterAll(() => t.close());

const search = () => answer(api(t, { token: viewer.token }).user.searchUsers.$post({ json: { page: 0, limit: 50 } }));
const matches = () => answer(api(t, { token: viewer.token }).match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: { page: 0, limit: 50 } }));
const profileOf = (id: string) => answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id }, query: {} }));

describe('ID verified', () => {
  it('is on the result cards of search and Profile Matches, true only for the approved member', async () => {
    for (const res of [await search(), await matches()]) {
      const rows = res.body.data.matches;
      expect(rows.find((r) => r._id === verified.id)?.idVerified).toBe(true);
      expect(rows.find((r) => r._id === plain)?.idVerified).toBe(false);
    }
  });

  it('is on the viewed profile and the recommendation cards', async () => {
    expect((await profileOf(verified.id)).body.user.idVerified).toBe(true);
    expect((await profileOf(plain)).body.user.idVerified).toBe(false);
    const newUsers = await answer(api(t, { token: viewer.token }).user.getNewUser[':id'].$get({ param: { id: viewer.id }, query: { limit: '20' } }));
    expect(newUsers.body.users.find((u) => u._id === verified.id)?.idVerified).toBe(true);
  });

  it('leaves the cards and the profile when the member changes the name', async () => {
    await t.deps.database.db.updateTable('users').set({ name: 'Verified Deshpande-Joshi' }).where('id', '=', verified.id).execute();
    expect((await profileOf(verified.id)).body.user.idVerified).toBe(false);
    expect((await search()).body.data.matches.find((r) => r._id === verified.id)?.idVerified).toBe(false);
  });
});
