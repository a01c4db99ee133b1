import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { m } from '../contract/i18n/paraglide/messages';
import { reactAriaStrings } from '../ui/lib/react-aria-strings';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { registerMember } from './support/members';

/**
 * Issue 25: React Aria's own texts (the hidden "Dismiss" of a pop-up panel…) come from our
 * catalogue in the other languages (ui/lib/react-aria-strings.ts, installed by ui/main.tsx). Its
 * global strings must name every package whose texts the built app asks for, or it throws.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('every React Aria package whose texts the built app asks for is in our strings', async () => {
  // React Aria's packages with texts; its typings name a type where the module has the object.
  const { default: english } = (await import('react-aria-components/i18n/en-US')) as unknown as { default: Record<string, unknown> };
  const assets = path.resolve('dist/assets');
  const built = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  // Its code asks by name: useLocalizedStringFormatter(strings, `@react-aria/overlays`).
  const asked = Object.keys(english).filter((pkg) => new RegExp(`[\`'"]${pkg}[\`'"]`).test(built));
  expect(asked).toContain('@react-aria/overlays');
  expect(asked.filter((pkg) => !(pkg in reactAriaStrings()))).toEqual([]);
});

const hi = { locale: 'hi' } as const;
const installed = (page: Page) => page.evaluate(() => Symbol.for('react-aria.i18n.strings') in window);

test("in Hindi, React Aria's texts come after /login; then a member's pop-up panel is closed by its hidden button in Hindi", async () => {
  const member = await registerMember();
  const { context, page } = await openTab(browser, { locale: 'hi-IN' });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: m.auth_login_title({}, hi) }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await installed(page), '/login downloads none of them').toBe(false);

  await page.getByLabel(m.auth_field_email({}, hi)).fill(member.email);
  await page.getByLabel(m.auth_field_password({}, hi)).fill(member.password);
  await page.getByRole('button', { name: m.auth_login_submit({}, hi), exact: true }).click();
  await waitForPath(page, '/dashboard');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await expect.poll(() => installed(page), { timeout: 10_000 }).toBe(true);

  await page.getByRole('button', { name: m.member_frame_profile_menu_for({}, hi).trim() }).click();
  await page.getByRole('menu', { name: m.member_frame_profile_menu({}, hi) }).waitFor();
  // The panel's own buttons, in the pop-up region (ui/lib/overlay-root.ts): React Aria puts a
  // hidden one at each end, for a screen reader to close it.
  const panel = page.locator('[data-overlays]');
  const dismiss = m.react_aria_overlays_dismiss({}, hi);
  expect(dismiss).not.toBe(m.react_aria_overlays_dismiss({}, { locale: 'en' }));
  expect(await panel.getByRole('button', { name: dismiss, exact: true }).count()).toBe(2);
  expect(await panel.getByRole('button', { name: m.react_aria_overlays_dismiss({}, { locale: 'en' }), exact: true }).count()).toBe(0);
  await context.close();
});
