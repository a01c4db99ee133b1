import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { adminSession, memberWithSession, registerMember } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/userlogin/{id}: acting as a member', () => {
  it('gives the admin a member session, recorded at both ends', async () => {
    const admin = await adminSession(t);
    const m = await registerMember(t);
    const res = await call(t, 'GET', `/api/admin/userlogin/${m.id}`, { token: admin.token });
    expect(res.body).toMatchObject({ code: 5, userRole: 2, user: { _id: m.id } });
    const token = res.body.token as string;
    expect((await call(t, 'GET', '/api/auth/checkLogin', { token })).body.user._id).toBe(m.id);

    const { db } = t.deps.database;
    const started = await db.selectFrom('impersonations').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(started).toMatchObject({ admin_id: admin.id, ended_at: null });

    const out = await call(t, 'POST', '/api/auth/logout', { token });
    expect(out.body).toMatchObject({ code: 5, endedImpersonation: true });
    const ended = await db.selectFrom('impersonations').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(ended.ended_at).toBe(t.clock.now);
    expect((await call(t, 'GET', '/api/auth/checkLogin', { token })).status).toBe(401);
    // The admin's own session goes on: the browser restores it.
    expect((await call(t, 'GET', '/api/auth/checkAdminLogin', { token: admin.token })).status).toBe(200);
  });

  it('is for admins only, and only for existing members', async () => {
    const admin = await adminSession(t);
    const m = await memberWithSession(t);
    const other = await registerMember(t);
    expect((await call(t, 'GET', `/api/admin/userlogin/${other.id}`, { token: m.token })).status).toBe(403);
    expect((await call(t, 'GET', `/api/admin/userlogin/${other.id}`)).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/userlogin/no-such-member', { token: admin.token })).status).toBe(404);
    expect((await call(t, 'GET', `/api/admin/userlogin/${admin.id}`, { token: admin.token })).status).toBe(404);
  });
});
