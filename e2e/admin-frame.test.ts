import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { backOfficeModulesIn, chunkModules, isBackOfficeModule } from './support/admin-modules';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { adminSignIn, api } from './support/members';

/** Issue 10, the back office frame: its own chunks, the dashboard, and the sections on a phone. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a first visit to /login downloads no back-office module', async () => {
  const { context, page } = await openTab(browser);
  const scripts: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  const dist = path.resolve('dist');
  expect(scripts.length).toBeGreaterThan(0);
  expect(backOfficeModulesIn(dist, scripts)).toEqual([]);
  // Not vacuous: the back office is in the build, in files of its own.
  const all = Object.values(chunkModules(dist)).flat();
  expect(all).toContain('ui/features/admin/admin-shell.tsx');
  expect(all.filter(isBackOfficeModule).some((m) => m.includes('node_modules/uplot/'))).toBe(true);
  await context.close();
});

test('the dashboard shows the figures and both charts, each with its table', async () => {
  const { context, page } = await openAdmin(browser);
  const admin = await adminSignIn();
  const figures = (await api('GET', '/admin/getDashboard', { token: admin.token })).body.data as { members: { total: number } };
  const total = page.getByRole('definition').filter({ hasText: new Intl.NumberFormat('en-IN').format(figures.members.total) });
  expect(await page.getByRole('term').filter({ hasText: 'Members in total' }).count()).toBe(1);
  await total.first().waitFor();
  for (const name of ['Pending upgrade requests', 'Open visitor queries', 'Revenue this month', 'New today', 'Seen in the last week']) {
    await page.getByRole('term').filter({ hasText: name }).waitFor();
  }
  for (const chart of ['Sign-ups per day, last 30 days', 'Members per plan']) {
    const figure = page.getByRole('figure', { name: chart });
    await figure.locator('canvas').first().waitFor();
    await figure.getByText('Show the figures').click();
    await figure.getByRole('table', { name: chart }).waitFor();
  }
  expect(await page.getByRole('figure', { name: 'Sign-ups per day, last 30 days' }).getByRole('row').count()).toBe(31);
  await expectNoAxeViolations(page, '/admin');

  // Counting again says so in the admin's toast: top-right and dark (spec §2).
  await page.getByRole('button', { name: 'Count again' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'The figures are up to date.' });
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(120);
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^(rgb\(28, 25, 23\)|oklch\(0\.21)/);
  await context.close();
});

test('the audit trail, opened from the side navigation, shows what an action changed and filters by action', async () => {
  const admin = await adminSignIn();
  const stamp = Date.now().toString(36);
  const added = await api('POST', '/admin/addReligion', { token: admin.token, body: { name: `Audit Faith ${stamp}` } });
  const id = (added.body.data as { _id: string })._id;
  await api('PUT', `/admin/updateReligion/${id}`, { token: admin.token, body: { name: `Audit Creed ${stamp}` } });
  await api('DELETE', `/admin/removeReligion/${id}`, { token: admin.token }); // leaves the reference data as it was

  const { context, page } = await openAdmin(browser);
  await openSection(page, 'Audit trail');
  await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
  await page.getByRole('searchbox', { name: /Search by record/ }).fill(stamp);
  const table = page.getByRole('grid', { name: 'Audit trail' });
  // Other files' actions are in the list until the search's answer replaces it (500 ms debounce).
  await expect.poll(() => table.getByRole('row').count()).toBe(4); // the header and three actions
  expect(await table.getByRole('row').filter({ hasText: stamp }).count()).toBe(3);
  await page.getByRole('button', { name: /Any action/ }).click();
  await page.getByRole('option', { name: 'religion.rename' }).click();
  const rename = table.getByRole('row').filter({ hasText: 'religion.rename' });
  await rename.getByText(`Audit Faith ${stamp}`, { exact: true }).waitFor();
  await rename.getByText(`Audit Creed ${stamp}`, { exact: true }).waitFor();
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await expectNoAxeViolations(page, '/admin/audit');
  await context.close();
});

test('on a 390 px phone the sections open from the Menu, and no admin page scrolls sideways or fails axe', async () => {
  const { context, page } = await openAdmin(browser, PHONE);
  expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await menu.getByRole('menuitem', { name: 'Audit trail' }).waitFor();
  const sections = await menu.getByRole('menuitem').evaluateAll((items) =>
    items.filter((i) => i.getAttribute('aria-disabled') !== 'true').map((i) => ({ name: i.textContent.replace(/\(this page\)/, '').trim(), href: i.getAttribute('href')! })),
  );
  expect(sections.map((s) => s.href)).toContain('/admin/audit');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');
  // By keyboard: Enter opens it on the first section, arrows move, Enter follows.
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: /Dashboard/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/admin/members');

  for (const section of sections) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('menuitem', { name: section.name }).click();
    await waitForPath(page, section.href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), `${section.href} is wider than the phone`).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, `${section.href} at 390 px`);
  }
  await context.close();
});
