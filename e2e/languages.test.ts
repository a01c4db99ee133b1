import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import type { Locale } from '../contract/i18n/locales';
import { launchBrowser, openTab, overflowingElements, phone, waitForPath } from './support/browser';
import { api, chatPair, fillSignIn, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 25: the member side in the member's language. A visitor's browser language picks the
 * page's; the header's language menu changes it and the choice is kept; a member's choice is saved
 * on the account and followed on another browser; the main member pages in Hindi and Tamil show no
 * English word beyond names, e-mail addresses, the brand and reference data without a translated
 * name, and fit a 390 px phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageMenu = (page: Page, locale: Locale) => page.getByRole('combobox', { name: m.common_language({}, { locale }) }).first();

test('a visitor whose browser reads Hindi gets /login in Hindi; the header menu switches to Tamil, and the choice is kept', async () => {
  const { context, page } = await openTab(browser, { locale: 'hi-IN' });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: m.auth_login_title({}, { locale: 'hi' }) }).waitFor();
  expect(await htmlLang(page)).toBe('hi');

  await languageMenu(page, 'hi').selectOption('ta');
  await expect.poll(() => htmlLang(page)).toBe('ta');
  await page.getByRole('heading', { level: 1, name: m.auth_login_title({}, { locale: 'ta' }) }).waitFor();
  // Kept: the next visit, from the same browser still asking for Hindi, is in Tamil.
  await page.goto('/registration');
  expect(await htmlLang(page)).toBe('ta');
  await context.close();
});

test("a member's choice from the header is saved on the account: another browser signs in and switches to it", async () => {
  const member = await registerMember();
  const signedIn = await signInApi(member.email, member.password);
  const first = await openTab(browser);
  await storeSession(first.page, signedIn);
  await first.page.goto('/dashboard');
  await first.page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  await languageMenu(first.page, 'en').selectOption('mr');
  await expect.poll(() => htmlLang(first.page)).toBe('mr');
  const checked = await api('GET', '/auth/checkLogin', { token: signedIn.token });
  expect((checked.body as { user: { setting: { language: string } } }).user.setting.language).toBe('mr');
  await first.context.close();

  // An English browser: the sign-in page is English, the member's pages then Marathi.
  const second = await openTab(browser);
  await second.page.goto('/login');
  await fillSignIn(second.page, member.email, member.password);
  await expect.poll(() => htmlLang(second.page), { timeout: 10_000 }).toBe('mr');
  await waitForPath(second.page, '/dashboard');
  await second.context.close();
});

/** Words of the visible text in Latin letters that are not a name, an address, the brand or reference data. */
async function englishWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words = text.replace(/\S+@\S+\.\S+/g, ' ').match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  return [...new Set(words.filter((w) => !allowed.has(w) && !allowed.has(w.toLowerCase())))];
}

/** The names the page may show in English: reference data (no translated names yet) and plan names. */
async function referenceWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') words.push(...(value.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(document.getElementById('app-data')?.textContent ?? '{}'));
    return words;
  });
}

const ALWAYS_ALLOWED = ['Sambandh', 'OTP', 'UPI', 'PDF', 'GST', 'GSTIN', 'ID', 'am', 'pm', 'AM', 'PM'];

let pair: [SignedIn, SignedIn] | undefined;
async function members(): Promise<[SignedIn, SignedIn]> {
  pair ??= await chatPair('Languages');
  return pair;
}

const PAGES = (other: SignedIn) => [
  '/dashboard',
  '/newMatches',
  `/viewprofile/${other.user._id}`,
  '/requests',
  '/chat',
  '/familyMember',
  '/tree',
  `/viewHoroscope/${other.user._id}`,
  '/membership',
  '/setting',
];

for (const locale of ['hi', 'ta'] as const) {
  test(`the main member pages in ${locale} show no English words and fit a 390 px phone`, async () => {
    const [me, other] = await members();
    const { context, page } = await openTab(browser, { ...phone(390, 844), locale: `${locale}-IN` });
    await storeSession(page, me);
    const allowed = new Set([...ALWAYS_ALLOWED, ...`${me.user.name} ${other.user.name}`.split(/\s+/)]);
    const found: Record<string, string[]> = {};
    const overflow: Record<string, string[]> = {};
    for (const path of PAGES(other)) {
      await page.goto(path);
      expect(await htmlLang(page)).toBe(locale);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const word of await referenceWords(page)) allowed.add(word);
      const english = await englishWords(page, allowed);
      if (english.length) found[path] = english;
      const wide = await overflowingElements(page);
      if (wide.length) overflow[path] = wide;
    }
    expect(found).toEqual({});
    expect(overflow).toEqual({});
    await context.close();
  });
}
