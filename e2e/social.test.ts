import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type Member, type SignedIn } from './support/members';

/** Seeing other members: a visit is recorded, blocking in the browser hides both ways, unblocking restores. */
let browser: Browser;
let a: Member;
let b: Member;
let aSession: SignedIn;
let bSession: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  a = await registerMember({ name: 'Arjun Social', gender: 'male' });
  b = await registerMember({ name: 'Bhavna Social', gender: 'female' });
  aSession = await signInApi(a.email, a.password);
  bSession = await signInApi(b.email, b.password);
});
afterAll(async () => {
  await browser?.close();
});


test('A views B, B sees one visitor; A blocks B, B cannot see A; A unblocks from /blockedUser', async () => {
  const tabA = await openTab(browser);
  const pageA = tabA.page;
  await storeSession(pageA, aSession);

  // A opens B's profile: the page offers Block and says how contact details are shown.
  await pageA.goto(`/viewprofile/${b.id}`);
  await pageA.getByRole('heading', { level: 1, name: b.name }).waitFor();
  await pageA.getByText('Contact details are shown once one of you has accepted the other’s request.').waitFor();
  await expectNoAxeViolations(pageA, `/viewprofile/${b.id}`);

  // The visit is recorded: B, on Free, sees that one member viewed her, not who (decision 0564;
  // e2e/plan-grants.test.ts shows the names with a plan).
  const viewers = await api('POST', '/user/getViewers', { token: bSession.token, body: {} });
  expect(viewers.body.data).toEqual({ users: [], total: 1, locked: true });
  const tabB = await openTab(browser);
  const pageB = tabB.page;
  await storeSession(pageB, bSession);
  await pageB.goto('/usersList/viewers');
  await pageB.getByRole('heading', { level: 1, name: 'Who viewed my profile' }).waitFor();
  await pageB.getByText('1 member viewed your profile — upgrade to see who').waitFor();

  // A blocks B, after confirming.
  await pageA.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = pageA.getByRole('alertdialog', { name: `Block ${b.name}?` });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await pageA.getByText('You have blocked this member.').waitFor();
  await pageA.getByRole('button', { name: 'Unblock', exact: true }).waitFor();

  // B can no longer see A's profile, and A vanished from B's viewers.
  await pageB.goto(`/viewprofile/${a.id}`);
  await pageB.getByText('This profile is not available.').waitFor();
  await pageB.goto('/usersList/viewers');
  await pageB.getByText('No one has viewed your profile yet.').waitFor();

  // B is on A's /blockedUser; Unblock there restores.
  await pageA.goto('/blockedUser');
  await pageA.getByRole('heading', { level: 1, name: 'Blocked members' }).waitFor();
  await pageA.getByRole('link', { name: b.name }).waitFor();
  await expectNoAxeViolations(pageA, '/blockedUser');
  await pageA.getByRole('button', { name: `Unblock ${b.name}` }).click();
  await pageA.getByText('You have not blocked anyone.').waitFor();
  await expectNoAxeViolations(pageA, '/blockedUser (empty)');

  await pageB.goto(`/viewprofile/${a.id}`);
  await pageB.getByRole('heading', { level: 1, name: a.name }).waitFor();
  await pageB.goto('/usersList/viewers');
  await pageB.getByText('1 member viewed your profile — upgrade to see who').waitFor();

  await tabA.context.close();
  await tabB.context.close();
});

