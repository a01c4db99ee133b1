import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../contract/limits';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { ADMIN, call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession, registerMember, signIn } from '../test/factories';
import { readSession } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs a member in: code 5, token, user with _id, userRole 2, the spec message', async () => {
    const m = await registerMember(t, {}, { verified: false });
    const res = await answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: 'Login Successfully', userRole: 2 });
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.user).toMatchObject({ _id: m.id, name: m.name, email: m.email, isEmailVerified: false });
    expect(res.body.user.basicDetails.motherTongue?.mothertongue).toBeTruthy();
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const m = await registerMember(t);
    const wrong = await answer(api(t, { ip: '198.51.100.1' }).auth.login.$post({ json: { email: m.email, password: 'Wrong1234' } }));
    const unknown = await answer(api(t, { ip: '198.51.100.1' }).auth.login.$post({ json: { email: 'ghost@example.com', password: 'Wrong1234' } }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.refusal).toEqual(unknown.refusal);
    expect(wrong.refusal.error).toBe(SERVER_TEXT.invalidCredentials);
  });

  it('refuses missing fields with a clear message', async () => {
    const res = await call(t, 'POST', '/api/auth/login', { body: { email: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe('Enter your password.');
  });

  it('sends admins to their own door, and members to theirs', async () => {
    const asMember = await answer(api(t).auth.login.$post({ json: { email: ADMIN.email, password: ADMIN.password } }));
    expect(asMember.status).toBe(403);
    const m = await registerMember(t);
    const asAdmin = await answer(api(t).auth.adminLogin.$post({ json: { email: m.email, password: m.password } }));
    expect(asAdmin.status).toBe(403);
    const admin = await answer(api(t).auth.adminLogin.$post({ json: { email: ADMIN.email, password: ADMIN.password } }));
    expect(admin.body).toMatchObject({ code: 5, userRole: 1, message: 'Login Successfully' });
  });

  it('refuses a blocked account and brings a deactivated one back', async () => {
    const blocked = await registerMember(t);
    await t.deps.database.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', blocked.id).execute();
    expect((await answer(api(t).auth.login.$post({ json: { email: blocked.email, password: blocked.password } }))).status).toBe(403);
    const resting = await registerMember(t);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', resting.id).execute();
    await signIn(t, resting.email, resting.password);
    const row = await t.deps.database.db.selectFrom('users').select('status').where('id', '=', resting.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('upgrades a weaker stored hash at sign-in', async () => {
    const m = await registerMember(t);
    const stronger = { ...t.deps.config, passwordHashMemoryKib: 2048 };
    const original = t.deps.config;
    t.deps.config = stronger;
    try {
      await signIn(t, m.email, m.password);
    } finally {
      t.deps.config = original;
    }
    const row = await t.deps.database.db.selectFrom('users').select('password_hash').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toContain('m=2048');
    await signIn(t, m.email, m.password);
  });
});

describe('sessions: checks, expiry, logout', () => {
  it('checkLogin answers the member; without a session 401; an admin token 403', async () => {
    const m = await memberWithSession(t);
    const ok = await answer(api(t, { token: m.token }).auth.checkLogin.$get());
    expect(ok.body).toMatchObject({ code: 5, userRole: 2, user: { _id: m.id } });
    expect((await answer(api(t).auth.checkLogin.$get())).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).auth.checkLogin.$get())).status).toBe(403);
    expect((await answer(api(t, { token: admin.token }).auth.checkAdminLogin.$get())).body).toMatchObject({ code: 5, userRole: 1 });
    expect((await answer(api(t, { token: m.token }).auth.checkAdminLogin.$get())).status).toBe(403);
  });

  it('expires after 2 hours', async () => {
    const m = await memberWithSession(t);
    t.clock.advance(SESSION_LIFETIME_MS - 1000);
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(200);
    t.clock.advance(2000);
    const res = await answer(api(t, { token: m.token }).auth.checkLogin.$get());
    expect(res.status).toBe(401);
    expect(res.refusal.error).toBe(TEXT.sessionExpired);
  });

  it('refuses a forged or tampered token', async () => {
    const m = await memberWithSession(t);
    const [h, p, s] = m.token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 1 })).toString('base64url')}.${s}`;
    expect((await answer(api(t, { token: forged }).auth.checkAdminLogin.$get())).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await answer(api(t, { token: none }).auth.checkLogin.$get())).status).toBe(401);
  });

  it('a token checked once is still refused under another secret (checked signatures are remembered per secret)', async () => {
    const m = await memberWithSession(t);
    expect(await readSession(t.deps, m.token)).toMatchObject({ userId: m.id });
    const rotated = { ...t.deps, config: { ...t.deps.config, jwtSecret: 'another-secret-another-secret-another-01' } };
    expect(await readSession(rotated, m.token)).toBeNull();
    expect(await readSession(t.deps, m.token)).toMatchObject({ userId: m.id });
  });

  it('logout revokes the session at once; a second logout changes nothing', async () => {
    const m = await memberWithSession(t);
    expect((await answer(api(t, { token: m.token }).auth.logout.$post())).body.code).toBe(5);
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(401);
    expect((await answer(api(t, { token: m.token }).auth.logout.$post())).body.code).toBe(4);
  });
});
