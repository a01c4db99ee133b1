import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { launchBrowser, openTab } from './support/browser';
import { baseUrl } from './support/env';

/**
 * Spec §2/§8: 'Server Error' when the reference data cannot load. The browser's own requests
 * are routed: the HTML shell loses its embedded `<script id="app-data">` and GET /api/app/getData
 * fails, the two sources the app has.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const APP_DATA = /<script id="app-data"[^>]*>[\s\S]*?<\/script>/;

test("'Server Error' when neither the page nor /api/app/getData gives the reference data", async () => {
  expectLogged(/^Browser console error: Failed to load resource: net::ERR_FAILED \(\S+\/api\/app\/getData\)/);
  const { context, page } = await openTab(browser);
  let getDataAsked = 0;
  await page.route('**/api/app/getData', (route) => {
    getDataAsked += 1;
    return route.abort();
  });
  let stripped = false;
  await page.route(`${baseUrl}/login`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    stripped = APP_DATA.test(html);
    await route.fulfill({ response, body: html.replace(APP_DATA, '') });
  });

  await page.goto('/login');
  // The prerendered sign-in page shows first (decision 0014); the app then replaces it.
  const heading = page.getByRole('heading', { level: 1, name: 'Server Error' });
  await heading.waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Server Error');
  expect(stripped, 'the server embedded the reference data, and the test removed it').toBe(true);
  expect(getDataAsked).toBeGreaterThanOrEqual(1);
  expect(await page.locator('#app-data').count()).toBe(0);
  // Nothing of the app renders behind it.
  expect(await page.getByLabel('E-mail').count()).toBe(0);
  await context.close();
});

test('the embedded reference data alone is enough: no call to /api/app/getData', async () => {
  const { context, page } = await openTab(browser);
  let getDataAsked = 0;
  await page.route('**/api/app/getData', (route) => {
    getDataAsked += 1;
    return route.abort();
  });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  // Once the app has taken the prerendered page over (decision 0014), it has read its data.
  await page.waitForSelector('#root:not([data-prerendered])', { state: 'attached' });
  expect(getDataAsked).toBe(0);
  await context.close();
});
