import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../contract/limits';
import { ADMIN, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
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
    const res = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    expect(res.body).toMatchObject({ code: 5, userRole: 2, user: { _id: m.id } });
    const token = res.body.token;
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).body.user._id).toBe(m.id);

    const { db } = t.deps.database;
    const started = await db.selectFrom('impersonations').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(started).toMatchObject({ admin_id: admin.id, ended_at: null });

    const out = await answer(api(t, { token }).auth.logout.$post());
    expect(out.body).toMatchObject({ code: 5, endedImpersonation: true });
    const ended = await db.selectFrom('impersonations').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(ended.ended_at).toBe(t.clock.now);
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(401);
    // The admin's own session goes on: the browser restores it.
    expect((await answer(api(t, { token: admin.token }).auth.checkAdminLogin.$get())).status).toBe(200);
  });

  it('is for admins only, and only for existing members', async () => {
    const admin = await adminSession(t);
    const m = await memberWithSession(t);
    const other = await registerMember(t);
    expect((await answer(api(t, { token: m.token }).admin.userlogin[':id'].$get({ param: { id: other.id } }))).status).toBe(403);
    expect((await answer(api(t).admin.userlogin[':id'].$get({ param: { id: other.id } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: 'no-such-member' } }))).status).toBe(404);
    expect((await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: admin.id } }))).status).toBe(404);
  });
});

describe('an impersonation ends with the administrator\'s own session', () => {
  async function acting() {
    const admin = await adminSession(t);
    const m = await registerMember(t);
    const res = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    const token = res.body.token;
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(200);
    return { admin, member: m, token };
  }
  const endedAt = async (memberId: string) =>
    (await t.deps.database.db.selectFrom('impersonations').select('ended_at').where('member_id', '=', memberId).executeTakeFirstOrThrow()).ended_at;

  it('when the administrator logs out', async () => {
    const { admin, member, token } = await acting();
    const other = await adminSession(t); // another admin session of the same person is not the one that left
    const kept = await answer(api(t, { token: other.token }).admin.userlogin[':id'].$get({ param: { id: member.id } }));
    expect((await answer(api(t, { token: admin.token }).auth.logout.$post())).body.code).toBe(5);
    const res = await answer(api(t, { token }).auth.checkLogin.$get());
    expect(res.status).toBe(401);
    expect(await endedAt(member.id)).not.toBeNull();
    expect((await answer(api(t, { token: kept.body.token }).auth.checkLogin.$get())).status).toBe(200);
  });

  it('when the administrator\'s session expires, even though the member session would last longer', async () => {
    const admin = await adminSession(t);
    t.clock.advance(SESSION_LIFETIME_MS / 2);
    const m = await registerMember(t);
    const token = (await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }))).body.token;
    t.clock.advance(SESSION_LIFETIME_MS / 2 - 1000);
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(200);
    t.clock.advance(2000);
    expect((await answer(api(t, { token: admin.token }).auth.checkAdminLogin.$get())).status).toBe(401);
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(401);
  });

  it('when the administrator changes their password, from any of their sessions', async () => {
    const { admin, member, token } = await acting();
    const newPassword = 'Admin@67890';
    const changed = await answer(api(t, { token: admin.token }).admin.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: ADMIN.password, newPassword } }));
    expect(changed.status).toBe(200);
    expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(401);
    expect(await endedAt(member.id)).not.toBeNull();
    // The session that made the change goes on, as for any password change.
    expect((await answer(api(t, { token: admin.token }).auth.checkAdminLogin.$get())).status).toBe(200);
    await answer(api(t, { token: admin.token }).admin.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: newPassword, newPassword: ADMIN.password } }));
  });
});
