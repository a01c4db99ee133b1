import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ADMIN_REPORTS_TEXT, REPORT_ACTION_LABEL } from '../contract/admin/reports';
import { REPORT_REASON_LABEL, REPORT_TEXT } from '../contract/reports';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { demoPortraitPng } from '../worker/pictures/demo';
import { baseUrl } from './support/env';
import { registerMember, signInApi, storeSession, type Member } from './support/members';
import { chooseOption } from './support/select';

/**
 * Issue 24 "Reporting and moderation" (decision 0958): members report a profile from its header
 * and from a result card's menu, in two clicks after opening; the third distinct report takes
 * the profile out of search; an administrator opens Reports from the back office's navigation
 * and blocks the member. 1280 px and 390 px, axe on the dialog, the menu and the queue.
 */
const tag = Date.now().toString(36).slice(-5);
const targetName = `Kamala Reportable ${tag}`;
let browser: Browser;
const reporters: Member[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await registerMember({ name: targetName, gender: 'female' });
  for (const i of [1, 2, 3]) reporters.push(await registerMember({ name: `Reporter ${i} ${tag}`, gender: 'male' }));
});
afterAll(async () => {
  await browser?.close();
});

/** From the dashboard to the search results for `name`, as a member goes. */
async function searchFor(member: Member, name: string, options = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, options);
  await storeSession(page, await signInApi(member.email, member.password));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Search profiles/ }).first().click();
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(/^Search Results \(\d+\)/).first().waitFor();
  return { page, close: () => context.close() };
}

async function chooseAndSend(page: Page, title: string, reason: keyof typeof REPORT_REASON_LABEL) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(REPORT_REASON_LABEL[reason], { exact: true }).click();
  await dialog.getByRole('button', { name: REPORT_TEXT.send }).click();
}

test('a member reports a profile from its header: open, choose a reason, send; a second report changes nothing', async () => {
  const { page, close } = await searchFor(reporters[0]!, targetName);
  await page.getByRole('link', { name: targetName }).first().click();
  await page.getByRole('heading', { level: 1, name: targetName }).waitFor();
  await page.getByRole('button', { name: REPORT_TEXT.reportProfile }).click();
  await page.getByRole('dialog', { name: REPORT_TEXT.title.profile }).waitFor();
  await expectNoAxeViolations(page, 'report dialog (profile)');
  await chooseAndSend(page, REPORT_TEXT.title.profile, 'fake');
  await page.getByText(REPORT_TEXT.sent).first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  // Again: the clear answer, nothing new.
  await page.getByRole('button', { name: REPORT_TEXT.reportProfile }).click();
  await chooseAndSend(page, REPORT_TEXT.title.profile, 'married');
  await page.getByText(REPORT_TEXT.already).first().waitFor();
  await close();
});

test('on a phone, a member reports from a result card’s menu without leaving the list', async () => {
  const { page, close } = await searchFor(reporters[1]!, targetName, PHONE);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: `More for ${targetName}` }).first().click();
  await page.getByRole('menu', { name: `More for ${targetName}` }).waitFor();
  await expectNoAxeViolations(page, 'card menu');
  await page.getByRole('menuitem', { name: REPORT_TEXT.reportProfile }).click();
  await chooseAndSend(page, REPORT_TEXT.title.profile, 'money');
  await page.getByText(REPORT_TEXT.sent).first().waitFor();
  // Still on the results.
  await waitForPath(page, '/searchProfile');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await close();
});

