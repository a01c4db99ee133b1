import type { Page } from 'playwright-core';

/** A text matched literally inside a RegExp (labels hold parentheses and slashes). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the react-aria Select labelled `label` and picks `option`. The select's button is named
 * by its value then its label, so the label is matched at the end of the name.
 */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}
