import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { MESSAGING_TEXT, type ChatMessage } from '../contract/messaging';
import { launchBrowser, openTab, trackRequests, type Tab } from './support/browser';
import { api, chatPair, storeSession, type SignedIn } from './support/members';

/**
 * Issue 20 §2.4: after an unknown outcome (no answer, a 5xx, a timeout) the chat page sends the
 * message again with the same clientId, so the server stores it once; the bubble says
 * "Sending…" meanwhile, and "Not sent" with Retry when the server stays out of reach.
 */
let browser: Browser;
let a: SignedIn;
let b: SignedIn;
const tabs: Tab[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  [a, b] = await chatPair('Retry');
});
afterAll(async () => {
  await Promise.all(tabs.map((t) => t.context.close()));
  await browser?.close();
});

async function openThread(): Promise<Page> {
  const tab = await openTab(browser);
  tabs.push(tab);
  await storeSession(tab.page, a);
  await tab.page.goto(`/messages/${b.user._id}`);
  await tab.page.getByRole('log').waitFor();
  return tab.page;
}

const log = (page: Page) => page.getByRole('log');

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Message to/ }).fill(text);
  await page.getByRole('button', { name: MESSAGING_TEXT.send }).click();
}

/** What the server stored with this text, as B's thread answers it. */
async function storedWith(text: string): Promise<ChatMessage[]> {
  const res = await api('GET', `/user/getMessages/${a.user._id}`, { token: b.token });
  return (res.body.data as { messages: ChatMessage[] }).messages.filter((m) => m.text === text);
}

/** Sends of the page, with the clientId each carried. */
function watchSends(page: Page, first: (route: Route) => Promise<void>) {
  const clientIds: string[] = [];
  void page.route('**/api/user/sendMessage', async (route) => {
    clientIds.push((route.request().postDataJSON() as { clientId: string }).clientId);
    if (clientIds.length === 1) return first(route);
    return route.continue();
  });
  return clientIds;
}

test('a message stored but answered 502 is sent again with its clientId and stored once', async () => {
  // The 502 is this test's own doing, and Chromium logs the failed load.
  expectLogged(/status of 502 .*\/api\/user\/sendMessage\)$/);
  const page = await openThread();
  // The page's own live echo would show it stored; without it, only a resend can tell.
  let socketOpened = false;
  await page.routeWebSocket(/\/api\/user\/messaging\/socket/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((frame) => {
      if (typeof frame !== 'string' || !frame.includes('"type":"message"')) ws.send(frame);
    });
    socketOpened = true;
  });
  const requests = trackRequests(page);
  await page.reload();
  await page.getByRole('log').waitFor();
  // A catch-up (the socket's first open) would find it stored too, and rightly send nothing
  // again: the socket is open and its catch-up done before the send.
  await expect.poll(() => socketOpened).toBe(true);
  await requests.quiet();
  const clientIds = watchSends(page, async (route) => {
    // The server stores it; the answer is lost on the way back (a proxy's 502).
    await route.fetch();
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
  const text = `Stored, then a 502 ${Date.now()}`;
  await write(page, text);
  await log(page).getByText(text).waitFor();
  await log(page).getByText('Sent', { exact: true }).or(log(page).getByText('Delivered', { exact: true })).waitFor({ timeout: 10_000 });
  expect(clientIds).toHaveLength(2);
  expect(new Set(clientIds).size).toBe(1);
  expect(await storedWith(text)).toHaveLength(1);
  await expect.poll(() => log(page).getByText(text).count()).toBe(1);
  expect(await page.getByRole('textbox', { name: /^Message to/ }).inputValue()).toBe('');
});

test('a send that never reached the server says "Sending…", then "Not sent" with Retry, which stores it once', async () => {
  // The network is cut on purpose, and Chromium logs each failed send.
  expectLogged(/net::ERR_INTERNET_DISCONNECTED .*\/api\/user\/sendMessage\)$/);
  const page = await openThread();
  let reachable = false;
  const clientIds: string[] = [];
  await page.route('**/api/user/sendMessage', async (route) => {
    clientIds.push((route.request().postDataJSON() as { clientId: string }).clientId);
    return reachable ? route.continue() : route.abort('internetdisconnected');
  });
  const text = `Offline for a moment ${Date.now()}`;
  await write(page, text);
  await log(page).getByText('Sending…').waitFor();
  await log(page).getByText(MESSAGING_TEXT.notSent).waitFor({ timeout: 15_000 });
  expect(await storedWith(text)).toHaveLength(0);
  reachable = true;
  await log(page).getByRole('button', { name: MESSAGING_TEXT.retry }).click();
  // The bubble leaves "Not sent" and "Sending…" once the stored copy comes (the earlier test's
  // message is in the same log with its own status, so the status itself is not looked for).
  await log(page).getByText(MESSAGING_TEXT.notSent).waitFor({ state: 'hidden', timeout: 10_000 });
  await log(page).getByText('Sending…').waitFor({ state: 'hidden', timeout: 10_000 });
  expect(new Set(clientIds).size).toBe(1);
  await expect.poll(async () => (await storedWith(text)).length).toBe(1);
  await expect.poll(() => log(page).getByText(text).count()).toBe(1);
});
