import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { newestMail } from './support/mail';
import { api, MEMBER_PASSWORD, registerMember, storedSession, uniqueEmail } from './support/members';
import { choiceIn } from './support/select';
import { typeAndChoose } from './support/type-ahead';

/**
 * Sign-up verifies the e-mail on the spot (issue 22 §2): from the header's "Register free", the
 * form, then the 6-digit code from the mail, and the new member is in the profile wizard, signed
 * in and verified. At 1280 px and on a 390 px phone; an address that already has an account
 * shows the same page and no code works for it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const codeIn = async (email: string) => /enter this code there: (\d{6})/i.exec((await newestMail(email, 'Verify your e-mail')).text)?.[1] ?? '';

/** From the home page's header to the code page, as a visitor does it. */
async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Register free' }).click();
  await waitForPath(page, '/registration');
  await choiceIn(page, 'This profile is for', 'Myself').click();
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('radiogroup', { name: 'Gender' }).getByText('Female').click();
  await page.getByLabel('Date of birth').fill('1997-02-11');
  // The mother tongue is found by typing (the type-ahead picker).
  await typeAndChoose(page, 'Mother tongue', 'Marathi');
  await choiceIn(page, 'Religion', 'Hindu').click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98200 54321');
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  // The registration declaration (issue 24, decision 0961).
  await page.getByText(/^I declare that this profile is for marriage/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByLabel('Code from the e-mail').waitFor();
}

for (const [label, options] of [
  ['1280 px', {}],
  ['a 390 px phone', phone(390, 844)],
] as const) {
  test(`the code from the mail signs the new member in, verified, into the wizard (${label})`, async () => {
    const { context, page } = await openTab(browser, options);
    const email = uniqueEmail('code');
    await signUp(page, email, 'Kavya Code');

    const field = page.getByLabel('Code from the e-mail');
    // The code is the one thing to do next: the caret is in its field already.
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport?.width ?? 1280);

    // A wrong code says so on the field and changes nothing.
    const code = await codeIn(email);
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByText('This code is not right or has expired.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(describeViolations(await axeViolations(page))).toBe('');

    await field.fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await waitForPath(page, '/register');
    const session = await storedSession(page);
    const me = await api('GET', '/auth/checkLogin', { token: session!.token });
    expect(me.body.user).toMatchObject({ email, isEmailVerified: true });
    await context.close();
  });
}

for (const [label, options] of [
  ['1280 px', {}],
  ['a 390 px phone', phone(390, 844)],
] as const) {
  test(`whom the profile is for and the religion are rows of choices: their messages, the keyboard (${label})`, async () => {
    const { context, page } = await openTab(browser, options);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Register free' }).click();
    await waitForPath(page, '/registration');
    const profileFor = page.getByRole('radiogroup', { name: 'This profile is for', exact: true });
    const religion = page.getByRole('radiogroup', { name: 'Religion', exact: true });
    await profileFor.waitFor();
    expect(await profileFor.locator('label').allTextContents()).toEqual(['Myself', 'My son', 'My daughter', 'My brother', 'My sister', 'A relative', 'A friend']);
    expect(await religion.getByRole('radio', { name: 'Hindu', exact: true }).count()).toBe(1);

    // Nothing chosen: each row says what to do, and nothing is sent.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Please correct the fields marked below.').waitFor();
    await profileFor.getByText('Choose whom this profile is for.').waitFor();
    await religion.getByText('Choose the religion.').waitFor();
    expect(await profileFor.getAttribute('aria-invalid')).toBe('true');
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport?.width ?? 1280);

    // One click chooses (and a relation implies the gender); the arrow keys move along the row.
    await choiceIn(page, 'This profile is for', 'My daughter').click();
    expect(await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await profileFor.getByRole('radio', { name: 'My brother' }).isChecked()).toBe(true);
    await choiceIn(page, 'Religion', 'Hindu').click();
    expect(await religion.getByRole('radio', { name: 'Hindu', exact: true }).isChecked()).toBe(true);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport?.width ?? 1280);
    await context.close();
  });
}

test('an address that already has an account gets the same page, and no code works', async () => {
  const owner = await registerMember({ name: 'Meera Owner' });
  const { context, page } = await openTab(browser);
  await signUp(page, owner.email, 'Someone Else');
  await page.getByText(`We have sent an e-mail to ${owner.email}.`).waitFor();
  const notice = await newestMail(owner.email, 'tried to register');
  expect(notice.text).toContain('Namaste Meera Owner,');
  await page.getByLabel('Code from the e-mail').fill('123456');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByText('This code is not right or has expired.').waitFor();
  expect(await storedSession(page)).toBeNull();
  await context.close();
});
