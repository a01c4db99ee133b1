import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPUTE_TEXTS } from '../contract/horoscope-compute';
import { COMPATIBILITY_TEXT } from '../contract/compatibility';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { api, fillSignIn, registerMember, signInApi, type Member } from './support/members';
import { chooseOption as choose, chosenIn, escapeRegExp as escape } from './support/select';

/**
 * Issue 14 in the browser: a new member calculates the horoscope from birth details in the
 * wizard, uses it and saves; /profile says it was calculated, and the Guna Milan against
 * another member starts from it. Without a time the member must pick from the day's span.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await waitForPath(page, '/dashboard');
}

async function chooseBirthCity(page: Page) {
  // Most members were born in India: the country of birth starts there.
  expect(await page.getByRole('combobox', { name: 'Country of birth', exact: true }).inputValue()).toBe('India');
  await choose(page, 'State of birth', 'Maharashtra');
  await choose(page, 'City of birth', 'Pune');
}

/** A row of a region's list of values: the calculation's result, or the section's derived values. */
const rowIn = (region: string) => (page: Page, label: string) =>
  page.getByRole('region', { name: region }).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) }).locator('dd');
const resultRow = rowIn('Calculated horoscope (not saved yet)');
const derivedRow = rowIn('From nakshatra and charan');

