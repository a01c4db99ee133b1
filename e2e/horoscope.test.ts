import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPATIBILITY_TEXT } from '../contract/compatibility';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type Member } from './support/members';

/** /viewHoroscope/{id} in a real browser: the fields, the Guna Milan, the password step, axe. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withHoroscope(gender: 'male' | 'female', name: string, nakshatra: string, charan: number, privacy?: { password: string }): Promise<Member> {
  const m = await registerMember({ name, gender });
  const { token } = await signInApi(m.email, m.password);
  const added = await api('PUT', `/user/update/horoscope/${m.id}`, { token, body: { nakshatra, charan, manglik: 'manglik.no', village: 'Wai' } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  if (privacy) {
    const res = await api('PUT', '/user/update/horoscope/block', { token, body: { privacy: 'hpassword', password: privacy.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return m;
}

async function openHoroscope(viewer: Member, id: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser);
  await storeSession(page, await signInApi(viewer.email, viewer.password));
  await page.goto(`/viewHoroscope/${id}`);
  await waitForPath(page, `/viewHoroscope/${id}`);
  return { page, close: () => context.close() };
}

const field = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a member views a horoscope with the Guna Milan, the fields and Not Added', async () => {
  const groom = await withHoroscope('male', 'Arjun Groom', 'ashwini', 1);
  const bride = await withHoroscope('female', 'Gauri Bride', 'bharani', 1);
  const { page, close } = await openHoroscope(groom, bride.id);
  await page.getByRole('heading', { level: 1, name: 'Gauri Bride' }).waitFor();
  const meter = page.getByRole('meter', { name: 'Guna Milan' });
  await meter.waitFor();
  expect(await meter.getAttribute('aria-valuenow')).toBe('92');
  // Named apart from the profile's Preferences match (decision 0548): the points and the percent.
  await page.getByText('33 / 36 (92%)').waitFor();
  expect(await field(page, 'DOB').textContent()).toBe('12 Apr 1995');
  expect(await field(page, 'Nakshtra').textContent()).toBe('Bharani');
  expect(await field(page, 'Village').textContent()).toBe('Wai');
  expect(await field(page, 'Taluka').textContent()).toBe('Not Added');
  await page.getByRole('heading', { name: 'Guna Milan: 33 of 36' }).waitFor();
  // Panchangs differ on three gana cells: the page names the table it scores with, folded
  // under "How is this computed?" (issue 22 §4).
  await page.getByRole('button', { name: 'How is this computed?' }).click();
  await page.getByText(COMPATIBILITY_TEXT.ganaVariant).waitFor();
  expect(await page.getByText('Profile Created for').textContent()).toContain('Profile Created for');
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await close();
});

test('no score between two women; the horoscope still shows', async () => {
  const a = await withHoroscope('female', 'Asha Same', 'rohini', 2);
  const b = await withHoroscope('female', 'Bela Same', 'hasta', 1);
  const { page, close } = await openHoroscope(a, b.id);
  await page.getByRole('heading', { level: 1, name: 'Bela Same' }).waitFor();
  expect(await field(page, 'Nakshtra').textContent()).toBe('Hasta');
  expect(await page.getByRole('meter').count()).toBe(0);
  await close();
});

test('a password-protected horoscope asks for the password, refuses a wrong one, then shows with its score', async () => {
  const groom = await withHoroscope('male', 'Vikram Asks', 'ashwini', 1);
  const bride = await withHoroscope('female', 'Kavya Locked', 'bharani', 1, { password: 'Tara#2026' });
  const { page, close } = await openHoroscope(groom, bride.id);
  const password = page.getByLabel('Password');
  await password.waitFor();
  expect(await password.getAttribute('maxlength')).toBe('30');
  expect(await page.locator('dl').count()).toBe(0);
  let violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await password.fill('tara#2026');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('The horoscope password is not right. Check it with the member and try again.').waitFor();
  await password.fill('Tara#2026');
  await page.getByRole('button', { name: 'Update' }).click();
  await field(page, 'Nakshtra').filter({ hasText: 'Bharani' }).waitFor();
  expect(await page.getByRole('meter', { name: 'Guna Milan' }).getAttribute('aria-valuenow')).toBe('92');
  expect(await page.getByLabel('Password').count()).toBe(0);
  violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await close();
});

test('a hidden horoscope shows the server error text in place of the content', async () => {
  const owner = await withHoroscope('female', 'Hema Hidden', 'hasta', 1);
  const { token } = await signInApi(owner.email, owner.password);
  expect((await api('PUT', '/user/update/horoscope/block', { token, body: { privacy: 'hidden' } })).status).toBe(200);
  const viewer = await registerMember({ name: 'Om Viewer', gender: 'male' });
  const { page, close } = await openHoroscope(viewer, owner.id);
  await page.getByRole('alert').filter({ hasText: 'This member keeps their horoscope hidden.' }).waitFor();
  expect(await page.locator('dl').count()).toBe(0);
  await close();
});

/** From the dashboard to `name`'s profile through search, then to the horoscope: the way a member goes. */
async function horoscopeByClicking(viewer: Member, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser);
  await storeSession(page, await signInApi(viewer.email, viewer.password));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Search profiles/ }).click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('link', { name: 'View horoscope and Guna Milan' }).click();
  await page.getByRole('meter', { name: COMPATIBILITY_TEXT.gunaMilan }).waitFor();
  return { page, close: () => context.close() };
}

