import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection } from './support/admin';
import { launchBrowser, waitForPath } from './support/browser';
import { adminSignIn, api, registerMember, signInApi, storedSession, type SignedIn } from './support/members';

/**
 * Issue 21 §1: a back-office table keeps its page, page size, sort, search and filters in the
 * address. Paging, sorting and searching navigate, so a reload keeps the place, back and forward
 * step through it, and a link opens the same page for another administrator; a write (blocking
 * a member) shows in the table at once, without a reload.
 */
// Letters only: a member's name has no digits.
const tag = Date.now().toString(36).slice(-6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const prefix = `Urlstate${tag}`;
const FIRST_NAMES = ['Aarti', 'Bhavna', 'Chitra', 'Deepa', 'Esha', 'Farida'];
const apiLogName = `Urlapilog ${tag}`;

let browser: Browser;
let admin: SignedIn;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSignIn();
});
afterAll(async () => {
  await browser?.close();
});

const search = (page: Page) => new URL(page.url()).searchParams;
const names = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('rowheader').allInnerTexts();

/** Waits until the grid's row headers read `expected` (in that order). */
async function rowsRead(page: Page, grid: string, expected: string[]) {
  await expect.poll(async () => (await names(page, grid)).map((n) => n.split('\n')[0]!.trim())).toEqual(expected);
}

