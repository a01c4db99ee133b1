import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { workersConfig } from '../workers-config';
import { ADMIN, call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { adminSession, memberWithSession, registerMember, registration } from '../test/factories';

/**
 * Links in mail come from configuration only (issue 20 §1.1). A request's Host header is the
 * caller's to choose: a reset link built from it would carry the member's token to their site.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVIL = 'http://evil.example';
/** As a request through a proxy that passes the Host header on: the URL is the caller's. */
const fromEvil = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(t, method, `${EVIL}${path}`, opts);
const mailTo = (to: string, subjectPart: string) => waitFor(() => t.mails.find((m) => m.to === to && m.subject.includes(subjectPart)));
const sitesIn = (text: string) => [...text.matchAll(/https?:\/\/[^/\s]+/g)].map((m) => m[0]);

describe('links in mail', () => {
  it('name the configured site, never the Host of the request, in every mail a request sends', async () => {
    // Tests run with NODE_ENV=test and no PUBLIC_URL: the development default.
    const site = 'http://localhost:8787';

    const member = await memberWithSession(t);
    expect((await fromEvil('POST', '/api/auth/forgotPassword', { body: { email: member.email } })).status).toBe(200);
    const reset = await mailTo(member.email, 'new password');

    const unverified = await registerMember(t, {}, { verified: false });
    expect((await fromEvil('POST', '/api/auth/checkEmail/sendMail', { body: { email: unverified.email } })).status).toBe(200);
    await waitFor(() => (t.mails.filter((m) => m.to === unverified.email && m.subject.includes('Verify')).length === 2 ? true : undefined));
    const verify = t.mails.filter((m) => m.to === unverified.email && m.subject.includes('Verify'))[1]!;

    const fresh = await registration(t);
    expect((await fromEvil('POST', '/api/user/register', { body: fresh })).status).toBe(200);
    const welcome = await mailTo(fresh.email, 'Verify');

    expect((await fromEvil('POST', '/api/user/register', { body: { ...(await registration(t)), email: member.email } })).status).toBe(200);
    const notice = await mailTo(member.email, 'tried to register');

    const admin = await adminSession(t);
    expect((await fromEvil('POST', '/api/admin/createAdmin', { token: admin.token, body: { name: 'Ops Evil', email: 'ops-evil@sambandh.test' } })).status).toBe(200);
    const setPassword = await mailTo('ops-evil@sambandh.test', 'set your password');

    const moved = `moved-${member.id}@example.com`;
    expect((await fromEvil('PUT', '/api/user/update/email', { token: member.token, body: { email: moved, password: member.password } })).status).toBe(200);
    const confirm = await mailTo(moved, 'Confirm your new e-mail');
    const inUse = ADMIN.email;
    expect((await fromEvil('PUT', '/api/user/update/email', { token: member.token, body: { email: inUse, password: member.password } })).status).toBe(200);
    const taken = await mailTo(inUse, 'already in use');

    for (const mail of [reset, verify, welcome, notice, setPassword, confirm, taken]) {
      expect(sitesIn(mail.text), mail.subject).not.toHaveLength(0);
      expect(new Set(sitesIn(mail.text)), mail.subject).toEqual(new Set([site]));
    }
  });
});

describe('PUBLIC_URL', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('is required in production, and the start says so', () => {
    expect(() => parseConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(parseConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://sambandh.example/' }).publicUrl).toBe('https://sambandh.example');
  });

  it('defaults to this machine on the configured port in development and tests', () => {
    expect(parseConfig({ ...base, NODE_ENV: 'development', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(parseConfig({ ...base, NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:8787');
  });

  it('is an http(s) address of a site, nothing else', () => {
    expect(() => parseConfig({ ...base, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ ...base, PUBLIC_URL: 'https://sambandh.example/?next=x' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the Workers entry', () => {
  const vars = { JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'Workers-admin-9' };

  it('refuses to start without PUBLIC_URL, under wrangler dev too, saying what to set', () => {
    expect(() => workersConfig(vars)).toThrow(/PUBLIC_URL: required on Workers/);
    expect(() => workersConfig({ ...vars, NODE_ENV: 'development' })).toThrow(/PUBLIC_URL: required on Workers/);
    expect(workersConfig({ ...vars, PUBLIC_URL: 'https://sambandh.example' })).toMatchObject({ env: 'production', publicUrl: 'https://sambandh.example' });
  });
});
