import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PREFERENCE_TEXT } from '../contract/preferences';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, chatPair, registerMember, signInApi, storeSession } from './support/members';

/**
 * The member pages that read from their route's loader show the current state (issue 21 §1):
 * a save of partner preferences is what Match recommendation shows next, without a reload; and
 * the filters of Profile Matches and Search Profile, and the name searched for among the
 * conversations, live in the address, so a reload or a shared link shows the same.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A mark on the page's window: it is gone after any full reload. */
const markWindow = (page: Page) => page.evaluate(() => void ((window as unknown as { h3Mark: number }).h3Mark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { h3Mark?: number }).h3Mark === 1);

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('saved partner preferences show on Match recommendation and Profile Matches without a reload', async () => {
  const suffix = Date.now().toString(36);
  const member = await registerMember({ name: `Kiran Current ${suffix}`, gender: 'male' });
  const session = await signInApi(member.email, member.password);
  const religion = await api('PUT', `/user/update/religionDetails/${member.id}`, {
    token: session.token,
    body: { religion: 'hindu', caste: 'hindu.brahmin', gotra: 'hindu.brahmin.atreya' },
  });
  expect(religion.status, JSON.stringify(religion.body)).toBe(200);

  const { context, page } = await openTab(browser);
  await storeSession(page, session);
  await page.goto('/matchRecommendation');
  await page.getByText(PREFERENCE_TEXT.noPreference).waitFor();
  await markWindow(page);

  // From the blocking message to the form, inside the app.
  await page.getByRole('link', { name: 'Set your partner preferences' }).click();
  await waitForPath(page, '/preferences');
  await choose(page, /Age from/, '21 years');
  // A marital status (or education) is what the lists need (spec §5).
  await page.getByRole('button', { name: /^Marital status/ }).click();
  await page.getByRole('option', { name: 'Single', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('status').filter({ hasText: PREFERENCE_TEXT.saved }).waitFor();

  // Back to the page that was blocked a moment ago: its lists now show.
  await page.goBack();
  await waitForPath(page, '/matchRecommendation');
  await page.getByRole('region', { name: /^Members you may like/ }).waitFor().catch(async (e) => {
    throw new Error(`${String(e)}\n${await page.locator('main').innerText()}`);
  });
  expect(await page.getByText(PREFERENCE_TEXT.noPreference).count()).toBe(0);

  // The form again: it shows what was saved.
  await page.goto('/preferences');
  await markWindow(page);
  await page.getByRole('button', { name: /Age from/ }).filter({ hasText: '21 years' }).waitFor();
  await choose(page, /Age from/, '23 years');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('status').filter({ hasText: PREFERENCE_TEXT.saved }).waitFor();
  await page.getByRole('link', { name: 'Match recommendation' }).click();
  await waitForPath(page, '/matchRecommendation');
  await page.getByRole('region', { name: /^Members you may like/ }).waitFor();
  // Profile Matches from the header, then the form from /profile: the last save, no reload between.
  await page.getByRole('banner').getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Matches' }).click();
  await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Profile Matches' }).click();
  await waitForPath(page, '/newMatches');
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  await page.goBack();
  await waitForPath(page, '/matchRecommendation');
  await page.goBack();
  await waitForPath(page, '/preferences');
  await page.getByRole('button', { name: /Age from/ }).filter({ hasText: '23 years' }).waitFor();
  expect(await stillSamePage(page)).toBe(true);
  await context.close();
});

test('a reload or a shared link of Profile Matches and Search Profile keeps the filters and the page', async () => {
  const suffix = Date.now().toString(36);
  for (let i = 0; i < 3; i++) await registerMember({ name: `Meera Filtered ${suffix} ${i}`, gender: 'female' });
  const me = await registerMember({ name: `Arun Filtering ${suffix}`, gender: 'male' });
  const session = await signInApi(me.email, me.password);
  const { context, page } = await openTab(browser);
  await storeSession(page, session);

  await page.goto('/newMatches');
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  await page.getByRole('button', { name: 'Profile created by' }).click();
  const option = page.locator('label').filter({ has: page.getByRole('checkbox') }).filter({ hasText: /^Self/ }).first();
  await option.click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('criteria') ?? '').toContain('profileFor');
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  const filteredText = await page.getByText(/^Search Results \(\d+\)/).first().textContent();
  const filteredUrl = page.url();

  await page.reload();
  await page.getByText(filteredText ?? '').first().waitFor();
  await page.getByRole('button', { name: 'Profile created by' }).click();
  expect(await option.getByRole('checkbox').isChecked()).toBe(true);

  // The same address in another tab: the same filters and count.
  const other = await openTab(browser);
  await storeSession(other.page, session);
  await other.page.goto(filteredUrl);
  await other.page.getByText(filteredText ?? '').first().waitFor();
  await other.page.getByRole('button', { name: 'Profile created by' }).click();
  expect(await other.page.locator('label').filter({ has: other.page.getByRole('checkbox') }).filter({ hasText: /^Self/ }).first().getByRole('checkbox').isChecked()).toBe(true);
  await other.context.close();

  // Search Profile keeps its text and results through a reload too.
  await page.goto('/searchProfile');
  await page.getByLabel('Unique id or name').fill(`Meera Filtered ${suffix}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Search Results (3)').waitFor();
  await page.reload();
  await page.getByText('Search Results (3)').waitFor();
  expect(await page.getByLabel('Unique id or name').inputValue()).toBe(`Meera Filtered ${suffix}`);
  await page.goBack();
  await waitForPath(page, '/searchProfile');
  await page.getByText('Enter a unique id or a name, or choose filters, then press Search.').waitFor();
  await context.close();
});

test('a conversation searched for by name stays searched through a reload and a move to its thread; a new message shows without one', async () => {
  const [a, b] = await chatPair('Searched');
  // A's plan opens the conversation; then B may answer.
  const sent = await api('POST', '/user/sendMessage', { token: a.token, body: { userId: b.user._id, text: 'Namaste' } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { context, page } = await openTab(browser);
  await storeSession(page, a);
  await page.goto('/chat');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('link', { name: new RegExp(b.user.name) }).waitFor();
  await markWindow(page);

  await page.getByLabel('Search conversations by name').fill('Bhavna Searched');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Bhavna Searched');
  await page.reload();
  expect(await page.getByLabel('Search conversations by name').inputValue()).toBe('Bhavna Searched');
  await list.getByRole('link', { name: new RegExp(b.user.name) }).click();
  await waitForPath(page, `/messages/${b.user._id}`);
  expect(new URL(page.url()).searchParams.get('q')).toBe('Bhavna Searched');
  await markWindow(page);

  // Her next message moves the list's snippet, live.
  const again = await api('POST', '/user/sendMessage', { token: b.token, body: { userId: a.user._id, text: 'Are you there?' } });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  await list.getByText('Are you there?').waitFor();
  expect(await stillSamePage(page)).toBe(true);
  await context.close();
});
