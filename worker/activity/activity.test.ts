import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { bufferedApiLog } from './api-log';
import { ANONYMOUS_VIEWS_PER_ADDRESS, ANONYMOUS_VIEWS_PER_MINUTE } from './anonymous-page-views';
import { adminSession, memberWithSession, registerMember } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/registerLog', () => {
  it('stores a member\'s page view as the spec\'s log record (timeSpant)', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token, ip: '203.0.113.50' }).user.registerLog.$post({ json: { pathname: '/dashboard', loadingTime: 420, timeSpent: 15000 } }));
    expect(res.body).toEqual({ code: 5, redirect: false, page: null });
    const row = await t.deps.database.db.selectFrom('page_logs').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pathname: '/dashboard', loading_time: 420, time_spant: 15000, ip: '203.0.113.50', created_at: t.clock.now });
  });

  it('counts visitors who are not signed in, without a user', async () => {
    await answer(api(t).user.registerLog.$post({ json: { pathname: '/login', loadingTime: 10, timeSpent: 0 } }));
    const row = await t.deps.database.db.selectFrom('page_logs').selectAll().where('pathname', '=', '/login').executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('refuses a bad report and stores nothing', async () => {
    const before = (await t.deps.database.db.selectFrom('page_logs').select('id').execute()).length;
    for (const body of [{ pathname: 'dashboard', loadingTime: 1, timeSpent: 1 }, { pathname: '/x', loadingTime: -1, timeSpent: 1 }, { pathname: '/x' }]) {
      expect((await call(t, 'POST', '/api/user/registerLog', { body })).status).toBe(400);
    }
    expect((await t.deps.database.db.selectFrom('page_logs').select('id').execute()).length).toBe(before);
  });
});

describe('page views while an administrator acts as a member (issue 22 §4, decision 0945)', () => {
  it("are the administrator's: stored under their account, listed in the audit trail, never in the member's log", async () => {
    const admin = await adminSession(t);
    const m = await registerMember(t);
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    const viewed = await answer(api(t, { token: acting.body.token }).user.registerLog.$post({ json: { pathname: '/requests', loadingTime: 300, timeSpent: 9000 } }));
    expect(viewed.body).toEqual({ code: 5, redirect: false, page: null });

    const { db } = t.deps.database;
    expect(await db.selectFrom('page_logs').select('id').where('user_id', '=', m.id).execute()).toEqual([]);
    const own = await answer(api(t, { token: admin.token }).admin['activity-logs'].$post({ json: { page: 1, limit: 50, name: m.name } }));
    expect(own.body.totalRecords).toBe(0);
    const theirs = await db.selectFrom('page_logs').select(['pathname', 'time_spant']).where('user_id', '=', admin.id).where('pathname', '=', '/requests').execute();
    expect(theirs).toEqual([{ pathname: '/requests', time_spant: 9000 }]);

    const trail = await answer(api(t, { token: admin.token }).admin.getAuditLog.$get({ query: { action: 'member.pageView', targetId: m.id } }));
    expect(trail.body.items).toHaveLength(1);
    expect(trail.body.items[0]).toMatchObject({ adminId: admin.id, adminEmail: ADMIN.email, targetType: 'member', targetLabel: m.name });
    expect(JSON.stringify(trail.body.items[0]!.changes)).toContain('/requests');
  });

  it("leaves the member's own page views theirs, with no audit entry", async () => {
    const m = await memberWithSession(t);
    await answer(api(t, { token: m.token }).user.registerLog.$post({ json: { pathname: '/own-visit', loadingTime: 1, timeSpent: 2 } }));
    const { db } = t.deps.database;
    expect(await db.selectFrom('page_logs').select('user_id').where('pathname', '=', '/own-visit').execute()).toEqual([{ user_id: m.id }]);
    expect(await db.selectFrom('admin_actions').select('id').where('action', '=', 'member.pageView').where('target_id', '=', m.id).execute()).toEqual([]);
  });
});

describe('anonymous page views are bounded (issue 20 §1.10)', () => {
  const view = (pathname: string) => ({ pathname, loadingTime: 5, timeSpent: 0 });
  const report = (pathname: string, ip: string, token?: string) => answer(api(t, { ip, token }).user.registerLog.$post({ json: view(pathname) }));
  const stored = async (pathname: string) => (await t.deps.database.db.selectFrom('page_logs').select('id').where('pathname', '=', pathname).execute()).length;
  /** Each test starts on a minute of its own, so none sees another's counts. */
  const nextMinute = () => t.clock.advance(60_000 - (t.clock.now % 60_000));

  it('throttles one address: past its share of a minute 429 with Retry-After and nothing stored; other addresses and members go on', async () => {
    nextMinute();
    const ip = '198.51.100.60';
    for (let i = 0; i < ANONYMOUS_VIEWS_PER_ADDRESS; i++) expect((await report('/one-address', ip)).body.code).toBe(5);
    t.clock.advance(15_000);
    const held = await report('/one-address', ip);
    expect(held.status).toBe(429);
    expect(held.refusal.error).toMatch(/^Too many page views from this connection\. Wait 45 seconds/);
    expect(held.headers.get('retry-after')).toBe('45');
    expect(await stored('/one-address')).toBe(ANONYMOUS_VIEWS_PER_ADDRESS);

    expect((await report('/one-address', '198.51.100.61')).status).toBe(200);
    const m = await memberWithSession(t);
    expect((await report('/one-address', ip, m.token)).status).toBe(200);
    expect(await stored('/one-address')).toBe(ANONYMOUS_VIEWS_PER_ADDRESS + 2);
    nextMinute();
    expect((await report('/one-address', ip)).status).toBe(200);
  });

  it('lets all anonymous callers together store at most the cap a minute, however many addresses they rotate through', async () => {
    nextMinute();
    const extra = 25;
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_VIEWS_PER_MINUTE + extra }, (_, i) => report('/rotating', `10.${Math.floor(i / 250)}.${i % 250}.1`)),
    );
    expect(await stored('/rotating')).toBe(ANONYMOUS_VIEWS_PER_MINUTE);
    // Past the cap the answer is a success that changed nothing (code 4): nobody is shown an error for another's flood.
    expect(answers.filter((a) => a.status === 200 && a.body.code === 5)).toHaveLength(ANONYMOUS_VIEWS_PER_MINUTE);
    expect(answers.filter((a) => a.status === 200 && a.body.code === 4)).toHaveLength(extra);
    expect(answers.find((a) => a.status === 200 && a.body.code === 4)?.body).toEqual({ code: 4, redirect: false, page: null });

    // Members' page views are not anonymous: they are stored.
    const m = await memberWithSession(t);
    expect((await report('/rotating', '10.9.9.9', m.token)).body.code).toBe(5);
    // The next minute has a budget of its own.
    nextMinute();
    expect((await report('/rotating', '10.9.9.10')).body.code).toBe(5);
    expect(await stored('/rotating')).toBe(ANONYMOUS_VIEWS_PER_MINUTE + 2);
  });
});

