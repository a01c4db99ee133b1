import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { openTab, phone, type Tab } from './browser';
import { adminSignIn, storeSession, type SignedIn } from './members';

/** The phone the back-office pages are checked on. */
export const PHONE = phone(390, 844);

/** A tab on the back office's dashboard, signed in as `signedIn` (the main administrator unless given). */
export async function openAdmin(browser: Browser, options: BrowserContextOptions = {}, signedIn?: SignedIn): Promise<Tab> {
  const tab = await openTab(browser, options);
  await storeSession(tab.page, signedIn ?? (await adminSignIn()));
  await tab.page.goto('/admin');
  await tab.page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  return tab;
}

/** Opens a back-office section from the side navigation, or from its Menu on a phone. */
export async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true }).click();
  }
}
