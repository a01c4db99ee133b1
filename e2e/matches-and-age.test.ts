import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ageText } from '../contract/age-text';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 15 §6 and §7 (decision 0840): a member with an accepted interest opens Accepted Matches
 * from the header, finds the card, opens the profile and reads the age as years, months, days,
 * as /familyMember shows it under their own name.
 */
let browser: Browser;
let him: SignedIn;
let her: SignedIn;
const DOB = '1995-04-12'; // e2e/support/members.ts registers every member with it.

async function signedIn(name: string, gender: 'male' | 'female'): Promise<SignedIn> {
  const m = await registerMember({ name, gender });
  return signInApi(m.email, m.password);
}

/** The age text as the page shows it, allowing for a day's boundary passed while the test ran. */
async function seeAge(page: Page, scope: ReturnType<Page['locator']> | Page, since: number) {
  const texts = new Set([ageText(DOB, since), ageText(DOB, Date.now())]);
  await scope.getByText(new RegExp(`^(${[...texts].join('|')})$`)).first().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  him = await signedIn('Vikram Accepted', 'male');
  her = await signedIn('Ananya Accepted', 'female');
  const sent = await api('POST', `/match/matchAccount/${her.user._id}`, { token: him.token, body: {} });
  expect(sent.body.code).toBe(5);
  const accepted = await api('PUT', '/match/updateMatchRequest', { token: her.token, body: { id: sent.body.requestId, status: 'accepted' } });
  expect(accepted.body.code).toBe(5);
});
afterAll(async () => {
  await browser?.close();
});

test('Accepted Matches from the header: the card with its actions, the profile with the age as years, months, days; /familyMember too', async () => {
  const since = Date.now();
  const { context, page } = await openTab(browser);
  await storeSession(page, her);
  await page.goto('/dashboard');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Member' });
  await nav.getByRole('button', { name: 'Matches' }).click();
  await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Accepted Matches' }).click();
  await waitForPath(page, '/usersList/matches');
  await page.getByRole('heading', { level: 1, name: 'Accepted Matches' }).waitFor();
  const actions = page.getByRole('group', { name: 'Actions for Vikram Accepted' });
  await actions.getByRole('link', { name: 'Message' }).waitFor();
  await page.getByText(/^Accepted /).first().waitFor();
  await expectNoAxeViolations(page, '/usersList/matches');

  await page.getByRole('link', { name: 'Vikram Accepted', exact: true }).click();
  await waitForPath(page, `/viewprofile/${him.user._id}`);
  await page.getByRole('heading', { level: 1, name: 'Vikram Accepted' }).waitFor();
  await seeAge(page, page, since);
  await expectNoAxeViolations(page, '/viewprofile with the age as years, months, days');

  await nav.getByRole('button', { name: 'Family' }).click();
  await page.getByRole('dialog', { name: 'Family' }).getByRole('link', { name: 'Family Members' }).click();
  await waitForPath(page, '/familyMember');
  const ownRow = page.getByRole('row', { name: /Ananya Accepted/ }).first();
  await seeAge(page, ownRow, since);
  await expectNoAxeViolations(page, '/familyMember with the age');
  await context.close();
});

test('a member without accepted matches reads what to do next', async () => {
  const alone = await signedIn('Meera Alone', 'female');
  const { context, page } = await openTab(browser);
  await storeSession(page, alone);
  await page.goto('/dashboard');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Member' });
  await nav.getByRole('button', { name: 'Matches' }).click();
  await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Accepted Matches' }).click();
  await page.getByText('No accepted matches yet.').waitFor();
  await page.getByText(/When a member accepts your interest, or you accept theirs/).waitFor();
  await expectNoAxeViolations(page, '/usersList/matches, empty');
  await context.close();
});
