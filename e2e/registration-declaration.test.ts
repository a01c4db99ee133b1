import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DECLARATION_TEXT } from '../contract/auth';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { newestMail } from './support/mail';
import { MEMBER_PASSWORD, uniqueEmail } from './support/members';
import { choiceIn } from './support/select';
import { typeAndChoose } from './support/type-ahead';

/**
 * Issue 24 "Duties of the site" (decision 0961): registration, from the header's "Register free",
 * refuses without the declaration ticked, saying so beside it, and sends nothing; a man under 21
 * is told the age on the date of birth; ticked and of age, the code page follows. 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const YEAR_MS = 365.25 * 86_400_000;
const bornYearsAgo = (years: number) => new Date(Date.now() - (years + 0.5) * YEAR_MS).toISOString().slice(0, 10);

async function fillTheForm(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Register free' }).click();
  await waitForPath(page, '/registration');
  await choiceIn(page, 'This profile is for', 'My son').click();
  // For a son: the one registering says who they are (issue 27); the e-mail and password are theirs.
  await page.getByLabel('Your name').fill('Suresh Declaration');
  await choiceIn(page, "You are the candidate's", 'Father').click();
  await page.getByLabel('Full name').fill('Rohan Declaration');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByText('Male', { exact: true }).click();
  await page.getByLabel('Date of birth').fill(bornYearsAgo(20));
  await typeAndChoose(page, 'Mother tongue', 'Marathi');
  await choiceIn(page, 'Religion', 'Hindu').click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98200 54321');
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
}

for (const [label, options] of [
  ['1280 px', {}],
  ['a 390 px phone', phone(390, 844)],
] as const) {
  test(`registration asks for the declaration and a man of 21 (${label})`, async () => {
    const { context, page } = await openTab(browser, options);
    const email = uniqueEmail('declaration');
    await fillTheForm(page, email);
    const declaration = page.getByRole('checkbox', { name: DECLARATION_TEXT.label });
    expect(await declaration.isChecked()).toBe(false);

    // Not ticked, and a son of 20: both said where they are, and nothing is sent.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Please correct the fields marked below.').waitFor();
    await page.getByText(DECLARATION_TEXT.required).waitFor();
    await page.getByText(DECLARATION_TEXT.manUnderAge).waitFor();
    expect(await declaration.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoAxeViolations(page, `/registration refused at ${label}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport?.width ?? 1280);

    // Ticked, and of age: the code page, and the mail with the code.
    await page.getByLabel('Date of birth').fill(bornYearsAgo(21));
    await page.getByText(DECLARATION_TEXT.label).click();
    expect(await declaration.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByLabel('Code from the e-mail').waitFor();
    await newestMail(email, 'Verify your e-mail');
    await context.close();
  });
}
