import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m as messages } from '../../contract/i18n/paraglide/messages';
import { MEMBERSHIP_TEXT } from '../../contract/membership';
import { PLANS } from '../reference/catalogue/plans';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession, signIn } from '../test/factories';
import { grantsOf, planInForce } from './grants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (m: { token?: string } | null, planId: string) => answer(api(t, { token: m?.token }).user.upgreadePlan[':id'].$post({ param: { id: planId } }));
const requestsOf = (userId: string) => t.deps.database.db.selectFrom('upgrade_requests').selectAll().where('user_id', '=', userId).execute();
const planIdOf = async (userId: string) => (await t.deps.database.db.selectFrom('users').select('plan_id').where('id', '=', userId).executeTakeFirstOrThrow()).plan_id;
const grantsOfPlan = (id: string) => PLANS.find((p) => p._id === id)!.grants;
/** An admin decides the request through the back office's endpoint. */
async function decide(requestId: string, status: 'approved' | 'rejected', reason?: string) {
  const admin = await adminSession(t);
  return answer(api(t, { token: admin.token }).admin.updateUpgreadeRequest.$post({ json: { id: requestId, status, reason, ...(status === 'approved' ? { reference: 'UPI 402411223344' } : {}) } }));
}

describe('POST /api/user/upgreadePlan/{planId}', () => {
  it('files a pending request for a paid plan; asking again changes nothing (code 4)', async () => {
    const m = await memberWithSession(t);
    const res = await choose(m, 'gold');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: MEMBERSHIP_TEXT.requested('Gold') });
    expect(res.body.data.requests).toMatchObject([{ planId: 'gold', planName: 'Gold', status: 'pending', decidedAt: null }]);
    expect(res.body.data.heldPlanId).toBeNull();
    expect(await planIdOf(m.id)).toBeNull();

    const again = await choose(m, 'gold');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 4, message: MEMBERSHIP_TEXT.alreadyPending });
    expect(await requestsOf(m.id)).toHaveLength(1);

    const status = await answer(api(t, { token: m.token }).user.membership.$get());
    expect(status.body.data).toMatchObject({ current: { planId: 'free', planName: 'Free' }, heldPlanId: null, requests: [{ planId: 'gold', status: 'pending' }] });
  });

  it('refuses an inactive plan, an unknown plan, and the free plan when none is held; nothing changes', async () => {
    const m = await memberWithSession(t);
    const inactive = await choose(m, 'classic');
    expect(inactive.status).toBe(409);
    expect(inactive.refusal.error).toBe(MEMBERSHIP_TEXT.planInactive);
    const unknown = await choose(m, 'diamond');
    expect(unknown.status).toBe(404);
    const free = await choose(m, 'free');
    expect(free.status).toBe(409);
    expect(free.refusal.error).toBe(MEMBERSHIP_TEXT.freeWithoutPlan);
    const tooLong = await choose(m, 'x'.repeat(65));
    expect(tooLong.status).toBe(400);
    expect(await requestsOf(m.id)).toHaveLength(0);
    expect(await planIdOf(m.id)).toBeNull();
  });

  it('refuses the plan in force, and lets a paid member go back to Free', async () => {
    const m = await memberWithSession(t);
    await choose(m, 'silver');
    const [req] = await requestsOf(m.id);
    await decide(req!.id, 'approved');
    expect(await planIdOf(m.id)).toBe('silver');
    const same = await choose(m, 'silver');
    expect(same.status).toBe(409);
    expect(same.refusal.error).toBe(MEMBERSHIP_TEXT.alreadyCurrent);
    const free = await choose(m, 'free');
    expect(free.body).toMatchObject({ code: 5, message: MEMBERSHIP_TEXT.switchedToFree });
    expect(await planIdOf(m.id)).toBe('free');
    expect((await choose(m, 'free')).status).toBe(409);
  });

  it('needs a member session', async () => {
    expect((await choose(null, 'gold')).status).toBe(401);
    const admin = await adminSession(t);
    expect((await choose(admin, 'gold')).status).toBe(403);
    expect((await answer(api(t).user.membership.$get())).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.membership.$get())).status).toBe(403);
  });

  it('keeps each member to their own requests', async () => {
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    await choose(a, 'platinum');
    const status = await answer(api(t, { token: b.token }).user.membership.$get());
    expect(status.body.data.requests).toEqual([]);
  });
});

