import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoPortraitPng } from '../worker/pictures/demo';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { newestMail } from './support/mail';
import { api, MEMBER_PASSWORD, storedSession, uniqueEmail } from './support/members';
import { choiceIn, escapeRegExp } from './support/select';
import { arrowToOption } from './support/type-ahead';

/**
 * A short, complete sign-up, measured (issue 22 §2): a visitor goes from the header's "Register
 * free" through the form and the 6-digit code into the wizard, and builds a complete profile
 * (every required field, one photo, partner preferences) as a member with a mouse would: a
 * click to open a list and one to choose, one in a row of choices, a click into a text field
 * before typing. Every click
 * and keystroke goes through the counter, and the totals are printed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

class Counter {
  clicks = 0;
  keystrokes = 0;
  constructor(
    private readonly page: Page,
    private readonly onPhone: boolean,
  ) {}

  async click(target: Locator): Promise<void> {
    this.clicks++;
    await target.click();
  }

  /** A click into the field, then the text, a keystroke a character. */
  async type(target: Locator, text: string): Promise<void> {
    await this.click(target);
    this.keystrokes += text.length;
    await target.fill(text);
  }

  /** Text typed where the caret already is: a keystroke a character, no click. */
  async typeHere(text: string): Promise<void> {
    this.keystrokes += text.length;
    await this.page.keyboard.type(text);
  }

  async press(key: string): Promise<void> {
    this.keystrokes++;
    await this.page.keyboard.press(key);
  }

  /**
   * Picks `option` in the field labelled `label` unless it is chosen already (a default, or from
   * registration): one click in a row of choices, two in a list.
   */
  async choose(label: string, option: string): Promise<void> {
    // While a list is open React Aria hides the rest of the page from the accessibility tree:
    // the previous choice's list has closed before this field is looked for.
    await expect.poll(() => this.page.locator('[role=combobox][aria-expanded=true]').count()).toBe(0);
    const choice = choiceIn(this.page, label, option);
    if (await this.page.getByRole('radiogroup', { name: label, exact: true }).count()) {
      if (await choice.getByRole('radio').isChecked()) return;
      return this.click(choice);
    }
    const combo = this.page.getByRole('combobox', { name: label, exact: true });
    if (await combo.count()) {
      if ((await combo.inputValue()) === option) return;
      await this.type(combo, option.slice(0, 3));
      if (this.onPhone) {
        // On the phone the list is chosen from by the keyboard (a tap on the option was taken by
        // the page behind it in this run: reported); the desktop figure is the measure.
        return arrowToOption(this.page, option, (key) => this.press(key));
      }
    } else {
      const trigger = this.page.getByRole('button', {
        name: new RegExp(`${escapeRegExp(label)}$`),
      });
      if ((await trigger.textContent())?.startsWith(option)) return;
      await this.click(trigger);
    }
    await this.click(this.page.getByRole('option', { name: option, exact: true }).first());
  }

  /**
   * Waits for the step; on a phone its place is one line, "Step n of 8 · title", and the
   * form's first field is in view without scrolling.
   */
  async step(title: string, n: number): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
    if (!this.onPhone) return;
    await this.page.getByRole('button', { name: `Step ${n} of 8 · ${title}` }).waitFor();
    const first = this.page.getByRole('region', { name: title }).locator('input:not([type=hidden]), textarea, button').first();
    const box = await first.boundingBox();
    expect(box, `the first field of ${title}`).not.toBeNull();
    expect(box!.y + box!.height, `the first field of ${title} is in view`).toBeLessThanOrEqual(844);
    expect(await this.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await pageWidth(this.page)).toBeLessThanOrEqual(390);
  }

  saveAndContinue(): Promise<void> {
    return this.click(this.page.getByRole('button', { name: 'Save & continue' }));
  }
}

