import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../contract/admin/dashboard';
import { newId } from '../../ids';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { adminSession, givePlan, memberWithSession, registerMember } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function dashboard(token: string): Promise<AdminDashboard> {
  const res = await answer(api(t, { token }).admin.getDashboard.$get());
  expect(res.status).toBe(200);
  return res.body.data;
}

const planCount = (d: AdminDashboard, planId: string) => d.byPlan.find((p) => p.planId === planId)!.count;
const genderCount = (d: AdminDashboard, g: string) => d.byGender.find((x) => x.gender === g)!.count;
const dayCount = (d: AdminDashboard, day: string) => d.signUpsByDay.find((x) => x.day === day)?.count;

describe('GET /api/admin/getDashboard', () => {
  it('counts members, newcomers, visitors, verification, genders, plans, requests, queries and this month’s revenue', async () => {
    const admin = await adminSession(t);
    const { db } = t.deps.database;
    const paid = await db.selectFrom('plans').select(['id', 'price']).where('price', '>', 0).orderBy('price').executeTakeFirstOrThrow();
    const other = await db.selectFrom('plans').select(['id', 'price']).where('price', '>', paid.price).orderBy('price').executeTakeFirstOrThrow();
    const before = await dashboard(admin.token);

    // Three days ago one member joined and was last seen then; today two more, one signed in (seen now), one unverified.
    const today = t.clock.now;
    t.clock.now = today - 3 * DAY;
    const early = await memberWithSession(t, { gender: 'female' });
    t.clock.now = today;
    const signedIn = await memberWithSession(t, { gender: 'male' });
    await registerMember(t, { gender: 'female' }, { verified: false });

    await givePlan(t, signedIn.id, paid.id); // given now without a payment: no revenue (issue 23)
    await db.updateTable('upgrade_requests').set({ price: paid.price }).where('user_id', '=', signedIn.id).execute();
    await db.updateTable('plans').set({ price: paid.price + 1000 }).where('id', '=', paid.id).execute();
    t.clock.now = Date.parse('2026-10-31T23:00:00Z');
    await givePlan(t, early.id, other.id); // approved last month: not this month's
    t.clock.now = today;
    expect((await answer(api(t, { token: signedIn.token }).user.upgreadePlan[':id'].$post({ param: { id: other.id } }))).status).toBe(200); // pending
    const query = (status: 'open' | 'answered' | 'closed') => ({
      id: newId(), name: 'Visitor', email: 'v@example.com', subject: 'Hello', message: 'A question', status, created_at: today, updated_at: today,
    });
    await db.insertInto('visitor_queries').values([query('open'), query('open'), query('answered'), query('closed')]).execute();
    // A deleted member is not counted.
    const gone = await registerMember(t);
    await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', gone.id).execute();

    const after = await dashboard(admin.token);
    expect(after.members.total - before.members.total).toBe(3);
    expect(after.members.newToday - before.members.newToday).toBe(2);
    expect(after.members.newThisWeek - before.members.newThisWeek).toBe(3);
    expect(after.members.seenLastDay - before.members.seenLastDay).toBe(1);
    expect(after.members.seenLastWeek - before.members.seenLastWeek).toBe(2);
    expect(after.members.verified - before.members.verified).toBe(2);
    expect(after.members.unverified - before.members.unverified).toBe(1);
    expect(genderCount(after, 'female') - genderCount(before, 'female')).toBe(2);
    expect(genderCount(after, 'male') - genderCount(before, 'male')).toBe(1);
    expect(planCount(after, paid.id) - planCount(before, paid.id)).toBe(1);
    expect(planCount(after, other.id) - planCount(before, other.id)).toBe(1);
    expect(after.byPlan.reduce((s, p) => s + p.count, 0)).toBe(after.members.total);
    expect(after.pendingUpgradeRequests - before.pendingUpgradeRequests).toBe(1);
    expect(after.openQueries - before.openQueries).toBe(2);
    expect(after.revenueThisMonth - before.revenueThisMonth).toBe(0);

    expect(after.signUpsByDay).toHaveLength(30);
    expect(after.signUpsByDay.at(-1)!.day).toBe('2026-11-22');
    expect(after.signUpsByDay[0]!.day).toBe('2026-10-24');
    expect(dayCount(after, '2026-11-22')! - dayCount(before, '2026-11-22')!).toBe(3); // the deleted one signed up too
    expect(dayCount(after, '2026-11-19')! - dayCount(before, '2026-11-19')!).toBe(1);
  });
});

describe('this month’s revenue is payments received less refunds (issue 23)', () => {
  it('counts offline payments approved this month, not last month’s, and takes back a refund made this month', async () => {
    const admin = await adminSession(t);
    const client = api(t, { token: admin.token });
    const { db } = t.deps.database;
    const today = t.clock.now;
    const approvedOffline = async (planId: string) => {
      const m = await memberWithSession(t);
      await answer(api(t, { token: m.token }).user.upgreadePlan[':id'].$post({ param: { id: planId } }));
      const request = await db.selectFrom('upgrade_requests').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow();
      const res = await answer(client.admin.updateUpgreadeRequest.$post({ json: { id: request.id, status: 'approved', reference: `UTR${newId().slice(-8)}` } }));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return db.selectFrom('payments').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    };
    const before = await dashboard(admin.token);
    t.clock.now = Date.parse('2026-10-30T10:00:00Z');
    const lastMonth = await approvedOffline('silver');
    t.clock.now = today;
    const thisMonth = await approvedOffline('gold');
    expect((await dashboard(admin.token)).revenueThisMonth - before.revenueThisMonth).toBe(thisMonth.amount / 100);

    const refunded = await answer(client.admin.payments[':id'].refund.$post({ param: { id: lastMonth.id }, json: { reason: 'Paid twice by mistake', endPlan: false } }));
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    expect((await dashboard(admin.token)).revenueThisMonth - before.revenueThisMonth).toBe((thisMonth.amount - lastMonth.amount) / 100);
  });
});
