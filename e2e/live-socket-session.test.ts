import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openTab } from './support/browser';
import { api, registerMember, signInApi, storedSession, storeSession } from './support/members';

/**
 * The live socket belongs to its session (issue 20 §1.2, docs/decisions/0860): when the session
 * ends elsewhere, the server closes the page's socket at once and the page signs itself out,
 * without waiting for the member's next click.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a page whose session is ended elsewhere loses its live socket and goes to /login by itself', async () => {
  const member = await registerMember();
  const signedIn = await signInApi(member.email, member.password);
  const { context, page } = await openTab(browser);
  await storeSession(page, signedIn);
  const socket = page.waitForEvent('websocket');
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  const ws = await socket;
  await page.waitForLoadState('networkidle');
  expect(ws.isClosed()).toBe(false);

  const closed = ws.waitForEvent('close', { timeout: 5_000 });
  expect((await api('POST', '/auth/logout', { token: signedIn.token })).status).toBe(200);
  await closed;
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
  expect(await storedSession(page)).toBeNull();
  await context.close();
});
