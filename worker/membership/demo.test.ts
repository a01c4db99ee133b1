import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { registerMember, signIn } from '../test/factories';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../seed/demo-people';
import { seedDemoCommunity } from '../seed/demo';
import { DEMO_STEPS } from '../seed/demo-extensions';
import { README_ACCOUNT } from '../social/demo';
import { grantsOf, planInForce } from './grants';
import { seedDemoMembership } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoMembership', () => {
  it('puts some members on paid plans and some requests in waiting, the README account on Gold, and runs once', async () => {
    const readme = await registerMember(t, { email: README_ACCOUNT });
    for (let i = 0; i < 20; i++) await registerMember(t, { email: `demo${String(i).padStart(2, '0')}@${DEMO_EMAIL_DOMAIN}` });
    // Let the welcome mails of the registrations go out before the database closes.
    await waitFor(() => (t.mails.length >= 21 ? true : undefined));
    await seedDemoMembership(t.deps.database, t.clock.now);
    const { db } = t.deps.database;
    const rows = await db.selectFrom('upgrade_requests').select(['user_id', 'status']).execute();
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
    expect(rows.some((r) => r.status === 'approved')).toBe(true);
    expect(rows.filter((r) => r.user_id === readme.id)).toEqual([{ user_id: readme.id, status: 'approved' }]);
    // Approvals carry the record of the plan bought, as an admin's approval writes it (decision 0806).
    const records = await db.selectFrom('upgrade_requests').select(['grants', 'expires_at']).where('status', '=', 'approved').execute();
    expect(records.every((r) => r.grants !== null && r.expires_at !== null)).toBe(true);
    const paid = await db.selectFrom('users').select('id').where('plan_id', 'in', ['silver', 'gold', 'platinum']).where('id', '!=', readme.id).execute();
    expect(paid.length).toBeGreaterThan(0);
    expect((await grantsOf(t.deps, paid[0]!.id)).seeVisitors).toBe(true);
    expect((await planInForce(t.deps, readme.id)).plan.planName).toBe('Gold');
    const free = await db.selectFrom('users').select('id').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).where('plan_id', 'is', null).execute();
    expect(free.length).toBeGreaterThan(paid.length);

    await seedDemoMembership(t.deps.database, t.clock.now);
    expect(await db.selectFrom('upgrade_requests').select('id').execute()).toHaveLength(rows.length);
  });

});

describe('the README account in the demo community', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
    await seedDemoCommunity(d.deps.database, 1024, d.deps.now());
    for (const step of DEMO_STEPS.filter((s) => s.name !== 'pictures')) await step.run(d.deps.database, d.deps.now(), d.deps.config);
  });
  afterAll(() => d.close());

  it('holds Gold with contacts revealed and sees its visitors; a member on Free gets the upgrade prompts', async () => {
    const { db } = d.deps.database;
    const aarav = await db.selectFrom('users').select('id').where('email', '=', README_ACCOUNT).executeTakeFirstOrThrow();
    const token = await signIn(d, README_ACCOUNT, DEMO_PASSWORD);
    const revealed = await db.selectFrom('contact_views').select('member_id').where('viewer_id', '=', aarav.id).execute();
    expect(revealed).toHaveLength(3);
    const profile = await call(d, 'GET', `/api/user/get/${revealed[0]!.member_id}`, { token });
    expect(profile.body.user).toMatchObject({ contactAccess: 'visible', contactDetails: { email: expect.stringContaining('@') } });
    const viewers = await call(d, 'POST', '/api/user/getViewers', { token, body: {} });
    expect(viewers.body.data.locked).toBe(false);
    expect(viewers.body.data.users.length).toBeGreaterThan(0);

    // A member on Free opening a member whose privacy allows it sees the upgrade prompt.
    const free = await db.selectFrom('users').select('email').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).where('plan_id', 'is', null).where('id', '!=', aarav.id).orderBy('email').executeTakeFirstOrThrow();
    const freeToken = await signIn(d, free.email, DEMO_PASSWORD);
    const seen = await call(d, 'GET', `/api/user/get/${revealed[0]!.member_id}`, { token: freeToken });
    expect(seen.body.user).toMatchObject({ contactAccess: 'upgrade', contactDetails: null });
    expect((await call(d, 'POST', '/api/user/getViewers', { token: freeToken, body: {} })).body.data.locked).toBe(true);
  });
});
