import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPATIBILITY_TEXT } from '../contract/compatibility';
import { PREFERENCES_MATCH_TEXT } from '../contract/preferences';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, overflowingElements, pageWidth, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type Member, type SignedIn } from './support/members';
import { PHONE } from './support/admin';
import { newSignedInMember, openDashboard } from './support/dashboard';
import { verifyPhoneAndId } from './support/verified';

/**
 * Acting on a member where members look for them (issue 13 §1, decisions 0547 and 0548): from a
 * search result card, then on the profile, and the other member answering on the sender's
 * profile; the two match numbers named apart. Every page is reached by clicking.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function memberWithHoroscope(name: string, gender: 'male' | 'female', nakshatra: string): Promise<{ member: Member; session: SignedIn }> {
  const member = await registerMember({ name, gender });
  const session = await signInApi(member.email, member.password);
  const added = await api('PUT', `/user/update/horoscope/${member.id}`, { token: session.token, body: { nakshatra, charan: 1, manglik: 'manglik.no' } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { member, session };
}

async function signedInTab(session: SignedIn): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser);
  await storeSession(page, session);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  return { page, close: () => context.close() };
}

test('a member acts from a search card and on a profile; the other accepts on the sender’s profile; the match numbers are named apart', async () => {
  const suffix = Date.now().toString(36);
  const he = await memberWithHoroscope(`Mohan Cardacts ${suffix}`, 'male', 'ashwini');
  const she = await memberWithHoroscope(`Wafa Cardacts ${suffix}`, 'female', 'bharani');
  const prefs = await api('PUT', `/user/userPreferences/${he.member.id}`, { token: he.session.token, body: { ageFrom: 20, ageTo: 45 } });
  expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
  const herName = she.member.name;

  // From the dashboard to a search result; the card's own actions.
  const mine = await signedInTab(he.session);
  const page = mine.page;
  await page.getByRole('link', { name: /Search profiles/ }).click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(herName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('group', { name: `Actions for ${herName}` });
  await card.getByRole('button', { name: `Send interest to ${herName}` }).click();
  await card.getByText('Interest sent · waiting for an answer').waitFor();
  await card.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await card.getByRole('button', { name: 'Shortlisted', pressed: true }).waitFor();
  await expectNoAxeViolations(page, '/searchProfile with card actions');
  await card.getByRole('button', { name: `Withdraw interest to ${herName}` }).click();
  await card.getByRole('button', { name: `Send interest to ${herName}` }).waitFor();

  // Her profile: the shortlist from the card holds; send, withdraw, send again; ask for photos.
  await page.getByRole('link', { name: herName }).click();
  await page.getByRole('heading', { level: 1, name: herName }).waitFor();
  await page.getByRole('button', { name: 'Shortlisted', pressed: true }).waitFor();
  await page.getByRole('button', { name: `Send interest to ${herName}` }).click();
  await page.getByText('Interest sent · waiting for an answer').waitFor();
  await page.getByRole('button', { name: `Withdraw interest to ${herName}` }).click();
  await page.getByRole('button', { name: `Send interest to ${herName}` }).click();
  await page.getByRole('button', { name: `Withdraw interest to ${herName}` }).waitFor();
  await page.getByRole('button', { name: 'Ask to see photos' }).click();
  await page.getByText('Photos asked for · waiting for an answer').waitFor();
  // Asking for photos does not hide the interest (the profile's `interest`, not `matchRequest`).
  await page.getByText('Interest sent · waiting for an answer').waitFor();

  // The preferences match, named and explained.
  await page.getByRole('heading', { name: /^Preferences match \d+%$/ }).waitFor();
  await page.getByText(PREFERENCES_MATCH_TEXT.explained).waitFor();
  expect(await page.getByText(/^Match \d+%/).count()).toBe(0);
  await expectNoAxeViolations(page, '/viewprofile with its actions');
  // The header's actions wrap on a phone rather than scroll sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await pageWidth(page), (await overflowingElements(page)).join('; ')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The horoscope: Guna Milan, points out of 36 with the percent, explained.
  await page.getByRole('link', { name: 'View horoscope and Guna Milan' }).click();
  await page.getByRole('meter', { name: COMPATIBILITY_TEXT.gunaMilan }).waitFor();
  await page.getByText(/^\d+(\.5)? \/ 36 \(\d+%\)$/).waitFor();
  await page.getByText(COMPATIBILITY_TEXT.gunaMilanExplained).waitFor();
  expect(await page.getByText('Match score').count()).toBe(0);

  // She answers on his profile, reached from her received requests.
  const hers = await signedInTab(she.session);
  await hers.page.getByRole('link', { name: /Requests received/ }).click();
  await hers.page.getByRole('link', { name: he.member.name }).first().click();
  await hers.page.getByRole('heading', { level: 1, name: he.member.name }).waitFor();
  await hers.page.getByText('Sent you an interest').waitFor();
  await hers.page.getByRole('button', { name: `Decline interest from ${he.member.name}` }).waitFor();
  await expectNoAxeViolations(hers.page, '/viewProfile with Accept and Decline');
  await hers.page.getByRole('button', { name: `Accept interest from ${he.member.name}` }).click();
  await hers.page.getByText('You accepted their interest').waitFor();
  // The page reloaded its other flags: rating and comments open once an interest is accepted.
  await hers.page.getByRole('radiogroup', { name: 'Your rating' }).waitFor();
  expect(await hers.page.getByText('You can rate and comment once one of you has accepted the other’s request.').count()).toBe(0);

  // He sees it accepted on her profile.
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: herName }).waitFor();
  await page.getByText('Interest accepted').waitFor();

  // His shortlist, from the dashboard: her card says accepted and offers Message.
  await page.getByRole('banner').locator('a[href="/dashboard"]').first().click();
  await page.getByRole('link', { name: /My shortlist/ }).click();
  await waitForPath(page, '/shortlist');
  const row = page.getByRole('group', { name: `Actions for ${herName}` });
  await row.getByText('Interest accepted').waitFor();
  await row.getByRole('link', { name: 'Message', exact: true }).waitFor();
  await expectNoAxeViolations(page, '/shortlist with card actions');
  await Promise.all([mine.close(), hers.close()]);
});

// The small list cards carry the badges of issue 24 like the result cards: her "Phone verified"
// and "ID verified" on his shortlist, and nothing on the card of a member the site did not check.
for (const [i, { size, width, options }] of [
  { size: 'desktop', width: 1280, options: {} },
  { size: 'phone', width: 390, options: PHONE },
].entries()) {
  test(`${size}: the shortlist shows “Phone verified” and “ID verified” on the card of a member who has them, and nothing on another’s`, async () => {
    const suffix = `${size} ${Date.now().toString(36)}`;
    const he = await newSignedInMember({ name: `Kiran Badges ${suffix}`, gender: 'male' });
    const checked = await newSignedInMember({ name: `Sunita Checked ${suffix}`, gender: 'female' });
    const plain = await newSignedInMember({ name: `Rekha Plain ${suffix}`, gender: 'female' });
    await verifyPhoneAndId(checked, `8${String(Date.now() * 10 + i).slice(-9)}`);
    for (const her of [checked, plain]) {
      const saved = await api('POST', `/match/shortlistAccount/${her.user._id}`, { token: he.token, body: {} });
      expect(saved.body.code, JSON.stringify(saved.body)).toBe(5);
    }

    const { context, page } = await openDashboard(browser, he, options);
    await page.getByRole('link', { name: /My shortlist/ }).click();
    await waitForPath(page, '/shortlist');
    const cardOf = (name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await cardOf(checked.user.name).getByText('Phone verified', { exact: true }).waitFor();
    await cardOf(checked.user.name).getByText('ID verified', { exact: true }).waitFor();
    await cardOf(plain.user.name).waitFor();
    expect(await cardOf(plain.user.name).getByText(/verified/).count()).toBe(0);
    await expectNoAxeViolations(page, `/shortlist with verified badges, at ${size}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await context.close();
  });
}
