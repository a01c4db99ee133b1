import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { launchBrowser, openTab } from './support/browser';

/**
 * A page's console errors and uncaught exceptions reach the test (issue 21 §3): openTab passes
 * them to clean-run.ts, which fails a test for any it did not declare (worker/test/clean-run.test.ts
 * shows that rule failing tests). Here each is declared, and must arrive for the test to pass.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("a page's console error and uncaught exception are the test's, an API's 4xx answer is not", async () => {
  const consoleLine = expectLogged(/^Browser console error: The page said so$/);
  const pageError = expectLogged(/^Browser page error: Thrown by the page/);
  const { context, page } = await openTab(browser);
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  const status = await page.evaluate(async () => (await fetch('/api/user/getMyProfile/nobody')).status);
  expect(status).toBe(401);
  await page.evaluate(() => console.error('The page said so'));
  await page.evaluate(() => setTimeout(() => {
    throw new Error('Thrown by the page');
  }));
  await expect.poll(() => consoleLine.calls.length + pageError.calls.length).toBe(2);
  await context.close();
});
