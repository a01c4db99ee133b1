import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { adminSignIn, api, registerMember, signInApi, storedSession, storeSession, type Member, type SignedIn } from './support/members';

/**
 * Issue 10, the members section of the back office (decision 0802): an administrator finds a
 * member by profile id, verifies her e-mail, blocks her (she leaves another member's search),
 * unblocks her, and acts as her from the list and comes back. Axe with a dialog open, and 390 px.
 */
const tag = Date.now().toString(36).slice(-5);
const profileId = `SB${Date.now().toString().slice(-8)}`;

let browser: Browser;
let member: Member;
let searcher: SignedIn;
beforeAll(async () => {
  browser = await launchBrowser();
  // Unverified, so the administrator has an e-mail to verify; others find only verified members.
  member = await registerMember({ name: `Kavya Blockable ${tag}`, gender: 'female', verified: false });
  const own = await signInApi(member.email, member.password);
  const set = await api('PUT', `/user/update/updateUniqueId/${member.id}`, { token: own.token, body: { uniqueId: profileId } });
  expect(set.status).toBe(200);
  const other = await registerMember({ name: `Arjun Searcher ${tag}`, gender: 'male' });
  searcher = await signInApi(other.email, other.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the other member's Search Profile (POST /user/searchUsers) finds the member by name. */
async function searcherFinds(): Promise<boolean> {
  const res = await api('POST', '/user/searchUsers', { token: searcher.token, body: { text: member.name, page: 0, limit: 10 } });
  expect(res.status).toBe(200);
  return JSON.stringify(res.body).includes(member.id);
}

const row = (page: Page) => page.getByRole('row').filter({ hasText: profileId });

async function rowAction(page: Page, action: string) {
  await row(page).getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menu', { name: `Actions for ${member.name}` }).getByRole('menuitem', { name: action }).click();
}

test('find by profile id, verify, block (gone from search), unblock, act as the member and return', async () => {
  const admin = await adminSignIn();
  const { context, page } = await openAdmin(browser, {}, admin);
  await openSection(page, 'Members');
  await waitForPath(page, '/admin/members');
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
  // The status filter shows what the list holds, not an empty "Choose…".
  await page.getByRole('button', { name: /^Any but deleted/ }).waitFor();

  await page.getByLabel(/^Search by name, e-mail, phone or profile id/).fill(profileId);
  await page.getByText('1 record', { exact: true }).waitFor();
  await row(page).getByText(member.name).waitFor();
  await row(page).getByText('(not verified)').waitFor();
  expect(await searcherFinds()).toBe(false);

  await rowAction(page, 'Verify e-mail');
  await page.getByRole('status').filter({ hasText: member.name }).first().waitFor();
  await row(page).getByTitle('Verified').waitFor();
  expect(await row(page).getByText('(not verified)').count()).toBe(0);
  expect(await searcherFinds()).toBe(true);

  await rowAction(page, 'Block');
  const block = page.getByRole('dialog', { name: `Block ${member.name}` });
  await block.waitFor();
  await expectNoAxeViolations(page, '/admin/members with the block dialog open');
  // No reason: refused in the dialog, nothing changes.
  await block.getByRole('button', { name: 'Block member' }).click();
  await block.getByRole('alert').first().waitFor();
  await block.getByLabel(/^Reason/).fill('Asked for money in messages');
  await block.getByRole('button', { name: 'Block member' }).click();
  await block.waitFor({ state: 'detached' });
  await row(page).getByRole('gridcell', { name: 'Blocked' }).waitFor();
  expect(await searcherFinds()).toBe(false);
  // Her sessions ended, and she cannot sign in.
  expect((await api('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).not.toBe(200);

  await rowAction(page, 'Unblock');
  const unblock = page.getByRole('dialog', { name: `Unblock ${member.name}` });
  await unblock.getByText('Asked for money in messages', { exact: false }).waitFor();
  await unblock.getByRole('button', { name: 'Unblock member' }).click();
  await unblock.waitFor({ state: 'detached' });
  await row(page).getByRole('gridcell', { name: 'Active' }).waitFor();
  expect(await searcherFinds()).toBe(true);

  await rowAction(page, 'Act as member');
  await waitForPath(page, '/dashboard');
  await page.getByText(`You are acting as ${member.name}`).waitFor();
  expect((await storedSession(page))?.userId).toBe(member.id);
  await page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/admin');
  expect(await storedSession(page)).toMatchObject({ token: admin.token, userRole: 1 });
  await context.close();
});

/**
 * Issue 22 §4: the banner on every member page has 'Return to admin'; what the administrator
 * opens meanwhile is theirs, not the member's (decision 0945): the member's User Logs stay
 * empty, the audit trail lists each page by the administrator.
 */
for (const [size, options] of [['1280 px', {}], ['390 px', PHONE]] as const) {
  test(`acting as a member at ${size}: the banner's Return to admin, and the pages opened are the administrator's`, async () => {
    const admin = await adminSignIn();
    const { context, page } = await openAdmin(browser, options, admin);
    await openSection(page, 'Members');
    await waitForPath(page, '/admin/members');
    await page.getByLabel(/^Search by name, e-mail, phone or profile id/).fill(profileId);
    await page.getByText('1 record', { exact: true }).waitFor();
    await rowAction(page, 'Act as member');
    await waitForPath(page, '/dashboard');
    const banner = page.getByRole('region', { name: 'Acting as a member' });
    await banner.getByText(`You are acting as ${member.name}.`).waitFor();
    await expectNoAxeViolations(page, `/dashboard acting as a member at ${size}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(options === PHONE ? 390 : 1280);

    // Another member page has the banner too.
    await page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await waitForPath(page, '/profile');
    await banner.getByRole('button', { name: 'Return to admin' }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(await storedSession(page)).toMatchObject({ token: admin.token, userRole: 1 });
    expect(await storedSession(page, 'admin')).toBeNull();

    // /dashboard was reported when /profile opened: in the audit trail, not in the member's log.
    await expect
      .poll(async () => {
        const trail = await api('GET', `/admin/getAuditLog?action=member.pageView&targetId=${member.id}&page=1&limit=50`, { token: admin.token });
        return JSON.stringify(trail.body.items);
      })
      .toContain('/dashboard');
    const own = await api('POST', '/admin/activity-logs', { token: admin.token, body: { name: member.name } });
    expect(own.body.totalRecords).toBe(0);
    await context.close();
  });
}

test('on a 390 px phone /admin/members does not scroll sideways', async () => {
  const { context, page } = await openTab(browser, PHONE);
  await storeSession(page, await adminSignIn());
  await page.goto('/admin/members');
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
  await page.getByRole('grid', { name: 'Members' }).waitFor().catch(async (e) => {
    throw new Error(`${String(e)}\n${await page.locator('body').innerText()}`);
  });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await context.close();
});
