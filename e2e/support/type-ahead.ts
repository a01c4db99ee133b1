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
  await arrowToOption(page, option);
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'detached' });
  const shown = await field.inputValue();
  if (shown !== option) throw new Error(`${label}: “${shown}” was chosen, not “${option}”`);
}

/**
 * With text typed in the focused picker, arrows down the list to `option` and presses Enter, through `press`
 * (a test that counts keystrokes passes its own). On a loaded phone run the list now and then
 * stays shut after the typing: ArrowDown opens it, as it does for a member at a keyboard.
 */
export async function arrowToOption(page: Page, option: string, press = (key: string) => page.keyboard.press(key)): Promise<void> {
  const listed = page.getByRole('option', { name: option, exact: true }).first();
  const opened = await listed.waitFor({ state: 'attached', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) {
    // The caret is still in the box (not `field.focus()`: a list opening meanwhile hides the page
    // behind it from the accessibility tree, and the box with it).
    await press('ArrowDown');
    await listed.waitFor({ state: 'attached' });
  }
  // The keys go to the focused box: while its list is open the box is found by focus, not by name.
  for (let presses = 0; (await focusedOption(page)) !== option; presses++) {
    if (presses > 50) throw new Error(`ArrowDown never reached “${option}” in the list`);
    await press('ArrowDown');
  }
  await press('Enter');
}

const focusedOption = (page: Page) => page.evaluate(() => document.querySelector('[role=option][data-focused]')?.textContent ?? null);
