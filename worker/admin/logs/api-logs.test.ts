import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { newId } from '../../ids';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { adminSession, linkIn, memberWithSession } from '../../test/factories';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';
import { pruneLogs } from './prune';

let t: TestApp;
let main: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  main = await adminSession(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** Bodies the schemas refuse, sent as is (the typed client would not send them). */
const asIs = (url: string, body: unknown) => call(t, 'POST', url, { token: main.token, body });
type Deletion = JsonOf<Client['admin']['deleteApiLogs']['$post']>;
const remove = (json: Deletion, token = main.token) => answer(api(t, { token }).admin.deleteApiLogs.$post({ json }));
let seq = 0;

/** API log records as the logger writes them; each test uses its own path prefix, so tests never see each other's. */
async function apiLogs(rows: { path: string; method?: string; status?: number; userId?: string | null; at?: number }[]) {
  const values = rows.map((r) => ({
    id: newId(),
    method: r.method ?? 'GET',
    path: r.path,
    status: r.status ?? 200,
    duration_ms: 3,
    user_id: r.userId ?? null,
    ip: '203.0.113.9',
    created_at: r.at ?? t.clock.now - DAY,
  }));
  await t.deps.database.db.insertInto('api_logs').values(values).execute();
  return values.map((v) => v.id);
}
const remaining = (prefix: string) =>
  t.deps.database.db.selectFrom('api_logs').select('id').where('path', 'like', `${prefix}%`).execute().then((rows) => rows.map((r) => r.id).sort());
type Filters = JsonOf<Client['admin']['getApiLogs']['$post']>;
const list = (filters: Filters) => answer(api(t, { token: main.token }).admin.getApiLogs.$post({ json: { limit: 50, ...filters } }));

/** A second administrator, who followed the e-mailed link and set a password. */
async function otherAdmin() {
  const email = `logs-ops${++seq}@sambandh.test`;
  const created = await answer(api(t, { token: main.token }).admin.createAdmin.$post({ json: { name: `Logs Ops ${seq}`, email } }));
  expect(created.body.code).toBe(5);
  const { token } = await linkIn(t, email, 'set your password');
  await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'Office123' } }));
  const login = await answer(api(t).auth.adminLogin.$post({ json: { email, password: 'Office123' } }));
  return login.body.token;
}

describe('who may read and delete the API log', () => {
  it('refuses anonymous callers (401) and members (403)', async () => {
    const m = await memberWithSession(t);
    const calls: [string, (c: Client) => Promise<{ status: number }>][] = [
      ['getApiLogs', (c) => c.admin.getApiLogs.$post({ json: {} })],
      ['deleteApiLogs', (c) => c.admin.deleteApiLogs.$post({ json: { deleteAll: true } })],
    ];
    for (const [name, send] of calls) {
      expect((await send(api(t))).status, name).toBe(401);
      expect((await send(api(t, { token: m.token }))).status, name).toBe(403);
    }
  });
});

