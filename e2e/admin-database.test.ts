import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { adminSignIn, storeSession } from './support/members';

/**
 * Issue 11 §5, Database updates (decision 0814): from the side navigation an administrator runs
 * the integrity check after its confirmation, sees the run go from running to finished in the
 * runs list, and reads its output. Axe with the output open, and 390 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('run the integrity check from the side navigation and read its output in the runs list', async () => {
  const { context, page } = await openAdmin(browser);
  await openSection(page, 'Database updates');
  await waitForPath(page, '/admin/database');
  await page.getByRole('heading', { level: 1, name: 'Database updates' }).waitFor();
  await page.getByText('No pending migration: the database is up to date.').waitFor();
  expect(await page.getByRole('button', { name: 'Apply pending' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: 'Integrity check', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Integrity check' });
  await confirm.getByText(/^Run the integrity check now\?/).waitFor();
  await confirm.getByRole('button', { name: 'Integrity check' }).click();
  await confirm.waitFor({ state: 'hidden' });

  const run = page.getByRole('row').filter({ hasText: 'Integrity check' }).first();
  await run.getByText('Succeeded').waitFor();
  await run.getByRole('button', { name: /^Output of Integrity check/ }).click();
  const output = page.getByRole('dialog', { name: 'Integrity check: output' });
  expect((await output.locator('pre').innerText()).trim()).toBe('ok');
  await expectNoAxeViolations(page, '/admin/database with a run’s output open');
  await output.getByRole('button', { name: 'Close' }).click();
  await context.close();
});

test('on a 390 px phone /admin/database does not scroll sideways and passes axe', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/database');
  await page.getByRole('heading', { level: 1, name: 'Database updates' }).waitFor();
  await page.getByRole('grid', { name: 'Database job runs' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/database at 390 px');
  await context.close();
});
