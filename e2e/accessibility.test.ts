import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { adminSignIn, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/** axe-core on each kind of page: public forms, status and static pages, the member frame, the back office. */
let browser: Browser;
let member: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  const m = await registerMember();
  member = await signInApi(m.email, m.password);
  admin = await adminSignIn();
});
afterAll(async () => {
  await browser?.close();
});

interface PageCase {
  path: string;
  /** The h1 that says the page is there (not the boot spinner). */
  heading: string | RegExp;
  session?: () => SignedIn;
  /** Something to wait for after the heading (data loaded into the page). */
  ready?: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  { path: '/login', heading: 'Login' },
  { path: '/registration', heading: /Regist|Create/ },
  { path: '/forgotpassword', heading: /Forgot/ },
  { path: '/adminlogin', heading: 'Admin Login' },
  { path: '/404', heading: '404 Page' },
  { path: '/about-us', heading: /About/ },
  {
    path: '/dashboard',
    heading: /^Welcome, /,
    session: () => member,
    // The frame is there once the unread poll has answered.
    ready: (page) => page.getByRole('button', { name: /^Notifications, 1 unread$/ }).waitFor(),
  },
  {
    path: '/notifications',
    heading: 'Notifications',
    session: () => member,
    ready: (page) => page.getByRole('main').getByText(/Welcome to Sambandh/).first().waitFor(),
  },
  { path: '/admin', heading: /^Welcome, /, session: () => admin },
];

for (const c of PAGES) {
  test(`no axe violations on ${c.path}`, async () => {
    // A page nobody has is answered with the 404 page and its status, which Chromium logs.
    if (c.path === '/404') expectLogged(/^Browser console error: Failed to load resource: the server responded with a status of 404 .*\/404\)$/);
    const { context, page } = await openTab(browser);
    if (c.session) await storeSession(page, c.session());
    await page.goto(c.path);
    await waitForPath(page, c.path);
    await page.getByRole('heading', { level: 1, name: c.heading }).first().waitFor();
    await c.ready?.(page);
    const violations = await axeViolations(page);
    expect(violations, `axe on ${c.path}:\n${describeViolations(violations)}`).toEqual([]);
    await context.close();
  });
}

test('no axe violations with the notifications dropdown and the profile menu open', async () => {
  const { context, page } = await openTab(browser);
  await storeSession(page, member);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText(/Welcome to Sambandh/).waitFor();
  let violations = await axeViolations(page);
  expect(violations, `axe with the dropdown open:\n${describeViolations(violations)}`).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menu', { name: 'Profile menu' }).waitFor();
  violations = await axeViolations(page);
  expect(violations, `axe with the profile menu open:\n${describeViolations(violations)}`).toEqual([]);
  await context.close();
});
