import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab } from './support/browser';
import { api, registerMember, signInApi, storeSession, type Member, type SignedIn } from './support/members';

/** Interest: A sends, B sees the notification and accepts on /requests/received/pending, A sees it accepted. */
let browser: Browser;
let a: Member;
let b: Member;
let aSession: SignedIn;
let bSession: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  a = await registerMember({ name: 'Arnav Requests', gender: 'male' });
  b = await registerMember({ name: 'Bela Requests', gender: 'female' });
  aSession = await signInApi(a.email, a.password);
  bSession = await signInApi(b.email, b.password);
});
afterAll(async () => {
  await browser?.close();
});


test('A sends interest; B sees the notification, accepts it on /requests/received/pending; A sees it accepted', async () => {
  const sent = await api('POST', `/match/matchAccount/${b.id}`, { token: aSession.token, body: { id: b.id, userId: a.id } });
  expect(sent.body.code).toBe(5);

  const tabB = await openTab(browser);
  const pageB = tabB.page;
  await storeSession(pageB, bSession);
  await pageB.goto('/requests');
  await pageB.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
  // The notification in the frame's dropdown.
  const bell = pageB.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const dropdown = pageB.getByRole('dialog', { name: 'Notifications' });
  await dropdown.getByText(`${a.name} sent you an interest.`).waitFor();
  await pageB.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  await pageB.getByRole('tab', { name: 'Received' }).waitFor();
  await expectNoAxeViolations(pageB, '/requests');

  await pageB.goto('/requests/received/pending');
  await pageB.getByRole('heading', { level: 2, name: 'Received · Pending' }).waitFor();
  await pageB.getByRole('link', { name: a.name }).waitFor();
  await expectNoAxeViolations(pageB, '/requests/received/pending');
  await pageB.getByRole('button', { name: `Accept interest from ${a.name}` }).click();
  await pageB.getByText('Request accepted.').waitFor();
  await pageB.getByText('No requests are waiting for your answer.').waitFor();

  const tabA = await openTab(browser);
  const pageA = tabA.page;
  await storeSession(pageA, aSession);
  await pageA.goto('/requests/sent/accepted');
  await pageA.getByRole('heading', { level: 2, name: 'Sent · Accepted' }).waitFor();
  await pageA.getByRole('link', { name: b.name }).waitFor();
  const notes = await api('GET', '/user/notifications/all?page=1&limit=5', { token: aSession.token });
  const list = (notes.body.data as { notifications: { content: string }[] }).notifications;
  expect(list.map((n) => n.content)).toContain(`${b.name} accepted your interest.`);

  await tabA.context.close();
  await tabB.context.close();
});

test('the shortlist page lists a shortlisted member and removes them', async () => {
  const res = await api('POST', `/match/shortlistAccount/${b.id}`, { token: aSession.token, body: { shortlist: true } });
  expect(res.body.code).toBeGreaterThanOrEqual(4);
  const tab = await openTab(browser);
  const page = tab.page;
  await storeSession(page, aSession);
  await page.goto('/shortlist');
  await page.getByRole('heading', { level: 1, name: 'Shortlist' }).waitFor();
  await page.getByRole('link', { name: b.name }).waitFor();
  await expectNoAxeViolations(page, '/shortlist');
  await page.getByRole('button', { name: `Remove ${b.name} from your shortlist` }).click();
  await page.getByText('Your shortlist is empty.').waitFor();
  await tab.context.close();
});

test('from a search result, the profile sends interest, shortlists and asks to see photos; the page shows how each stands', async () => {
  const c = await registerMember({ name: `Chetan Profileacts ${Date.now().toString(36)}`, gender: 'male' });
  const d = await registerMember({ name: `Damini Profileacts ${Date.now().toString(36)}`, gender: 'female' });
  const cSession = await signInApi(c.email, c.password);
  const { context, page } = await openTab(browser);
  await storeSession(page, cSession);
  await page.goto('/searchProfile');
  await page.getByLabel('Unique id or name').fill(d.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: d.name }).first().click();
  await page.getByRole('heading', { level: 1, name: d.name }).waitFor();

  await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await page.getByRole('button', { name: 'Shortlisted', pressed: true }).waitFor();
  await page.getByRole('button', { name: 'Ask to see photos' }).click();
  await page.getByRole('button', { name: 'Send interest' }).click();
  await page.getByText('Interest sent · waiting for an answer').waitFor();
  await expectNoAxeViolations(page, '/viewprofile with its request actions');

  const shortlist = await api('POST', '/match/getShortlist', { token: cSession.token, body: { page: 1, limit: 10 } });
  expect(JSON.stringify(shortlist.body)).toContain(d.id);
  const sent = await api('POST', '/user/getRequests', { token: cSession.token, body: { type: 'sent', status: 'pending', page: 1, limit: 10 } });
  const kinds = (sent.body.data as { requests: { type: string }[] }).requests.map((r) => r.type).sort();
  expect(kinds).toEqual(['interest', 'photo']);
  await context.close();
});