for (const [label, options] of [
  ['1280 px', {}],
  ['a 390 px phone', phone(390, 844)],
] as const) {
  test(`from Register free to a complete profile: clicks and keystrokes counted (${label})`, async () => {
    const onPhone = !!options.viewport;
    const { context, page } = await openTab(browser, options);
    const n = new Counter(page, onPhone);
    const email = uniqueEmail('clicks');

    // Registration, reached from the home page's header.
    await page.goto('/');
    await n.click(page.getByRole('banner').getByRole('link', { name: 'Register free' }));
    await waitForPath(page, '/registration');
    await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
    await n.choose('This profile is for', 'Myself');
    await n.type(page.getByLabel('Full name'), 'Ananya Clicks');
    await n.click(page.getByRole('radiogroup', { name: 'Gender' }).getByText('Female'));
    await n.type(page.getByLabel('Date of birth'), '1997-03-21');
    await n.choose('Mother tongue', 'Marathi');
    await n.choose('Religion', 'Hindu');
    await n.type(page.getByLabel('E-mail'), email);
    await n.type(page.getByLabel('Mobile number'), '+91 98200 67890');
    await n.type(page.getByLabel('Password'), MEMBER_PASSWORD);
    // The registration declaration (issue 24, decision 0961).
    await n.click(page.getByText(/^I declare that this profile is for marriage/));
    await n.click(page.getByRole('button', { name: 'Register', exact: true }));
    const registration = n.clicks;

    // The code from the mail, typed where the caret waits; Enter sends it.
    const code = /enter this code there: (\d{6})/i.exec((await newestMail(email, 'Verify your e-mail')).text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const codeField = page.getByLabel('Code from the e-mail');
    await expect.poll(() => codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await n.typeHere(code);
    await n.press('Enter');
    await waitForPath(page, '/register');
    const signUp = n.clicks;

    await n.step('Basic and contact details', 1);
    await expectNoAxeViolations(page, `the wizard's first step (${label})`);
    if (onPhone) {
      // The one line opens the list of steps (a look, not part of the count).
      await page.getByRole('button', { name: 'Step 1 of 8 · Basic and contact details' }).click();
      const list = page.getByRole('navigation', { name: 'Profile steps' }).filter({ visible: true });
      await expect.poll(() => list.getByRole('link').count()).toBe(8);
      await expectNoAxeViolations(page, 'the step list open on a phone');
      await page.getByRole('button', { name: 'Step 1 of 8 · Basic and contact details' }).click();
    }
    await n.choose('Marital status', 'Single');
    await n.choose('Height', '5 ft 3 in');
    // The contact details ride with the basic details: registration filled them, one save keeps both.
    expect(await page.getByLabel('Contact person').inputValue()).toBe('Ananya Clicks');
    await n.saveAndContinue();

    await n.step('Community and location', 2);
    await n.choose('Caste / community', 'Brahmin');
    await n.choose('Country living in', 'India');
    await n.choose('State', 'Maharashtra');
    await n.choose('City', 'Pune');
    await n.saveAndContinue();

    await n.step('Education and career', 3);
    await n.choose('Highest education', 'B.E./B.Tech');
    await n.choose('Occupation', 'Software Professional');
    await n.choose('Employed in', 'Private Sector');
    await n.choose('Annual income', '10 - 15 Lakh');
    await n.saveAndContinue();

    await n.step('Family', 4);
    await n.choose('Family type', 'Nuclear Family');
    await n.choose('Family values', 'Moderate');
    await n.choose('Family status', 'Middle Class');
    await n.type(page.getByLabel('About my family'), 'Parents and a younger brother in Kothrud, Pune.');
    await n.saveAndContinue();

    await n.step('About me and lifestyle', 5);
    await n.type(page.getByRole('textbox', { name: 'About me', exact: true }), 'An architect in Pune who reads, sketches and treks on weekends.');
    await n.choose('Body type', 'Slim');
    await n.choose('Physical status', 'Normal');
    await n.choose('Eating habits', 'Vegetarian');
    await n.choose('Drinking', 'No');
    await n.choose('Smoking', 'No');
    await n.saveAndContinue();

    await n.step('Horoscope', 6);
    await n.choose('Nakshatra (birth star)', 'Rohini');
    await n.choose('Charan', '2');
    await n.choose('Manglik', 'No');
    await n.saveAndContinue();

    await n.step('Photos', 7);
    const png = await demoPortraitPng({ id: 'e2e', name: 'Ananya Clicks', gender: 'female' }, 0);
    const chooser = page.waitForEvent('filechooser');
    await n.click(page.getByRole('button', { name: 'Upload pictures' }));
    await (
      await chooser
    ).setFiles({
      name: 'ananya.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png),
    });
    await n.click(page.getByRole('button', { name: 'Continue', exact: true }));

    await n.step('Partner preferences', 8);
    await expectNoAxeViolations(page, `the wizard's Partner preferences (${label})`);
    if (onPhone) {
      // Skipped, it comes back on the dashboard's Finish your profile, and leads back here.
      await n.click(page.getByRole('button', { name: 'Skip for now' }));
      const ready = page.getByRole('region', { name: 'Your profile is ready' });
      await n.click(ready.getByRole('link', { name: 'Dashboard', exact: true }));
      const finish = page.getByRole('region', { name: 'Finish your profile' });
      await finish.waitFor();
      expect(await finish.getByRole('link').allTextContents()).toEqual(['Partner preferences']);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, 'the dashboard with Finish your profile on a phone');
      await n.click(finish.getByRole('link', { name: 'Partner preferences' }));
      await n.step('Partner preferences', 8);
    }
    await n.saveAndContinue();

    await page.getByRole('heading', { level: 1, name: 'Your profile is ready' }).waitFor();
    await page.getByText('Your profile is 100% complete.').waitFor();
    await expectNoAxeViolations(page, 'the wizard, done');

    console.log(
      `SIGN-UP CLICKS (${label}${onPhone ? ', with a detour by the dashboard' : ''}): ${n.clicks} clicks and ${n.keystrokes} keystrokes from Register free to a complete profile ` +
        `(registration ${registration}, code ${signUp - registration}, wizard ${n.clicks - signUp})`,
    );

    // The member is verified, and recommendations start from the saved preferences.
    const session = await storedSession(page);
    const me = await api('GET', '/auth/checkLogin', { token: session!.token });
    expect(me.body.user).toMatchObject({ email, isEmailVerified: true });
    await n.click(page.getByRole('link', { name: 'See your recommendations' }));
    await waitForPath(page, '/matchRecommendation');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Preferance should be added to personlize your list').count()).toBe(0);
    // 50 at 1280 px (decisions 0935, 0938): a change that adds a click is seen. One more: the
    // registration declaration's required tick (issue 24, decision 0961).
    expect(n.clicks).toBeLessThanOrEqual(52);
    await context.close();
  });
}
