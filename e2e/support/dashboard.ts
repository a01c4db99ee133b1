import type { Browser, BrowserContextOptions } from 'playwright-core';
import { openTab, type Tab } from './browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './members';

/**
 * Where member tests begin: a new member, signed in through the API, in a fresh tab on the
 * dashboard, where a member lands after signing in and from where the header leads on.
 */
export async function newSignedInMember(overrides: Parameters<typeof registerMember>[0] = {}): Promise<SignedIn> {
  const m = await registerMember(overrides);
  return signInApi(m.email, m.password);
}

/** A fresh tab holding `me`'s session, opened on /dashboard. */
export async function openDashboard(browser: Browser, me: SignedIn, options: BrowserContextOptions = {}): Promise<Tab> {
  const tab = await openTab(browser, options);
  await storeSession(tab.page, me);
  await tab.page.goto('/dashboard');
  return tab;
}

/** `from` sends `to` an interest through the API, as from their profile (the request news a toast tells). */
export async function sendInterest(from: SignedIn, to: SignedIn): Promise<void> {
  const sent = await api('POST', `/match/matchAccount/${to.user._id}`, { token: from.token, body: {} });
  if (sent.body.code !== 5) throw new Error(`interest failed: ${JSON.stringify(sent.body)}`);
}
