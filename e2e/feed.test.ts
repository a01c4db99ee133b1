import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession } from './support/members';

/**
 * The feed's producer (issue 15 §1, decision 0830): a member hears in the header's feed
 * dropdown and on /feed that a member they shortlisted updated their profile, and follows the
 * item to that profile by clicking.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ABOUT = {
  complexion: 'complexion.fair',
  bodyType: 'bodyType.slim',
  physicalStatus: 'physicalStatus.normal',
  bloodGroup: 'bloodGroup.b-positive',
  weight: '55',
  tag: 'Music and treks',
  aboutMe: 'I am an engineer in Pune who loves classical music and trekking.',
};

test('a shortlisted member’s profile update reaches the feed dropdown and /feed, and leads to the profile', async () => {
  const suffix = Date.now().toString(36);
  const reader = await registerMember({ name: `Rohan Feedreader ${suffix}`, gender: 'male' });
  const member = await registerMember({ name: `Meera Feedupdate ${suffix}`, gender: 'female' });
  const readerSession = await signInApi(reader.email, reader.password);
  const memberSession = await signInApi(member.email, member.password);
  expect((await api('POST', `/match/shortlistAccount/${member.id}`, { token: readerSession.token, body: {} })).body.code).toBe(5);
  const saved = await api('PUT', `/user/update/additionalInfo/${member.id}`, { token: memberSession.token, body: ABOUT });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const { context, page } = await openTab(browser);
  await storeSession(page, readerSession);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  const header = page.getByRole('banner');
  const feedButton = header.getByRole('button', { name: /^Feed/ });
  await expect.poll(() => feedButton.getAttribute('aria-label')).toBe('Feed, 1 unread');

  // The dropdown: the item, what opening it does, and the way to the full list.
  await feedButton.click();
  const dropdown = page.getByRole('dialog', { name: 'Feed' });
  const item = dropdown.getByRole('button', { name: new RegExp(`${member.name} updated their profile\\.`) });
  await item.waitFor();
  expect(await item.getByText('View profile').count()).toBe(1);
  await expectNoAxeViolations(page, 'feed dropdown with an item');
  await dropdown.getByRole('link', { name: 'Check all Feed' }).click();

  // /feed lists it; following it opens the member's profile.
  await waitForPath(page, '/feed');
  const listed = page.getByRole('main').getByRole('button', { name: new RegExp(`${member.name} updated their profile\\.`) });
  await listed.waitFor();
  await expectNoAxeViolations(page, '/feed with an item');
  await listed.click();
  await waitForPath(page, `/viewprofile/${member.id}`);
  await page.getByRole('heading', { name: member.name }).first().waitFor();
  await expect.poll(() => feedButton.getAttribute('aria-label')).toBe('Feed');
  await context.close();
});