test('members: search, sort, page size and page live in the address; reload, back, forward and a shared link keep the place', async () => {
  for (const first of FIRST_NAMES) await registerMember({ name: `${prefix} ${first}`, verified: false });
  const full = FIRST_NAMES.map((f) => `${prefix} ${f}`);

  const { context, page } = await openAdmin(browser, {}, admin);
  await openSection(page, 'Members');
  await waitForPath(page, '/admin/members');
  await page.getByLabel(/^Search by name, e-mail, phone or profile id/).fill(prefix);
  await page.getByText('6 records', { exact: true }).waitFor();
  await expect.poll(() => search(page).get('search')).toBe(prefix);

  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect.poll(() => search(page).get('key')).toBe('name');
  expect(search(page).get('direction')).toBe('asc');
  await page.getByRole('button', { name: /^10\s*Per page/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await rowsRead(page, 'Members', full.slice(0, 5));
  expect(search(page).get('limit')).toBe('5');

  await page.getByRole('navigation', { name: 'Members pages' }).getByRole('button', { name: 'Page 2' }).click();
  await rowsRead(page, 'Members', full.slice(5));
  expect(search(page).get('page')).toBe('2');

  // A reload keeps the place: the same page, its search in the box.
  await page.reload();
  await rowsRead(page, 'Members', full.slice(5));
  expect(await page.getByLabel(/^Search by name, e-mail, phone or profile id/).inputValue()).toBe(prefix);
  await page.getByText('6 records', { exact: true }).waitFor();

  // Back to the first page, forward to the second.
  await page.goBack();
  await rowsRead(page, 'Members', full.slice(0, 5));
  await page.goForward();
  await rowsRead(page, 'Members', full.slice(5));

  // A link another administrator opens: the same list, sorted the other way, on its second page.
  const link = `/admin/members?${new URLSearchParams({ search: prefix, key: 'name', direction: 'desc', limit: '5', page: '2' })}`;
  const other = await openAdmin(browser, {}, admin);
  await other.page.goto(link);
  await rowsRead(other.page, 'Members', [full[0]!]);
  await other.page.getByRole('button', { name: 'Page 1' }).click();
  await rowsRead(other.page, 'Members', [...full].reverse().slice(0, 5));
  await other.context.close();
  await context.close();
});

test('members: blocking shows in the table at once, without a reload', async () => {
  const member = await registerMember({ name: `${prefix} Gauri`, verified: false });
  const { context, page } = await openAdmin(browser, {}, admin);
  await page.goto(`/admin/members?${new URLSearchParams({ search: member.name })}`);
  const row = page.getByRole('row').filter({ hasText: member.name });
  await row.getByRole('gridcell', { name: 'Active' }).waitFor();
  const loads: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && loads.push(f.url()));

  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${member.name}` });
  await dialog.getByLabel(/^Reason/).fill('Shared a fake phone number');
  await dialog.getByRole('button', { name: 'Block member' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('gridcell', { name: 'Blocked' }).waitFor();
  expect(loads).toEqual([]);
  await context.close();
});

test('API logs: member search, method filter, sort, page size and page live in the address; reload, back, forward and a shared link keep the place', async () => {
  const member = await registerMember({ name: apiLogName, verified: false });
  const { token } = await signInApi(member.email, member.password);
  for (let i = 0; i < 7; i++) expect((await api('GET', '/auth/checkLogin', { token })).status).toBe(200);
  // The Node entry writes the log once a second.
  await new Promise((r) => setTimeout(r, 1200));

  const { context, page } = await openAdmin(browser, {}, admin);
  await openSection(page, 'API Logs');
  await waitForPath(page, '/admin/api-logs');
  const grid = page.getByRole('grid', { name: 'API Logs' });
  const rows = grid.getByRole('row').filter({ hasText: '/api/auth/checkLogin' });
  await page.getByRole('searchbox', { name: 'Member (start of the name, profile id or id)' }).fill(apiLogName);
  await page.getByText('7 records', { exact: true }).waitFor();
  await page.getByRole('button', { name: /^Any method/ }).click();
  await page.getByRole('option', { name: 'GET', exact: true }).click();
  await expect.poll(() => search(page).get('method')).toBe('GET');
  await page.getByRole('columnheader', { name: 'Date & Time' }).click();
  await expect.poll(() => search(page).get('direction')).toBe('asc');
  await page.getByRole('button', { name: /^10\s*Per page/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect.poll(() => rows.count()).toBe(5);
  await page.getByRole('navigation', { name: 'API Logs pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => rows.count()).toBe(2);
  expect(Object.fromEntries(search(page))).toMatchObject({ search: apiLogName, method: 'GET', direction: 'asc', limit: '5', page: '2' });

  await page.reload();
  await page.getByText('7 records', { exact: true }).waitFor();
  await expect.poll(() => rows.count()).toBe(2);
  expect(await page.getByRole('searchbox', { name: 'Member (start of the name, profile id or id)' }).inputValue()).toBe(apiLogName);
  await page.getByRole('button', { name: /^GET\s*Method/ }).waitFor();

  await page.goBack();
  await expect.poll(() => rows.count()).toBe(5);
  await page.goForward();
  await expect.poll(() => rows.count()).toBe(2);

  const other = await openAdmin(browser, {}, admin);
  await other.page.goto(`/admin/api-logs?${new URLSearchParams({ search: apiLogName, method: 'GET', limit: '5', page: '2' })}`);
  await other.page.getByText('7 records', { exact: true }).waitFor();
  await expect.poll(() => other.page.getByRole('grid', { name: 'API Logs' }).getByRole('row').filter({ hasText: '/api/auth/checkLogin' }).count()).toBe(2);
  await other.context.close();
  await context.close();
});

test('opening /admin/userlogin/{id} acts as the member once; an unknown id says so, with the way to the list', async () => {
  const member = await registerMember({ name: `${prefix} Hema` });
  const { context, page } = await openAdmin(browser, {}, admin);
  await page.goto('/admin/userlogin/SB000000');
  await page.getByRole('link', { name: 'Find the member in the list' }).waitFor();
  expect((await storedSession(page))?.userId).toBe(admin.user._id);

  await page.goto(`/admin/userlogin/${member.id}`);
  await waitForPath(page, '/dashboard');
  await page.getByText(`You are acting as ${member.name}`).waitFor();
  expect((await storedSession(page))?.userId).toBe(member.id);
  await context.close();
});
