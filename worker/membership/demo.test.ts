import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitFor, type TestApp } from '../test/harness';
import { registerMember } from '../test/factories';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { README_ACCOUNT } from '../social/demo';
import { grantsOf } from './grants';
import { seedDemoMembership } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoMembership', () => {
  it('puts some members on paid plans and some requests in waiting, leaves the README account on Free, and runs once', async () => {
    const readme = await registerMember(t, { email: README_ACCOUNT });
    for (let i = 0; i < 20; i++) await registerMember(t, { email: `demo${String(i).padStart(2, '0')}@${DEMO_EMAIL_DOMAIN}` });
    // Let the welcome mails of the registrations go out before the database closes.
    await waitFor(() => (t.mails.length >= 21 ? true : undefined));
    await seedDemoMembership(t.deps.database, t.clock.now);
    const { db } = t.deps.database;
    const rows = await db.selectFrom('upgrade_requests').select(['user_id', 'status']).execute();
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
    expect(rows.some((r) => r.status === 'approved')).toBe(true);
    expect(rows.some((r) => r.user_id === readme.id)).toBe(false);
    const paid = await db.selectFrom('users').select('id').where('plan_id', 'in', ['silver', 'gold', 'platinum']).execute();
    expect(paid.length).toBeGreaterThan(0);
    expect((await grantsOf(t.deps, paid[0]!.id)).seeVisitors).toBe(true);
    expect((await grantsOf(t.deps, readme.id)).contactViews).toBe(0);

    await seedDemoMembership(t.deps.database, t.clock.now);
    expect(await db.selectFrom('upgrade_requests').select('id').execute()).toHaveLength(rows.length);
  });
});
