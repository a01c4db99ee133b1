import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { memberWithSession } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * "Similar profiles" under a profile (issue 22 §1, decision 0922) shows what
 * GET /user/getSimilarProfile/{id} answers, so the endpoint alone decides who a member meets there:
 * only members the viewer may reach (worker/social/reach.ts through eligibleMembers).
 */
describe('GET /api/user/getSimilarProfile/{id}: only members the viewer may reach', () => {
  it('never answers a member blocked either way, hidden, deactivated or with matching off, though each is as similar as one it does answer', async () => {
    // Same religion, same mother tongue (the factory's), same age: each is similar to the profile.
    const female = () => memberWithSession(t, { gender: 'female', dob: '1996-03-01', religionId: 'hindu' });
    const viewer = await memberWithSession(t, { gender: 'male', dob: '1994-03-01', religionId: 'hindu' });
    const profile = await female();
    const reachable = await female();
    const blockedByViewer = await female();
    const blockedViewer = await female();
    const hidden = await female();
    const deactivated = await female();
    const matchOff = await female();
    expect((await answer(api(t, { token: viewer.token }).user.blockUser.$post({ json: { id: blockedByViewer.id, block: true } }))).status).toBe(200);
    expect((await answer(api(t, { token: blockedViewer.token }).user.blockUser.$post({ json: { id: viewer.id, block: true } }))).status).toBe(200);
    const { db } = t.deps.database;
    const settings = (user_id: string, over: { profile_visibility?: 'hidden'; match_enabled?: number }) => ({
      user_id,
      match_enabled: 1,
      horoscope_privacy: 'visible' as const,
      horoscope_password_hash: null,
      photo_privacy: 'members' as const,
      contact_privacy: 'accepted' as const,
      profile_visibility: 'everyone' as const,
      updated_at: 0,
      ...over,
    });
    await db
      .insertInto('member_settings')
      .values([settings(hidden.id, { profile_visibility: 'hidden' }), settings(matchOff.id, { match_enabled: 0 })])
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ profile_visibility: eb.ref('excluded.profile_visibility'), match_enabled: eb.ref('excluded.match_enabled') })))
      .execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();

    const res = await answer(api(t, { token: viewer.token }).user.getSimilarProfile[':id'].$get({ param: { id: profile.id }, query: { limit: '20' } }));
    expect(res.status).toBe(200);
    const ids = res.body.users.map((u) => u._id);
    expect(ids).toContain(reachable.id);
    expect(ids).not.toContain(profile.id);
    for (const never of [blockedByViewer, blockedViewer, hidden, deactivated, matchOff]) expect(ids).not.toContain(never.id);
    // Each of them would be answered to someone they have no block with.
    const other = await memberWithSession(t, { gender: 'male', dob: '1994-03-01', religionId: 'hindu' });
    const toOther = await answer(api(t, { token: other.token }).user.getSimilarProfile[':id'].$get({ param: { id: profile.id }, query: { limit: '20' } }));
    expect(toOther.body.users.map((u) => u._id)).toEqual(expect.arrayContaining([reachable.id, blockedByViewer.id, blockedViewer.id]));
  });

  it('answers at most the endpoint\'s six when no count is asked', async () => {
    const viewer = await memberWithSession(t, { gender: 'male', dob: '1994-03-01', religionId: 'hindu' });
    const profile = await memberWithSession(t, { gender: 'female', dob: '1996-03-01', religionId: 'hindu' });
    for (let i = 0; i < 7; i += 1) await memberWithSession(t, { gender: 'female', dob: '1996-03-01', religionId: 'hindu' });
    const res = await answer(api(t, { token: viewer.token }).user.getSimilarProfile[':id'].$get({ param: { id: profile.id }, query: {} }));
    expect(res.body.users).toHaveLength(6);
  });
});
