import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openTab } from './support/browser';
import { registerMember, signInApi, storeSession, type Member, type SignedIn } from './support/members';

/**
 * The header's counts follow what others do, without a reload (issue 21 §1, decision 0900): two
 * members in two browsers, each reaching things by clicking. Nothing here changes the page a
 * count is read on, so a count that waits for a page change or a reload fails.
 */
let browser: Browser;
let aarav: Member;
let priya: Member;
let aaravSession: SignedIn;
let priyaSession: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  aarav = await registerMember({ name: 'Aarav Live', gender: 'male' });
  priya = await registerMember({ name: 'Priya Live', gender: 'female' });
  aaravSession = await signInApi(aarav.email, aarav.password);
  priyaSession = await signInApi(priya.email, priya.password);
});
afterAll(async () => {
  await browser?.close();
});

const memberNav = (page: Page) => page.getByRole('navigation', { name: 'Member' });
const requestsLink = (page: Page, name: string) => memberNav(page).getByRole('link', { name, exact: true });
const bell = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });

test('an interest that arrives, and its acceptance, change the bell and the Requests count at once, on every open tab', async () => {
  const { context: aaravBrowser, page: aaravHere } = await openTab(browser);
  await storeSession(aaravHere, aaravSession);
  await aaravHere.goto('/dashboard');
  // The welcome note is the one unread notification so far.
  await bell(aaravHere, 'Notifications, 1 unread').waitFor();
  await requestsLink(aaravHere, 'Requests').waitFor();
  await aaravHere.getByRole('link', { name: '0 Requests received' }).waitFor();
  const aaravThere = await aaravBrowser.newPage();
  await aaravThere.goto('/shortlist');
  await requestsLink(aaravThere, 'Requests').waitFor();

  const { context: priyaBrowser, page: priyaPage } = await openTab(browser);
  await storeSession(priyaPage, priyaSession);
  await priyaPage.goto(`/viewProfile/${aarav.id}`);
  await priyaPage.getByRole('button', { name: `Send interest to ${aarav.name}` }).click();
  await priyaPage.getByText('Interest sent.').waitFor();
  await bell(priyaPage, 'Notifications, 1 unread').waitFor();

  // Aarav's two tabs are told; neither page changed.
  for (const page of [aaravHere, aaravThere]) {
    await requestsLink(page, 'Requests, 1 new').waitFor();
    await bell(page, 'Notifications, 2 unread').waitFor();
  }
  // The dashboard in view counts it too.
  await aaravHere.getByRole('link', { name: '1 Requests received' }).waitFor();
  expect(new URL(aaravHere.url()).pathname).toBe('/dashboard');

  // Aarav answers on the Requests page: his count drops at once, on his other tab too.
  await requestsLink(aaravHere, 'Requests, 1 new').click();
  await aaravHere.getByRole('link', { name: /1 received pending/ }).click();
  await aaravHere.getByRole('button', { name: `Accept interest from ${priya.name}` }).click();
  await aaravHere.getByText('Request accepted.').waitFor();
  await requestsLink(aaravHere, 'Requests').waitFor();
  await requestsLink(aaravThere, 'Requests').waitFor();

  // Priya's bell says her interest was accepted, without a reload.
  await bell(priyaPage, 'Notifications, 2 unread').waitFor();
  expect(new URL(priyaPage.url()).pathname).toBe(`/viewProfile/${aarav.id}`);

  await aaravBrowser.close();
  await priyaBrowser.close();
});
