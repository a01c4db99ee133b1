import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { registerMember, signInApi, storeSession, storedSession } from './support/members';

/**
 * The prerendered public pages (issue 13 §3, decision 0014): /login and / come with their
 * markup, paint before the JavaScript has run, and the app takes that markup over (hydrates)
 * without a mismatch and without losing what the visitor did meanwhile.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds every script of the app until `release()`: the page as it is before the JavaScript runs. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Console errors and warnings and uncaught errors (React reports a hydration mismatch as one of
 * these; a CSP refusal is a console error). A resource's HTTP error is the page's business, not this.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('Failed to load resource:')) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

const takenOver = (page: Page) => page.waitForSelector('#root:not([data-prerendered])', { state: 'attached' });

test('the HTML of /login and / carries the page; other pages the bare shell', async () => {
  const login = await fetch(`${baseUrl}/login?redirect=%2Fshortlist`);
  expect(login.headers.get('cache-control')).toBe('no-cache');
  const html = await login.text();
  expect(html).toContain('<div id="root" data-prerendered="/login">');
  expect(html).toMatch(/<input type="email"[^>]* name="email"/);
  expect(html).toMatch(/<input type="password"[^>]* name="password"/);
  expect(html).toContain('<script id="app-data"');
  // It paints without its scripts, so they do not compete with the stylesheet.
  expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/);
  expect(html).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/);
  expect(await (await fetch(`${baseUrl}/`)).text()).toContain('Find a life partner, together with your family');
  expect(await (await fetch(`${baseUrl}/registration`)).text()).toContain('<div id="root"></div>');
  // The file itself never goes out (it has neither the reference data nor, on Workers, the headers).
  expect((await fetch(`${baseUrl}/prerendered/login.html`)).status).toBe(404);
});

test('/login paints before its scripts run, is taken over without a mismatch, and keeps what was typed and sent', async () => {
  const member = await registerMember({ name: 'Prerender Early' });
  const { context, page } = await openTab(browser);
  const problems = problemsOf(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' }); // DOMContentLoaded waits for module scripts
  // No script has run: the build's markup is what the visitor sees and types into.
  const heading = await page.getByRole('heading', { level: 1, name: 'Login' }).elementHandle();
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForTimeout(300);
  expect(navigations, 'a form sent early stays on the page (its fields never go into the URL)').toBe(0);
  release();
  await takenOver(page);
  expect(await heading.evaluate((h) => h.isConnected), 'hydrated, not drawn again').toBe(true);
  // The early Login is sent once the app has the page, with what was typed.
  await waitForPath(page, '/dashboard');
  expect((await storedSession(page))?.userId).toBe(member.id);
  expect(problems).toEqual([]);
  await context.close();
});

test('/login after hydration: what is typed stays, axe finds nothing, and signing in works', async () => {
  const member = await registerMember({ name: 'Prerender Later' });
  const { context, page } = await openTab(browser);
  const problems = problemsOf(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' }); // DOMContentLoaded waits for module scripts
  await page.getByLabel('E-mail').fill(member.email);
  release();
  await takenOver(page);
  await expectNoAxeViolations(page, '/login after hydration');
  // The text typed before is in the form's state: a render (focus, typing) does not wipe it.
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('E-mail').focus();
  expect(await page.getByLabel('E-mail').inputValue()).toBe(member.email);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/dashboard');
  expect(problems).toEqual([]);
  await context.close();
});

test('/ is taken over without a mismatch', async () => {
  const { context, page } = await openTab(browser);
  const problems = problemsOf(page);
  await page.goto('/');
  await takenOver(page);
  await page.getByRole('link', { name: 'Register free' }).first().waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-in member opening /login never sees the form, and ends on their dashboard', async () => {
  const member = await registerMember({ name: 'Prerender Member' });
  const { context, page } = await openTab(browser);
  await storeSession(page, await signInApi(member.email, member.password));
  const problems = problemsOf(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' }); // DOMContentLoaded waits for module scripts
  // The markup is there but hidden by the head script's mark, before any of the app has run.
  await page.getByLabel('E-mail').waitFor({ state: 'attached' });
  expect(await page.getByLabel('E-mail').isVisible()).toBe(false);
  release();
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  expect(await page.locator('input[name="password"]').count(), 'the sign-in form is gone').toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
