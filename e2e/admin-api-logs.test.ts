import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { adminSignIn, api, registerMember, signInApi, storeSession } from './support/members';

/**
 * Issue 11 §2 (decision 0811): a member's API requests are in the API log; the main
 * administrator opens API Logs from the side navigation, finds them by the member and the
 * status class, deletes one ticked row, then 'Delete All' for the filter; the rest of the log
 * stays. Axe with a row ticked, and 390 px.
 */
// Letters only: a member's name has no digits.
const tag = Date.now().toString(36).slice(-5).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const name = `Apilog Tester ${tag}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the main administrator filters the API log and deletes ticked and all matching records', async () => {
  const member = await registerMember({ name });
  const { token } = await signInApi(member.email, member.password);
  // Three answered requests and one refused (400), all the member's.
  for (let i = 0; i < 3; i++) expect((await api('GET', '/auth/checkLogin', { token })).status).toBe(200);
  expect((await api('POST', '/user/registerLog', { token, body: { pathname: 'no-slash' } })).status).toBe(400);
  // The Node entry writes the log once a second.
  await new Promise((r) => setTimeout(r, 1200));

  const admin = await adminSignIn();
  const { context, page } = await openAdmin(browser, {}, admin);
  await openSection(page, 'API Logs');
  await waitForPath(page, '/admin/api-logs');
  await page.getByRole('heading', { level: 1, name: 'API Logs' }).waitFor();

  const grid = page.getByRole('grid', { name: 'API Logs' });
  const rows = grid.getByRole('row').filter({ hasText: name });
  await page.getByLabel(/^Member \(start of the name/).fill(name);
  await expect.poll(() => rows.count()).toBe(4);
  await page.getByText('4 records').waitFor();

  await page.getByRole('button', { name: /^Any status\s*Status/ }).click();
  await page.getByRole('option', { name: '4xx' }).click();
  await expect.poll(() => rows.count()).toBe(1);
  await rows.getByRole('rowheader', { name: '/api/user/registerLog' }).waitFor();
  await page.getByRole('button', { name: /^4xx\s*Status/ }).click();
  await page.getByRole('option', { name: 'Any status' }).click();
  await expect.poll(() => rows.count()).toBe(4);

  // Tick one row: the fixed Delete appears; the main administrator deletes at once.
  const tick = rows.first().getByRole('checkbox', { name: 'Select' });
  // The box drawn over the visually hidden input is what a person clicks.
  await rows.first().locator('label').click();
  await expect.poll(() => tick.isChecked()).toBe(true);
  await expectNoAxeViolations(page, '/admin/api-logs with a row ticked');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('1 API log record deleted.').first().waitFor();
  await expect.poll(() => rows.count()).toBe(3);
  await page.getByRole('button', { name: 'Delete', exact: true }).waitFor({ state: 'detached' });

  // 'Delete All' asks first, with the count it would delete; Cancel leaves every row.
  await page.getByRole('button', { name: 'Delete All' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 3 API log records?' });
  await confirm.getByText('Every API log record the filters match goes for good.', { exact: false }).waitFor();
  await expectNoAxeViolations(page, 'API Logs Delete All asking first');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(3);
  expect((await api('POST', '/admin/getApiLogs', { token: admin.token, body: { search: name } })).body.total).toBe(3);

  // Confirmed, it deletes what the member filter shows, nothing else.
  await page.getByRole('button', { name: 'Delete All' }).click();
  await confirm.getByRole('button', { name: 'Delete 3 API log records' }).click();
  await page.getByText('3 API log records deleted.').first().waitFor();
  await page.getByText('No API request matches these filters.').waitFor();
  const rest = await api('POST', '/admin/getApiLogs', { token: admin.token, body: { path: '/api/auth/adminLogin' } });
  expect(rest.body.total).toBeGreaterThan(0);
  await context.close();
});

test("a request made while acting as a member is the administrator's: it reads \"{administrator} as {member}\" (decision 0945)", async () => {
  const member = await registerMember({ name: `Acted Upon ${tag}` });
  const admin = await adminSignIn();
  const acting = await api('GET', `/admin/userlogin/${member.id}`, { token: admin.token });
  expect(acting.status, JSON.stringify(acting.body)).toBe(200);
  expect((await api('GET', '/auth/checkLogin', { token: acting.body.token as string })).status).toBe(200);
  await new Promise((r) => setTimeout(r, 1200));

  const { context, page } = await openAdmin(browser, {}, admin);
  await openSection(page, 'API Logs');
  await waitForPath(page, '/admin/api-logs');
  const grid = page.getByRole('grid', { name: 'API Logs' });
  // The member's own log holds none of it.
  await page.getByLabel(/^Member \(start of the name/).fill(member.id);
  await page.getByText('No API request matches these filters.').waitFor();
  await page.getByLabel(/^Member \(start of the name/).fill(admin.user._id);
  await grid.getByRole('row').filter({ hasText: `${admin.user.name} as ${member.name}` }).first().waitFor();
  await context.close();
});

test('on a 390 px phone /admin/api-logs does not scroll sideways', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/api-logs');
  await page.getByRole('heading', { level: 1, name: 'API Logs' }).waitFor();
  await page.getByRole('grid', { name: 'API Logs' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/api-logs at 390 px');
  await context.close();
});