describe('API request log', () => {
  it('records method, path, status, duration, user and address, without query strings', async () => {
    const m = await memberWithSession(t);
    await answer(api(t, { ip: '203.0.113.77' }).user.verify.$get({ query: { token: 'secret-token-value-secret-token' } }));
    await answer(api(t, { token: m.token, ip: '203.0.113.78' }).auth.checkLogin.$get());
    await new Promise((r) => setTimeout(r, 5));
    await t.flushApiLog();
    const rows = await t.deps.database.db.selectFrom('api_logs').selectAll().where('ip', 'in', ['203.0.113.77', '203.0.113.78']).execute();
    const verify = rows.find((r) => r.ip === '203.0.113.77')!;
    expect(verify).toMatchObject({ method: 'GET', path: '/api/user/verify', status: 400, user_id: null });
    expect(JSON.stringify(rows)).not.toContain('secret-token');
    const check = rows.find((r) => r.ip === '203.0.113.78')!;
    expect(check).toMatchObject({ path: '/api/auth/checkLogin', status: 200, user_id: m.id });
    expect(check.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("stores a request made while an administrator acts as a member as the administrator's, naming the member (decision 0945)", async () => {
    const admin = await adminSession(t);
    const m = await registerMember(t, { name: 'Meera Acted' });
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    await answer(api(t, { token: acting.body.token, ip: '203.0.113.79' }).auth.checkLogin.$get());
    await new Promise((r) => setTimeout(r, 5));
    await t.flushApiLog();
    const { db } = t.deps.database;
    const rows = await db.selectFrom('api_logs').select(['user_id', 'acting_for']).where('ip', '=', '203.0.113.79').where('path', '=', '/api/auth/checkLogin').execute();
    expect(rows).toEqual([{ user_id: admin.id, acting_for: m.id }]);

    // The API Logs list shows the administrator, as the member; a search for the member finds
    // nothing of it (their log is what they did), a search for the administrator does.
    const list = (search: string) => answer(api(t, { token: admin.token }).admin.getApiLogs.$post({ json: { path: '/api/auth/checkLogin', search, limit: 50 } }));
    const byAdmin = (await list(admin.id)).body.items.filter((r) => r.ip === '203.0.113.79');
    expect(byAdmin.map((r) => [r.user, r.actingAs])).toEqual([[{ _id: admin.id, name: expect.any(String) }, { _id: m.id, name: 'Meera Acted' }]]);
    expect((await list(m.id)).body.items.filter((r) => r.ip === '203.0.113.79')).toEqual([]);
  });
});

describe('the Node entry\'s activity buffer', () => {
  it('keeps API requests and page views in memory and writes both in one batch on flush', async () => {
    const { db } = t.deps.database;
    const log = bufferedApiLog(t.deps.database, 60_000, 200);
    await log.write({ method: 'GET', path: '/api/buffered-probe', status: 200, durationMs: 1, userId: null, ip: null, at: t.clock.now });
    await log.pageView({ userId: null, ip: '203.0.113.90', pathname: '/buffered-probe', loadingTime: 5, timeSpant: 6, at: t.clock.now });
    const stored = async () => [
      (await db.selectFrom('api_logs').select('id').where('path', '=', '/api/buffered-probe').execute()).length,
      (await db.selectFrom('page_logs').select('id').where('pathname', '=', '/buffered-probe').execute()).length,
    ];
    expect(await stored()).toEqual([0, 0]);
    await log.flush();
    expect(await stored()).toEqual([1, 1]);
    const view = await db.selectFrom('page_logs').selectAll().where('pathname', '=', '/buffered-probe').executeTakeFirstOrThrow();
    expect(view).toMatchObject({ ip: '203.0.113.90', loading_time: 5, time_spant: 6, created_at: t.clock.now });
  });

  it('writes a full buffer of 200 requests, in several statements, all of them', async () => {
    const log = t.deps.apiLog;
    for (let i = 0; i < 200; i++) await log.write({ method: 'GET', path: `/api/full-buffer/${i}`, status: 200, durationMs: i, userId: null, ip: null, at: t.clock.now });
    await t.flushApiLog();
    const rows = await t.deps.database.db.selectFrom('api_logs').select('duration_ms').where('path', 'like', '/api/full-buffer/%').execute();
    expect(rows.map((r) => r.duration_ms).sort((a, b) => a - b)).toEqual([...Array(200).keys()]);
  });
});
