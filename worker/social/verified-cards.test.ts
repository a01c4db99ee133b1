import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * "Phone verified" and "ID verified" (issue 24) on the small list cards too (worker/social/cards.ts):
 * the shortlist, "who shortlisted me" and the request lists carry both flags, true only for what
 * the site checked, so the badges read the same wherever a member meets the card.
 */

let t: TestApp;
type M = Awaited<ReturnType<typeof memberWithSession>>;
let me: M, checked: M, unchecked: M;

/** Verifies the member's phone as a member does: the code from the SMS. */
async function verifyPhone(token: string, number: string) {
  await answer(api(t, { token }).user.phone.sendOtp.$post({ json: { phone: number } }));
  const code = /\b(\d{6})\b/.exec(t.smses.at(-1)!.text)![1]!;
  const res = await answer(api(t, { token }).user.phone.verifyOtp.$post({ json: { code } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  me = await memberWithSession(t, { gender: 'male' });
  checked = await memberWithSession(t, { gender: 'female', name: 'Checked Deshpande' });
  unchecked = await memberWithSession(t, { gender: 'female', name: 'Unchecked Gokhale' });
  await verifyPhone(checked.token, '9123456781');
  // The approval itself is the ID part's flow (worker/id-verification); here only its outcome matters.
  await t.deps.database.db.updateTable('users').set({ id_verified_at: Date.now() }).where('id', '=', checked.id).execute();
  for (const other of [checked, unchecked]) {
    expect((await answer(api(t, { token: me.token }).match.shortlistAccount[':id'].$post({ param: { id: other.id }, json: {} }))).body.code).toBe(5);
    expect((await answer(api(t, { token: other.token }).match.matchAccount[':id'].$post({ param: { id: me.id }, json: {} }))).status).toBe(200);
  }
});
afterAll(() => t.close());

const badgesIn = (users: Array<{ _id: string; phoneVerified: boolean; idVerified: boolean }>) =>
  new Map(users.map((u) => [u._id, { phoneVerified: u.phoneVerified, idVerified: u.idVerified }]));

function expectBadges(flags: Map<string, { phoneVerified: boolean; idVerified: boolean }>) {
  expect(flags.get(checked.id)).toEqual({ phoneVerified: true, idVerified: true });
  expect(flags.get(unchecked.id)).toEqual({ phoneVerified: false, idVerified: false });
}

describe('verified badges on list cards', () => {
  it('the shortlist carries both flags', async () => {
    const res = await answer(api(t, { token: me.token }).match.getShortlist.$post({ json: { page: 1, limit: 10 } }));
    expectBadges(badgesIn(res.body.data.users));
  });

  it('the lists of /usersList carry them ("who shortlisted me")', async () => {
    const res = await answer(api(t, { token: checked.token }).user.getUsersList[':type'].$post({ param: { type: 'shortlisted' }, json: {} }));
    expect(badgesIn(res.body.data.users).get(me.id)).toEqual({ phoneVerified: false, idVerified: false });
  });

  it('the request lists carry them on the other member', async () => {
    const res = await answer(api(t, { token: me.token }).user.getRequests.$post({ json: { type: 'received', status: 'pending', page: 1, limit: 10 } }));
    expectBadges(badgesIn(res.body.data.requests.map((r) => r.user)));
  });

  it('a phone verified later shows on the next read', async () => {
    await verifyPhone(me.token, '9123456782');
    const res = await answer(api(t, { token: checked.token }).user.getUsersList[':type'].$post({ param: { type: 'shortlisted' }, json: {} }));
    expect(badgesIn(res.body.data.users).get(me.id)).toEqual({ phoneVerified: true, idVerified: false });
  });
});
