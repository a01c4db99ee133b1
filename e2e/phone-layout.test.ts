import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openTab, pageWidth, phone } from './support/browser';
import { registerMember, signInApi, storeSession } from './support/members';

/** A 360 × 740 phone: pages fit the width, nothing scrolls sideways. */
const PHONE = phone(360, 740);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('/login fits a 360 px wide phone', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await context.close();
});

test('/dashboard with the member frame fits a 360 px wide phone, dropdown open too', async () => {
  const member = await registerMember({ name: 'Lakshmi Venkataraman Subramaniam' });
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  await page.getByRole('button', { name: /^Notifications, 1 unread$/ }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText(/Welcome to Sambandh/).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360, `dropdown box ${JSON.stringify(box)}`).toBe(true);
  await context.close();
});
