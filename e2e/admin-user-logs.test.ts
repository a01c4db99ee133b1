import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LOGS_TEXT } from '../contract/admin/logs';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { linkInNewestMail } from './support/mail';
import { adminSignIn, api, registerMember, signInApi, storeSession, uniqueEmail, type SignedIn } from './support/members';

/**
 * Issue 11 §1, spec §2/§4/§5: the User Logs page from the side navigation. The main
 * administrator sees 50 rows a page and the total, searches by name (one request, 500 ms after
 * the last key), changes the page size, ticks a row and deletes it with the fixed 'Delete', then
 * 'Delete All' for the name; another member's views stay. A second administrator must submit
 * 'Record Log' first ('Write Message' when empty). Axe and 390 px.
 */
// Letters only: a member's name has no digits.
const tag = Date.now().toString(36).slice(-5).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A member with `n` page views, reported as the browser reports them. */
async function memberWithViews(name: string, n: number) {
  const member = await registerMember({ name });
  const { token } = await signInApi(member.email, member.password);
  // One after another: each has its own time, so the newest is the last path.
  for (let i = 0; i < n; i++) {
    const res = await api('POST', '/user/registerLog', { token, body: { pathname: `/page${i}`, loadingTime: 1500, timeSpent: 20000 } });
    expect(res.status).toBe(200);
  }
  return member;
}

async function openUserLogs(signedIn: SignedIn) {
  const tab = await openAdmin(browser, {}, signedIn);
  await openSection(tab.page, 'User Logs');
  await waitForPath(tab.page, '/admin/user-logs');
  await tab.page.getByRole('heading', { level: 1, name: 'User Logs' }).waitFor();
  await tab.page.getByRole('grid', { name: 'User logs' }).waitFor();
  return tab;
}

const listRequests = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/activity-logs')) sent.push(r.postData() ?? '');
  });
  return sent;
};

test('the main administrator pages, searches, and deletes ticked rows and all of a name at once', async () => {
  const alpha = `Userlog Alpha ${tag}`;
  const beta = `Userlog Beta ${tag}`;
  await memberWithViews(alpha, 55);
  await memberWithViews(beta, 2);
  const admin = await adminSignIn();
  const { context, page } = await openUserLogs(admin);
  const grid = page.getByRole('grid', { name: 'User logs' });
  const rows = grid.getByRole('row').filter({ hasText: alpha });
  await page.getByRole('button', { name: /^50\s*Per page/ }).waitFor();

  // One request for the whole name, 500 ms after the last change: two quick edits, made in one
  // go in the page (two fills from a busy test process may be more than the wait apart), and
  // the wait measured from the last edit in the page.
  const sent = listRequests(page);
  const sentAt: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/activity-logs')) sentAt.push(Date.now());
  });
  await page.evaluate(() => document.addEventListener('input', () => ((window as unknown as { lastInput: number }).lastInput = Date.now()), true));
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.focus();
  await page.evaluate(
    ([start, whole]) => {
      document.execCommand('insertText', false, start);
      (document.activeElement as HTMLInputElement).select();
      document.execCommand('insertText', false, whole);
    },
    [alpha.slice(0, 8), alpha],
  );
  expect(await search.inputValue()).toBe(alpha);
  await expect.poll(() => sent.length).toBe(1);
  const typed = await page.evaluate(() => (window as unknown as { lastInput: number }).lastInput);
  expect(sentAt[0]! - typed).toBeGreaterThanOrEqual(450);
  expect(JSON.parse(sent[0]!)).toEqual({ page: 1, limit: 50, name: alpha });
  await page.getByText('55 records').waitFor();
  await expect.poll(() => rows.count()).toBe(50);

  // The newest view first: name, site origin plus path, seconds, local date and time.
  const origin = new URL(page.url()).origin;
  const first = rows.first();
  await first.getByRole('rowheader', { name: alpha }).waitFor();
  const cells = await first.getByRole('gridcell').allInnerTexts();
  expect(cells.slice(1, 5)).toEqual([expect.stringMatching(/\S/), `${origin}/page54`, '1.5', '20']);
  expect(cells[5]).toMatch(/\d/);

  await page.getByRole('button', { name: /^50\s*Per page/ }).click();
  expect(await page.getByRole('option').allInnerTexts()).toEqual(['50', '100', '150', '200']);
  await page.getByRole('option', { name: '100' }).click();
  await expect.poll(() => rows.count()).toBe(55);

  // Tick one: the fixed Delete appears; the main administrator deletes at once.
  await rows.first().locator('label').click();
  await expect.poll(() => rows.first().getByRole('checkbox', { name: 'Select' }).isChecked()).toBe(true);
  await expectNoAxeViolations(page, '/admin/user-logs with a row ticked');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(LOGS_TEXT.deleted(1)).first().waitFor();
  await page.getByText('54 records').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).waitFor({ state: 'detached' });

  // 'Delete All' asks first, with the count it would delete; Cancel leaves every view.
  await page.getByRole('button', { name: 'Delete All' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 54 page views?' });
  await confirm.getByText(`Every page view of names starting “${alpha}”`, { exact: false }).waitFor();
  await expectNoAxeViolations(page, 'Delete All asking first');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect((await api('POST', '/admin/activity-logs', { token: admin.token, body: { name: alpha } })).body.totalRecords).toBe(54);
  await page.getByText('54 records').waitFor();

  // Confirmed, it deletes what the name matches, and nothing else.
  await page.getByRole('button', { name: 'Delete All' }).click();
  await confirm.getByRole('button', { name: 'Delete 54 page views' }).click();
  await page.getByText(LOGS_TEXT.deleted(54)).first().waitFor();
  await page.getByText('0 records').waitFor();
  const rest = await api('POST', '/admin/activity-logs', { token: admin.token, body: { name: beta } });
  expect(rest.body.totalRecords).toBe(2);
  await context.close();
});

