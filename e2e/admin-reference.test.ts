import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { fillSignIn, registerMember } from './support/members';
import { chooseOption } from './support/select';

/** Issue 10, reference data: an administrator adds a caste, a member picks it without a restart; the pages on a phone. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('an administrator adds a caste from the side navigation; a member picks it on /profile at once; a removal in use is refused with the count', async () => {
  const casteName = `Testwal ${Date.now().toString(36)}`;
  const admin = await openAdmin(browser);
  const { page } = admin;
  await openSection(page, 'Religions and castes');
  await waitForPath(page, '/admin/reference');
  await page.getByRole('heading', { level: 2, name: 'Religions' }).waitFor();
  await page.getByRole('link', { name: 'Hindu', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Castes of Hindu' }).waitFor();
  await page.getByRole('button', { name: 'Add caste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a caste' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`  ${casteName} `);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(`${casteName} was added.`).waitFor();
  await page.getByRole('searchbox', { name: 'Search castes' }).fill(casteName);
  await page.getByRole('link', { name: casteName, exact: true }).waitFor();
  await expectNoAxeViolations(page, 'castes of Hindu');

  // The member, on a page opened after the change: the server was not restarted.
  const member = await registerMember({ gender: 'female' });
  const { page: mine } = await openTab(browser);
  await mine.goto('/login');
  await fillSignIn(mine, member.email, member.password);
  await waitForPath(mine, '/dashboard');
  await mine.goto('/profile');
  await mine.getByRole('heading', { level: 2, name: 'Religion' }).click();
  await mine.getByRole('button', { name: /Religion$/ }).click();
  await mine.getByRole('option', { name: 'Hindu', exact: true }).click();
  await chooseOption(mine, 'Caste / community', casteName);
  await mine.getByRole('form', { name: 'Religion' }).getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => mine.getByRole('combobox', { name: 'Caste / community', exact: true }).inputValue()).toBe(casteName);

  // Back in the office: the caste is in use, so removing it is refused and says by how many.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search castes' }).fill(casteName);
  await page.getByRole('button', { name: `Remove ${casteName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${casteName}?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await confirm.getByText(`${casteName} is still used by 1 member, so it cannot be removed. Merge it into another caste instead.`).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Down the drill-down: the caste's sub-castes and gotras.
  await page.getByRole('link', { name: casteName, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: `Gotras of ${casteName}` }).waitFor();
  await page.getByRole('heading', { level: 2, name: `Sub-castes of ${casteName}` }).waitFor();
  await expectNoAxeViolations(page, 'sub-castes and gotras');
  await admin.context.close();
});

test('lifestyle options: an administrator adds one from the side navigation', async () => {
  const name = `Flexitarian ${Date.now().toString(36)}`;
  const { page, context } = await openAdmin(browser);
  await openSection(page, 'Lifestyle');
  await waitForPath(page, '/admin/lifestyle');
  await page.getByRole('grid', { name: 'Eating habits' }).waitFor();
  await page.getByRole('button', { name: 'Add an option' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an option' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(`${name} was added.`).waitFor();
  await page.getByRole('rowheader', { name }).waitFor();
  await expectNoAxeViolations(page, '/admin/lifestyle');
  await context.close();
});

test('on a 390 px phone neither page scrolls sideways, and both pass axe', async () => {
  const { page, context } = await openAdmin(browser, PHONE);
  for (const [section, path, heading] of [
    ['Religions and castes', '/admin/reference', 'Religions'],
    ['Lifestyle', '/admin/lifestyle', 'Lifestyle options'],
  ] as const) {
    await openSection(page, section);
    await waitForPath(page, path);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await page.getByRole('grid').first().waitFor();
    expect(await pageWidth(page), `${path} is wider than the phone`).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, `${path} at 390 px`);
  }
  await context.close();
});