describe('POST /admin/getApiLogs', () => {
  it('filters by method, status class, path prefix, member and time, newest first', async () => {
    const kavita = await memberWithSession(t, { name: 'Kavitha Iyer' });
    const other = await memberWithSession(t, { name: 'Suresh Rao' });
    const at = t.clock.now - 10 * DAY;
    const [a, b, c, d, e] = await apiLogs([
      { path: '/f1/user/a', method: 'GET', status: 200, userId: kavita.id, at },
      { path: '/f1/user/b', method: 'POST', status: 404, userId: kavita.id, at: at + 1000 },
      { path: '/f1/admin/c', method: 'POST', status: 500, userId: other.id, at: at + 2000 },
      { path: '/f1/admin/d', method: 'DELETE', status: 302, at: at + 3000 },
      { path: '/f1x/user', method: 'GET', status: 201, userId: kavita.id, at: at + 4000 },
    ]);
    const ids = async (filters: Filters) => {
      const res = await list({ path: '/f1/', ...filters });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.body.items.map((i) => i._id);
    };
    expect(await ids({})).toEqual([d, c, b, a]);
    expect(await ids({ method: 'POST' })).toEqual([c, b]);
    expect(await ids({ statusClass: '4xx' })).toEqual([b]);
    expect(await ids({ statusClass: '3xx' })).toEqual([d]);
    expect(await ids({ path: '/f1/admin/' })).toEqual([d, c]);
    expect(await ids({ search: 'kavi' })).toEqual([b, a]);
    expect(await ids({ search: other.id })).toEqual([c]);
    await t.deps.database.db
      .insertInto('member_profiles')
      .values({ user_id: other.id, unique_id: 'SB700811', created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ unique_id: 'SB700811' }))
      .execute();
    expect(await ids({ search: 'SB700811' })).toEqual([c]);
    expect(await ids({ from: at + 1000, to: at + 2000 })).toEqual([c, b]);
    expect(await ids({ path: '/f1', statusClass: '2xx' })).toEqual([e, a]);

    const first = (await list({ path: '/f1/user/a' })).body.items[0];
    expect(first).toEqual({ _id: a, method: 'GET', path: '/f1/user/a', status: 200, durationMs: 3, ip: '203.0.113.9', createdAt: at, user: { _id: kavita.id, name: 'Kavitha Iyer' }, actingAs: null });
  });

  it('pages: total, totalPages and the page asked for', async () => {
    const made = await apiLogs([0, 1, 2, 3, 4].map((i) => ({ path: `/p2/${i}`, at: t.clock.now - DAY + i })));
    const res = await list({ path: '/p2/', limit: 2, page: 3 });
    expect(res.body).toMatchObject({ code: 5, total: 5, page: 3, limit: 2, totalPages: 3 });
    expect(res.body.items.map((i) => i._id)).toEqual([made[0]]);
    const oldestFirst = await list({ path: '/p2/', limit: 2, direction: 'asc' });
    expect(oldestFirst.body.items.map((i) => i._id)).toEqual([made[0], made[1]]);
  });

  it('answers bad filters with a 400 that names each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'FETCH' }, 'method'],
      [{ statusClass: '6xx' }, 'statusClass'],
      [{ path: 'api/admin' }, 'path'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: 2000, to: 1000 }, 'to'],
      [{ limit: 0 }, 'limit'],
      [{ key: 'path' }, 'key'],
    ];
    for (const [body, field] of cases) {
      const res = await asIs('/api/admin/getApiLogs', { limit: 50, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toHaveProperty(field);
    }
  });
});

