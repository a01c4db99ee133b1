import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MESSAGING_TEXT } from '../contract/messaging';
import { REPORT_REASON_LABEL, REPORT_TEXT } from '../contract/reports';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath, type Tab } from './support/browser';
import { acceptedInterest, api, chatPair, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Messaging in two browser contexts (issue 12; docs/decisions/0588–0589): A (Gold) opens the
 * conversation from B's profile, B sees the badge and the toast on another page, the message
 * reaches B's open thread live, the read mark comes back; a letter from the profile reaches
 * B's Inbox; axe on the four pages; the phone's two screens at 390 px.
 */
let browser: Browser;
let a: SignedIn;
let b: SignedIn;
const tabs: Tab[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  [a, b] = await chatPair('Chat');
});
afterAll(async () => {
  await Promise.all(tabs.map((t) => t.context.close()));
  await browser?.close();
});

async function openAs(member: SignedIn, path: string, options = {}): Promise<Page> {
  const tab = await openTab(browser, options);
  tabs.push(tab);
  await storeSession(tab.page, member);
  await tab.page.goto(path);
  return tab.page;
}

const chatLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Chat/ });
const log = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });

test('A writes from B’s profile; B gets the badge and toast, reads it live; A sees it read', async () => {
  const pageA = await openAs(a, `/viewprofile/${b.user._id}`);
  await pageA.getByRole('link', { name: MESSAGING_TEXT.message, exact: true }).click();
  await waitForPath(pageA, `/messages/${b.user._id}`);
  await log(pageA).getByText(MESSAGING_TEXT.noMessages).waitFor();

  // An empty message: the error, and the text and focus stay in the composer.
  await composer(pageA).fill('   ');
  await composer(pageA).press('Enter');
  await pageA.getByText('Write a message first.').waitFor();
  expect(await composer(pageA).inputValue()).toBe('   ');
  expect(await composer(pageA).evaluate((el) => el === document.activeElement)).toBe(true);

  const pageB = await openAs(b, '/dashboard');
  await chatLink(pageB).waitFor();

  const first = `Namaste <b>${b.user.name}</b>, shall we talk?`;
  await composer(pageA).fill(first);
  await composer(pageA).press('Enter');
  // Shown as text, never as HTML; stored once (the optimistic copy is replaced, not doubled).
  await log(pageA).getByText(first).waitFor();
  await log(pageA).getByText('Sent', { exact: true }).or(log(pageA).getByText('Delivered', { exact: true })).waitFor();
  expect(await composer(pageA).inputValue()).toBe('');

  // B, on another page: the toast and the header badge.
  await pageB.getByText(MESSAGING_TEXT.newMessageFrom(a.user.name)).waitFor();
  await pageB.getByRole('banner').getByRole('link', { name: 'Chat, 1 unread' }).waitFor();

  await chatLink(pageB).click();
  await waitForPath(pageB, '/chat');
  const row = pageB.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(a.user.name) });
  await row.getByText('1 unread').waitFor();
  await expectNoAxeViolations(pageB, '/chat');
  await row.click();
  await waitForPath(pageB, `/messages/${a.user._id}`);
  await log(pageB).getByText(first).waitFor();

  // A sees the read mark come back.
  await log(pageA).getByText('Read', { exact: true }).waitFor();
  await chatLink(pageB).and(pageB.getByRole('link', { name: 'Chat', exact: true })).waitFor();

  // With B's thread open, A's next message arrives within 2 s, without a reload.
  const second = 'Both our families are from Pune.';
  await composer(pageA).fill(second);
  const sentAt = Date.now();
  await pageA.getByRole('button', { name: MESSAGING_TEXT.send }).click();
  await log(pageB).getByText(second).waitFor({ timeout: 2000 });
  expect(Date.now() - sentAt).toBeLessThan(2000);
  await expect.poll(() => log(pageB).getByText(first).count()).toBe(1);
  // Read as it arrived: no badge for the open thread.
  await pageB.getByRole('banner').getByRole('link', { name: 'Chat', exact: true }).waitFor();
  await expectNoAxeViolations(pageB, '/messages/{id}');

  // B answers; A's thread gets it too.
  await composer(pageB).fill('Yes, happily.');
  await composer(pageB).press('Enter');
  await log(pageA).getByText('Yes, happily.').waitFor({ timeout: 2000 });

  // Report conversation (issue 24: a reason, then send).
  await pageB.getByRole('button', { name: REPORT_TEXT.reportConversation }).click();
  const dialog = pageB.getByRole('dialog', { name: REPORT_TEXT.title.conversation });
  await dialog.getByText(REPORT_REASON_LABEL.other, { exact: true }).click();
  await dialog.getByRole('button', { name: REPORT_TEXT.send }).click();
  await pageB.getByText(REPORT_TEXT.sent).waitFor();
});