test('the third member’s report takes the profile out of search; an administrator blocks it from the queue', async () => {
  const third = await searchFor(reporters[2]!, targetName);
  await third.page.getByRole('button', { name: `More for ${targetName}` }).first().click();
  await third.page.getByRole('menuitem', { name: REPORT_TEXT.reportProfile }).click();
  await chooseAndSend(third.page, REPORT_TEXT.title.profile, 'married');
  await third.page.getByText(REPORT_TEXT.sent).first().waitFor();
  // Searched again: gone.
  await third.page.getByRole('button', { name: 'Search', exact: true }).click();
  await third.page.getByText('No profiles found').waitFor();
  expect(await third.page.getByRole('link', { name: targetName }).count()).toBe(0);
  await third.close();

  for (const size of [PHONE, {}]) {
    const { context, page } = await openAdmin(browser, size);
    await openSection(page, ADMIN_REPORTS_TEXT.title);
    await waitForPath(page, '/admin/reports');
    await page.getByRole('heading', { level: 1, name: ADMIN_REPORTS_TEXT.title }).waitFor();
    await page.getByLabel(/^Search by member, reporter or profile id/).fill(targetName);
    const review = page.getByRole('button', { name: new RegExp(`^Review the report on ${targetName}`) });
    await expect.poll(() => review.count()).toBe(3);
    await page.getByText('Hidden from search').first().waitFor();
    await expectNoAxeViolations(page, '/admin/reports');
    if (size === PHONE) {
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await context.close();
      continue;
    }
    await review.first().click();
    const dialog = page.getByRole('dialog', { name: `Profile report: ${targetName}` });
    await dialog.getByText('reported by 3 members waiting').waitFor();
    await expectNoAxeViolations(page, 'report decision dialog');
    await dialog.getByText(REPORT_ACTION_LABEL.block, { exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Three members reported a fake profile');
    await dialog.getByRole('button', { name: 'Decide' }).click();
    await page.getByText(ADMIN_REPORTS_TEXT.done.block).first().waitFor();
    // Every report about her is settled: the waiting list is empty.
    await page.getByText(ADMIN_REPORTS_TEXT.empty).waitFor();
    await context.close();
  }

  // Blocked: she stays out of search.
  const again = await searchFor(reporters[0]!, targetName);
  await again.page.getByText('No profiles found').waitFor();
  await again.close();
});

test('a member reports a photo under it; the administrator sees it in the report, removes it, and the profile no longer shows it', async () => {
  const ownerName = `Meera Photographed ${tag}`;
  const owner = await registerMember({ name: ownerName, gender: 'female' });
  const form = new FormData();
  const png = await demoPortraitPng({ id: 'e2e', name: ownerName, gender: 'female' }, 0);
  form.append('pictures', new File([Buffer.from(png)], 'meera.png', { type: 'image/png' }));
  const { token } = await signInApi(owner.email, owner.password);
  const uploaded = await fetch(`${baseUrl}/api/user/update/uploadPictures`, { method: 'POST', headers: { jwt: token }, body: form });
  expect(uploaded.status).toBe(200);

  const { page, close } = await searchFor(reporters[0]!, ownerName);
  await page.getByRole('link', { name: ownerName }).first().click();
  await page.getByRole('heading', { level: 1, name: ownerName }).waitFor();
  await page.getByRole('img', { name: `${ownerName}, picture 1` }).waitFor();
  await page.getByRole('button', { name: `${REPORT_TEXT.reportPhoto} 1` }).click();
  await chooseAndSend(page, REPORT_TEXT.title.photo, 'photo');
  await page.getByText(REPORT_TEXT.sent).first().waitFor();

  // The administrator sees the reported photo in the dialog (her privacy shows it to no stranger) before removing it.
  for (const size of [PHONE, {}]) {
    const admin = await openAdmin(browser, size);
    await openSection(admin.page, ADMIN_REPORTS_TEXT.title);
    await admin.page.getByLabel(/^Search by member, reporter or profile id/).fill(ownerName);
    const review = admin.page.getByRole('button', { name: new RegExp(`^Review the report on ${ownerName}`) });
    await review.click();
    const dialog = admin.page.getByRole('dialog', { name: `Photo report: ${ownerName}` });
    const photo = dialog.getByRole('img', { name: ADMIN_REPORTS_TEXT.photoAlt(ownerName) });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(admin.page, `report dialog with the photo (${size === PHONE ? '390' : '1280'} px)`);
    if (size === PHONE) {
      expect(await pageWidth(admin.page)).toBeLessThanOrEqual(390);
      await admin.context.close();
      continue;
    }
    await dialog.getByText(REPORT_ACTION_LABEL.hidePhoto, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Decide' }).click();
    await admin.page.getByText(ADMIN_REPORTS_TEXT.done.hidePhoto).first().waitFor();
    // Decided: the report says the photo is gone rather than showing a broken image.
    await chooseOption(admin.page, 'Show', 'Decided');
    await review.click();
    await dialog.getByText(ADMIN_REPORTS_TEXT.photoRemoved).waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    await admin.context.close();
  }

  await page.reload();
  await page.getByRole('heading', { level: 1, name: ownerName }).waitFor();
  expect(await page.getByRole('img', { name: `${ownerName}, picture 1` }).count()).toBe(0);
  await close();
});
