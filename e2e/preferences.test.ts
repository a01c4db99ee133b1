import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import { SERVER_TEXT } from '../contract/server-texts';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { linkInNewestMail } from './support/mail';
import { api, registerMember, signInApi, storeSession, type Member, type SignedIn } from './support/members';

/**
 * Partner preferences and /matchRecommendation in a real browser: a member sets his
 * preferences on /preferences, then sees a member who meets them in 'Members you may like'
 * and a member whose preferences he meets in 'Members looking for you'; a member who has not
 * verified the e-mail sees the blocking message. Axe on both pages.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function verify(member: Member) {
  const link = await linkInNewestMail(member.email, 'Verify your e-mail');
  const { context, page } = await openTab(browser);
  await page.goto(link);
  await page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' }).waitFor();
  await context.close();
}

/** Verified, Hindu Brahmin with a gotra, single, 5 ft 4 in (women) or 5 ft 10 in (men). */
async function readyMember(name: string, gender: 'male' | 'female'): Promise<{ member: Member; session: SignedIn }> {
  // Verified here through the /verify-email page rather than by registerMember.
  const member = await registerMember({ name, gender, verified: false });
  await verify(member);
  const session = await signInApi(member.email, member.password);
  const religion = await api('PUT', `/user/update/religionDetails/${member.id}`, {
    token: session.token,
    body: { religion: 'hindu', caste: 'hindu.brahmin', gotra: 'hindu.brahmin.atreya' },
  });
  expect(religion.status, JSON.stringify(religion.body)).toBe(200);
  const motherTongue = (session.user.basicDetails as { motherTongue: { _id: string } }).motherTongue._id;
  const basic = await api('PUT', `/user/update/basicDetails/${member.id}`, {
    token: session.token,
    body: {
      name,
      DOB: '1995-04-12',
      profileFor: 'Self',
      maritalStatus: 'maritalStatus.single',
      motherTongue,
      height: gender === 'male' ? { feet: 5, inch: 10 } : { feet: 5, inch: 4 },
    },
  });
  expect(basic.status, JSON.stringify(basic.body)).toBe(200);
  return { member, session: await signInApi(member.email, member.password) };
}

