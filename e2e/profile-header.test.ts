import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MESSAGING_TEXT } from '../contract/messaging';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { blendingControls } from './support/contrast';
import { acceptedInterest, api, holdPlan, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * The profile header's actions are readable whatever stands between the two members (issue 22
 * §1): no interest, one sent, one received, accepted (Message, which was white on white) and
 * declined. Each profile is opened from its search card, as a member would, and checked by axe
 * (text contrast) and for controls that melt into the surface behind them, at 1280 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type InterestState = 'none' | 'sent' | 'received' | 'accepted' | 'declined';

/** What the header says in each state, the way the test knows it is there. */
const SHOWN: Record<InterestState, (page: Page, name: string) => Promise<void>> = {
  none: (page, name) => page.getByRole('button', { name: `Send interest to ${name}` }).waitFor(),
  sent: (page) => page.getByText('Interest sent · waiting for an answer').waitFor(),
  received: (page) => page.getByText('Sent you an interest').waitFor(),
  accepted: async (page) => {
    await page.getByText('Interest accepted').waitFor();
    await page.getByRole('link', { name: MESSAGING_TEXT.message, exact: true }).waitFor();
  },
  declined: (page) => page.getByText('Interest declined').waitFor(),
};

async function send(from: SignedIn, to: SignedIn): Promise<void> {
  const sent = await api('POST', `/match/matchAccount/${to.user._id}`, { token: from.token, body: {} });
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(5);
}

async function decline(from: SignedIn, to: SignedIn): Promise<void> {
  await send(from, to);
  const received = await api('POST', '/user/getRequests', { token: to.token, body: { type: 'received', status: 'pending', kind: 'interest', page: 1, limit: 10 } });
  const request = (received.body.data as { requests: { _id: string }[] }).requests[0];
  const answered = await api('PUT', '/match/updateMatchRequest', { token: to.token, body: { id: request?._id, status: 'rejected' } });
  expect(answered.body.code, JSON.stringify(answered.body)).toBe(5);
}

async function expectReadableHeader(page: Page, what: string): Promise<void> {
  await expectNoAxeViolations(page, what);
  const header = page.locator('section[aria-labelledby="member-name"]');
  expect(await blendingControls(header), `controls that melt into the header on ${what}`).toEqual([]);
}

test('every action in the profile header is readable in each interest state, at 1280 and 390 px', async () => {
  const suffix = Date.now().toString(36);
  const viewerMember = await registerMember({ name: `Kiran Headercheck ${suffix}`, gender: 'male' });
  const viewer = await signInApi(viewerMember.email, viewerMember.password);
  // Gold opens the conversation, so an accepted interest shows Message.
  await holdPlan(viewer, 'gold');
  // Accepted first: the state whose Message was white on white.
  const first: Record<InterestState, string> = { accepted: 'Anjali', none: 'Nirmala', sent: 'Sunita', received: 'Rekha', declined: 'Deepa' };
  const women = {} as Record<InterestState, SignedIn & { name: string }>;
  for (const state of Object.keys(first) as InterestState[]) {
    const m = await registerMember({ name: `${first[state]} Headercheck ${suffix}`, gender: 'female' });
    women[state] = { ...(await signInApi(m.email, m.password)), name: m.name };
  }
  await send(viewer, women.sent);
  await send(women.received, viewer);
  await acceptedInterest(viewer, women.accepted);
  await decline(viewer, women.declined);

  const { context, page } = await openTab(browser);
  await storeSession(page, viewer);
  await page.goto('/dashboard');
  await waitForPath(page, '/dashboard');
  await page.getByRole('link', { name: /Search profiles/ }).click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(`Headercheck ${suffix}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  for (const state of Object.keys(first) as InterestState[]) {
    const name = women[state].name;
    await page.getByRole('group', { name: `Actions for ${name}` }).waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await SHOWN[state](page, name);
    await expectReadableHeader(page, `the profile, interest ${state}, 1280 px`);
    await page.setViewportSize({ width: 390, height: 800 });
    await SHOWN[state](page, name);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectReadableHeader(page, `the profile, interest ${state}, 390 px`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goBack();
    await waitForPath(page, '/searchProfile');
  }
  await context.close();
});
