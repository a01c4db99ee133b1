import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { e2e } from './support/env';
import { api, fillSignIn, registerMember, signInApi, storedSession, storeSession } from './support/members';

/** Spec §4 and §6: the admin door, the role guards, and acting as a member and back. */
const ADMIN_NAME = 'Sambandh Admin';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('admin signs in at /adminlogin, lands in the back office; the member area turns an admin away', async () => {
  const { context, page } = await openTab(browser);
  await page.goto('/adminlogin');
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  await fillSignIn(page, e2e.admin.email, e2e.admin.password);
  await waitForPath(page, '/admin');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(1);
  expect((await storedSession(page))?.userRole).toBe(1);

  // The member area needs role 2: an admin session is sent to /login with the way back.
  await page.goto('/dashboard');
  await waitForPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
  // The admin session itself is untouched.
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` }).waitFor();
  await context.close();
});

test('a member session on /admin is sent to /adminlogin', async () => {
  const member = await registerMember();
  const { context, page } = await openTab(browser);
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/admin');
  await waitForPath(page, '/adminlogin');
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  // Still signed in as the member.
  expect((await storedSession(page))?.userRole).toBe(2);
  await context.close();
});

test('act as a member from the admin dashboard, then log out back to /admin as the admin', async () => {
  const member = await registerMember({ name: 'Meera Impersonated' });
  const { context, page } = await openTab(browser);
  await page.goto('/adminlogin');
  await fillSignIn(page, e2e.admin.email, e2e.admin.password);
  await waitForPath(page, '/admin');
  const adminToken = (await storedSession(page))!.token;

  await page.getByLabel('Member id').fill(member.id);
  await page.getByRole('button', { name: 'Act as member', exact: true }).click();
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  await page.getByText(`You are acting as ${member.name}`).waitFor();
  const memberSession = (await storedSession(page))!;
  expect(memberSession).toMatchObject({ userId: member.id, userRole: 2 });
  expect((await storedSession(page, 'admin'))?.token).toBe(adminToken);

  await page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();

  await waitForPath(page, '/admin');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` }).waitFor();
  expect(await storedSession(page)).toMatchObject({ token: adminToken, userRole: 1 });
  expect(await storedSession(page, 'admin')).toBeNull();
  // The member session the admin used is over; the admin's own still works.
  expect((await api('GET', '/auth/checkLogin', { token: memberSession.token })).status).toBe(401);
  expect((await api('GET', '/auth/checkAdminLogin', { token: adminToken })).status).toBe(200);
  // A reload keeps the admin signed in.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
  await context.close();
});
