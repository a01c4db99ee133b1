import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPORT_REASON_LABEL, REPORT_TEXT } from '../contract/reports';
import { SAFETY_NOTE_TEXT } from '../contract/scam-rules';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath, type Tab } from './support/browser';
import { api, chatPair, storeSession, type SignedIn } from './support/members';

/**
 * Issue 24 "Scam warnings" (decision 0959): a money request in the first messages shows both
 * members the safety note, live, without stopping the message; the note's Report sends a
 * conversation report. A at 1280 px, B on a 390 px phone; axe with the note shown.
 */
let browser: Browser;
let a: SignedIn;
let b: SignedIn;
const tabs: Tab[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  [a, b] = await chatPair('Safety');
});
afterAll(async () => {
  await Promise.all(tabs.map((t) => t.context.close()));
  await browser?.close();
});

/** Signed in on the dashboard, then Chat in the header and the conversation with `other`. */
async function openThread(member: SignedIn, other: SignedIn, options = {}): Promise<Page> {
  const tab = await openTab(browser, options);
  tabs.push(tab);
  await storeSession(tab.page, member);
  await tab.page.goto('/dashboard');
  await tab.page.getByRole('banner').getByRole('link', { name: /^Chat/ }).click();
  await waitForPath(tab.page, '/chat');
  await tab.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(other.user.name) }).click();
  await waitForPath(tab.page, `/messages/${other.user._id}`);
  return tab.page;
}

const note = (page: Page) => page.getByRole('region', { name: SAFETY_NOTE_TEXT.title });
const log = (page: Page) => page.getByRole('log');

test('a money request shows both members the safety note live; the message still arrives; Report from the note', async () => {
  const hello = `Namaste, I liked your profile (${Date.now().toString(36)})`;
  expect((await api('POST', '/user/sendMessage', { token: a.token, body: { userId: b.user._id, text: hello } })).status).toBe(200);
  const pageA = await openThread(a, b);
  const pageB = await openThread(b, a, phone(390, 844));
  await log(pageB).getByText(hello).waitFor();
  // Before: an ordinary greeting raises nothing.
  expect(await note(pageA).count()).toBe(0);
  expect(await note(pageB).count()).toBe(0);

  const ask = 'My mother is in hospital, please send me 5000 rupees on rahul.k@okaxis';
  const composer = pageA.getByRole('textbox', { name: /^Message to/ });
  await composer.fill(ask);
  await composer.press('Enter');
  // Never blocked: both have the message; both read the note, at once.
  await log(pageB).getByText(ask).waitFor();
  await note(pageA).getByText(SAFETY_NOTE_TEXT.signals.money).waitFor();
  await note(pageB).getByText(SAFETY_NOTE_TEXT.signals.money).waitFor();
  await note(pageB).getByText(SAFETY_NOTE_TEXT.signals.upi).waitFor();
  expect(await pageWidth(pageB)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(pageA, '/messages/{id} with the safety note');
  await expectNoAxeViolations(pageB, '/messages/{id} with the safety note, phone');

  // Opened again later, the note is still there (the server reads the first messages).
  await pageB.reload();
  await note(pageB).getByText(SAFETY_NOTE_TEXT.signals.money).waitFor();

  // Report from the note: a reason, then send.
  await note(pageB).getByRole('button', { name: REPORT_TEXT.report, exact: true }).click();
  const dialog = pageB.getByRole('dialog', { name: REPORT_TEXT.title.conversation });
  // The messages go with the report only as the member chooses: offered ticked.
  expect(await dialog.getByRole('checkbox', { name: REPORT_TEXT.transcriptShare }).isChecked()).toBe(true);
  await dialog.getByText(REPORT_REASON_LABEL.money, { exact: true }).click();
  await dialog.getByRole('button', { name: REPORT_TEXT.send }).click();
  await pageB.getByText(REPORT_TEXT.sent).first().waitFor();
});