test('paging and the page size reload the list once, 500 ms after the last change (spec §4)', async () => {
  const delta = `Userlog Delta ${tag}`;
  await memberWithViews(delta, 120);
  const { context, page } = await openUserLogs(await adminSignIn());
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(delta);
  await page.getByText('120 records').waitFor();
  const rows = page.getByRole('grid', { name: 'User logs' }).getByRole('row').filter({ hasText: delta });
  const pager = page.getByRole('navigation', { name: 'User logs pages' });

  // When the page last saw a click, and when each list request went out: the wait is measured
  // from the click itself, not from when the test's click() returned on a busy machine.
  await page.evaluate(() => document.addEventListener('click', () => ((window as unknown as { lastClick: number }).lastClick = Date.now()), true));
  const lastClick = () => page.evaluate(() => (window as unknown as { lastClick: number }).lastClick);
  const sentAt: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/activity-logs')) sentAt.push(Date.now());
  });

  // Two quick steps on: one request, for the page they end on, and the pager shows it at once.
  // Both clicks from inside the page, 100 ms apart, so a busy machine's round trips between
  // the test and the browser cannot space them past the wait.
  const sent = listRequests(page);
  await pager.getByRole('button', { name: /Next/ }).waitFor();
  await page.evaluate(async () => {
    const next = () => [...document.querySelectorAll<HTMLButtonElement>('nav[aria-label="User logs pages"] button')].find((b) => b.textContent?.includes('Next'))!;
    next().click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    next().click();
  });
  await pager.getByRole('button', { name: 'Page 3' }).and(page.locator('[aria-current="page"]')).waitFor();
  await expect.poll(() => sent.length).toBe(1);
  expect(sentAt[0]! - (await lastClick())).toBeGreaterThanOrEqual(450);
  expect(JSON.parse(sent[0]!)).toEqual({ page: 3, limit: 50, name: delta });
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(20);

  // The page size the same way: one request, from page 1.
  await page.getByRole('button', { name: /^50\s*Per page/ }).click();
  await page.getByRole('option', { name: '100' }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sentAt[1]! - (await lastClick())).toBeGreaterThanOrEqual(450);
  expect(JSON.parse(sent[1]!)).toEqual({ page: 1, limit: 100, name: delta });
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(100);
  await page.waitForTimeout(700);
  expect(sent).toHaveLength(2);
  await context.close();
});

test('a second administrator records why first: empty gives Write Message, then the delete goes ahead', async () => {
  const gamma = `Userlog Gamma ${tag}`;
  await memberWithViews(gamma, 2);
  const main = await adminSignIn();
  const email = uniqueEmail('logs-ops');
  expect((await api('POST', '/admin/createAdmin', { token: main.token, body: { name: 'Logs Colleague', email } })).body.code).toBe(5);
  const link = new URL(await linkInNewestMail(email, 'set your password'));
  const reset = await api('POST', '/auth/resetPassword', { body: { token: link.searchParams.get('token'), password: 'Office1234' } });
  expect(reset.status).toBe(200);
  const { context, page } = await openUserLogs(await signInApi(email, 'Office1234', 'admin'));

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(gamma);
  await page.getByText('2 records').waitFor();
  const rows = page.getByRole('grid', { name: 'User logs' }).getByRole('row').filter({ hasText: gamma });
  await rows.first().locator('label').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Record Log' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText(LOGS_TEXT.writeMessage).waitFor();
  await expectNoAxeViolations(page, 'Record Log with Write Message');
  expect((await api('POST', '/admin/activity-logs', { token: main.token, body: { name: gamma } })).body.totalRecords).toBe(2);

  await dialog.getByRole('textbox', { name: 'Accessed For' }).fill('The member asked us to erase a visit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(LOGS_TEXT.deleted(1)).first().waitFor();
  await page.getByText('1 record', { exact: true }).waitFor();
  const reasons = await api('POST', '/admin/log', { token: main.token, body: { limit: 5 } });
  expect((reasons.body.items as unknown[])[0]).toMatchObject({ adminEmail: email, accessedFor: 'The member asked us to erase a visit' });
  await context.close();
});

test('on a 390 px phone /admin/user-logs does not scroll sideways', async () => {
  // The phone's side navigation is a menu (admin-frame.test.ts clicks it): open the page directly.
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/user-logs');
  await page.getByRole('grid', { name: 'User logs' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/user-logs at 390 px');
  await context.close();
});
