import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ACCOUNT_DATA_TEXT } from '../contract/account-data';
import { PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, pageWidth, waitForPath } from './support/browser';
import { openDashboard } from './support/dashboard';
import { chatPair } from './support/members';

/**
 * Issue 24 "Duties of the site" (decision 0962): a member opens Account Setting from the profile
 * menu and downloads their data; the file holds their profile and the interest they exchanged; a
 * second download within the hour is refused with a sentence. 1280 and 390 px, axe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openSettingsFromTheMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  await waitForPath(page, '/setting');
  await page.getByRole('heading', { level: 1, name: 'Account Setting' }).waitFor();
}

for (const [size, options] of [
  ['1280 px', {}],
  ['390 px', PHONE],
] as const) {
  test(`at ${size} a member downloads their data from Account Setting, once an hour`, async () => {
    const [asha, ravi] = await chatPair(`my-data-${size.replace(' ', '')}`);
    const { context, page } = await openDashboard(browser, asha, options);
    await openSettingsFromTheMenu(page);
    const card = page.getByRole('region', { name: ACCOUNT_DATA_TEXT.title });
    await card.getByText(ACCOUNT_DATA_TEXT.intro).waitFor();
    await expectNoAxeViolations(page, `/setting at ${size}`);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: ACCOUNT_DATA_TEXT.button }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sambandh-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.account.email).toBe(asha.user.email);
    expect(JSON.stringify(file.profile)).toContain(asha.user.name);
    expect(file.requests).toEqual([expect.objectContaining({ with: { _id: ravi.user._id, name: ravi.user.name } })]);
    await card.getByText(ACCOUNT_DATA_TEXT.downloaded).waitFor();
    await expectNoAxeViolations(page, `/setting after the download at ${size}`);

    await card.getByRole('button', { name: ACCOUNT_DATA_TEXT.button }).click();
    await card.getByText(ACCOUNT_DATA_TEXT.onceAnHour).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(size === '390 px' ? 390 : 1280);
    await context.close();
  });
}
