import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 22 §1, decision 0922: "Similar profiles" under a member's profile, reached as a member
 * would (the header's Search, a result, the profile), in each state a member meets: many similar
 * members, one, none (the section is left out); a click on a card lands on that profile. At
 * 1280 px and 390 px, axe on the profile with the section.
 *
 * Similar members share the religion (decision 0523); each group here has a religion no other
 * browser test gives its members, so who is similar to whom is known.
 */
let browser: Browser;
let viewer: SignedIn;
const RUN = Date.now().toString(36);

interface Reference {
  religions: { _id: string; name: string }[];
  castes: { _id: string; name: string; religionId: string }[];
}

/** A woman of `religion` (with its first caste), as she would write it in her profile. */
async function woman(label: string, religion: string): Promise<string> {
  const data = (await api('GET', '/app/getData')).body.data as Reference;
  const religionId = data.religions.find((r) => r.name === religion)?._id;
  const caste = data.castes.find((c) => c.religionId === religionId)?._id;
  if (!religionId || !caste) throw new Error(`no ${religion} in the reference data`);
  const name = `${label} ${RUN}`;
  const m = await registerMember({ name, gender: 'female' });
  const me = await signInApi(m.email, m.password);
  const res = await api('PUT', `/user/update/religionDetails/${m.id}`, { token: me.token, body: { religion: religionId, caste } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return name;
}

const many = { profile: 'Miriam Similar', others: ['Naomi Similar', 'Rivka Venkatasubramanianramalingeswaran Similar', 'Leah Similar'] };
const one = { profile: 'Roshan Similar', other: 'Shirin Similar' };
const none = 'Tara Alone';

beforeAll(async () => {
  browser = await launchBrowser();
  for (const label of [many.profile, ...many.others]) await woman(label, 'Jewish');
  for (const label of [one.profile, one.other]) await woman(label, 'Parsi (Zoroastrian)');
  await woman(none, 'Bahá’í');
  const m = await registerMember({ name: `Viewer Similar ${RUN}`, gender: 'male' });
  viewer = await signInApi(m.email, m.password);
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { name: 'desktop', width: 1280, options: {} },
  { name: 'phone', width: 390, options: phone(390, 844) },
] as const;
type Size = (typeof SIZES)[number]['name'];

/** The header's Search (the Matches list on a desktop, the Menu sheet on a phone), a name, the result. */
async function openProfileFromSearch(page: Page, size: Size, name: string) {
  const banner = page.getByRole('banner');
  if (size === 'desktop') {
    await banner.getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Matches' }).click();
    await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Search', exact: true }).click();
  } else {
    await banner.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search', exact: true }).click();
  }
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const similarSection = (page: Page) => page.getByRole('region', { name: 'Similar profiles' });
const cardNames = (page: Page) => similarSection(page).getByRole('listitem').locator('a > span > span:first-child').allTextContents();

for (const { name: size, width, options } of SIZES) {
  test(`${size} (${width} px): Similar profiles under a profile, many, one or none; a card opens that profile`, async () => {
    const { context, page } = await openTab(browser, options);
    await storeSession(page, viewer);
    await page.goto('/dashboard');

    // Many: the three other Jewish women, each with her age and a link to her profile.
    await openProfileFromSearch(page, size, `${many.profile} ${RUN}`);
    await similarSection(page).waitFor();
    expect((await cardNames(page)).sort()).toEqual(many.others.map((n) => `${n} ${RUN}`).sort());
    const card = similarSection(page).getByRole('link', { name: new RegExp(`^${many.others[0]} ${RUN}`) });
    expect(await card.textContent()).toMatch(/\d+ yrs/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `profile with Similar profiles at ${width} px`);

    // A click on a card lands on that profile, which shows its own similar members.
    await card.click();
    await page.getByRole('heading', { level: 1, name: `${many.others[0]} ${RUN}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/viewProfile\/[^/]+$/);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual([many.profile, ...many.others.slice(1)].map((n) => `${n} ${RUN}`).sort());

    // One: the only other Parsi woman; her card leads to her profile, and hers back.
    await openProfileFromSearch(page, size, `${one.profile} ${RUN}`);
    expect(await cardNames(page)).toEqual([`${one.other} ${RUN}`]);
    await similarSection(page).getByRole('link', { name: new RegExp(`^${one.other} ${RUN}`) }).click();
    await page.getByRole('heading', { level: 1, name: `${one.other} ${RUN}` }).waitFor();
    await expect.poll(() => cardNames(page)).toEqual([`${one.profile} ${RUN}`]);

    // None: nobody shares her religion, so the section is left out (decision 0922).
    await openProfileFromSearch(page, size, `${none} ${RUN}`);
    await page.getByRole('heading', { level: 2, name: 'Comments' }).waitFor();
    expect(await similarSection(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Similar profiles' }).count()).toBe(0);
    await context.close();
  });
}
