import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../../contract/server-texts';
import { ADMIN, call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { memberWithSession, registerMember, registration } from '../test/factories';
import { MAX_TURN_WAIT_MS } from './guess-turns';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  MAX_SLOW_DOWN_MS,
  SLOW_DOWN_AFTER,
  SLOW_DOWN_STEP_MS,
  THROTTLE_WINDOW_MS,
  signInDelayMs,
  slowDownMs,
} from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every test ends past the window it used, so none sees another's failures.
const login = (email: string, password: string, ip: string, path = '/api/auth/login') => call(t, 'POST', path, { body: { email, password }, ip });
const failFrom = async (email: string, ip: string, times: number, path?: string) => {
  for (let i = 0; i < times; i++) expect((await login(email, 'Wrong1234', ip, path)).status).toBe(401);
};

describe('sign-in throttling: per (account, address) and per address, never per account alone', () => {
  it('throttles the failing address for that account (429, Retry-After, clear text) while the right password from elsewhere signs in', async () => {
    const m = await registerMember(t);
    await failFrom(m.email, '192.0.2.10', MAX_FAILURES_PER_PAIR);
    const held = await login(m.email, m.password, '192.0.2.10');
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ code: 429, error: expect.stringMatching(/^Too many wrong passwords from this connection\. Wait 15 minutes/) });
    expect(Number(held.headers.get('retry-after'))).toBe(THROTTLE_WINDOW_MS / 1000);

    // The owner at another address is not locked out.
    expect((await login(m.email, m.password, '192.0.2.11')).status).toBe(200);

    // The wait counts down from the oldest failure that keeps the pair over the limit.
    t.clock.advance(10 * 60 * 1000);
    const later = await login(m.email, m.password, '192.0.2.10');
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(5 * 60);
    expect(later.body.error).toContain('Wait 5 minutes');
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await login(m.email, m.password, '192.0.2.10')).status).toBe(200);
  });

  it('never locks out the administrator: failures from many addresses leave the right password working', async () => {
    for (let i = 0; i < 2; i++) await failFrom(ADMIN.email, `192.0.2.${20 + i}`, MAX_FAILURES_PER_PAIR, '/api/auth/adminLogin');
    expect((await login(ADMIN.email, 'Wrong1234', '192.0.2.20', '/api/auth/adminLogin')).status).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, '192.0.2.30', '/api/auth/adminLogin')).status).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it('the right password clears its own address\'s failures, not other addresses\'', async () => {
    const m = await registerMember(t);
    await failFrom(m.email, '192.0.2.40', MAX_FAILURES_PER_PAIR - 1);
    await failFrom(m.email, '192.0.2.41', MAX_FAILURES_PER_PAIR - 1);
    expect((await login(m.email, m.password, '192.0.2.40')).status).toBe(200);
    await failFrom(m.email, '192.0.2.40', MAX_FAILURES_PER_PAIR - 1);
    expect((await login(m.email, m.password, '192.0.2.40')).status).toBe(200);
    await failFrom(m.email, '192.0.2.41', 1);
    expect((await login(m.email, m.password, '192.0.2.41')).status).toBe(429);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it('throttles an address that tries many accounts, whoever they are', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await failFrom(`guess${i}@example.com`, ip, 1);
    const m = await registerMember(t);
    expect((await login(m.email, m.password, ip)).status).toBe(429);
    expect((await login(m.email, m.password, '198.51.100.201')).status).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it('keeps no failure past the window: writing one trims the old ones', async () => {
    await failFrom('old@example.com', '192.0.2.50', 2);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
    await failFrom('new@example.com', '192.0.2.51', 1);
    const rows = await t.deps.database.db.selectFrom('sign_in_failures').select('account').execute();
    expect(rows.map((r) => r.account)).toEqual(['new@example.com']);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });
});

describe('guessing one account from many addresses', () => {
  it('slows that account down, bounded, from the tenth failure on', () => {
    expect(slowDownMs(SLOW_DOWN_AFTER - 1)).toBe(0);
    expect(slowDownMs(SLOW_DOWN_AFTER)).toBe(SLOW_DOWN_STEP_MS);
    expect(slowDownMs(SLOW_DOWN_AFTER + 1)).toBe(2 * SLOW_DOWN_STEP_MS);
    expect(slowDownMs(10_000)).toBe(MAX_SLOW_DOWN_MS);
  });

  it('the right password still signs in, after the delay; an address the owner used before waits not at all', async () => {
    const m = await memberWithSession(t); // signs in from the harness's default address
    const home = { account: m.email, address: '203.0.113.7' };
    const fresh = { account: m.email, address: '192.0.2.99' };
    for (let i = 0; i < SLOW_DOWN_AFTER; i++) await failFrom(m.email, `198.18.0.${i}`, 1);
    expect(await signInDelayMs(t.deps, fresh, m.id)).toBe(SLOW_DOWN_STEP_MS);
    expect(await signInDelayMs(t.deps, home, m.id)).toBe(0);
    // An unknown address is slowed the same: the delay says nothing about whether the account exists.
    for (let i = 0; i < SLOW_DOWN_AFTER; i++) await failFrom('ghost@example.com', `198.18.1.${i}`, 1);
    expect(await signInDelayMs(t.deps, { account: 'ghost@example.com', address: '192.0.2.99' }, null)).toBe(SLOW_DOWN_STEP_MS);

    const started = performance.now();
    const res = await login(m.email, m.password, fresh.address);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_STEP_MS - 5);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });
});

