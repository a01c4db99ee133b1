import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PAYMENT_TEXT } from '../contract/payments';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { registerMember, signInApi, storeSession, type Member } from './support/members';

/** /membership in a real browser: the cards, the disabled-button rule, choosing a plan, axe. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openMembership(member: Member, viewport?: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, viewport ? { viewport } : {});
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/membership');
  await waitForPath(page, '/membership');
  await page.getByRole('heading', { level: 1, name: 'Membership Plans' }).waitFor();
  await page.getByTestId('plan-gold').waitFor();
  return { page, close: () => context.close() };
}

const card = (page: Page, id: string) => page.getByTestId(`plan-${id}`);

test('payments off: a member on Free chooses Gold and sends the request from the confirmation; it shows pending, and asking again is refused', async () => {
  const member = await registerMember({ name: 'Isha Upgrade' });
  const { page, close } = await openMembership(member);
  const gold = card(page, 'gold');
  await gold.getByRole('heading', { name: 'Gold' }).waitFor();
  expect(await gold.textContent()).toContain('6 Months');
  expect(await gold.textContent()).toMatch(/₹\s?4,999/);
  const choose = gold.getByRole('button', { name: /Choose Plan/ });
  expect(await choose.isDisabled()).toBe(false);
  // Payments are off on this server (no Razorpay keys): the confirmation offers the spec's request.
  const dialog = page.getByRole('dialog', { name: PAYMENT_TEXT.confirmTitle('Gold') });
  await choose.click();
  await dialog.getByText(PAYMENT_TEXT.paymentsOff).waitFor();
  expect(await dialog.getByRole('button', { name: PAYMENT_TEXT.payNow }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Send upgrade request' }).click();
  await page.getByText('Your request for the Gold plan has been sent. An admin will confirm it soon.').waitFor();
  await gold.getByText('Upgrade request pending').waitFor();
  await page.getByRole('region', { name: 'Your upgrade requests' }).getByText('Pending').waitFor();

  await choose.click();
  await dialog.getByRole('button', { name: 'Send upgrade request' }).click();
  await page.getByText('Your request for this plan is already waiting for an admin to confirm it.').waitFor();
  await close();
});

test('the button is disabled for Free without a plan and for an inactive plan (Unavailable, danger border); axe finds nothing', async () => {
  const member = await registerMember({ name: 'Neel Rules' });
  const { page, close } = await openMembership(member);
  expect(await card(page, 'free').getByRole('button', { name: /Choose Plan/ }).isDisabled()).toBe(true);
  const classic = card(page, 'classic');
  const unavailable = classic.getByRole('button', { name: /Unavailable/ });
  expect(await unavailable.textContent()).toBe('Unavailable');
  expect(await unavailable.isDisabled()).toBe(true);
  expect(await classic.getAttribute('class')).toContain('border-red-600');
  for (const id of ['silver', 'gold', 'platinum']) expect(await card(page, id).getByRole('button', { name: /Choose Plan/ }).isDisabled()).toBe(false);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await close();
});

test('/membership fits a 360 px phone without sideways scrolling', async () => {
  const member = await registerMember();
  const { page, close } = await openMembership(member, { width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await close();
});
