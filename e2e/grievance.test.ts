import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GRIEVANCE_PAGE_TEXT } from '../contract/grievances';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { newestMail } from './support/mail';
import { uniqueEmail } from './support/members';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Issue 24 "Duties of the site" (decision 0960): a visitor opens Grievances from the footer of
 * the home page, complains, and reads the complaint's number at once; the acknowledgement is in
 * their inbox. An administrator opens Grievances from the back office's navigation, sees it with
 * the time left, resolves it with a reply that is mailed, and it leaves the open queue. The page
 * names the Grievance Officer where the operator set one, and points to support where not.
 * 1280 and 390 px, axe on each screen.
 */
const tag = Date.now().toString(36).slice(-5);
let browser: Browser;
let own: OwnServer;
const OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@sambandh-e2e.example',
  GRIEVANCE_OFFICER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
};

beforeAll(async () => {
  browser = await launchBrowser();
  own = await startOwnServer('grievance', { seed: 'reference', configOverrides: OFFICER });
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

/** The home page, then the footer's Grievances link. */
async function fromTheFooter(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Find a life partner, together with your family' }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievances', exact: true }).click();
  await waitForPath(page, '/grievance');
  await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
}

async function complain(page: Page, email: string, subject: string): Promise<string> {
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/^Your name/).fill('Asha Kulkarni');
  await field(/^E-mail/).fill(email);
  await field(/^Subject/).fill(subject);
  await field(/^Your complaint/).fill('A profile in Pune shows a photo of my daughter. Please remove it.');
  await page.getByRole('button', { name: GRIEVANCE_PAGE_TEXT.send }).click();
  const said = await page.getByText(/^Your complaint is number GRV-\d{4}-\d{6}\./).textContent();
  return /GRV-\d{4}-\d{6}/.exec(said ?? '')![0];
}

test('a complaint from the footer gets its number and acknowledgement; the back office resolves it and the reply is mailed', async () => {
  const email = uniqueEmail('grievance');
  const subject = `Photo misused ${tag}`;
  const visitor = await openTab(browser);
  await fromTheFooter(visitor.page);
  // The shared server names no officer: the page says how else to reach the team.
  await visitor.page.getByText(GRIEVANCE_PAGE_TEXT.noOfficer).waitFor();
  await expectNoAxeViolations(visitor.page, '/grievance without an officer');
  // Too short a complaint is refused on the page; nothing is sent.
  await visitor.page.getByRole('textbox', { name: /^Your complaint/ }).fill('Help');
  await visitor.page.getByRole('button', { name: GRIEVANCE_PAGE_TEXT.send }).click();
  await visitor.page.getByText('Write your message in at least 10 characters.').waitFor();
  const number = await complain(visitor.page, email, subject);
  await expectNoAxeViolations(visitor.page, '/grievance after sending');
  const ack = await newestMail(email, number);
  expect(ack.subject).toBe(`We received your complaint ${number} — Sambandh`);
  await visitor.context.close();

  const { context, page } = await openAdmin(browser);
  await openSection(page, 'Grievances');
  await waitForPath(page, '/admin/grievances');
  await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
  await page.getByLabel(/^Search by number/).fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByRole('gridcell', { name: '14 days left' }).waitFor();
  await row.getByRole('button', { name: `View complaint ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Complaint ${number}` });
  await dialog.getByText('A profile in Pune shows a photo of my daughter.').waitFor();
  await expectNoAxeViolations(page, '/admin/grievances with a complaint open');
  await dialog.getByLabel(/^Reply to/).fill('Done');
  await dialog.getByRole('button', { name: 'Resolve and send reply' }).click();
  await dialog.getByText(/at least 10 characters/).waitFor();
  await dialog.getByLabel(/^Reply to/).fill('We removed the profile and blocked its account. Thank you for telling us.');
  await dialog.getByRole('button', { name: 'Resolve and send reply' }).click();
  await dialog.waitFor({ state: 'detached' });
  const reply = await newestMail(email, 'is resolved');
  expect(reply.subject).toBe(`Your complaint ${number} is resolved — Sambandh`);
  expect(reply.text).toContain('We removed the profile and blocked its account.');
  // Resolved: gone from the open queue, shown under Resolved.
  await page.getByRole('row').filter({ hasText: number }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Open\s*Show/ }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await page.getByRole('row').filter({ hasText: number }).getByRole('gridcell', { name: 'Resolved' }).waitFor();
  await context.close();
});

test('on a 390 px phone the page and the queue fit, from the footer and the Menu', async () => {
  const visitor = await openTab(browser, PHONE);
  await fromTheFooter(visitor.page);
  await complain(visitor.page, uniqueEmail('grievance-phone'), `Phone complaint ${tag}`);
  expect(await pageWidth(visitor.page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(visitor.page, '/grievance at 390 px');
  await visitor.context.close();

  const { context, page } = await openAdmin(browser, PHONE);
  await openSection(page, 'Grievances');
  await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
  await page.getByRole('row').filter({ hasText: `Phone complaint ${tag}` }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/grievances at 390 px');
  await context.close();
});

test('where the operator set one, the page names the Grievance Officer, also reached from Contact', async () => {
  const { context, page } = await openTab(browser, { baseURL: own.baseURL });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await waitForPath(page, '/contact');
    await page.getByRole('main').getByRole('link', { name: 'Grievance Officer' }).click();
    await waitForPath(page, '/grievance');
    const officer = page.getByRole('region', { name: 'Grievance Officer' });
    await officer.getByText(OFFICER.GRIEVANCE_OFFICER_NAME).waitFor();
    await officer.getByRole('link', { name: OFFICER.GRIEVANCE_OFFICER_EMAIL }).waitFor();
    await officer.getByText(OFFICER.GRIEVANCE_OFFICER_ADDRESS).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `/grievance with an officer at ${width} px`);
  }
  await context.close();
});