describe('guessing one account from many addresses at once (issue 20 §1.6)', () => {
  const target = (email: string) => `sign-in:${email}`;
  const lineOf = (email: string) => t.deps.database.db.selectFrom('guess_turns').select('not_before').where('target', '=', target(email)).executeTakeFirst();
  const failuresOf = async (email: string) =>
    Number((await t.deps.database.db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('account', '=', email).executeTakeFirstOrThrow()).n);
  /** One failure from each of `count` addresses: the account is being guessed, each address has failed for it. */
  const spreadFailures = async (email: string, prefix: string, count = SLOW_DOWN_AFTER) => {
    const addresses = Array.from({ length: count }, (_, i) => `${prefix}.${i}`);
    for (const ip of addresses) await failFrom(email, ip, 1);
    return addresses;
  };

  it('guesses sent together from addresses that failed for the account take turns: N guesses, N turns in the stored line', async () => {
    const m = await registerMember(t);
    const addresses = await spreadFailures(m.email, '198.18.3');
    const [fresh, ...guesses] = await Promise.all([
      // The right password from an address with no failures is not put in line.
      login(m.email, m.password, '192.0.2.140'),
      ...addresses.slice(0, 4).map((ip) => login(m.email, 'Wrong1234', ip)),
    ]);
    expect(fresh.status).toBe(200);
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401]);
    // The clock stood still: the line reaches four turns past now (a delay per request alone left none).
    const line = await lineOf(m.email);
    expect(line?.not_before ?? t.clock.now).toBeGreaterThanOrEqual(t.clock.now + 4 * SLOW_DOWN_STEP_MS);
    expect(await failuresOf(m.email)).toBe(SLOW_DOWN_AFTER + 4);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it('past the cap refuses (429, Retry-After, clear text) the addresses that failed for the account, and only those', async () => {
    const m = await memberWithSession(t); // signed in before from the harness's default address
    const [failed] = await spreadFailures(m.email, '198.18.4');
    const full = { target: target(m.email), not_before: t.clock.now + MAX_TURN_WAIT_MS };
    await t.deps.database.db.insertInto('guess_turns').values(full).execute();

    for (const password of ['Wrong1234', m.password]) {
      const held = await login(m.email, password, failed!);
      expect(held.status).toBe(429);
      expect(held.body).toEqual({ code: 429, error: SERVER_TEXT.accountBeingGuessed(1) });
      expect(held.headers.get('retry-after')).toBe('1');
    }
    // A refused guess is neither counted nor put in line: bad input changes nothing.
    expect(await failuresOf(m.email)).toBe(SLOW_DOWN_AFTER);
    expect((await lineOf(m.email))?.not_before).toBe(full.not_before);

    // The right password from an address with no failures, and from the owner's own, still signs in.
    expect((await login(m.email, m.password, '192.0.2.141')).status).toBe(200);
    expect((await login(m.email, m.password, '203.0.113.7')).status).toBe(200);
    // Once the line has gone, the failed address takes its turn again.
    t.clock.advance(MAX_TURN_WAIT_MS);
    expect((await login(m.email, m.password, failed!)).status).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it('treats an e-mail with no account the same way, so the answer tells nothing', async () => {
    const ghost = 'nobody-here@example.com';
    const [failed] = await spreadFailures(ghost, '198.18.5');
    await t.deps.database.db.insertInto('guess_turns').values({ target: target(ghost), not_before: t.clock.now + MAX_TURN_WAIT_MS }).execute();
    const held = await login(ghost, 'Wrong1234', failed!);
    expect(held.status).toBe(429);
    expect(held.body.error).toBe(SERVER_TEXT.accountBeingGuessed(1));
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });
});

describe('with the captcha on, a guessed account asks for it at every sign-in (issue 20 §1.6)', () => {
  // The captcha is already required on every sign-in when CAPTCHA_SECRET is set (decision
  // 0832), so an account under attack needs no switch of its own: this holds it for that case.
  const GOOD = 'stand-in-good-token';
  let c: TestApp;
  let verifier: Server;
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d)).on('end', () => res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === GOOD })));
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    c = await createTestApp({ CAPTCHA_SECRET: 'stand-in-secret', CAPTCHA_SITE_KEY: 'site', CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
  });
  afterAll(async () => {
    await c.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('refuses a sign-in without a valid captcha token with a clear message, counting nothing; with one, the right password signs in', async () => {
    const m = await registration(c);
    expect((await answer(api(c, { headers: { captcha: GOOD } }).user.register.$post({ json: m }))).status).toBe(200);
    const rows = Array.from({ length: SLOW_DOWN_AFTER }, (_, i) => ({ account: m.email, address: `198.18.6.${i}`, at: c.clock.now }));
    await c.deps.database.db.insertInto('sign_in_failures').values(rows).execute();
    const attempt = (headers: Record<string, string>, password = m.password) =>
      answer(api(c, { ip: '198.18.6.0', headers }).auth.login.$post({ json: { email: m.email, password } }));
    for (const headers of [{}, { captcha: 'made-up-token' }] as Record<string, string>[]) {
      const refused = await attempt(headers);
      expect(refused.status).toBe(400);
      expect(refused.refusal.error).toBe(SERVER_TEXT.captchaFailed);
    }
    const count = await c.deps.database.db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('account', '=', m.email).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(rows.length);
    const fresh = await answer(api(c, { ip: '192.0.2.142', headers: { captcha: GOOD } }).auth.login.$post({ json: { email: m.email, password: m.password } }));
    expect(fresh.status).toBe(200);
  });
});

