import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openTab, waitForPath, type Tab } from './support/browser';
import { acceptedInterest, api, chatPair, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 21 §1: a conversation's newest page comes from /messages/{id}'s route loader, the list
 * beside it from the layout's. Each conversation shows its own messages when opened, after
 * switching to another and after Back; searching the list and a live message refresh the list
 * without reading the open thread again.
 */
let browser: Browser;
let a: SignedIn;
let b: SignedIn;
let c: SignedIn;
const tabs: Tab[] = [];

async function send(from: SignedIn, to: SignedIn, text: string): Promise<void> {
  const sent = await api('POST', '/user/sendMessage', { token: from.token, body: { userId: to.user._id, text } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [a, b] = await chatPair('Threads');
  const mc = await registerMember({ name: `Chitra Threads ${Date.now().toString(36)}`, gender: 'female' });
  c = await signInApi(mc.email, mc.password);
  await acceptedInterest(a, c);
  await send(a, b, 'To Bhavna: our families meet on Sunday.');
  await send(a, c, 'To Chitra: the horoscopes match well.');
});
afterAll(async () => {
  await Promise.all(tabs.map((t) => t.context.close()));
  await browser?.close();
});

async function openAs(member: SignedIn, path: string): Promise<Page> {
  const tab = await openTab(browser);
  tabs.push(tab);
  await storeSession(tab.page, member);
  await tab.page.goto(path);
  return tab.page;
}

const log = (page: Page) => page.getByRole('log');
const row = (page: Page, member: SignedIn) => page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(member.user.name) });

/** How many times the page has asked the server for the conversation with `partner`. */
function threadReads(page: Page, partner: SignedIn): () => number {
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/user/getMessages/${partner.user._id}`) reads += 1;
  });
  return () => reads;
}

test('each conversation shows its messages when opened, after switching to another, and after Back', async () => {
  const page = await openAs(a, `/messages/${b.user._id}`);
  await log(page).getByText('To Bhavna: our families meet on Sunday.').waitFor();

  await row(page, c).click();
  await waitForPath(page, `/messages/${c.user._id}`);
  await log(page).getByText('To Chitra: the horoscopes match well.').waitFor();
  expect(await log(page).getByText('To Bhavna').count()).toBe(0);

  // Back: Bhavna's conversation again, with what she wrote while it was closed.
  await send(b, a, 'From Bhavna: Sunday suits us.');
  await page.goBack();
  await waitForPath(page, `/messages/${b.user._id}`);
  await log(page).getByText('From Bhavna: Sunday suits us.').waitFor();
  await log(page).getByText('To Bhavna: our families meet on Sunday.').waitFor();
  expect(await log(page).getByText('To Chitra').count()).toBe(0);

  await page.goForward();
  await waitForPath(page, `/messages/${c.user._id}`);
  await log(page).getByText('To Chitra: the horoscopes match well.').waitFor();
});

test('searching the list and a live message refresh the list, not the open thread', async () => {
  const tab = await openTab(browser);
  tabs.push(tab);
  const page = tab.page;
  const reads = threadReads(page, b);
  const socket = page.waitForEvent('websocket');
  await storeSession(page, a);
  await page.goto('/chat');
  // The tab's live socket delivers before the thread opens (so its first-open catch-up is the
  // list's): Chitra writes until a frame comes through.
  let frames = 0;
  (await socket).on('framereceived', () => (frames += 1));
  await expect
    .poll(async () => {
      if (frames === 0) await send(c, a, 'From Chitra: are you there?');
      return frames;
    })
    .toBeGreaterThan(0);

  await row(page, b).click();
  await waitForPath(page, `/messages/${b.user._id}`);
  await log(page).getByText('To Bhavna: our families meet on Sunday.').waitFor();
  expect(reads()).toBe(1);

  // The search goes into the address and the list answers it; the thread stays as it was.
  await page.getByRole('searchbox', { name: 'Search conversations by name' }).fill('Chitra');
  await page.waitForURL((url) => url.searchParams.get('q') === 'Chitra');
  await row(page, b).waitFor({ state: 'detached' });
  await row(page, c).waitFor();

  // Chitra writes: the list shows her message (its loader ran). Bhavna writes: her message
  // arrives in the open thread live and is marked read, which refreshes the list again.
  await send(c, a, 'From Chitra: shall we call tonight?');
  await row(page, c).getByText('From Chitra: shall we call tonight?').waitFor();
  await send(b, a, 'From Bhavna: and bring the photographs.');
  await log(page).getByText('From Bhavna: and bring the photographs.').waitFor();
  await send(c, a, 'From Chitra: after eight.');
  await row(page, c).getByText('From Chitra: after eight.').waitFor();
  await log(page).getByText('To Bhavna: our families meet on Sunday.').waitFor();
  expect(reads()).toBe(1);
});