async function openAs(session: SignedIn, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser);
  await storeSession(page, session);
  await page.goto(path);
  await waitForPath(page, path);
  return { page, close: () => context.close() };
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('preferences set in the browser bring both recommendation lists', async () => {
  const suffix = Date.now().toString(36);
  const he = await readyMember(`Kabir Pref ${suffix}`, 'male');
  const she = await readyMember(`Ishani Pref ${suffix}`, 'female');
  const hers = await api('PUT', `/user/userPreferences/${she.member.id}`, {
    token: she.session.token,
    body: { ageFrom: 25, ageTo: 40, religion: ['hindu'], maritalStatus: ['maritalStatus.single'] },
  });
  expect(hers.status, JSON.stringify(hers.body)).toBe(200);

  // Before he states a preference, the page says so.
  const { page, close } = await openAs(he.session, '/matchRecommendation');
  await page.getByText('Preferance should be added to personlize your list').waitFor();

  await page.goto('/preferences');
  await waitForPath(page, '/preferences');
  await page.getByRole('heading', { level: 1, name: 'Partner preferences' }).waitFor();
  // A new preference starts at the Act's 5 and 3 generations (decision 0723); below them a note says what the Act counts.
  await page.getByRole('button', { name: /Father-side generations/ }).filter({ hasText: '5 generations' }).waitFor();
  await page.getByRole('button', { name: /Mother-side generations/ }).filter({ hasText: '3 generations' }).waitFor();
  expect(await page.getByTestId('act-generations-note').count()).toBe(0);
  await choose(page, /Father-side generations/, '4 generations');
  await page.getByTestId('act-generations-note').getByText('The Hindu Marriage Act counts 5 generations on the father’s side and 3 on the mother’s.').waitFor();
  await choose(page, /Father-side generations/, '5 generations');
  await choose(page, /Age from/, '25 years');
  await choose(page, /Age to/, '35 years');
  await choose(page, /Height from/, '5 ft 0 in');
  await choose(page, /Height to/, '5 ft 8 in');
  // A multiple choice stays open for more; Escape closes it.
  await page.getByRole('button', { name: /^Religion/ }).click();
  await page.getByRole('option', { name: 'Hindu', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Marital status/ }).click();
  await page.getByRole('option', { name: 'Single', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('status').filter({ hasText: 'Your partner preferences are saved.' }).waitFor();
  const a11yForm = await axeViolations(page);
  expect(a11yForm, describeViolations(a11yForm)).toEqual([]);

  const saved = await api('GET', `/user/get/preference/${he.member.id}`, { token: he.session.token });
  expect(saved.body.preference).toMatchObject({ ageFrom: 25, ageTo: 35, religion: [{ _id: 'hindu' }], maritalStatus: [{ _id: 'maritalStatus.single' }] });

  await page.goto('/matchRecommendation');
  await waitForPath(page, '/matchRecommendation');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Profiles').waitFor();
  const mayLike = page.getByRole('region', { name: /^Members you may like/ });
  const lookingForYou = page.getByRole('region', { name: /^Members looking for you/ });
  await mayLike.getByText('Members who match many of your Preferences').waitFor();
  await lookingForYou.getByText('Members looking for matches like you').waitFor();
  const herCard = mayLike.getByRole('article', { name: she.member.name });
  await herCard.waitFor();
  await lookingForYou.getByRole('article', { name: she.member.name }).waitFor();
  expect(await herCard.getByText(/5 ft 4 in, Hindu, Brahmin/).count()).toBe(1);
  const view = herCard.getByRole('link', { name: `View profile of ${she.member.name} (opens in a new tab)` });
  expect(await view.getAttribute('href')).toBe(`/viewProfile/${she.member.id}`);
  expect(await view.getAttribute('target')).toBe('_blank');
  const a11y = await axeViolations(page);
  expect(a11y, describeViolations(a11y)).toEqual([]);

  // Send interest: the message shows and the lists reload.
  await herCard.getByRole('button', { name: `Send interest to ${she.member.name}` }).click();
  await page.getByRole('status').filter({ hasText: 'Interest sent.' }).waitFor();
  // The lists reloaded: both of her cards say how the interest stands, with Withdraw (decision 0547).
  await mayLike.getByRole('article', { name: she.member.name }).getByText('Interest sent · waiting for an answer').waitFor();
  await lookingForYou.getByRole('article', { name: she.member.name }).getByRole('button', { name: `Withdraw interest to ${she.member.name}` }).waitFor();
  await close();
});

test('a member whose e-mail is not verified sees the blocking message instead of the lists', async () => {
  const member = await registerMember({ name: 'Unverified Pref', gender: 'male', verified: false });
  const { page, close } = await openAs(await signInApi(member.email, member.password), '/matchRecommendation');
  await page.getByText('Email should be verified for profile match').waitFor();
  expect(await page.getByRole('region', { name: /^Members you may like/ }).count()).toBe(0);
  // The way on is the link itself, right there (decision 0880), not a trip to Account Setting.
  expect(await page.getByRole('link', { name: 'Go to Account Setting' }).count()).toBe(0);
  await page.getByRole('main').getByRole('button', { name: m.auth_resend_link() }).click();
  await page.getByRole('main').getByRole('status').filter({ hasText: SERVER_TEXT.verificationSent }).waitFor();
  const a11y = await axeViolations(page);
  expect(a11y, describeViolations(a11y)).toEqual([]);
  await close();
});

test('the preferences page works at phone width', async () => {
  const member = await registerMember({ name: 'Narrow Pref', gender: 'female' });
  const { context, page } = await openTab(browser, { viewport: { width: 360, height: 740 } });
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/preferences');
  await page.getByRole('button', { name: 'Save preferences' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
