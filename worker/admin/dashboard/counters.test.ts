import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../contract/admin/dashboard';
import type { LibsqlDatabase } from '../../db/libsql';
import { migrate, readMigrations } from '../../db/migrate';
import { freePlan } from '../../membership/plans';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { adminSession, memberWithSession, registerMember, signIn } from '../../test/factories';

/**
 * The dashboard's figures come from counts kept by triggers (migration 0064, decision 0965): after
 * each change made through the API they must equal a direct count of the tables, and the
 * migration must set them right on a database that already has members.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Not on the hour, so the windows ("the last 24 hours") start inside an hour: the counts of
  // whole hours and the range read of the first hour both take part.
  t.clock.now = Date.parse('2026-11-22T10:37:12Z');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** The libSQL client, for what the app never does: counting straight from the tables, undoing a migration. */
const client = () => (t.deps.database as LibsqlDatabase).client;
const DAY = 24 * HOUR;

/** Sessions do not outlast the clock's jumps: each step signs in afresh. */
const admin = async () => (await adminSession(t)).token;

async function dashboard(): Promise<AdminDashboard> {
  const res = await call(t, 'GET', '/api/admin/getDashboard', { token: await admin() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AdminDashboard;
}

/** Every member figure counted straight from users, as the dashboard counted before migration 0064. */
async function counted(now: number) {
  const one = async (where: string, args: number[] = []) =>
    Number((await client().execute({ sql: `select count(*) as n from users where role = 2 and ${where}`, args })).rows[0]!.n);
  const kept = "status != 'deleted'";
  const today = Math.floor(now / DAY) * DAY;
  const total = await one(kept);
  const verified = await one(`${kept} and is_email_verified = 1`);
  const planRows = await client().execute(`select coalesce(plan_id, '') as plan, count(*) as n from users where role = 2 and ${kept} group by 1`);
  return {
    members: {
      total,
      newToday: await one(`${kept} and created_at >= ?`, [today]),
      newThisWeek: await one(`${kept} and created_at >= ?`, [now - 7 * DAY]),
      seenLastDay: await one(`${kept} and last_seen_at >= ?`, [now - DAY]),
      seenLastWeek: await one(`${kept} and last_seen_at >= ?`, [now - 7 * DAY]),
      verified,
      unverified: total - verified,
    },
    byGender: {
      female: await one(`${kept} and gender = 'female'`),
      male: await one(`${kept} and gender = 'male'`),
      unknown: await one(`${kept} and gender is null`),
    },
    plans: Object.fromEntries(planRows.rows.map((r) => [r.plan as string, Number(r.n)])),
    signUpsToday: await one('created_at >= ?', [today]),
    signUpsYesterday: await one('created_at >= ? and created_at < ?', [today - DAY, today]),
  };
}

async function expectFiguresRight(step: string) {
  const now = t.clock.now;
  const [shown, direct] = [await dashboard(), await counted(now)];
  expect(shown.members, step).toEqual(direct.members);
  expect(Object.fromEntries(shown.byGender.map((g) => [g.gender, g.count])), step).toEqual(direct.byGender);
  // Every member holds one plan (none, or one no longer offered, is the free plan): the plans add up to the total.
  expect(shown.byPlan.reduce((s, p) => s + p.count, 0), step).toBe(direct.members.total);
  const free = (await freePlan(t.deps))._id;
  for (const p of shown.byPlan) if (p.planId !== free) expect(p.count, `${step}: ${p.planId}`).toBe(direct.plans[p.planId ?? ''] ?? 0);
  expect(shown.signUpsByDay.at(-1)!.count, step).toBe(direct.signUpsToday);
  expect(shown.signUpsByDay.at(-2)!.count, step).toBe(direct.signUpsYesterday);
}

describe('the dashboard’s counts (migration 0064)', () => {
  it('stay equal to a direct count through sign-ups, visits, verification, plans, deactivation, blocks and deletion', async () => {
    await expectFiguresRight('at the start');

    // Sign-ups spread over the last days and hours, some seen (signed in), some not verified.
    const start = t.clock.now;
    t.clock.now = start - 7 * DAY + 20 * 60_000; // inside the hour the week's window starts in
    const early = await memberWithSession(t, { gender: 'female' });
    t.clock.now = start - DAY - 10 * 60_000; // just outside the last 24 hours
    const yesterday = await memberWithSession(t, { gender: 'male' });
    t.clock.now = start - DAY + 5 * 60_000; // inside the hour the day's window starts in
    const unverified = await registerMember(t, { gender: 'female' }, { verified: false });
    t.clock.now = start;
    const today = await memberWithSession(t, { gender: 'male' });
    await expectFiguresRight('after sign-ups and sign-ins');

    // A visit moves a member from one hour to another.
    t.clock.advance(2 * HOUR);
    await signIn(t, early.email, early.password);
    await expectFiguresRight('after a later sign-in');

    // Verification by the back office.
    expect((await call(t, 'POST', `/api/admin/verifyEmail/${unverified.id}`, { token: await admin() })).status).toBe(200);
    await expectFiguresRight('after verifying an e-mail');

    // A plan asked for and approved.
    const plan = 'silver';
    const asked = await call(t, 'POST', `/api/user/upgreadePlan/${plan}`, { token: await signIn(t, today.email, today.password) });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const request = await t.deps.database.db.selectFrom('upgrade_requests').select('id').where('user_id', '=', today.id).executeTakeFirstOrThrow();
    const approved = await call(t, 'POST', '/api/admin/updateUpgreadeRequest', { token: await admin(), body: { id: request.id, status: 'approved', reference: 'UTR12345678' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await expectFiguresRight('after a plan is approved');

    // Deactivated, blocked and deleted members: only deletion takes a member out.
    expect((await call(t, 'POST', '/api/user/deactivate', { token: await signIn(t, yesterday.email, yesterday.password), body: { password: yesterday.password } })).status).toBe(200);
    expect((await call(t, 'POST', '/api/admin/blockUser', { token: await admin(), body: { id: early.id, block: true, reason: 'Spam' } })).status).toBe(200);
    await expectFiguresRight('after deactivation and a block');
    const deleted = await call(t, 'POST', '/api/user/delete', { token: await signIn(t, today.email, today.password), body: { password: today.password, confirm: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expectFiguresRight('after an account is deleted');

    // Time passes: the windows move over the hourly counts.
    t.clock.advance(5 * DAY + 3 * HOUR + 11 * 60_000);
    await expectFiguresRight('five days later');
  });

  it('are counted from the members already there when the migration runs', async () => {
    await memberWithSession(t, { gender: 'female' });
    // Undo migration 0064 on this database full of members, then apply it again.
    const triggers = await client().execute("select name from sqlite_schema where type = 'trigger' and sql like '%member_counts%'");
    for (const r of triggers.rows) await client().execute(`drop trigger ${r.name as string}`);
    await client().execute('drop table member_counts');
    await client().execute('drop table member_counts_by_time');
    await client().execute("delete from d1_migrations where name like '0064_%'");
    expect(await migrate(client(), await readMigrations())).toEqual(['0064_count_dashboard_figures.sql']);
    await expectFiguresRight('after the migration');
  });
});
