import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { MEMBER_PASSWORD, registerMember, signInApi, storeSession, uniqueEmail, type SignedIn } from './support/members';
import { signedInSchema, startOwnServer, type OwnServer } from './support/own-server';

/**
 * Support contact and social links are the operator's, or absent (issue 22 §4): the shared test
 * server sets none, so no address, number or "Follow us" shows anywhere a visitor looks; a server
 * with SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS and SOCIAL_LINKS shows exactly those. The home
 * page claims no phone checks. Every page is reached by clicking, at 1280 and 390 px.
 */
let browser: Browser;
let own: OwnServer;
const SETTINGS = {
  SUPPORT_EMAIL: 'help@sambandh-e2e.example',
  SUPPORT_PHONE: '+91 20 2555 0101',
  SUPPORT_HOURS: 'Monday to Friday, 10 am to 5 pm IST',
  SOCIAL_LINKS: 'instagram=https://www.instagram.com/sambandh-e2e,youtube=https://www.youtube.com/@sambandh-e2e',
};

beforeAll(async () => {
  browser = await launchBrowser();
  own = await startOwnServer('site-contact', { configOverrides: SETTINGS });
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

const footerOf = (page: Page) => page.getByRole('contentinfo');

/** The home page, then its footer's Contact link, checked at both widths. */
async function homeThenContact(page: Page, check: (page: Page, where: string) => Promise<void>): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find a life partner, together with your family' }).waitFor();
    await check(page, `/ at ${width} px`);
    await footerOf(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await waitForPath(page, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await check(page, `/contact at ${width} px`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }
}

test('with nothing set: no placeholder address, number or social links, and no phone-check claim', async () => {
  const { context, page } = await openTab(browser);
  await homeThenContact(page, async (p, where) => {
    // Hydrated: the footer's year comes from the clock once the app runs.
    await footerOf(p).getByText(`© ${new Date().getFullYear()}`).waitFor();
    expect(await footerOf(p).getByText('Follow us').count(), where).toBe(0);
    expect(await p.locator('a[href^="mailto:"], a[href^="tel:"]').count(), where).toBe(0);
    // The home page said "Verified e-mail and phone"; no phone is verified.
    expect(await p.getByRole('main').getByText(/phone check|e-mail and phone/i).count(), `${where} claims no phone checks`).toBe(0);
    await expectNoAxeViolations(p, where);
  });
  // The contact page still offers the form.
  await page.getByRole('button', { name: /Send/ }).first().waitFor();

  // The member frame's help line: the contact page, and no made-up number.
  const member = await registerMember({ name: `Sakshi Contact ${Date.now().toString(36)}` });
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Contact us' }).waitFor();
  expect(await banner.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
  await context.close();
});

test('with the settings: the footer, the contact page and the member header show exactly them', async () => {
  const { context, page } = await openTab(browser, { baseURL: own.baseURL });
  await homeThenContact(page, async (p, where) => {
    const follow = footerOf(p).getByRole('navigation', { name: 'Follow us' });
    const instagram = follow.getByRole('link', { name: 'Instagram' });
    await instagram.waitFor();
    expect(await instagram.getAttribute('href'), where).toBe('https://www.instagram.com/sambandh-e2e');
    expect(await follow.getByRole('link', { name: 'YouTube' }).getAttribute('href'), where).toBe('https://www.youtube.com/@sambandh-e2e');
    expect(await follow.getByRole('link').count(), where).toBe(2);
    await expectNoAxeViolations(p, where);
  });
  const main = page.getByRole('main');
  expect(await main.getByRole('link', { name: SETTINGS.SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SETTINGS.SUPPORT_EMAIL}`);
  expect(await main.getByRole('link', { name: SETTINGS.SUPPORT_PHONE }).getAttribute('href')).toBe('tel:+912025550101');
  await main.getByText(SETTINGS.SUPPORT_HOURS).waitFor();

  // A member of this deployment sees the same number and address in the header's help line.
  const { motherTongueId, religionId } = await own.referenceIds();
  const email = uniqueEmail('contact');
  const registered = await own.api('POST', '/user/register', { profileFor: 'Self', declaration: true, name: 'Meera Contact', gender: 'female', dob: '1995-04-12', email, phone: '+91 98765 43210', password: MEMBER_PASSWORD, motherTongueId, religionId });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const signedIn: SignedIn = signedInSchema.parse((await own.api('POST', '/auth/login', { email, password: MEMBER_PASSWORD })).body);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, signedIn);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  const banner = page.getByRole('banner');
  expect(await banner.getByRole('link', { name: SETTINGS.SUPPORT_PHONE }).getAttribute('href')).toBe('tel:+912025550101');
  expect(await banner.getByRole('link', { name: SETTINGS.SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SETTINGS.SUPPORT_EMAIL}`);
  await context.close();
});
