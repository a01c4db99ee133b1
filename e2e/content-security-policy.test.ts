import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { PAGE_PATHS } from '../contract/pages';
import { launchBrowser, openTab, pathOf } from './support/browser';
import { adminSignIn, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Every page of the router under the enforced Content-Security-Policy (decision 0007): as a
 * visitor, as a member and as the administrator, counting `securitypolicyviolation` events and
 * the console's CSP errors. One context per role; each page is a full load, so the policy of
 * each document is the one tested.
 */
interface Violation {
  page: string;
  what: string;
}

let browser: Browser;
let member: SignedIn;
let admin: SignedIn;
let otherId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const [m, other] = await Promise.all([registerMember(), registerMember({ gender: 'male' })]);
  member = await signInApi(m.email, m.password);
  admin = await adminSignIn();
  otherId = other.id;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a context that reports every CSP violation of every document it loads. */
async function watchedTab(violations: Violation[]): Promise<{ context: BrowserContext; page: Page }> {
  const tab = await openTab(browser);
  await tab.context.exposeBinding('reportCspViolation', ({ page }, what: string) => void violations.push({ page: pathOf(page), what }));
  // Init scripts come in through the DevTools protocol, which the page's CSP does not govern.
  await tab.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      // An exposed binding answers with a promise in the page.
      const report = (window as unknown as { reportCspViolation: (what: string) => Promise<void> }).reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  tab.page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push({ page: pathOf(tab.page), what: msg.text() });
  });
  return tab;
}

/** Loads `path` and waits until the page shows its heading and nothing is loading any more. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((h) => !h.classList.contains('sr-only')));
  await page.waitForFunction(() => !document.querySelector('[role="status"] .spinner-ring'), undefined, { timeout: 5000 }).catch(() => {});
}

/** A real address for each page pattern: the other member for `$id`, the first list and status. */
function hrefOf(pattern: string): string {
  return pattern
    .replace('/usersList/$type', '/usersList/viewers')
    .replace('/requests/$type/$status', '/requests/received/pending')
    .replace('$id', otherId);
}

const adminPage = (p: string) => p === '/admin' || p.startsWith('/admin/');

test('no page breaks the Content-Security-Policy, for a visitor, a member or the administrator', async () => {
  // /404 is one of the router's pages, and it answers HTTP 404 on purpose: Chromium logs that.
  expectLogged(/^Browser console error: Failed to load resource: the server responded with a status of 404 .*\/404\)$/);
  const violations: Violation[] = [];

  // The visitor loads every page; the ones that send to /login are the member's to load.
  const visitor = await watchedTab(violations);
  const memberOnly: string[] = [];
  for (const pattern of PAGE_PATHS.filter((p) => !adminPage(p))) {
    const href = hrefOf(pattern);
    await visit(visitor.page, href);
    if (new URL(visitor.page.url()).pathname === '/login' && href !== '/login') memberOnly.push(href);
  }
  await visit(visitor.page, '/api/docs');
  // Swagger UI has drawn the document (its title), not just the page's placeholder.
  await visitor.page.locator('.swagger-ui .info .title', { hasText: 'Sambandh API' }).waitFor();
  await visitor.context.close();
  expect(memberOnly.length).toBeGreaterThan(20);

  const signedIn = await watchedTab(violations);
  await storeSession(signedIn.page, member);
  for (const href of memberOnly) {
    await visit(signedIn.page, href);
    expect(new URL(signedIn.page.url()).pathname, `the member stays on ${href}`).not.toBe('/login');
  }
  await signedIn.context.close();

  const backOffice = await watchedTab(violations);
  await storeSession(backOffice.page, admin);
  // Acting as a real member would leave the back office, so /admin/userlogin/{id} gets an id no
  // member has: the page stays and shows its error, under the same policy.
  for (const href of PAGE_PATHS.filter(adminPage).map((p) => p.replace('$id', 'SB000000'))) {
    await visit(backOffice.page, href);
    expect(pathOf(backOffice.page)).toBe(href);
  }
  await backOffice.context.close();

  expect(violations).toEqual([]);
});

test('an unknown page answers HTTP 404 and shows the 404 page', async () => {
  expectLogged(/^Browser console error: Failed to load resource: the server responded with a status of 404 .*\/no\/such\/page\)$/);
  const { context, page } = await openTab(browser);
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await page.getByRole('heading', { level: 1, name: '404 Page' }).waitFor();
  expect(pathOf(page)).toBe('/no/such/page');
  await context.close();
});