test('a letter from A’s “Write a letter” reaches B’s Inbox, which B opens and deletes', async () => {
  const pageA = await openAs(a, `/viewprofile/${b.user._id}`);
  await pageA.getByRole('link', { name: MESSAGING_TEXT.writeLetter, exact: true }).click();
  await waitForPath(pageA, `/mailbox?to=${b.user._id}`);
  const form = pageA.getByRole('form', { name: MESSAGING_TEXT.writeLetter });
  await form.getByRole('button', { name: new RegExp(b.user.name) }).waitFor();
  await expectNoAxeViolations(pageA, '/mailbox');
  // A refused letter keeps every word.
  await form.getByRole('textbox', { name: 'Letter' }).fill('Dear Bhavna, my family would like to meet yours.');
  await form.getByRole('button', { name: MESSAGING_TEXT.send }).click();
  await form.getByText('Write a subject.').waitFor();
  expect(await form.getByRole('textbox', { name: 'Letter' }).inputValue()).toContain('my family would like');
  await form.getByRole('textbox', { name: 'Subject' }).fill('A visit to Pune');
  await form.getByRole('button', { name: MESSAGING_TEXT.send }).click();
  await pageA.getByText(MESSAGING_TEXT.letterSent).waitFor();
  await pageA.getByRole('list', { name: 'Letters sent' }).getByText('A visit to Pune').waitFor();

  const pageB = await openAs(b, '/dashboard');
  await pageB.getByRole('button', { name: /Profile menu for/ }).click();
  await pageB.getByRole('menuitem', { name: 'Inbox, 1 unread' }).click();
  await waitForPath(pageB, '/mailList');
  const letter = pageB.getByRole('list', { name: 'Letters received' }).getByRole('button', { name: /A visit to Pune/ });
  await letter.getByText('Unread:').waitFor();
  await expectNoAxeViolations(pageB, '/mailList');
  await letter.click();
  await pageB.getByText('my family would like to meet yours').waitFor();
  await pageB.getByRole('button', { name: 'Delete the letter “A visit to Pune”' }).click();
  await pageB.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await pageB.getByText(MESSAGING_TEXT.letterDeleted).waitFor();
  await pageB.getByText(MESSAGING_TEXT.noLetters).waitFor();
});

test('a member whose plan does not open conversations sees why on the profile, with the way to a plan', async () => {
  const mc = await registerMember({ name: `Chirag Free ${Date.now().toString(36)}`, gender: 'male' });
  const c = await signInApi(mc.email, mc.password);
  await acceptedInterest(c, b);
  const page = await openAs(c, `/viewprofile/${b.user._id}`);
  await page.getByText(MESSAGING_TEXT.reasons.upgrade).waitFor();
  expect(await page.getByRole('link', { name: MESSAGING_TEXT.message, exact: true }).count()).toBe(0);
  await page.getByRole('link', { name: 'See membership plans' }).click();
  await waitForPath(page, '/membership');
});

test('on a 390 px phone the list and the thread are two screens, with no sideways scroll', async () => {
  const text = `Phone check ${Date.now().toString(36)}`;
  const sent = await api('POST', '/user/sendMessage', { token: a.token, body: { userId: b.user._id, text } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const page = await openAs(b, '/dashboard', phone(390, 844));
  await chatLink(page).click();
  await waitForPath(page, '/chat');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('link', { name: new RegExp(a.user.name) }).click();
  await waitForPath(page, `/messages/${a.user._id}`);
  await log(page).getByText(text).waitFor();
  await list.waitFor({ state: 'hidden' });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await waitForPath(page, '/chat');
  await list.waitFor();
  expect(await log(page).count()).toBe(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
