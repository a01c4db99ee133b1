import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * The member navigation (issue 13 §2): on a phone a Menu sheet reaches family finding, the tree
 * and the preferences by a tap; on a desktop the header's groups mark the current page and the
 * Requests link counts the new ones. /newMatches on a phone: results first, filters in a sheet.
 */
let browser: Browser;
let her: SignedIn;
let him: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  const a = await registerMember({ name: 'Nila Navigator', gender: 'female' });
  const b = await registerMember({ name: 'Kiran Navigator', gender: 'male' });
  [her, him] = [await signInApi(a.email, a.password), await signInApi(b.email, b.password)];
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = phone(390, 800);

async function fromMenu(page: Page, link: RegExp | string) {
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link }).click();
}

test('on a 390 px phone the Menu reaches family finding, the tree and the preferences, nothing scrolling sideways', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, her);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${her.user.name}` }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Family Finding' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'the Menu sheet at 390 px');
  await menu.getByRole('link', { name: 'Family Finding' }).click();
  await waitForPath(page, '/familyFinding');
  await menu.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: 'Choose whom to search for' }).waitFor();

  await fromMenu(page, 'Family Tree');
  await waitForPath(page, '/tree');
  // The menu marks the page it is on.
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  expect(await menu.getByRole('link', { name: 'Family Tree' }).getAttribute('aria-current')).toBe('page');
  await menu.getByRole('link', { name: 'Partner Preferences' }).click();
  await waitForPath(page, '/preferences');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await context.close();
});

test('on a desktop the header counts a received interest on Requests and marks the current page', async () => {
  const sent = await api('POST', `/match/matchAccount/${her.user._id}`, { token: him.token, body: {} });
  expect(sent.body.code).toBe(5);
  const { context, page } = await openTab(browser);
  await storeSession(page, her);
  await page.goto('/dashboard');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Member' });
  await nav.getByRole('link', { name: 'Requests, 1 new' }).click();
  await waitForPath(page, '/requests');
  await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
  expect(await nav.getByRole('link', { name: /^Requests/ }).getAttribute('aria-current')).toBe('page');
  await expectNoAxeViolations(page, '/requests with the count in the navigation');

  await nav.getByRole('button', { name: 'Family' }).click();
  const family = page.getByRole('dialog', { name: 'Family' });
  await expectNoAxeViolations(page, 'the Family group open');
  await family.getByRole('link', { name: 'Family Tree' }).click();
  await waitForPath(page, '/tree');
  await family.waitFor({ state: 'hidden' });
  expect(await nav.getByRole('link', { name: /^Requests/ }).getAttribute('aria-current')).toBeNull();
  await nav.getByRole('button', { name: 'Family' }).click();
  expect(await family.getByRole('link', { name: 'Family Tree' }).getAttribute('aria-current')).toBe('page');
  await page.keyboard.press('Escape');
  await family.waitFor({ state: 'hidden' });

  // Matches holds the partner preferences, one click from the open group.
  await nav.getByRole('button', { name: 'Matches' }).click();
  await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Partner Preferences' }).click();
  await waitForPath(page, '/preferences');
  await context.close();
});

const resultsCount = async (page: Page) => Number(/\((\d+)\)/.exec((await page.getByText(/^Search Results \(\d+\)/).first().textContent()) ?? '')?.[1]);

test('/newMatches on a 390 px phone: results first, the filters in a sheet that counts before Search applies them', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, him);
  await page.goto('/dashboard');
  await fromMenu(page, 'Profile Matches');
  await waitForPath(page, '/newMatches');
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  const all = await resultsCount(page);
  expect(all).toBeGreaterThan(0);
  // The results start on the first screen; the side panel's accordion is not there.
  const firstResult = page.getByRole('region', { name: 'Results' }).getByRole('listitem').first();
  const top = (await firstResult.boundingBox())?.y ?? Infinity;
  expect(top).toBeLessThan(800);
  expect(await page.getByRole('button', { name: 'Profile created by' }).count()).toBe(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Filters (0)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: `Search (${all === 1 ? '1 result' : `${all} results`})` }).waitFor();
  await sheet.getByRole('button', { name: 'Profile created by' }).click();
  const option = sheet.locator('label').filter({ has: page.getByRole('checkbox') }).filter({ hasText: /\(\d+\)/ }).last();
  const count = Number(/\((\d+)\)/.exec((await option.textContent()) ?? '')?.[1]);
  await option.click();
  // Nothing applies yet: the button says what Search would give.
  await sheet.getByRole('button', { name: `Search (${count === 1 ? '1 result' : `${count} results`})` }).waitFor();
  expect(await resultsCount(page)).toBe(all);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/newMatches filter sheet at 390 px');
  await sheet.getByRole('button', { name: /^Search/ }).click();
  await sheet.waitFor({ state: 'hidden' });
  await page.getByText(new RegExp(`^Search Results \\(${count}\\)`)).first().waitFor();
  await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await context.close();
});
