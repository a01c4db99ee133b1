import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { databaseAtStart } from '../worker/admin/database/at-start';
import { ABANDONED, STALE_RUN_MS } from '../worker/admin/database/runs';
import { newId } from '../worker/ids';
import { launchBrowser } from './support/browser';
import { storeSession } from './support/members';
import { signedInSchema, startOwnServer, type OwnServer } from './support/own-server';

/**
 * Issue 20 §3.1 on the page (decision 0875): a backup cut short by a crash is listed as
 * Abandoned, with what to do in its output, after the start routine has found it; and the
 * next job runs. Its own Node entry, to leave a run as a killed process does.
 */
let browser: Browser;
let own: OwnServer;
beforeAll(async () => {
  own = await startOwnServer('crashed-job');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

test('a backup cut short by a crash is listed as Abandoned, and the next job runs', async () => {
  const admin = signedInSchema.parse((await own.api('POST', '/auth/adminLogin', own.admin)).body);
  const beat = Date.now() - STALE_RUN_MS - 1000;
  await own.database.db
    .insertInto('maintenance_runs')
    .values({ id: newId(), job: 'backup', status: 'running', admin_id: admin.user._id, admin_email: own.admin.email, started_at: beat - 2000, heartbeat_at: beat })
    .execute();
  expect(await databaseAtStart(own.deps)).toMatchObject({ abandoned: 1 });

  const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await storeSession(page, admin);
  await page.goto('/admin/database');
  await page.getByRole('heading', { level: 1, name: 'Database updates' }).waitFor();

  const abandoned = page.getByRole('row').filter({ has: page.getByText('Abandoned', { exact: true }) });
  await abandoned.waitFor();
  await abandoned.getByRole('button', { name: /^Output of Back up/ }).click();
  const output = page.getByRole('dialog', { name: 'Back up: output' });
  expect((await output.locator('pre').innerText()).trim()).toBe(ABANDONED);
  await output.getByRole('button', { name: 'Close' }).click();

  // The lock is free: the next job starts and finishes.
  await page.getByRole('button', { name: 'Integrity check', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Integrity check' });
  await confirm.getByRole('button', { name: 'Integrity check' }).click();
  await page.getByRole('row').filter({ hasText: 'Integrity check' }).getByText('Succeeded').waitFor();
  await context.close();
});