/**
 * The bar's fill as sRGB bytes (Tailwind writes oklch; the canvas converts) and its contrast with
 * the track it runs in (WCAG 1.4.11 asks 3:1 of a graphic that carries meaning).
 */
function fillColour(page: Page): Promise<{ rgb: [number, number, number]; onTrack: number }> {
  return page.getByRole('meter', { name: COMPATIBILITY_TEXT.gunaMilan }).locator('[data-tone]').evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    const rgbOf = (color: string): [number, number, number] => {
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = (c: number[]) => {
      const [r = 0, g = 0, b = 0] = c.map((v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fill = rgbOf(getComputedStyle(el).backgroundColor);
    const track = rgbOf(getComputedStyle(el.parentElement ?? el).backgroundColor);
    const [hi, lo] = [luminance(fill), luminance(track)].sort((a, b) => b - a) as [number, number];
    return { rgb: fill, onTrack: (hi + 0.05) / (lo + 0.05) };
  });
}

test('the Guna Milan says its band in words and colour, never green below 18; how it is computed is folded away', async () => {
  const suffix = Date.now().toString(36);
  const groom = await withHoroscope('male', `Arjun Bands ${suffix}`, 'ashwini', 1);
  const low = await withHoroscope('female', `Hansa Low ${suffix}`, 'hasta', 1);
  const fair = await withHoroscope('female', `Rohini Fair ${suffix}`, 'rohini', 1);
  const good = await withHoroscope('female', `Bindu Good ${suffix}`, 'bharani', 1);

  const { page, close } = await horoscopeByClicking(groom, low.name);
  await page.getByText('10 / 36 (28%)').waitFor();
  await page.getByText('Below 18, the traditional minimum for a match.').waitFor();
  const low18 = await fillColour(page);
  expect(low18.rgb[1], 'a score under 18 is not drawn green').toBeLessThan(low18.rgb[0]);
  expect(low18.onTrack).toBeGreaterThanOrEqual(3);
  // The programs the Gana table follows are there for whoever asks, not in the page's words.
  const how = page.getByRole('button', { name: 'How is this computed?' });
  expect(await how.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByText(COMPATIBILITY_TEXT.ganaVariant).isVisible()).toBe(false);
  let violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await how.click();
  await page.getByText(COMPATIBILITY_TEXT.ganaVariant).waitFor();
  expect(await how.getAttribute('aria-expanded')).toBe('true');
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await close();

  const middle = await horoscopeByClicking(groom, fair.name);
  await middle.page.getByText('18 or more: traditionally taken as a match.').waitFor();
  const amber = await fillColour(middle.page);
  expect(amber.rgb[1], 'a score from 18 to 24 is not drawn green either').toBeLessThan(amber.rgb[0]);
  expect(amber.onTrack).toBeGreaterThanOrEqual(3);
  await middle.close();

  const second = await horoscopeByClicking(groom, good.name);
  await second.page.getByText('33 / 36 (92%)').waitFor();
  await second.page.getByText('25 or more: traditionally taken as a good match.').waitFor();
  const high = await fillColour(second.page);
  expect(high.rgb[1], 'a good score is drawn green').toBeGreaterThan(high.rgb[0]);
  expect(high.onTrack).toBeGreaterThanOrEqual(3);
  await second.close();
});
