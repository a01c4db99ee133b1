import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 25: on a page in another language the pickers show reference names translated, and
 * families still type them in English. A member on the Hindi site goes from the header's profile
 * menu to My Profile, opens Location and types "Mumbai" in the city picker: मुंबई is listed first,
 * chosen with the keyboard and saved (as Mumbai, the stored English name). A man on the Hindi
 * site finds Mumbai in Profile Matches' City filter by typing "Mumbai" too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hi = { locale: 'hi' } as const;

const maharashtra = async () => (await api('GET', '/app/get-cities/IN-MH')).body.data as { _id: number; name: string }[];

/** A tab on the Hindi site (the language cookie, as the header's menu sets it) with `session` signed in, on the dashboard. */
async function hindiDashboard(session: SignedIn) {
  const { context, page } = await openTab(browser);
  await context.addCookies([{ name: 'sambandh_lang', value: 'hi', url: baseUrl }]);
  await storeSession(page, session);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  return { context, page };
}

test('Hindi /profile: "Mumbai" typed in the city picker finds and chooses मुंबई', async () => {
  const member = await registerMember({ name: `Meera Mumbai ${Date.now().toString(36)}`, gender: 'female' });
  const session = await signInApi(member.email, member.password);
  // Living in Pune, Maharashtra: the city picker lists Maharashtra's cities.
  const pune = (await maharashtra()).find((c) => c.name === 'Pune')!;
  const placed = await api('PUT', `/user/update/locationDetails/${member.id}`, {
    token: session.token,
    body: { country: 'IN', state: 'IN-MH', city: pune._id, citizenship: 'IN' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const savedCity = async () =>
    ((await api('GET', `/user/getMyProfile/${member.id}`, { token: session.token })).body.data as { profile: { locationDetails: { city: { name: string } | null } } }).profile.locationDetails.city?.name;

  const { context, page } = await hindiDashboard(session);

  // From the header's profile menu to My Profile, then the Location section.
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${m.member_frame_profile_menu_for({}, hi)}`) }).click();
  await page.getByRole('menuitem', { name: m.member_frame_my_profile({}, hi) }).click();
  await waitForPath(page, '/profile');
  await page.getByRole('heading', { level: 2, name: m.profile_section_location({}, hi) }).click();
  const form = page.getByRole('form', { name: m.profile_section_location({}, hi) });
  const city = form.getByRole('combobox', { name: m.profile_field_city({}, hi), exact: true });
  await expect.poll(() => city.inputValue()).toBe('पुणे');

  // Typed in English, as on a Latin keyboard; the list shows the Hindi name, first.
  await city.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('Mumbai');
  await page.getByRole('option', { name: 'मुंबई', exact: true }).waitFor();
  expect(await page.getByRole('listbox').getByRole('option').first().textContent()).toBe('मुंबई');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => city.inputValue()).toBe('मुंबई');

  await form.getByRole('button', { name: m.profile_form_save({}, hi), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => savedCity()).toBe('Mumbai');
  await expect.poll(() => city.inputValue()).toBe('मुंबई');
  await context.close();
});

test('Hindi Profile Matches: "Mumbai" typed in the City filter finds मुंबई', async () => {
  // Women in Maharashtra's nine largest cities, Mumbai first: with more cities than the filter
  // lists at once, the rest are found by typing (ui/components/filter-accordion.tsx).
  const tag = Date.now().toString(36);
  await Promise.all(
    (await maharashtra()).slice(0, 9).map(async (city, i) => {
      const woman = await registerMember({ name: `Mira Maharashtra ${i} ${tag}`, gender: 'female' });
      const placed = await api('PUT', `/user/update/locationDetails/${woman.id}`, {
        token: (await signInApi(woman.email, woman.password)).token,
        body: { country: 'IN', state: 'IN-MH', city: city._id, citizenship: 'IN' },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }),
  );
  const man = await registerMember({ name: `Manoj Matches ${tag}`, gender: 'male' });
  const { context, page } = await hindiDashboard(await signInApi(man.email, man.password));
  await page.getByRole('banner').getByRole('navigation', { name: m.member_frame_nav_member({}, hi) }).getByRole('button', { name: m.member_frame_matches({}, hi) }).click();
  await page.getByRole('dialog', { name: m.member_frame_matches({}, hi) }).getByRole('link', { name: m.member_frame_profile_matches({}, hi), exact: true }).click();
  await waitForPath(page, '/newMatches');
  const panel = page.getByRole('complementary', { name: m.matches_filters({}, hi) });
  await panel.getByRole('button', { name: m.matches_filter_city({}, hi), exact: true }).click();
  const cities = panel.getByRole('group', { name: m.matches_filter_city({}, hi) });
  await cities.getByRole('searchbox', { name: m.matches_find_city({}, hi) }).fill('Mumbai');
  await cities.locator('label').filter({ hasText: /^मुंबई\s*\(\d+\)$/ }).waitFor();
  await context.close();
});
