import type { Page } from 'playwright-core';

/** A text matched literally inside a RegExp (labels hold parentheses and slashes). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The choice `option` of a row of choices (a react-aria RadioGroup): its label, what a member clicks. */
export const choiceIn = (page: Page, label: string, option: string) =>
  page
    .getByRole('radiogroup', { name: label, exact: true })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: option, exact: true }) });

/** What a row of choices labelled `label` holds: its chosen choice's text. */
export const chosenIn = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: label, exact: true }).locator('label').filter({ has: page.locator('input:checked') }).textContent();

/**
 * Picks `option` in the field labelled `label`: a row of choices is clicked; a react-aria Select (its button is named by its
 * value then its label, so the label is matched at the end of the name) is opened; a type-ahead
 * picker (ui/components/type-ahead-picker.tsx, a combobox) is typed into.
 */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  if (typeof option === 'string' && (await page.getByRole('radiogroup', { name: label, exact: true }).count())) return choiceIn(page, label, option).click();
  const field = page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }))
    .first();
  if (await field.evaluate((el) => el.tagName === 'INPUT')) {
    await field.fill(typeof option === 'string' ? option : '');
    if (typeof option !== 'string') await field.press('ArrowDown');
  } else {
    await field.click();
  }
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}
