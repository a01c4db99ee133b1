import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab } from './support/browser';
import { registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/** Profile Matches: filter in the browser and see the results follow the counts; axe on both pages. */
let browser: Browser;
let viewer: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  await registerMember({ name: 'Sita Searchable', gender: 'female' });
  await registerMember({ name: 'Gita Searchable', gender: 'female' });
  const m = await registerMember({ name: 'Ravi Searcher', gender: 'male' });
  viewer = await signInApi(m.email, m.password);
});
afterAll(async () => {
  await browser?.close();
});


const resultsCount = async (page: Page) => {
  const text = await page.getByText(/^Search Results \(\d+\)/).first().textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
};

test('filter Profile Matches: ticking an option gives as many results as its count', async () => {
  const { context, page } = await openTab(browser);
  await storeSession(page, viewer);
  await page.goto('/newMatches');
  await page.getByRole('heading', { level: 1, name: 'Profile Matches' }).waitFor();
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  const all = await resultsCount(page);
  expect(all).toBeGreaterThan(0);
  await page.getByRole('listitem').filter({ hasText: 'Searchable' }).first().waitFor();
  await expectNoAxeViolations(page, '/newMatches');

  // Profile created by: everyone registered here is 'Self'; pick the first option and its count.
  await page.getByRole('button', { name: 'Profile created by' }).click();
  const option = page.locator('label').filter({ has: page.getByRole('checkbox') }).filter({ hasText: /\(\d+\)/ }).last();
  const label = (await option.textContent()) ?? '';
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  await option.click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(new RegExp(`^Search Results \\(${count}\\)`)).first().waitFor();
  // Marital status opens on its own, the other stays open.
  await page.getByRole('button', { name: 'Marital status' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Profile created by' }).getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => page.getByRole('button', { name: 'Marital status' }).getAttribute('aria-expanded')).toBe('true');

  // A bad age range is refused with the spec's text.
  await page.getByLabel('Age from (years)').fill('40');
  await page.getByLabel('Age to (years)').fill('30');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('alert').getByText('Enter Valid Details.').waitFor();
  // The criteria are kept in the address: a reload shows the same results, Back the unfiltered ones.
  expect(new URL(page.url()).searchParams.get('criteria')).toContain('profileFor');
  await page.reload();
  await page.getByText(new RegExp(`^Search Results \\(${count}\\)`)).first().waitFor();
  await page.goBack();
  await page.getByText(new RegExp(`^Search Results \\(${all}\\)`)).first().waitFor();

  await context.close();
});

test('Search Profile finds a member by part of the name; axe on /searchProfile', async () => {
  const { context, page } = await openTab(browser);
  await storeSession(page, viewer);
  await page.goto('/searchProfile');
  await page.getByRole('heading', { level: 1, name: 'Search Profile' }).waitFor().catch(async (e) => {
    throw new Error(`${String(e)}\n${page.url()}\n${await page.locator('body').innerText()}`);
  });
  await expectNoAxeViolations(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill('sita searchable');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Sita Searchable' }).first().waitFor();
  expect(await resultsCount(page)).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page, '/searchProfile with results');
  await context.close();
});
