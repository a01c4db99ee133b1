import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { m } from '../contract/i18n/paraglide/messages';
import { PLAN_GRANTS_TEXT } from '../contract/plan-grants';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

/**
 * What plans grant, in a real browser (docs/decisions/0564): a Gold member reveals a contact
 * and sees the views count down; a member on Free gets the upgrade prompts for contacts and
 * visitors. This file runs its own Node entry (the same built UI) so that it can approve an
 * upgrade request as an admin does, through the back office's endpoint.
 */
let browser: Browser;
let own: OwnServer;
let baseURL: string;
const apiCall = (method: string, apiPath: string, body?: unknown, token?: string) => own.api(method, apiPath, body, token);

beforeAll(async () => {
  own = await startOwnServer('plan-grants');
  baseURL = own.baseURL;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const member = (name: string, gender: 'male' | 'female') => own.member(name, gender);
const holdPlan = (m: SignedIn, planId: string) => own.holdPlan(m, planId);

async function openAs(signedIn: SignedIn, pagePath: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, { baseURL });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(pagePath);
  await waitForPath(page, pagePath);
  return { page, close: () => context.close() };
}

const contactSection = (page: Page) => page.getByRole('region', { name: 'Contact details' });

test('a Gold member reveals a contact and sees the views left; it stays revealed', async () => {
  const gold = await member('Rohan Gold', 'male');
  const bride = await member('Kavya Open', 'female');
  expect((await apiCall('PUT', `/user/updateSetting/${bride.user._id}`, { contactPrivacy: 'members' }, bride.token)).status).toBe(200);
  await holdPlan(gold, 'gold');

  const { page, close } = await openAs(gold, `/viewprofile/${bride.user._id}`);
  await page.getByRole('heading', { level: 1, name: 'Kavya Open' }).waitFor();
  const section = contactSection(page);
  await section.getByText('100 of 100 contact views left').waitFor();
  expect(await section.getByText(bride.user.email).count()).toBe(0);
  await expectNoAxeViolations(page, 'contact to reveal');

  await section.getByRole('button', { name: 'View contact' }).click();
  await page.getByRole('status').filter({ hasText: PLAN_GRANTS_TEXT.revealed({ left: 99, allowed: 100 }) }).waitFor();
  await section.getByText(bride.user.email).waitFor();
  await section.getByText('+91 98765 43210').first().waitFor();
  await section.getByText('99 of 100 contact views left').waitFor();
  await expectNoAxeViolations(page, 'contact revealed');

  // Opened again: shown at once, no button, nothing more spent.
  await page.reload();
  await contactSection(page).getByText(bride.user.email).waitFor();
  expect(await contactSection(page).getByRole('button', { name: 'View contact' }).count()).toBe(0);
  const views = await apiCall('GET', `/user/get/${bride.user._id}`, undefined, gold.token);
  expect(z.object({ user: z.object({ contactAccess: z.string() }) }).parse(views.body).user.contactAccess).toBe('visible');
  await close();
});

test('a member on Free gets the upgrade prompt for contacts and for visitors; a Gold member sees who', async () => {
  const free = await member('Meena Free', 'female');
  const groom = await member('Vikram Open', 'male');
  const gold = await member('Sunil Gold', 'male');
  expect((await apiCall('PUT', `/user/updateSetting/${groom.user._id}`, { contactPrivacy: 'everyone' }, groom.token)).status).toBe(200);
  await holdPlan(gold, 'gold');
  // Both men visit her; she visits the Gold member.
  for (const m of [groom, gold]) expect((await apiCall('GET', `/user/get/${free.user._id}`, undefined, m.token)).status).toBe(200);

  const { page, close } = await openAs(free, `/viewprofile/${groom.user._id}`);
  await page.getByRole('heading', { level: 1, name: 'Vikram Open' }).waitFor();
  const section = contactSection(page);
  await section.getByText(PLAN_GRANTS_TEXT.needsPlan).waitFor();
  expect(await section.getByRole('button', { name: 'View contact' }).count()).toBe(0);
  await expectNoAxeViolations(page, 'contact upgrade prompt');
  await section.getByRole('link', { name: PLAN_GRANTS_TEXT.upgradeLink }).click();
  await waitForPath(page, '/membership');
  await page.getByRole('heading', { level: 1, name: 'Membership Plans' }).waitFor();

  // Visitors: the count and the way to a plan, no names.
  await page.goto('/usersList/viewers');
  await page.getByRole('heading', { level: 1, name: 'Who viewed my profile' }).waitFor();
  await page.getByText('2 members viewed your profile — upgrade to see who').waitFor();
  expect(await page.getByRole('link', { name: 'Vikram Open' }).count()).toBe(0);
  await expectNoAxeViolations(page, '/usersList/viewers locked');
  await page.goto('/dashboard');
  const latest = page.getByRole('region', { name: 'Latest visitors' });
  await latest.getByText('2 members viewed your profile — upgrade to see who').waitFor();
  await latest.getByRole('link', { name: m.components_visitors_upgrade_link() }).waitFor();
  await page.getByRole('link', { name: /2\s*Profile visitors/ }).waitFor();
  await expectNoAxeViolations(page, '/dashboard locked visitors');
  await close();

  // The Gold member sees her by name on the dashboard and in the list.
  expect((await apiCall('GET', `/user/get/${gold.user._id}`, undefined, free.token)).status).toBe(200);
  const goldTab = await openAs(gold, '/dashboard');
  await goldTab.page.getByRole('region', { name: 'Latest visitors' }).getByRole('link', { name: 'Meena Free' }).waitFor();
  await goldTab.page.getByRole('region', { name: 'Your plan' }).getByText('Gold', { exact: true }).waitFor();
  await goldTab.page.goto('/usersList/viewers');
  await goldTab.page.getByRole('link', { name: 'Meena Free' }).waitFor();
  await goldTab.close();
});
