import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ID_REVIEW_TEXT } from '../contract/admin/id-verifications';
import { ID_VERIFICATION_TEXT } from '../contract/id-verification';
import { demoPortraitPng } from '../worker/pictures/demo';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, pageWidth, waitForPath } from './support/browser';
import { newSignedInMember, openDashboard } from './support/dashboard';
import type { SignedIn } from './support/members';

/**
 * Issue 24 "ID verification" (decisions 0956, 0957), at 1280 and 390 px: a member opens Account
 * Setting from the profile menu, is told what is missing, picks a file that is no picture and is
 * told so, then sends a PAN photo and a selfie and reads that it waits. An administrator opens
 * "ID verification" from the back office's navigation, reviews the document and the selfie side
 * by side, and approves (the badge then shows on her card and profile, reached from the header's
 * Search) or rejects with a reason (which she reads on Account Setting, with the form again).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { size: 'desktop', width: 1280, options: {} },
  { size: 'phone', width: 390, options: PHONE },
] as const;
type Size = (typeof SIZES)[number]['size'];

async function openSettingsFromTheMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  await waitForPath(page, '/setting');
  await page.getByRole('heading', { level: 1, name: 'Account Setting' }).waitFor();
}

/** Chooses a file through the button, as a member does (the browser's file chooser). */
async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The header's Search (the Matches list on a desktop, the Menu sheet on a phone), a name, the result. */
async function openSearch(page: Page, size: Size, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  if (size === 'desktop') {
    await banner.getByRole('navigation', { name: 'Member' }).getByRole('button', { name: 'Matches' }).click();
    await page.getByRole('dialog', { name: 'Matches' }).getByRole('link', { name: 'Search', exact: true }).click();
  } else {
    await banner.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search', exact: true }).click();
  }
  await waitForPath(page, '/searchProfile');
  await page.getByLabel('Unique id or name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const imageLoaded = (page: Page, alt: string) =>
  page.waitForFunction((a) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${a}"]`);
    return !!img && img.complete && img.naturalWidth > 0;
  }, alt);

/** The member's side: none, errors, not a picture, then sent and waiting. */
async function sendId(size: Size, width: number, options: object, name: string): Promise<SignedIn> {
  const her = await newSignedInMember({ name, gender: 'female' });
  const { context, page } = await openDashboard(browser, her, options);
  await openSettingsFromTheMenu(page);
  const card = page.getByRole('region', { name: ID_VERIFICATION_TEXT.title });
  await card.getByRole('button', { name: 'Send for checking' }).waitFor();
  await card.getByText(ID_VERIFICATION_TEXT.aadhaarMask).waitFor();
  await expectNoAxeViolations(page, `/setting, ID not sent, at ${size}`);

  // Nothing chosen: each missing part is named, and nothing is sent.
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await card.getByText('Choose a photo of your ID.').waitFor();
  await card.getByText('Choose a selfie: a photo of your face, taken now.').waitFor();
  await card.getByText(/Choose which ID the photo shows/).waitFor();
  await expectNoAxeViolations(page, `/setting, ID form with errors, at ${size}`);

  // The row of choices: a click on the chip, which holds the (visually hidden) radio.
  await card.getByRole('radiogroup', { name: /^Which ID will you send\?/ }).locator('label').filter({ hasText: 'PAN card' }).click();
  expect(await card.getByRole('radio', { name: 'PAN card' }).isChecked()).toBe(true);
  await choose(page, 'Choose the ID photo', { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  const selfie = await demoPortraitPng({ id: 'e2e-id', name, gender: 'female' }, 0);
  await choose(page, 'Choose a selfie', { name: 'selfie.png', mimeType: 'image/png', buffer: Buffer.from(selfie) });
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await card.getByText('“notes.png” is not a picture we can read. Choose a JPEG, PNG or WebP photo.').waitFor();

  const document = await demoPortraitPng({ id: 'e2e-pan', name, gender: 'female' }, 1);
  await choose(page, 'Choose the ID photo', { name: 'pan.png', mimeType: 'image/png', buffer: Buffer.from(document) });
  await card.getByText('pan.png').waitFor();
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await page.getByRole('status').filter({ hasText: ID_VERIFICATION_TEXT.sent }).first().waitFor();
  await card.getByText(ID_VERIFICATION_TEXT.pending).waitFor();
  await expectNoAxeViolations(page, `/setting, ID waiting, at ${size}`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  await context.close();
  return her;
}

/** The administrator's review screen for `name`, reached from the navigation and the queue. */
async function openReview(page: Page, name: string): Promise<void> {
  await openSection(page, 'ID verification');
  await waitForPath(page, '/admin/id-verifications');
  await page.getByRole('heading', { level: 1, name: ID_REVIEW_TEXT.title }).waitFor();
  await page.getByLabel(/^Search by name or profile id/).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByText('Waiting', { exact: true }).waitFor();
  await row.getByRole('link', { name: `Review ${name}’s ID` }).click();
  await page.getByRole('heading', { level: 1, name: `${name}’s ID` }).waitFor();
  await imageLoaded(page, `${name}’s PAN card`);
  await imageLoaded(page, `${name}’s selfie`);
}

test('desktop: a member sends her ID from Account Setting, an administrator approves it, and her card and profile show “ID verified”', async () => {
  const name = `Isha Identity ${Date.now().toString(36)}`;
  const her = await sendId('desktop', 1280, {}, name);

  const admin = await openAdmin(browser);
  await openReview(admin.page, name);
  await expectNoAxeViolations(admin.page, '/admin/id-verifications/{id}, waiting');
  await admin.page.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.page.getByRole('alertdialog', { name: 'Approve this ID?' });
  await dialog.getByText(name).first().waitFor();
  await expectNoAxeViolations(admin.page, 'the approval dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByRole('status').filter({ hasText: ID_REVIEW_TEXT.approved(name) }).first().waitFor();
  // Decided: the images are gone, and the request has left the waiting list.
  await admin.page.getByText(ID_REVIEW_TEXT.gone).waitFor();
  await admin.page.getByText(/^Approved .* by /).waitFor();
  await admin.page.getByRole('link', { name: 'Back to the ID queue' }).click();
  await waitForPath(admin.page, '/admin/id-verifications');
  await admin.page.getByLabel(/^Search by name or profile id/).fill(name);
  await admin.page.getByText('No ID is waiting for a decision. Members send theirs from Account Setting.').waitFor();
  await admin.context.close();

  // Another member finds her from the header's Search: the badge on her card and her profile.
  const him = await newSignedInMember({ name: `Ishaan Viewer ${Date.now().toString(36)}`, gender: 'male' });
  const viewer = await openDashboard(browser, him);
  await openSearch(viewer.page, 'desktop', name);
  const herCard = viewer.page.getByRole('listitem').filter({ hasText: name });
  await herCard.getByText('ID verified', { exact: true }).waitFor();
  await herCard.getByRole('link', { name, exact: true }).click();
  await viewer.page.getByRole('heading', { level: 1, name }).waitFor();
  await viewer.page.getByRole('region', { name }).getByText('ID verified', { exact: true }).waitFor();
  await viewer.context.close();

  // She reads it on Account Setting too, with nothing more to send.
  const own = await openDashboard(browser, her);
  await openSettingsFromTheMenu(own.page);
  const card = own.page.getByRole('region', { name: ID_VERIFICATION_TEXT.title });
  await card.getByText(ID_VERIFICATION_TEXT.approved).waitFor();
  await card.getByText('ID verified', { exact: true }).waitFor();
  expect(await card.getByRole('button', { name: 'Send for checking' }).count()).toBe(0);
  await expectNoAxeViolations(own.page, '/setting, ID verified');
  await own.context.close();
});

test('phone: a member sends her ID at 390 px, an administrator rejects it with a reason, and she reads why with the form again', async () => {
  const name = `Ira Identity ${Date.now().toString(36)}`;
  const her = await sendId('phone', 390, PHONE, name);

  const admin = await openAdmin(browser, PHONE);
  await openReview(admin.page, name);
  expect(await pageWidth(admin.page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(admin.page, '/admin/id-verifications/{id} at 390 px');
  await admin.page.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.page.getByRole('alertdialog', { name: 'Reject this ID?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText(/at least 10 characters/).waitFor();
  const reason = 'The PAN card photo is too blurred to read.';
  await dialog.getByLabel(/^Why \(the member reads this\)/).fill(reason);
  await expectNoAxeViolations(admin.page, 'the rejection dialog at 390 px');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await admin.page.getByRole('status').filter({ hasText: ID_REVIEW_TEXT.rejected(name) }).first().waitFor();
  await admin.context.close();

  const { context, page } = await openDashboard(browser, her, PHONE);
  await openSettingsFromTheMenu(page);
  const card = page.getByRole('region', { name: ID_VERIFICATION_TEXT.title });
  await card.getByText(ID_VERIFICATION_TEXT.rejected(reason)).waitFor();
  await card.getByRole('button', { name: 'Send for checking' }).waitFor();
  await expectNoAxeViolations(page, '/setting, ID rejected, at 390 px');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await context.close();
});
