import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openAdmin, openSection, PHONE } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, waitForPath } from './support/browser';
import { linkInNewestMail } from './support/mail';
import { adminSignIn, api, fillSignIn, registerMember, signInApi, storeSession, uniqueEmail } from './support/members';

/**
 * Issue 10, plans and administrators: a member asks for a paid plan on /membership, an
 * administrator approves it from the side navigation and the member sees the plan; an
 * administrator adds another, who sets a password by the e-mailed link and signs in at the
 * admin door. Axe and a 390 px width on the three pages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a member asks for Silver; an administrator approves it from the upgrade requests page; the member sees the plan', async () => {
  const member = await registerMember({ name: 'Meera Approve' });
  const mine = await openTab(browser);
  await storeSession(mine.page, await signInApi(member.email, member.password));
  await mine.page.goto('/membership');
  await mine.page.getByTestId('plan-silver').getByRole('button', { name: /Choose Plan/ }).click();
  await mine.page.getByRole('dialog', { name: 'Pay for the Silver plan' }).getByRole('button', { name: 'Send upgrade request' }).click();
  await mine.page.getByText('Your request for the Silver plan has been sent. An admin will confirm it soon.').waitFor();

  const admin = await openAdmin(browser);
  const { page } = admin;
  await openSection(page, 'Upgrade requests');
  await waitForPath(page, '/admin/upgrade-requests');
  await page.getByRole('searchbox', { name: 'Search by member name, e-mail or plan' }).fill(member.email);
  // Approving asks first, saying what the member gets: the plan, its price and until when.
  await page.getByRole('button', { name: 'Approve Meera Approve’s Silver request' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Approve Silver for Meera Approve, ₹[\d,]+, until \d{1,2} \w{3} \d{4}\?$/ });
  await confirm.waitFor();
  await expectNoAxeViolations(page, 'approving asks first');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  const asked = await api('GET', `/admin/getUpgreadeRequest?page=1&limit=10&search=${encodeURIComponent(member.email)}`, { token: (await adminSignIn()).token });
  expect((asked.body.items as { status: string }[]).map((r) => r.status)).toEqual(['pending']);
  await page.getByRole('button', { name: 'Approve Meera Approve’s Silver request' }).click();
  // A paid plan needs the payment's reference (issue 23): approving without it changes nothing.
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.getByText('Enter the payment reference the member paid with (UTR, UPI reference or cheque number) before approving a paid plan.').waitFor();
  await confirm.getByRole('textbox', { name: 'Payment reference' }).fill('UTR 4242 1717');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('Meera Approve now holds the Silver plan.').waitFor();
  await page.getByText('No request is waiting. Members ask for a plan on their Membership page.').waitFor();
  await expectNoAxeViolations(page, 'upgrade requests');

  await openSection(page, 'Plans');
  await waitForPath(page, '/admin/plans');
  await page.getByRole('button', { name: 'Edit Silver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Silver' });
  await dialog.getByRole('textbox', { name: 'Feature 1' }).waitFor();
  await expectNoAxeViolations(page, 'the plan dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectNoAxeViolations(page, 'plans');

  await mine.page.reload();
  await mine.page.getByText(/You are on the Silver plan until/).waitFor();
  await mine.page.getByTestId('plan-silver').getByText('Your current plan').waitFor();
  await mine.page.getByRole('region', { name: 'Your upgrade requests' }).getByText('Approved').waitFor();
  await mine.context.close();
  await admin.context.close();
});

test('an administrator adds another from the administrators page, who sets a password by the e-mailed link and signs in', async () => {
  const admin = await openAdmin(browser);
  const { page } = admin;
  await openSection(page, 'Administrators');
  await waitForPath(page, '/admin/admins');
  await page.getByText('The main administrator cannot be removed').waitFor();
  await page.getByRole('button', { name: 'Add an administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an administrator' });
  const email = uniqueEmail('ops');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ops Colleague');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Add administrator' }).click();
  await page.getByText(`We have e-mailed ${email} a link to set a password.`).waitFor();
  await page.getByRole('button', { name: 'Remove Ops Colleague' }).waitFor();
  await expectNoAxeViolations(page, 'administrators');
  await admin.context.close();

  const link = new URL(await linkInNewestMail(email, 'set your password'));
  const colleague = await openTab(browser);
  await colleague.page.goto(`${link.pathname}${link.search}`);
  await colleague.page.getByLabel(/^New password/).fill('Office1234');
  await colleague.page.getByLabel(/^Confirm new password/).fill('Office1234');
  await colleague.page.getByRole('button', { name: 'Set new password' }).click();
  await colleague.page.getByRole('link', { name: 'Go to Login' }).click();
  await waitForPath(colleague.page, '/adminlogin');
  await fillSignIn(colleague.page, email, 'Office1234');
  await waitForPath(colleague.page, '/admin');
  await colleague.context.close();
});

test('at 390 px the three pages do not scroll sideways', async () => {
  const admin = await openAdmin(browser, PHONE);
  const { page } = admin;
  for (const [name, path, heading] of [
    ['Plans', '/admin/plans', 'Plans'],
    ['Upgrade requests', '/admin/upgrade-requests', 'Upgrade requests'],
    ['Administrators', '/admin/admins', 'Administrators'],
  ] as const) {
    await openSection(page, name);
    await waitForPath(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(/\d+ records?/).waitFor();
    expect(await pageWidth(page), name).toBeLessThanOrEqual(390);
  }
  await admin.context.close();
});