describe('approving and rejecting upgrade requests', () => {
  it('approval sets the plan and tells the member; deciding again changes nothing (code 4)', async () => {
    const m = await memberWithSession(t);
    await choose(m, 'gold');
    const [req] = await requestsOf(m.id);
    const admin = await adminSession(t);
    expect((await decide(req!.id, 'approved')).body.code).toBe(5);
    const [after] = await requestsOf(m.id);
    expect(after).toMatchObject({ status: 'approved', decided_by: admin.id, decided_at: t.clock.now });
    expect(await planIdOf(m.id)).toBe('gold');
    const notes = await t.deps.database.db.selectFrom('notifications').select('content').where('user_id', '=', m.id).where('type', '=', 'plan_upgrade').execute();
    expect(notes.map((n) => n.content)).toEqual([messages.server_note_plan_approved({ plan: 'Gold' })]);
    expect((await decide(req!.id, 'approved')).body.code).toBe(4);
    expect((await decide(req!.id, 'rejected', 'Payment not received')).body.code).toBe(4);
    expect((await requestsOf(m.id))[0]).toMatchObject({ status: 'approved' });
    expect((await decide('nope', 'approved')).status).toBe(404);
  });

  it('rejection leaves the plan alone, shows the member why, and frees them to ask again', async () => {
    const m = await memberWithSession(t);
    await choose(m, 'gold');
    const [req] = await requestsOf(m.id);
    expect((await decide(req!.id, 'rejected', 'Payment not received')).body.code).toBe(5);
    expect(await planIdOf(m.id)).toBeNull();
    const status = await answer(api(t, { token: m.token }).user.membership.$get());
    expect(status.body.data.requests).toMatchObject([{ planId: 'gold', status: 'rejected', reason: 'Payment not received' }]);
    expect((await choose(m, 'gold')).body.code).toBe(5);
  });
});

describe('grantsOf', () => {
  it('gives the free plan’s grants to a member without a plan', async () => {
    const m = await memberWithSession(t);
    expect(await grantsOf(t.deps, m.id)).toEqual(grantsOfPlan('free'));
  });

  it('gives a paid plan’s grants while it runs, and the free plan’s once it expires', async () => {
    const m = await memberWithSession(t);
    await choose(m, 'silver');
    const [req] = await requestsOf(m.id);
    await decide(req!.id, 'approved');
    expect(await grantsOf(t.deps, m.id)).toEqual(grantsOfPlan('silver'));
    const inForce = await planInForce(t.deps, m.id);
    expect(inForce).toMatchObject({ heldPlanId: 'silver', since: t.clock.now });
    expect(inForce.expiresAt).toBe(Date.parse('2027-02-22T10:00:00Z') + (t.clock.now - Date.parse('2026-11-22T10:00:00Z')));

    t.clock.advance(inForce.expiresAt! - t.clock.now - 1);
    expect((await grantsOf(t.deps, m.id)).seeVisitors).toBe(true);
    t.clock.advance(1);
    expect(await grantsOf(t.deps, m.id)).toEqual(grantsOfPlan('free'));
    // Months later the old session has long expired: sign in again.
    const status = await answer(api(t, { token: await signIn(t, m.email, m.password) }).user.membership.$get());
    expect(status.body.data).toMatchObject({ current: { planId: 'free' }, heldPlanId: null });
  });

  it('keeps a retired plan’s grants for a member who holds it, and ignores an unknown plan id', async () => {
    const m = await memberWithSession(t);
    await t.deps.database.db.updateTable('users').set({ plan_id: 'classic' }).where('id', '=', m.id).execute();
    expect(await grantsOf(t.deps, m.id)).toEqual(grantsOfPlan('classic'));
    await t.deps.database.db.updateTable('users').set({ plan_id: 'gone' }).where('id', '=', m.id).execute().catch(() => undefined);
    const planId = await planIdOf(m.id);
    if (planId === 'gone') expect(await grantsOf(t.deps, m.id)).toEqual(grantsOfPlan('free'));
  });
});
