import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVER_TEXT } from '../contract/server-texts';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { newestMail } from './support/mail';
import { adminSignIn, storeSession, uniqueEmail } from './support/members';

/**
 * Issue 11 §3 (decision 0812): a visitor writes from /contact; an administrator opens Queries
 * from the side navigation, reads the query, replies, and the reply is in the visitor's inbox;
 * the query leaves the open list. Axe with the dialog open, and 390 px.
 */
const tag = Date.now().toString(36).slice(-5);
const subject = `Gold plan question ${tag}`;
const email = uniqueEmail('visitor');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a visitor’s query is answered from the back office and the reply reaches their inbox', async () => {
  const visitor = await openTab(browser);
  await visitor.page.goto('/contact');
  const field = (name: RegExp) => visitor.page.getByRole('textbox', { name });
  await field(/^Your name/).fill('Asha Visitor');
  await field(/^E-mail/).fill(email);
  await field(/^Subject/).fill(subject);
  await field(/^Message/).fill('How do I move from Silver to Gold, and how long does approval take?');
  await visitor.page.getByRole('button', { name: 'Send message' }).click();
  await visitor.page.getByText(SERVER_TEXT.queryReceived).first().waitFor();
  await visitor.context.close();

  const { context, page } = await openAdmin(browser);
  await openSection(page, 'Queries');
  await waitForPath(page, '/admin/queries');
  await page.getByRole('heading', { level: 1, name: 'Queries' }).waitFor();
  await page.getByLabel(/^Search by name, e-mail or subject/).fill(tag);
  const row = page.getByRole('row').filter({ hasText: subject });
  await row.getByRole('gridcell', { name: 'Open' }).waitFor();

  await row.getByRole('button', { name: `View Asha Visitor’s query: ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Query from Asha Visitor' });
  await dialog.getByText('How do I move from Silver to Gold').waitFor();
  await expectNoAxeViolations(page, '/admin/queries with a query open');
  // Too short a reply is refused in the dialog; nothing is sent.
  await dialog.getByLabel(/^Reply to/).fill('Yes');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await dialog.getByText(/at least 10 characters/).waitFor();
  await dialog.getByLabel(/^Reply to/).fill('Choose Gold on the Membership page; we approve it within a day of payment.');
  await dialog.getByLabel(/^Internal note/).fill('Asked twice before.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await dialog.waitFor({ state: 'detached' });

  const mail = await newestMail(email, subject);
  expect(mail.subject).toBe(`Re: ${subject} — Sambandh`);
  expect(mail.text).toContain('Choose Gold on the Membership page; we approve it within a day of payment.');
  expect(mail.text).toContain('> How do I move from Silver to Gold');

  // Answered: gone from the open list, shown under Answered.
  await page.getByRole('row').filter({ hasText: subject }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Open\s*Show/ }).click();
  await page.getByRole('option', { name: 'Answered' }).click();
  await page.getByRole('row').filter({ hasText: subject }).getByRole('gridcell', { name: 'Answered' }).waitFor();
  await context.close();
});

test('on a 390 px phone /admin/queries does not scroll sideways', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/queries');
  await page.getByRole('heading', { level: 1, name: 'Queries' }).waitFor();
  await page.getByRole('grid', { name: 'Visitor queries' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/queries at 390 px');
  await context.close();
});