describe('password confirmations count per pair like sign-ins', () => {
  it('wrong current passwords on change-password throttle that address for the account, not the account', async () => {
    const m = await memberWithSession(t);
    const ip = '192.0.2.60';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await answer(api(t, { token: m.token, ip }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: 'Wrong1234', newPassword: 'Better1234' } }));
      expect(res.status).toBe(400);
    }
    const held = await answer(api(t, { token: m.token, ip }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: m.password, newPassword: 'Better1234' } }));
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBeTruthy();
    // The same pair is held at the sign-in door too; other addresses are not.
    expect((await login(m.email, m.password, ip)).status).toBe(429);
    expect((await login(m.email, m.password, '192.0.2.61')).status).toBe(200);
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });

  it.each([
    ['deactivate', '/api/user/deactivate'],
    ['delete', '/api/user/delete'],
    ['e-mail change', '/api/user/update/email'],
  ])('wrong passwords to %s count for the pair', async (_, path) => {
    const m = await memberWithSession(t);
    const ip = '192.0.2.70';
    const method = path.endsWith('email') ? 'PUT' : 'POST';
    const body = (password: string) => ({ password, email: 'elsewhere@example.com', confirm: 'DELETE' });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await call(t, method, path, { token: m.token, ip, body: body('Wrong1234') })).status).toBe(400);
    }
    expect((await call(t, method, path, { token: m.token, ip, body: body(m.password) })).status).toBe(429);
    const row = await t.deps.database.db.selectFrom('users').select(['status', 'email']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', email: m.email });
    t.clock.advance(THROTTLE_WINDOW_MS + 1);
  });
});
