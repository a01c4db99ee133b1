import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { TURNSTILE_ORIGIN } from '../contract/captcha';
import { SERVER_TEXT } from '../contract/server-texts';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { fillSignIn } from './support/members';
import { startOwnServer, type OwnServer } from './support/own-server';
import { choiceIn } from './support/select';
import { typeAndChoose } from './support/type-ahead';

/**
 * The captcha in the browser (issue 15 §2, decision 0832). The app's own Node entry runs with
 * the captcha on; its verify URL points at a stand-in siteverify this file serves, which
 * accepts one token. Turnstile's script is answered by Playwright with a stand-in whose
 * widget hands the page the tokens a test chooses: nothing leaves the machine.
 */
const GOOD = 'stand-in-good-token';
const WRONG = 'stand-in-wrong-token';
const SITE_KEY = 'stand-in-site-key';
const PASSWORD = 'Secret123';

let browser: Browser;
let own: OwnServer;
let verifier: Server;
/** The tokens the stand-in siteverify was asked about, in order. */
const verified: string[] = [];

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d)).on('end', () => {
      const form = new URLSearchParams(body);
      verified.push(form.get('response') ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === 'stand-in-secret' && form.get('response') === GOOD }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  const { port } = verifier.address() as AddressInfo;
  own = await startOwnServer('captcha', {
    configOverrides: {
      CAPTCHA_SECRET: 'stand-in-secret',
      CAPTCHA_SITE_KEY: SITE_KEY,
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
  await new Promise((resolve) => verifier?.close(resolve));
});

/**
 * Turnstile's explicit-render API, handing out `tokens` in turn (the last one again and again).
 * With `asks`, the first token waits until the test calls `window.tickStandIn()`, as when the
 * widget asks the visitor to tick its box.
 */
function standInTurnstile(tokens: string[], asks = false): string {
  return `(() => {
  const tokens = ${JSON.stringify(tokens)};
  let asks = ${asks};
  const next = () => (tokens.length > 1 ? tokens.shift() : tokens[0]);
  const widgets = new Map();
  let made = 0;
  window.turnstile = {
    render(container, params) {
      const id = 'stand-in-' + ++made;
      widgets.set(id, { container, params });
      container.textContent = 'Stand-in check for ' + params.sitekey;
      if (asks) window.tickStandIn = () => params.callback(next());
      else setTimeout(() => params.callback(next()), 0);
      asks = false;
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) setTimeout(() => widget.params.callback(next()), 0);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (widget) widget.container.textContent = '';
      widgets.delete(id);
    },
  };
})();`;
}

interface Watched {
  page: Page;
  /** The URLs of Turnstile's origin the page asked for. */
  scripts: string[];
  /** `path captcha-header` of each API call the page made. */
  calls: string[];
  close: () => Promise<void>;
}

/** A tab on the captcha server whose Turnstile is the stand-in. */
async function tabWithStandIn(tokens: string[], asks = false): Promise<Watched> {
  const { context, page } = await openTab(browser, { baseURL: own.baseURL });
  const scripts: string[] = [];
  const calls: string[] = [];
  await context.route(`${TURNSTILE_ORIGIN}/**`, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: standInTurnstile(tokens, asks) });
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'POST' && url.pathname.startsWith('/api/')) calls.push(`${url.pathname} ${req.headers().captcha ?? '-'}`);
  });
  return { page, scripts, calls, close: () => context.close() };
}

const captchaGroup = (page: Page) => page.getByRole('group', { name: 'Security check' });
let seq = 0;
const uniqueEmail = () => `captcha${++seq}-${Date.now().toString(36)}@example.com`;