describe('POST /admin/deleteApiLogs', () => {
  it('the main administrator deletes ticked records at once, with an audit entry', async () => {
    const [a, b, c] = await apiLogs([{ path: '/d1/a' }, { path: '/d1/b' }, { path: '/d1/c' }]);
    const res = await remove({ logs: [a!, c!] });
    expect(res.body).toMatchObject({ code: 5, message: '2 API log records deleted.', data: { deleted: 2 } });
    expect(await remaining('/d1/')).toEqual([b]);
    const audit = await t.deps.database.db.selectFrom('admin_actions').selectAll().where('action', '=', 'apiLogs.delete').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_id: main.id, target_type: 'apiLogs', target_label: '2 API log records' });
    expect(JSON.parse(audit.before_json!)).toEqual({ records: 2, ids: [a, c] });
  });

  it("'Delete All' deletes only what the current filters match", async () => {
    const [, keptGet, , keptOther] = await apiLogs([
      { path: '/d2/admin/x', method: 'POST', status: 500 },
      { path: '/d2/admin/y', method: 'GET', status: 500 },
      { path: '/d2/admin/z', method: 'POST', status: 503 },
      { path: '/d2/user/x', method: 'POST', status: 500 },
    ]);
    const res = await remove({ deleteAll: true, path: '/d2/admin/', method: 'POST', statusClass: '5xx' });
    expect(res.body).toMatchObject({ code: 5, data: { deleted: 2 } });
    expect(await remaining('/d2/')).toEqual([keptGet, keptOther].map(String).sort());
    const again = await remove({ deleteAll: true, path: '/d2/admin/', method: 'POST' });
    expect(again.body).toMatchObject({ code: 4, data: { deleted: 0 } });
  });

  it('refuses a request that is neither ids nor deleteAll, and deletes nothing', async () => {
    const made = await apiLogs([{ path: '/d3/a' }]);
    for (const body of [{}, { logs: [] }, { logs: made, deleteAll: true }, { deleteAll: false }, { logs: 'all' }, { deleteAll: true, statusClass: '1xx' }]) {
      const res = await asIs('/api/admin/deleteApiLogs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await remaining('/d3/')).toEqual(made);
  });

  it('another administrator is refused without a recent Record Log, and allowed with one', async () => {
    const token = await otherAdmin();
    const [a] = await apiLogs([{ path: '/d4/a' }]);
    const refused = await remove({ logs: [a!] }, token);
    expect(refused.status).toBe(403);
    expect(typeof refused.refusal.error).toBe('string');
    expect(await remaining('/d4/')).toEqual([a]);

    const recorded = await answer(api(t, { token }).admin.createlog.$post({ json: { accessedFor: 'Clearing a test burst', content: 'API logs' } }));
    expect(recorded.body.code).toBe(5);
    const allowed = await remove({ logs: [a!] }, token);
    expect(allowed.body).toMatchObject({ code: 5, data: { deleted: 1 } });
    expect(await remaining('/d4/')).toEqual([]);
  });
});

describe('log retention', () => {
  it('prunes API logs and page views older than the retention, in bounded batches, and keeps the rest', async () => {
    const { db } = t.deps.database;
    const now = t.clock.now;
    // Everything else in this file is at most 10 days old: a 30-day retention removes only these.
    const old = now - 31 * DAY;
    await apiLogs([0, 1, 2, 3, 4].map((i) => ({ path: `/r1/old${i}`, at: old - i })));
    const [young] = await apiLogs([{ path: '/r1/young', at: now - 29 * DAY }]);
    const view = (at: number) => ({ id: newId(), user_id: null, ip: null, pathname: '/r1', loading_time: 1, time_spant: 1, created_at: at });
    const views = [view(old), view(old - 1), view(old - 2), view(now - DAY)];
    await db.insertInto('page_logs').values(views).execute();

    const counts = await pruneLogs(t.deps, { now, retentionDays: 30, batchSize: 2, pauseMs: 0 });
    // 5 API records in batches of 2, 2, 1; 3 page views in 2, 1: never more than 2 a statement.
    expect(counts).toMatchObject({ apiLogs: 5, pageViews: 3, batches: 5, before: now - 30 * DAY });
    expect(await remaining('/r1/')).toEqual([young]);
    const left = await db.selectFrom('page_logs').select('id').where('pathname', '=', '/r1').execute();
    expect(left.map((r) => r.id)).toEqual([views[3]!.id]);
    expect(await pruneLogs(t.deps, { now, retentionDays: 30, batchSize: 2, pauseMs: 0 })).toMatchObject({ apiLogs: 0, pageViews: 0, batches: 2 });
  });

  it('LOG_RETENTION_DAYS defaults to 90 and must be a whole number of days from 1', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseConfig(base).logRetentionDays).toBe(90);
    expect(parseConfig({ ...base, LOG_RETENTION_DAYS: '30' }).logRetentionDays).toBe(30);
    expect(() => parseConfig({ ...base, LOG_RETENTION_DAYS: '0' })).toThrow(/LOG_RETENTION_DAYS/);
    expect(() => parseConfig({ ...base, LOG_RETENTION_DAYS: 'ninety' })).toThrow(/LOG_RETENTION_DAYS/);
  });
});
