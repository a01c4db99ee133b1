import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectLogged } from '../worker/test/clean-run';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, pathOf, waitForPath } from './support/browser';
import { adminSignIn, api, registerMember, signInApi, storedSession, storeSession, type SignedIn } from './support/members';

/**
 * Issue 11 §4 (decision 0813): an administrator adds, from the side navigation, an ad whose HTML
 * attacks the member's page: a script that writes to localStorage and to the top window and
 * navigates it, an image whose onerror does the same, a link and a form aimed at the top window,
 * and a meta refresh. The member's dashboard shows the ad, and every attempt fails: the page
 * stays, storage and session are untouched, the link opens a new tab only. 0 axe violations and
 * 0 CSP violations in the member's page (the ad frame's own CSP refusing the ad is its job).
 */
const tag = Date.now().toString(36).slice(-5);
const ATTACK = [
  `<p style="margin:8px;font:16px sans-serif">Wedding halls in Pune ${tag}</p>`,
  "<script>localStorage.setItem('adRan','script'); top.adRan = 'script'; top.location = '/login?ad=script';</script>",
  `<img src="/no-such-picture.png" alt="" onerror="localStorage.setItem('adRan','onerror'); top.location = '/login?ad=onerror'">`,
  `<a href="/login?ad=link" target="_top" style="margin:8px">Claim your prize ${tag}</a>`,
  '<form action="/login" target="_top"><input type="hidden" name="ad" value="form"><button>Submit the form</button></form>',
  '<meta http-equiv="refresh" content="0;url=/login?ad=refresh">',
].join('\n');

let browser: Browser;
let member: SignedIn;
beforeAll(async () => {
  browser = await launchBrowser();
  const m = await registerMember({ name: `Ad Viewer ${tag}` });
  member = await signInApi(m.email, m.password);
});
afterAll(async () => {
  await browser?.close();
  // The attack ad would show on every later file's member dashboard (the server is shared).
  const admin = await adminSignIn();
  const listed = await api('GET', '/admin/ads?position=dashboard&page=1&limit=50', { token: admin.token });
  const ads = (listed.body.items as { _id: string; htmlContent: string }[]).filter((a) => a.htmlContent.includes(tag));
  expect(ads.length).toBeGreaterThan(0);
  for (const ad of ads) await api('DELETE', `/admin/ads/${ad._id}`, { token: admin.token });
});

/** The frame refusing the ad is its job, and Chromium says so in the console: the ad's errors, not the page's. */
function expectAdRefusals() {
  expectLogged(/\(about:srcdoc\)$/);
  expectLogged(/no-such-picture\.png\)$/);
}

/** CSP violations of the top document only: the frame's own refusals are not the page's. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPageCsp', (_source, what: string) => void violations.push(what));
  await page.addInitScript(() => {
    if (window.top !== window) return;
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportPageCsp: (what: string) => Promise<void> }).reportPageCsp(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  return violations;
}

test('an ad that attacks the page runs nothing, reads nothing and moves nothing; its link opens a new tab', async () => {
  expectAdRefusals();
  const admin = await openAdmin(browser);
  await openSection(admin.page, 'Ads');
  await waitForPath(admin.page, '/admin/ads');
  await admin.page.getByRole('heading', { level: 1, name: 'Ads' }).waitFor();
  await admin.page.getByRole('button', { name: 'Add ad' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Add an ad' });
  await dialog.getByRole('button', { name: /Position/ }).click();
  await admin.page.getByRole('option', { name: 'Dashboard' }).click();
  await dialog.getByRole('textbox', { name: /^HTML/ }).fill(ATTACK);
  // The preview is the members' frame: the ad shows, its script does not run here either.
  await admin.page.frameLocator('iframe[title="Preview of the ad"]').getByText(`Wedding halls in Pune ${tag}`).waitFor();
  await expectNoAxeViolations(admin.page, '/admin/ads with the add dialog and its preview');
  await dialog.getByRole('button', { name: 'Add ad' }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.page.getByRole('row').filter({ hasText: 'Dashboard' }).first().waitFor();
  expect(await admin.page.evaluate(() => localStorage.getItem('adRan'))).toBeNull();
  await admin.context.close();

  const { context, page } = await openTab(browser);
  const violations = await watchCsp(page);
  await storeSession(page, member);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The dashboard's counts have loaded: its pending view (with the ad in place, for no layout
  // shift) has given way to the page, so the frame found next is the one that stays.
  await page.locator('[aria-busy="false"]').first().waitFor();
  const frame = page.locator('iframe[title="Advertisement: Dashboard"]');
  await frame.scrollIntoViewIfNeeded();
  const ad = page.frameLocator('iframe[title="Advertisement: Dashboard"]');
  await ad.getByText(`Wedding halls in Pune ${tag}`).waitFor();
  expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');

  // The form aimed at the top window is not sent: the frame may not submit forms.
  await ad.getByRole('button', { name: 'Submit the form' }).click();
  // The link opens a new tab; the member's page does not move.
  const [popup] = await Promise.all([context.waitForEvent('page'), ad.getByRole('link', { name: `Claim your prize ${tag}` }).click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).search).toBe('?ad=link');
  // No opener: the advertiser's page cannot reach back to the member's.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await page.waitForTimeout(500);

  expect(pathOf(page)).toBe('/dashboard');
  expect(await page.evaluate(() => [localStorage.getItem('adRan'), (window as unknown as { adRan?: string }).adRan ?? null])).toEqual([null, null]);
  expect(await storedSession(page)).toMatchObject({ token: member.token, userId: member.user._id });
  expect(violations).toEqual([]);
  await expectNoAxeViolations(page, '/dashboard with the ad');

  await context.close();
});

test('on a 390 px phone /admin/ads does not scroll sideways and passes axe', async () => {
  // The list previews the attack ad of the test above.
  expectAdRefusals();
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/ads');
  await page.getByRole('heading', { level: 1, name: 'Ads' }).waitFor();
  await page.getByRole('grid', { name: 'Ads' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/admin/ads at 390 px');
  await context.close();
});
