import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import type { Locale } from '../contract/i18n/locales';
import { launchBrowser, openTab, overflowingElements, pageWidth, phone, waitForPath } from './support/browser';
import { api, fillSignIn, registerMember, signInApi, storeSession } from './support/members';
import { startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

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

/** Words of the visible text in Latin letters that are not allowed: names, addresses, the brand, reference data. */
async function englishWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  // Addresses and numbered things (an invoice's SMB-000012, a profile id) are not words.
  const shown = text.split(/\s+/).filter((token) => !token.includes('@') && !/\d/.test(token)).join(' ');
  const words = shown.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  return [...new Set(words.filter((w) => !allowed.has(w)))];
}

/** Reference data without a translated name shows in English (issue 25): the page data's words. */
async function referenceWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') words.push(...(value.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        // Not an entry's `en`: the English name beside a translated one, which the pickers match but never show.
        for (const [key, inner] of Object.entries(value)) if (!(key === 'en' && '_id' in value)) walk(inner);
      }
    };
    walk(JSON.parse(document.getElementById('app-data')?.textContent ?? '{}'));
    return words;
  });
}

/**
 * Written in Latin letters in every language: the brand, abbreviations families use as they are
 * (SMS, OTP, UPI, PAN, GST, ID, UIDAI), picture formats, and the keys named on a keyboard.
 */
const LATIN_IN_EVERY_LANGUAGE = ['Sambandh', 'SMS', 'OTP', 'UPI', 'PAN', 'GST', 'GSTIN', 'ID', 'UIDAI', 'PDF', 'JPEG', 'PNG', 'WebP', 'Enter', 'Space', 'Shift', 'AM', 'PM', 'am', 'pm'];

/** Its own server, so that every member a page shows is one of this file's two (their names allowed). */
let own: OwnServer | undefined;
let pair: Promise<[SignedIn, SignedIn]> | undefined;
afterAll(async () => {
  await own?.close();
});
function members(): Promise<[SignedIn, SignedIn]> {
  pair ??= (async () => {
    own = await startOwnServer('languages');
    const [groom, bride] = [await own.member('Arjun Sharma', 'male'), await own.member('Bhavna Iyer', 'female')];
    // An accepted interest and a plan that opens the chat, as chatPair does on the shared server.
    await own.api('POST', `/match/matchAccount/${bride.user._id}`, {}, groom.token);
    const received = await own.api('POST', '/user/getRequests', { type: 'received', status: 'pending', kind: 'interest', page: 1, limit: 10 }, bride.token);
    const request = (received.body.data as { requests: { _id: string }[] }).requests[0];
    if (!request) throw new Error(`no pending interest: ${JSON.stringify(received.body)}`);
    await own.api('PUT', '/match/updateMatchRequest', { id: request._id, status: 'accepted' }, bride.token);
    await own.holdPlan(groom, 'gold');
    return [groom, bride];
  })();
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
    const { context, page } = await openTab(browser, { ...phone(390, 844), locale: `${locale}-IN`, baseURL: own!.baseURL });
    await storeSession(page, me);
    const allowed = new Set([...LATIN_IN_EVERY_LANGUAGE, 'Arjun', 'Sharma', 'Bhavna', 'Iyer']);
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
      // Sideways scroll, named by what reaches past the edge (a screen reader's clipped text does not count).
      if ((await pageWidth(page)) > 390) overflow[path] = await overflowingElements(page);
    }
    expect(found).toEqual({});
    expect(overflow).toEqual({});
    await context.close();
  });
}
