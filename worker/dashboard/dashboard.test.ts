import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, givePlan, memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptedRequest, request } from '../social/social-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = (token?: string) => call(t, 'GET', '/api/user/get-dashboard-data', token ? { token } : {});

describe('GET /api/user/get-dashboard-data', () => {
  it('gives a new member completeness with a next step, zero counts, the free plan and unread notes', async () => {
    const m = await memberWithSession(t);
    const res = await dashboard(m.token);
    expect(res.body.code).toBe(5);
    const d = res.body.data;
    expect(d.completeness.percentage).toBeGreaterThanOrEqual(0);
    expect(d.completeness.percentage).toBeLessThan(100);
    expect(d.completeness.next).toMatchObject({ section: expect.any(String), route: expect.stringMatching(/^\/(register|profile)$/) });
    expect(d.counts).toEqual({ requestsReceived: 0, requestsAccepted: 0, visitors: 0, shortlisted: 0, likes: 0 });
    expect(d.latestVisitors).toEqual([]);
    expect(d.visitorsLocked).toBe(true);
    expect(d.plan).toMatchObject({ planName: 'Free', isFree: true, held: false });
    expect(d.unreadNotifications).toBe(1); // the welcome note of registration
  });

  it('counts what registration asked for right after sign-up: 14 %, in the stored number too (decision 0426)', async () => {
    const m = await memberWithSession(t);
    const { completeness } = (await dashboard(m.token)).body.data;
    expect(completeness.percentage).toBe(14);
    const earned = Object.fromEntries(completeness.sections.map((s: { key: string; earned: number }) => [s.key, s.earned]));
    expect(earned).toMatchObject({ basicDetails: 9, religionDetails: 5, contactDetails: 0, picture: 0 });
    const stored = await t.deps.database.db.selectFrom('users').select('completeness').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(stored.completeness).toBe(14);
  });

  it('counts requests, visitors (latest 5, blocked left out) and likes', async () => {
    const me = await memberWithSession(t, { gender: 'female' });
    // Who the visitors are shows with a plan that grants seeVisitors (decision 0564).
    await givePlan(t, me.id, 'gold');
    const others = [];
    for (let i = 0; i < 7; i++) others.push(await memberWithSession(t, { gender: 'male' }));
    for (const o of others) {
      t.clock.advance(1000);
      await answer(api(t, { token: o.token }).user.get[':id'].$get({ param: { id: me.id }, query: {} }));
    }
    await request(t, others[0]!.id, me.id, 'pending');
    await request(t, others[1]!.id, me.id, 'pending');
    await request(t, others[2]!.id, me.id, 'rejected');
    await acceptedRequest(t, me.id, others[3]!.id);
    await acceptedRequest(t, others[4]!.id, me.id);
    await answer(api(t, { token: others[4]!.token }).user.rateUser.$post({ json: { id: me.id, rating: 5 } }));
    await answer(api(t, { token: others[6]!.token }).user.blockUser.$post({ json: { id: me.id, block: true } }));
    await request(t, others[6]!.id, me.id, 'pending');
    const d = (await dashboard(me.token)).body.data;
    expect(d.counts).toEqual({ requestsReceived: 2, requestsAccepted: 2, visitors: 6, shortlisted: 0, likes: 1 });
    expect(d.latestVisitors.map((v: { _id: string }) => v._id)).toEqual([others[5]!.id, others[4]!.id, others[3]!.id, others[2]!.id, others[1]!.id]);
    expect(d.visitorsLocked).toBe(false);
    expect(d.unreadNotifications).toBe(2); // the welcome note and the rating
  });

  it('shows the plan the member holds', async () => {
    const m = await memberWithSession(t);
    const gold = await t.deps.database.db.selectFrom('plans').select(['id', 'plan_name']).where('price', '>', 0).where('is_active', '=', 1).executeTakeFirstOrThrow();
    await t.deps.database.db.updateTable('users').set({ plan_id: gold.id }).where('id', '=', m.id).execute();
    expect((await dashboard(m.token)).body.data.plan).toMatchObject({ _id: gold.id, planName: gold.plan_name, isFree: false, held: true });
  });

  it('refuses no session and admins', async () => {
    expect((await dashboard()).status).toBe(401);
    const admin = await adminSession(t);
    expect((await dashboard(admin.token)).status).toBe(403);
  });
});
