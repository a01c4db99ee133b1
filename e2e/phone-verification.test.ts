import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PHONE_TEXT } from '../contract/phone';
import { SEARCH_TEXT } from '../contract/search';
import { PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { newSignedInMember, openDashboard } from './support/dashboard';
import { codeInNewestSms } from './support/sms';

/**
 * Issue 24 "Phone verification" (decision 0955), at 1280 and 390 px: a member opens Account
 * Setting from the profile menu, asks for a code, types a wrong one and is told so, then the code
 * from the local SMS file, and sees "Phone verified"; a man finds her under the Profile Matches
 * filter "Phone verified", reached from the header, with the badge on her card and her profile.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { size: 'desktop', options: {} },
  { size: 'phone', options: PHONE },
] as const;

/** A fresh Indian mobile number for each run, as no two members may verify the same one. */
const freshNumber = (i: number) => `9${String(Date.now() * 10 + i).slice(-9)}`;

async function openSettingsFromTheMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  await waitForPath(page, '/setting');
  await page.getByRole('heading', { level: 1, name: 'Account Setting' }).waitFor();
}

async function openProfileMatches(page: Page, size: 'desktop' | 'phone'): Promise<void> {
  const banner = page.getByRole('banner');
  if (size === 'desktop') {
    await banner.getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Matches' }).click();
    await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Profile Matches', exact: true }).click();
  } else {
    await banner.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile Matches', exact: true }).click();
  }
  await waitForPath(page, '/newMatches');
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
}

for (const [i, { size, options }] of SIZES.entries()) {
  test(`${size}: a member verifies her phone by the code in the SMS, and the filter finds her with the badge`, async () => {
    const name = `Padma Phone ${size} ${Date.now().toString(36)}`;
    const her = await newSignedInMember({ name, gender: 'female' });
    const number = freshNumber(i);
    const { context, page } = await openDashboard(browser, her, options);
    await openSettingsFromTheMenu(page);
    const card = page.getByRole('region', { name: 'Verify your phone' });
    await card.getByRole('button', { name: 'Send code' }).waitFor();
    await expectNoAxeViolations(page, `/setting, phone not verified, at ${size}`);

    // A number that is not a mobile number is refused with a sentence, and nothing is sent.
    await card.getByLabel('Mobile number').fill('12345');
    await card.getByRole('button', { name: 'Send code' }).click();
    await card.getByText(PHONE_TEXT.numberWrong).waitFor();

    await card.getByLabel('Mobile number').fill(`${number.slice(0, 5)} ${number.slice(5)}`);
    await card.getByRole('button', { name: 'Send code' }).click();
    await card.getByText(PHONE_TEXT.sent(`+91 ${number.slice(0, 5)} ${number.slice(5)}`)).waitFor();
    await expectNoAxeViolations(page, `/setting, code sent, at ${size}`);
    const code = await codeInNewestSms(`+91${number}`);

    // A wrong code: said at the field, and the code still works.
    await card.getByLabel('Code from the SMS').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await card.getByRole('button', { name: 'Verify phone' }).click();
    await card.getByText(PHONE_TEXT.codeWrong).waitFor();
    await card.getByLabel('Code from the SMS').fill(code);
    await card.getByRole('button', { name: 'Verify phone' }).click();
    await page.getByRole('status').filter({ hasText: PHONE_TEXT.verified }).first().waitFor();
    await card.getByText(/Your phone \+91 \d{5} \d{5} is verified\./).waitFor();
    await card.getByText('Phone verified', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `/setting, phone verified, at ${size}`);
    // The same number again: nothing is sent, and the card stays verified.
    await card.getByRole('button', { name: 'Verify another number' }).click();
    await card.getByLabel('Mobile number').fill(number);
    await card.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').filter({ hasText: PHONE_TEXT.alreadyVerified }).first().waitFor();
    await card.getByRole('button', { name: 'Verify another number' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(size === 'phone' ? 390 : 1280);
    await context.close();

    // A man finds her under "Phone verified" in Profile Matches, the badge on her card and profile.
    const him = await newSignedInMember({ name: `Vikram Viewer ${size}`, gender: 'male' });
    const viewer = await openDashboard(browser, him, options);
    await openProfileMatches(viewer.page, size);
    const panel =
      size === 'desktop'
        ? viewer.page.getByRole('complementary', { name: 'Filters' })
        : (await viewer.page.getByRole('button', { name: /^Filters \(\d+\)/ }).click(), viewer.page.getByRole('dialog', { name: 'Filters' }));
    await panel.getByRole('button', { name: 'Phone verified', exact: true }).click();
    const option = panel.getByRole('group', { name: 'Phone verified' }).locator('label').filter({ hasText: new RegExp(`^${SEARCH_TEXT.phoneVerified}\\s*\\(\\d+\\)`) });
    await option.click();
    await panel.getByRole('button', { name: /^Search/ }).click();
    const herCard = viewer.page.getByRole('listitem').filter({ hasText: name });
    await herCard.getByText('Phone verified', { exact: true }).waitFor();
    expect(new URL(viewer.page.url()).searchParams.get('criteria')).toContain('phoneVerified');
    await expectNoAxeViolations(viewer.page, `/newMatches filtered by Phone verified at ${size}`);
    await herCard.getByRole('link', { name }).click();
    await viewer.page.getByRole('heading', { level: 1, name }).waitFor();
    await viewer.page.getByRole('region', { name }).getByText('Phone verified', { exact: true }).waitFor();
    await viewer.context.close();
  });
}

test('the home page says what is checked: every e-mail, and the phone where the badge shows', async () => {
  const { context, page } = await openTab(browser);
  await page.goto('/');
  await page.getByRole('main').getByText('“Phone verified” shows who has confirmed their mobile by SMS', { exact: false }).waitFor();
  expect(await page.getByRole('main').getByText(/phone check|e-mail and phone/i).count()).toBe(0);
  await context.close();
});
