import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, phone, waitForPath } from './support/browser';
import { newSignedInMember, openDashboard } from './support/dashboard';
import { api, registerMember, signInApi } from './support/members';

/**
 * Issue 22 §1: Profile Matches starts from the member's partner preferences (decision 0923),
 * says so, and clears or edits them in one action; Religion, State and City filters narrow the
 * results with their counts; after Search on /searchProfile the results are in view. Each at
 * 1280 px and at 390 px, reached from the header's navigation.
 */
let browser: Browser;
const RUN = Date.now().toString(36);

/** A woman with her age, religion and city, written through the profile's sections as she would. */
async function woman(label: string, dob: string, religion: 'hindu' | 'jain', state: string, city: number) {
  const m = await registerMember({ name: `${label} ${RUN}`, gender: 'female' });
  const me = await signInApi(m.email, m.password);
  const motherTongue = (me.user.basicDetails as { motherTongue: { _id: string } }).motherTongue._id;
  const writes = [
    ['basicDetails', { name: m.name, DOB: dob, profileFor: 'Self', maritalStatus: 'maritalStatus.single', motherTongue, height: { feet: 5, inch: 3 } }],
    ['religionDetails', { religion, caste: religion === 'hindu' ? 'hindu.brahmin' : 'jain.digambar' }],
    ['locationDetails', { country: 'IN', state, city, citizenship: 'IN', residencyStatus: 'residencyStatus.citizen', zipCode: '' }],
  ] as const;
  for (const [section, body] of writes) {
    const res = await api('PUT', `/user/update/${section}/${m.id}`, { token: me.token, body });
    expect(res.status, `${section}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

async function citiesOf(state: string): Promise<Map<string, number>> {
  const res = await api('GET', `/app/get-cities/${state}`);
  return new Map((res.body.data as { _id: number; name: string }[]).map((c) => [c.name, c._id]));
}

/**
 * Women aged 26 and 28 (Hindu, in Pune and Mumbai) meet the preference of 24–30 and Hindu; one
 * of 35 and a Jain woman of 27 do not; eight more live in eight other cities of Maharashtra, so
 * the city list is long enough to type in.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const [mh, ka] = await Promise.all([citiesOf('IN-MH'), citiesOf('IN-KA')]);
  const year = new Date().getFullYear();
  const aged = (years: number) => `${year - years}-01-01`;
  await woman('Aarti Pune', aged(26), 'hindu', 'IN-MH', mh.get('Pune')!);
  await woman('Bhakti Mumbai', aged(28), 'hindu', 'IN-MH', mh.get('Mumbai')!);
  await woman('Charu Older', aged(35), 'hindu', 'IN-MH', mh.get('Pune')!);
  await woman('Divya Jain', aged(27), 'jain', 'IN-KA', ka.get('Bengaluru')!);
  const others = [...mh.entries()].filter(([name]) => name !== 'Pune' && name !== 'Mumbai').slice(0, 8);
  for (const [i, [, id]] of others.entries()) await woman(`Esha Elsewhere ${i}`, aged(40), 'hindu', 'IN-MH', id);
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: phone(390, 844) },
] as const;
type Size = (typeof SIZES)[number]['name'];

/** Opens a page from the header: the Matches list on a desktop, the Menu sheet on a phone. */
async function openFromHeader(page: Page, size: Size, link: string) {
  const banner = page.getByRole('banner');
  if (size === 'desktop') {
    await banner.getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Matches' }).click();
    await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: link, exact: true }).click();
  } else {
    await banner.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link, exact: true }).click();
  }
}

const resultsCount = async (page: Page) => {
  const text = await page.getByText(/^Search Results \(\d+\)/).first().textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
};
const waitForCount = (page: Page, n: number) => page.getByText(new RegExp(`^Search Results \\(${n}\\)`)).first().waitFor();

/** Each result card's details (Age, Religion, …) as the page shows them. */
function cardDetails(page: Page): Promise<Record<string, string>[]> {
  return page.locator('section[aria-labelledby="results-title"] li').evaluateAll((items) =>
    items.map((li) => Object.fromEntries([...li.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent?.replace(/:$/, '') ?? '', d.querySelector('dd')?.textContent ?? '']))),
  );
}

/** The filters: the side panel on a desktop, the "Filters (n)" sheet on a phone. */
async function filters(page: Page, size: Size): Promise<Locator> {
  if (size === 'desktop') return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters \(\d+\)/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

/** Ticks the first option of a section (opening it), searches, and answers the option's count. */
async function tickFirst(page: Page, size: Size, section: string): Promise<number> {
  const panel = await filters(page, size);
  const trigger = panel.getByRole('button', { name: section, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const option = panel.getByRole('group', { name: section }).locator('label').filter({ has: page.getByRole('checkbox') }).filter({ hasNotText: /Not Added/ }).first();
  const count = Number(/\((\d+)\)\s*$/.exec((await option.textContent()) ?? '')?.[1]);
  await option.click();
  await panel.getByRole('button', { name: /^Search/ }).click();
  return count;
}

for (const { name: size, options } of SIZES) {
  test(`${size}: Profile Matches start from the partner preferences saved, say so, clear and come back`, async () => {
    const me = await newSignedInMember({ name: `Omkar Prefers ${size}`, gender: 'male' });
    const { context, page } = await openDashboard(browser, me, options);

    // Before any preference: the page says how to start from them.
    await openFromHeader(page, size, 'Profile Matches');
    await waitForPath(page, '/newMatches');
    await page.getByText('Save your partner preferences to see first the members who meet them.').waitFor();
    const everyone = await resultsCount(page);

    await openFromHeader(page, size, 'Partner Preferences');
    await waitForPath(page, '/preferences');
    for (const [field, option] of [[/Age from/, '24 years'], [/Age to/, '30 years']] as const) {
      await page.getByRole('button', { name: field }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('button', { name: /^Religion/ }).click();
    await page.getByRole('option', { name: 'Hindu', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByRole('status').filter({ hasText: 'Your partner preferences are saved.' }).waitFor();

    // Saved a moment ago, applied at once.
    await openFromHeader(page, size, 'Profile Matches');
    await waitForPath(page, '/newMatches');
    await page.getByText('From your partner preferences', { exact: true }).waitFor();
    await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
    const preferred = await resultsCount(page);
    expect(preferred).toBeGreaterThan(0);
    expect(preferred).toBeLessThan(everyone);
    const cards = await cardDetails(page);
    expect(cards.length).toBe(Math.min(10, preferred));
    for (const card of cards) {
      expect(card.Religion).toBe('Hindu');
      const age = Number(/^(\d+) years$/.exec(card.Age ?? '')?.[1]);
      expect(age, JSON.stringify(card)).toBeGreaterThanOrEqual(24);
      expect(age, JSON.stringify(card)).toBeLessThanOrEqual(30);
    }
    await expectNoAxeViolations(page, `/newMatches from the preferences (${size})`);

    // One action clears them; the page says these are not the preferences and offers them back.
    await page.getByRole('button', { name: 'Clear preferences filters' }).click();
    await waitForCount(page, everyone);
    await page.getByText('These filters are not your partner preferences.').waitFor();
    await expectNoAxeViolations(page, `/newMatches cleared (${size})`);
    await page.getByRole('link', { name: 'Use my partner preferences' }).click();
    await waitForCount(page, preferred);
    await page.getByText('From your partner preferences', { exact: true }).waitFor();
    // And one edits them.
    await page.getByRole('link', { name: 'Edit preferences' }).click();
    await waitForPath(page, '/preferences');
    await context.close();
  });

  test(`${size}: State and City filters narrow Profile Matches to their counts; a city is found by typing`, async () => {
    const me = await newSignedInMember({ name: `Pranav Places ${size}`, gender: 'male' });
    const { context, page } = await openDashboard(browser, me, options);
    await openFromHeader(page, size, 'Profile Matches');
    await waitForPath(page, '/newMatches');
    const everyone = await resultsCount(page);

    // Among everyone the city list is long: the most counted show, the rest are found by typing.
    const panel = await filters(page, size);
    await panel.getByRole('button', { name: 'City living in', exact: true }).click();
    const cities = panel.getByRole('group', { name: 'City living in' });
    await cities.getByText(/more: type to find them\.$/).waitFor();
    await cities.getByRole('searchbox', { name: 'Find a city' }).fill('Pun');
    await cities.locator('label').filter({ hasText: /^Pune\s*\(\d+\)$/ }).first().waitFor();
    expect(await cities.locator('label').filter({ hasText: /^Mumbai/ }).count()).toBe(0);
    await cities.getByRole('searchbox', { name: 'Find a city' }).fill('');
    if (size === 'phone') await page.keyboard.press('Escape');

    const inState = await tickFirst(page, size, 'State living in');
    expect(inState).toBeGreaterThan(0);
    await waitForCount(page, inState);
    expect(inState).toBeLessThan(everyone);
    const inCity = await tickFirst(page, size, 'City living in');
    await waitForCount(page, inCity);
    expect(inCity).toBeGreaterThan(0);
    expect(inCity).toBeLessThanOrEqual(inState);
    await expectNoAxeViolations(page, `/newMatches with State and City (${size})`);
    await context.close();
  });

  test(`${size}: after Search on /searchProfile the results are in view, their heading focused`, async () => {
    const me = await newSignedInMember({ name: `Sahil Scrolls ${size}`, gender: 'male' });
    const { context, page } = await openDashboard(browser, me, options);
    await openFromHeader(page, size, 'Search');
    await waitForPath(page, '/searchProfile');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.scrollIntoViewIfNeeded();
    await search.click();
    await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
    const first = page.locator('section[aria-labelledby="results-title"] li').first();
    await first.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results-title');
    const box = await first.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(viewport.height);
    await expectNoAxeViolations(page, `/searchProfile after Search (${size})`);
    await context.close();
  });
}