test('the dashboard shows completeness, counts and the latest visitors, without axe violations', async () => {
  expect((await api('GET', `/user/get/${b.id}`, { token: aSession.token })).status).toBe(200);
  const { context, page } = await openTab(browser);
  await storeSession(page, bSession);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${b.name}` }).waitFor();
  await page.getByRole('progressbar', { name: 'Profile completeness' }).waitFor();
  await page.getByRole('link', { name: /Next step:/ }).waitFor();
  await page.getByRole('link', { name: /Profile visitors/ }).waitFor();
  // B is on Free: the latest visitors are counted, not named (decision 0564).
  const visitors = page.getByRole('region', { name: 'Latest visitors' });
  await visitors.getByText('1 member viewed your profile — upgrade to see who').waitFor();
  await visitors.getByRole('link', { name: 'See membership plans' }).waitFor();
  await page.getByRole('region', { name: 'Your plan' }).getByText('Free', { exact: true }).waitFor();
  await expectNoAxeViolations(page, '/dashboard');
  await context.close();
});

test('the member lists and comments pages have empty states and no axe violations', async () => {
  expect((await api('GET', `/user/get/${a.id}`, { token: bSession.token })).status).toBe(200);
  const { context, page } = await openTab(browser);
  await storeSession(page, bSession);
  const cases: Array<[string, string, string]> = [
    ['/userLike', 'Members who liked me', 'No one has rated your profile yet.'],
    ['/usersList/shortlisted', 'Who shortlisted me', 'No one has shortlisted you yet.'],
    ['/usersList/viewed', 'Profiles I viewed', 'Arjun Social'],
    [`/comments/${a.id}`, `Comments on ${a.name}`, 'No comments yet.'],
  ];
  for (const [path, heading, text] of cases) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('main').getByText(text).first().waitFor();
    await expectNoAxeViolations(page, path);
  }
  await page.getByText('You can comment once one of you has accepted the other’s request.').waitFor();
  await context.close();
});

test('after an accepted request, A rates B with the stars and comments on /comments/{id}; B reads it; axe finds nothing', async () => {
  const c = await registerMember({ name: 'Chirag Rater', gender: 'male' });
  const d = await registerMember({ name: 'Divya Rated', gender: 'female' });
  const cSession = await signInApi(c.email, c.password);
  const dSession = await signInApi(d.email, d.password);
  // Rating and comments need an accepted request either way (decision 0460): D accepts C's photo request.
  const asked = await api('POST', '/user/sendRequest', { token: cSession.token, body: { id: d.id, type: 'photo' } });
  expect(asked.body.code, JSON.stringify(asked.body)).toBe(5);
  const accepted = await api('POST', '/user/sendResponse', { token: dSession.token, body: { id: asked.body.requestId, status: 'accepted' } });
  expect(accepted.body.code, JSON.stringify(accepted.body)).toBe(5);

  const tabC = await openTab(browser);
  await storeSession(tabC.page, cSession);
  await tabC.page.goto(`/viewprofile/${d.id}`);
  await tabC.page.getByRole('heading', { level: 1, name: d.name }).waitFor();
  const stars = tabC.page.getByRole('radiogroup', { name: 'Your rating' });
  // The fourth star as a member clicks it (the radio input itself is visually hidden).
  await stars.locator('label').filter({ has: tabC.page.getByRole('radio', { name: '4 stars' }) }).click();
  await tabC.page.getByText('Rated 4 out of 5 by 1 member').waitFor();
  await expectNoAxeViolations(tabC.page, `/viewprofile/${d.id} rated`);

  await tabC.page.getByRole('link', { name: /Comments \(0\)/ }).click();
  await waitForPath(tabC.page, `/comments/${d.id}`);
  await tabC.page.getByLabel('Your comment').fill('We enjoyed meeting your family.');
  await tabC.page.getByRole('button', { name: 'Post comment' }).click();
  await tabC.page.getByText('We enjoyed meeting your family.').waitFor();
  await expectNoAxeViolations(tabC.page, `/comments/${d.id} with a comment`);
  await tabC.context.close();

  // D reads the comment under her own profile and may delete it.
  const tabD = await openTab(browser);
  await storeSession(tabD.page, dSession);
  await tabD.page.goto(`/comments/${d.id}`);
  await tabD.page.getByText('We enjoyed meeting your family.').waitFor();
  await tabD.page.getByRole('button', { name: `Delete the comment by ${c.name}` }).waitFor();
  await tabD.context.close();
});