test('a visitor registers, asks for the e-mail again and signs in, each with the widget’s token in the captcha header', async () => {
  const { page, scripts, calls, close } = await tabWithStandIn([GOOD]);
  const email = uniqueEmail();
  await page.goto('/registration');
  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  await expectNoAxeViolations(page, '/registration with the captcha');

  await choiceIn(page, 'This profile is for', 'Myself').click();
  await page.getByLabel('Full name').fill('Meera Captcha');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByText('Female').click();
  await page.getByLabel('Date of birth').fill('1996-08-15');
  // The mother tongue is found by typing (the type-ahead picker).
  await typeAndChoose(page, 'Mother tongue', 'Marathi');
  await choiceIn(page, 'Religion', 'Hindu').click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98200 12345');
  await page.getByLabel('Password').fill(PASSWORD);
  // The registration declaration (issue 24, decision 0961).
  await page.getByText(/^I declare that this profile is for marriage/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('status').filter({ hasText: `We have sent an e-mail to ${email}` }).waitFor();

  // The code page after sign-up has its own widget for 'Send a new code'.
  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await page.getByRole('status').filter({ hasText: SERVER_TEXT.verificationSent }).waitFor();

  await page.getByRole('link', { name: 'sign in', exact: true }).click();
  await waitForPath(page, '/login');
  // The code page had a widget too: the login form's own, once it is drawn.
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  await fillSignIn(page, email, PASSWORD);
  await waitForPath(page, '/dashboard');

  expect(calls.filter((c) => !c.startsWith('/api/user/pageView'))).toEqual(
    expect.arrayContaining([`/api/user/register ${GOOD}`, `/api/auth/checkEmail/sendMail ${GOOD}`, `/api/auth/login ${GOOD}`]),
  );
  // One script, explicit rendering, loaded once for the three widgets of the visit.
  expect(scripts).toEqual([`${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`]);
  await close();
});

test('a refused token shows the server’s message, and the next attempt uses a fresh token and signs in', async () => {
  const email = uniqueEmail();
  const registered = await fetch(`${own.baseURL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', captcha: GOOD },
    body: JSON.stringify({ profileFor: 'Self', declaration: true, name: 'Arjun Retry', gender: 'male', dob: '1994-02-03', email, phone: '+91 98200 54321', password: PASSWORD, ...(await own.referenceIds()) }),
  });
  expect(registered.status).toBe(200);

  const { page, calls, close } = await tabWithStandIn([WRONG, GOOD]);
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  page.on('pageerror', (err) => void errors.push(err.message));
  await page.goto('/login');
  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  // /login is prerendered without a captcha (decision 0014): taking it over must not mismatch.
  expect(errors.filter((e) => /hydrat|#418|#425/i.test(e))).toEqual([]);
  await fillSignIn(page, email, PASSWORD);
  await page.getByRole('alert').filter({ hasText: SERVER_TEXT.captchaFailed }).waitFor();
  await expectNoAxeViolations(page, '/login after a refused captcha');

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/dashboard');
  expect(calls.filter((c) => c.startsWith('/api/auth/login'))).toEqual([`/api/auth/login ${WRONG}`, `/api/auth/login ${GOOD}`]);
  await close();
});

test('a visitor query goes out with the token, under a policy that names Turnstile’s origin', async () => {
  const { page, calls, close } = await tabWithStandIn([GOOD]);
  const response = await page.goto('/contact');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => policy.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name) ?? [];
  expect(directive('script-src')).toContain(TURNSTILE_ORIGIN);
  expect(directive('frame-src')).toEqual(['frame-src', "'self'", TURNSTILE_ORIGIN]);
  expect(directive('connect-src')).toEqual(['connect-src', "'self'"]);

  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/^Your name/).fill('Sunita Visitor');
  await field(/^E-mail/).fill('sunita.visitor@example.com');
  await field(/^Subject/).fill('A question');
  await field(/^Message/).fill('How does family finding work?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: SERVER_TEXT.queryReceived }).waitFor();
  await expectNoAxeViolations(page, '/contact with the captcha');
  expect(calls).toContain(`/api/app/query ${GOOD}`);
  const stored = await own.database.db.selectFrom('visitor_queries').select('email').execute();
  expect(stored.map((q) => q.email)).toEqual(['sunita.visitor@example.com']);
  await close();
});

test('asking for a reset link before the check has passed sends nothing and says to wait; after the tick it goes out', async () => {
  const { page, calls, close } = await tabWithStandIn([GOOD], true);
  await page.goto('/forgotpassword');
  await captchaGroup(page).getByText(`Stand-in check for ${SITE_KEY}`).waitFor();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await captchaGroup(page).getByRole('alert').filter({ hasText: 'Wait until the security check below has finished' }).waitFor();
  expect(calls.filter((c) => c.includes('forgotPassword'))).toEqual([]);

  await page.evaluate(() => (window as unknown as { tickStandIn(): void }).tickStandIn());
  await expect.poll(() => captchaGroup(page).getByRole('alert').count()).toBe(0);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').filter({ hasText: SERVER_TEXT.resetSent }).waitFor();
  expect(calls).toContain(`/api/auth/forgotPassword ${GOOD}`);
  await close();
});

test('when Turnstile cannot load, the form says so instead of failing silently', async () => {
  // The test blocks Turnstile's script, and Chromium logs the failed load.
  expectLogged(/^Browser console error: Failed to load resource: net::ERR_FAILED \(https:\/\/challenges\.cloudflare\.com\//);
  const { context, page } = await openTab(browser, { baseURL: own.baseURL });
  await context.route(`${TURNSTILE_ORIGIN}/**`, (route) => route.abort());
  await page.goto('/login');
  await captchaGroup(page).getByRole('alert').filter({ hasText: 'The security check could not load' }).waitFor();
  await context.close();
});

test('with the captcha off (the shared server), the forms show no widget and load nothing of Turnstile', async () => {
  const { context, page } = await openTab(browser);
  const turnstile: string[] = [];
  context.on('request', (req) => void (req.url().startsWith(TURNSTILE_ORIGIN) && turnstile.push(req.url())));
  for (const path of ['/login', '/contact']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).not.toContain(TURNSTILE_ORIGIN);
    await page.getByRole('button', { name: path === '/login' ? 'Login' : 'Send message', exact: true }).waitFor();
    expect(await captchaGroup(page).count()).toBe(0);
  }
  expect(turnstile).toEqual([]);
  await context.close();
});
