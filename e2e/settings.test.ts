import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { linkInNewestMail } from './support/mail';
import { api, fillSignIn, registerMember, signInApi, storedSession, storeSession, uniqueEmail, type Member } from './support/members';

/**
 * Account Setting in a real browser: horoscope privacy with a password (checked through the
 * API from another member's side), deleting an account, and axe on /setting.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openSettings(member: Member): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser);
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/setting');
  await waitForPath(page, '/setting');
  await page.getByRole('heading', { level: 1, name: 'Account Setting' }).waitFor();
  return { page, close: () => context.close() };
}

test('a horoscope protected with a password in the browser opens for another member only with it', async () => {
  const owner = await registerMember({ name: 'Meera Horoscope' });
  const ownerSession = await signInApi(owner.email, owner.password);
  const added = await api('PUT', `/user/update/horoscope/${owner.id}`, {
    token: ownerSession.token,
    body: { nakshatra: 'rohini', charan: 2, manglik: 'manglik.no' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);

  const { page, close } = await openSettings(owner);
  const group = page.getByRole('radiogroup', { name: 'Who may see my horoscope' });
  await group.getByText('Protected with a password').click();
  const field = page.getByLabel('Horoscope password');
  expect(await field.getAttribute('maxlength')).toBe('30');
  // Saving without the password says what is missing.
  await page.getByRole('button', { name: 'Save horoscope privacy' }).click();
  await page.getByText('Enter the horoscope password.').waitFor();
  await field.fill('Kundli#42');
  await page.getByRole('button', { name: 'Save horoscope privacy' }).click();
  await page.getByRole('status').filter({ hasText: 'Your horoscope privacy has been saved.' }).waitFor();
  await close();

  const viewer = await registerMember({ name: 'Ravi Viewer', gender: 'male' });
  const viewerSession = await signInApi(viewer.email, viewer.password);
  const ask = (body: Record<string, unknown>) => api('POST', `/user/get/horoscope/${owner.id}`, { token: viewerSession.token, body });
  const without = await ask({});
  expect(without.status).toBe(403);
  expect(without.body.error).toMatch(/password/);
  const wrong = await ask({ password: 'kundli#42' });
  expect(wrong.status).toBe(403);
  expect(wrong.body.error).toMatch(/not right/);
  const right = await ask({ password: 'Kundli#42' });
  expect(right.status).toBe(200);
  expect((right.body.data as { horoscope: { nakshtra: { _id: string } } }).horoscope.nakshtra._id).toBe('rohini');
});

test('deleting an account in the browser signs the member out for good', async () => {
  const member = await registerMember({ name: 'Tara Leaving' });
  const { page, close } = await openSettings(member);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
  await dialog.waitFor();
  // The word and the password are both needed.
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('Type DELETE to confirm.', { exact: true }).waitFor();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await waitForPath(page, '/');
  expect(await storedSession(page)).toBeNull();

  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect((await api('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
  await close();
});

test('changing the e-mail in the browser takes effect from the link sent to the new address', async () => {
  const member = await registerMember({ name: 'Kiran Moving' });
  const { page, close } = await openSettings(member);
  const next = uniqueEmail('moved');
  await page.getByLabel('New e-mail address').fill(next);
  await page.getByLabel('Current password').first().fill(member.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await page.getByText('Waiting for you to confirm').waitFor();

  const link = await linkInNewestMail(next, 'Confirm your new e-mail');
  expect(new URL(link).pathname).toBe('/confirm-email');
  await page.goto(link);
  await page.getByRole('status').filter({ hasText: 'Your e-mail address has been changed.' }).waitFor();
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await signInApi(next, member.password);
  // The link works once.
  await page.goto(link);
  await page.getByRole('alert').filter({ hasText: 'This link is not valid any more.' }).waitFor();
  await close();
});

test('no axe violations on /setting, with the delete dialog open too', async () => {
  const member = await registerMember();
  const { page, close } = await openSettings(member);
  await page.getByRole('switch', { name: /Finding soulmate/ }).waitFor();
  let violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByRole('alertdialog', { name: 'Delete account' }).waitFor();
  violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await close();
});

test('/setting fits a 360 px phone without sideways scrolling', async () => {
  const member = await registerMember();
  const { context, page } = await openTab(browser, { viewport: { width: 360, height: 740 } });
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/setting');
  await page.getByRole('heading', { level: 1, name: 'Account Setting' }).waitFor();
  await page.getByRole('radiogroup', { name: 'Who may see my horoscope' }).getByText('Protected with a password').click();
  await page.getByLabel('Horoscope password').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
