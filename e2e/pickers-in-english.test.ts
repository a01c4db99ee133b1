import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { baseUrl } from './support/env';
import { api, registerMember, signInApi, storeSession } from './support/members';

/**
 * Issue 25: on a page in another language the pickers show reference names translated, and
 * families still type them in English. A member on the Hindi site goes from the header's profile
 * menu to My Profile, opens Location and types "Mumbai" in the city picker: मुंबई is listed first,
 * chosen with the keyboard and saved (as Mumbai, the stored English name).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hi = { locale: 'hi' } as const;

test('Hindi /profile: "Mumbai" typed in the city picker finds and chooses मुंबई', async () => {
  const member = await registerMember({ name: `Meera Mumbai ${Date.now().toString(36)}`, gender: 'female' });
  const session = await signInApi(member.email, member.password);
  // Living in Pune, Maharashtra: the city picker lists Maharashtra's cities.
  const cities = (await api('GET', '/app/get-cities/IN-MH')).body.data as { _id: number; name: string }[];
  const pune = cities.find((c) => c.name === 'Pune')!;
  const placed = await api('PUT', `/user/update/locationDetails/${member.id}`, {
    token: session.token,
    body: { country: 'IN', state: 'IN-MH', city: pune._id, citizenship: 'IN' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const savedCity = async () =>
    ((await api('GET', `/user/getMyProfile/${member.id}`, { token: session.token })).body.data as { profile: { locationDetails: { city: { name: string } | null } } }).profile.locationDetails.city?.name;

  const { context, page } = await openTab(browser);
  await context.addCookies([{ name: 'sambandh_lang', value: 'hi', url: baseUrl }]);
  await storeSession(page, session);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

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
