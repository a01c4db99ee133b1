import type { Page } from 'playwright-core';

/**
 * Chooses `option` in the type-ahead picker labelled `label` (ui/components/type-ahead-picker.tsx)
 * with the keyboard: types its name, arrows down to it and presses Enter. The keyboard, not a
 * tap: on an emulated phone react-aria waits for an on-screen keyboard that headless Chromium
 * never opens, and shows the list only after that wait, so a tap can land on the page behind it.
 */
export async function typeAndChoose(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  // Into the field first, as a member does: on the phone, where registration's rows of choices
  // put the field at the foot of the screen, text filled without it never opened the list.
  await field.click();
  await field.fill(option);
  // The keys go to the focused box: while its list is open the box is found by focus, not by name.
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'attached' });
  do await page.keyboard.press('ArrowDown');
  while ((await page.locator('[role=option][data-focused]').first().textContent()) !== option);
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'detached' });
  const shown = await field.inputValue();
  if (shown !== option) throw new Error(`${label}: “${shown}” was chosen, not “${option}”`);
}
