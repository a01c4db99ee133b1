import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import { TEXT } from '../contract/texts';
import { SERVER_TEXT } from '../contract/server-texts';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { linkInNewestMail, newestMail } from './support/mail';
import { api, fillSignIn, registerMember, signInApi } from './support/members';

/**
 * An unverified member reads the site but reaches out to nobody (issue 20 §1.9, decision 0880):
 * they find a member as members do, are told why Send interest does not go out and how to get
 * a new link, follow it, and then send the interest.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openProfileFromSearch(page: Page, name: string) {
  await page.getByRole('link', { name: /Search profiles/ }).click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

test('an unverified member is told why an interest does not go out, resends the link, verifies and then sends it', async () => {
  const suffix = Date.now().toString(36);
  const she = await registerMember({ name: `Asha Verifyfirst ${suffix}`, gender: 'female' });
  const he = await registerMember({ name: `Ravi Verifyfirst ${suffix}`, gender: 'male', verified: false });
  const { context, page } = await openTab(browser);

  await page.goto('/login');
  await fillSignIn(page, he.email, he.password);
  await waitForPath(page, '/dashboard');
  const notice = page.getByRole('region', { name: 'E-mail not verified' });
  await notice.getByText('Your e-mail address is not verified yet.').waitFor();

  // Her profile, reached through search: the reason is there before anything is pressed.
  await openProfileFromSearch(page, she.name);
  await page.getByRole('main').getByText(TEXT.emailNotVerified).first().waitFor();
  await page.getByRole('button', { name: `Send interest to ${she.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await dialog.getByText(TEXT.emailNotVerified).waitFor();
  // Said once, in the dialog with its way on; the button's own error toast does not repeat it.
  await page.waitForTimeout(300);
  expect(await page.getByRole('region', { name: 'Messages' }).getByRole('alert').count()).toBe(0);
  await expectNoAxeViolations(page, '/viewprofile with the verify-first dialog');
  const mailedBefore = (await newestMail(he.email, 'Verify')).file;
  await dialog.getByRole('button', { name: m.auth_resend_link() }).click();
  await dialog.getByRole('status').filter({ hasText: SERVER_TEXT.verificationSent }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.getByText('Interest sent · waiting for an answer').count()).toBe(0);
  const hers = await signInApi(she.email, she.password);
  const received = await api('POST', '/user/getRequests', { token: hers.token, body: { type: 'received', status: 'pending', page: 1, limit: 10 } });
  expect(received.status).toBe(200);
  expect(JSON.stringify(received.body)).not.toContain(he.id);

  // The new link, followed as the mail says; the notice is gone and the interest goes out.
  await expect.poll(async () => (await newestMail(he.email, 'Verify')).file).not.toBe(mailedBefore);
  await page.goto(await linkInNewestMail(he.email, 'Verify'));
  await page.getByRole('status').filter({ hasText: SERVER_TEXT.emailVerified }).waitFor();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await waitForPath(page, '/dashboard');
  await page.getByText('Your e-mail address is verified.').waitFor();
  expect(await notice.count()).toBe(0);
  await openProfileFromSearch(page, she.name);
  await page.getByRole('button', { name: `Send interest to ${she.name}` }).click();
  await page.getByText('Interest sent · waiting for an answer').waitFor();
  await context.close();
});

test('the notice fits a phone, resends the link and hides for the rest of the session', async () => {
  const he = await registerMember({ gender: 'male', verified: false });
  const { context, page } = await openTab(browser, phone(360, 740));
  await page.goto('/login');
  await fillSignIn(page, he.email, he.password);
  await waitForPath(page, '/dashboard');
  const notice = page.getByRole('region', { name: 'E-mail not verified' });
  await notice.getByRole('button', { name: m.auth_resend_link() }).click();
  await notice.getByRole('status').filter({ hasText: SERVER_TEXT.verificationSent }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await notice.getByRole('button', { name: 'Hide for now' }).click();
  await notice.waitFor({ state: 'hidden' });
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await notice.count()).toBe(0);
  await context.close();
});