test('a new member calculates the horoscope in the wizard, uses it, saves, and the Guna Milan starts from it', async () => {
  const suffix = Date.now().toString(36);
  const groom = await registerMember({ name: `Kiran Calcgroom ${suffix}`, gender: 'male' });
  const added = await api('PUT', `/user/update/horoscope/${groom.id}`, { token: (await signInApi(groom.email, groom.password)).token, body: { nakshatra: 'ashwini', charan: 1, manglik: 'manglik.no' } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const member = await registerMember({ name: `Meera Calc ${suffix}`, gender: 'female' });
  const { page } = await openTab(browser);
  await signIn(page, member);

  // From the dashboard into the wizard, and to its horoscope step.
  await page.getByRole('link', { name: /^Next step:/ }).click();
  await page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Horoscope/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Horoscope' }).waitFor();
  await page.getByText('12 April 1995').waitFor();
  await chooseBirthCity(page);
  await page.getByLabel('Time of birth').fill('06:45');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();

  // The result, before anything is saved; focus moves to it.
  const heading = page.getByRole('heading', { name: 'Calculated horoscope (not saved yet)' });
  await heading.waitFor();
  await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
  expect(await resultRow(page, 'Moon (sidereal, Lahiri)').textContent()).toMatch(/^Moon \d+\.\d{4}° \(\w+ \d+° \d{2}′\)$/);
  expect(await resultRow(page, 'Time zone').textContent()).toBe('UTC+05:30 (Asia/Kolkata), the offset in force on that date');
  expect(await resultRow(page, 'Manglik from the lagna').textContent()).toMatch(/^Mars in house \d+: (not )?manglik$/);
  await page.getByText(COMPUTE_TEXTS.manglikConvention).waitFor();
  const nakshatra = (await resultRow(page, 'Nakshatra').textContent())!;
  const charan = (await resultRow(page, 'Charan').textContent())!;
  const rashi = (await resultRow(page, 'Moon sign (rashi)').textContent())!;
  const gan = (await resultRow(page, 'Gan').textContent())!;
  const [yoni, nadi, varn, hansak] = await Promise.all(['Yoni', 'Nadi', 'Varn', 'Hansak'].map(async (label) => (await resultRow(page, label).textContent())!));
  // The same as the API answers for that birth.
  const cities = (await api('GET', '/app/get-cities/IN-MH')).body.data as { _id: number; name: string }[];
  const pune = cities.find((c) => c.name === 'Pune')!._id;
  const computed = await api('POST', '/user/horoscope/compute', { token: (await signInApi(member.email, member.password)).token, body: { dob: '1995-04-12', time: '06:45', cityId: pune } });
  const answer = computed.body.data as { nakshatra: { name: string }; charan: number };
  expect([answer.nakshatra.name, String(answer.charan)]).toEqual([nakshatra, charan]);
  await expectNoAxeViolations(page, 'the wizard with a calculation');

  await page.getByRole('button', { name: 'Use this' }).click();
  await page.getByText(COMPUTE_TEXTS.computed).waitFor();
  expect(await page.getByRole('button', { name: /Nakshatra \(birth star\)$/ }).textContent()).toContain(nakshatra);
  expect(await chosenIn(page, 'Charan')).toBe(charan);
  // The section derives the same values from them, the moon sign with its Western sign.
  expect(await derivedRow(page, 'Moon sign (rashi)').textContent()).toMatch(new RegExp(`^${rashi} \\([A-Z][a-z]+\\)$`));
  expect(await Promise.all(['Gan', 'Yoni', 'Nadi', 'Varn', 'Hansak'].map((label) => derivedRow(page, label).textContent()))).toEqual([gan, yoni, nadi, varn, hansak]);
  await page.getByRole('button', { name: 'Save & continue' }).click();
  // Photos and Partner preferences can wait.
  await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Partner preferences' }).waitFor();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await waitForPath(page, '/profile');

  // /profile keeps the calculated horoscope and says so.
  await page.getByRole('heading', { level: 2, name: 'Horoscope' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Nakshatra \(birth star\)$/ }).textContent()).toContain(nakshatra);
  expect(await chosenIn(page, 'Charan')).toBe(charan);
  await page.getByText(COMPUTE_TEXTS.computed).waitFor();

  // The horoscope match against another member, reached as members reach it.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('link', { name: /Search profiles/ }).click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(groom.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: groom.name }).click();
  await page.getByRole('heading', { level: 1, name: groom.name }).waitFor();
  // His horoscope was chosen by hand, and his profile says so.
  await page.getByText(COMPUTE_TEXTS.chosen).waitFor();
  await page.getByRole('link', { name: 'View horoscope and Guna Milan' }).click();
  await page.getByRole('meter', { name: COMPATIBILITY_TEXT.gunaMilan }).waitFor();
  const mine = (koota: string) => page.getByRole('row', { name: new RegExp(`^${koota}`) }).getByRole('cell').first();
  expect(await mine('Gana').textContent()).toBe(gan);
  expect(await mine('Bhakoot').textContent()).toMatch(new RegExp(`^${rashi} `));
  await expectNoAxeViolations(page, '/viewHoroscope with the calculated horoscope');
});

test('a place by coordinates and no time: bad coordinates refused at their field, a pick from the day span required, the zone saved; 390 px', async () => {
  const member = await registerMember({ name: 'Asha Notime', gender: 'female' });
  const { page } = await openTab(browser, phone(390, 844));
  await signIn(page, member);
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await waitForPath(page, '/profile');
  await page.getByRole('heading', { level: 2, name: 'Horoscope' }).click();

  // Coordinates out of range: the message at the field, what was typed kept.
  await page.getByText('My place is not in the list').click();
  await page.getByLabel('Latitude').fill('95');
  await page.getByLabel('Longitude').fill('73.8567');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await page.getByText(COMPUTE_TEXTS.latitude).waitFor();
  expect(await page.getByLabel('Latitude').inputValue()).toBe('95');
  await page.getByLabel('Latitude').fill('18.5204');
  // The time zone: typed to narrow the list, chosen from it with the keyboard.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('');
  await zone.pressSequentially('Kolkata');
  await page.getByRole('option', { name: 'Asia/Kolkata', exact: true }).waitFor();
  await zone.press('ArrowDown');
  await zone.press('Enter');
  await expect.poll(() => zone.inputValue()).toBe('Asia/Kolkata');
  await page.getByText("I don't know the time", { exact: true }).click();
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await page.getByText(COMPUTE_TEXTS.daySpan).waitFor();
  expect(await resultRow(page, 'Time zone').textContent()).toBe('UTC+05:30 (Asia/Kolkata), the offset in force on that date');
  const choices = page.getByRole('radiogroup', { name: 'Nakshatra and charan' }).getByRole('radio');
  expect(await choices.count()).toBeGreaterThan(1);
  // Never picked silently: "Use this" asks for a choice.
  await page.getByRole('button', { name: 'Use this' }).click();
  await page.getByText('Choose one of the nakshatras and charans above.').waitFor();
  expect(await page.getByRole('button', { name: /Nakshatra \(birth star\)$/ }).textContent()).not.toMatch(/,/);
  const first = page.getByRole('radiogroup', { name: 'Nakshatra and charan' }).locator('label').first();
  const firstName = (await first.textContent())!.split(',')[0]!.trim();
  await first.click();
  await page.getByRole('button', { name: 'Use this' }).click();
  await page.getByText(COMPUTE_TEXTS.computed).waitFor();
  expect(await page.getByRole('button', { name: /Nakshatra \(birth star\)$/ }).textContent()).toContain(firstName);
  expect(await chosenIn(page, 'Manglik')).toBe("Don't Know");
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/profile with a day span at 390 px');
  await page.getByRole('form', { name: 'Horoscope' }).getByRole('button', { name: 'Save', exact: true }).click();
  const session = await signInApi(member.email, member.password);
  const saved = async () => {
    const h = ((await api('GET', `/user/getMyProfile/${member.id}`, { token: session.token })).body.data as { profile: { horoscope: Record<string, unknown> } }).profile.horoscope;
    return [h.timezone, h.moonLongitude, h.horoscopeSource, h.latitude, h.nakshtra !== null];
  };
  await expect.poll(saved).toEqual(['Asia/Kolkata', null, 'calculated', 18.5204, true]);

  // Changing the charan by hand makes it the member's choice.
  await choose(page, 'Charan', '4');
  await page.getByText(COMPUTE_TEXTS.chosen).waitFor();
});
