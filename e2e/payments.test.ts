import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { ADMIN_PAYMENTS_TEXT } from '../contract/admin/payments';
import { ADMIN_PLANS_TEXT } from '../contract/admin/plans';
import { PAYMENT_TEXT } from '../contract/payments';
import { writeDailyFeed } from '../worker/notifications/feed-daily';
import { startRazorpayStandIn, type RazorpayStandIn } from '../worker/test/razorpay-stand-in';
import { openSection } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, pageWidth, phone, waitForPath } from './support/browser';
import { signedInSchema, startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

/**
 * Paying for a plan in a real browser (issue 23), against the Razorpay stand-in and its
 * Checkout script: Choose Plan, the confirmation, Checkout, the plan in force, the receipt; a
 * closed or failed Checkout changes nothing; the offline way; a renewal from the current plan.
 * Its own Node entry, so that the keys are set and the stand-in's Checkout is allowed by the CSP.
 */
let browser: Browser;
let own: OwnServer;
let standIn: RazorpayStandIn;
const PASSWORD = 'Secret123';
const GSTIN = '29ABCDE1234F1Z5';
const UPI_ID = 'sambandh@okaxis';

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  own = await startOwnServer('payments', {
    configOverrides: { ...standIn.env, SELLER_NAME: 'Sambandh Matrimony', SELLER_GSTIN: GSTIN, SELLER_STATE: 'Karnataka', SELLER_ADDRESS: '12 MG Road, Bengaluru 560001', OFFLINE_UPI_ID: UPI_ID },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
  await standIn?.close();
});

let seq = 0;
async function member(name: string): Promise<SignedIn> {
  seq += 1;
  const email = `pay${seq}-${Date.now().toString(36)}@example.com`;
  const reg = await own.api('POST', '/user/register', { profileFor: 'Self', declaration: true, name, gender: 'female', dob: '1995-04-12', email, phone: '+91 98765 43210', password: PASSWORD, ...(await own.referenceIds()) });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  await own.database.db.updateTable('users').set({ is_email_verified: 1 }).where('email', '=', email).execute();
  return signedInSchema.parse((await own.api('POST', '/auth/login', { email, password: PASSWORD })).body);
}

/** A tab of this file's server, signed in as `signedIn` (the app's stored session), at `path`. */
async function openAs(signedIn: SignedIn, path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, { baseURL: own.baseURL, ...options });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(path);
  await waitForPath(page, path);
  return { page, close: () => context.close() };
}

/** Paid for through the API as Checkout's handler would pass it on: our payment's id. */
async function paidFor(m: SignedIn, planId: string): Promise<string> {
  const order = await own.api('POST', '/user/payments/order', { planId }, m.token);
  const { orderId, paymentId } = z.object({ data: z.object({ orderId: z.string(), paymentId: z.string() }) }).parse(order.body).data;
  expect((await own.api('POST', '/user/payments/verify', await standIn.pay(orderId), m.token)).status).toBe(200);
  return paymentId;
}

/** Signed in on the dashboard, then to Membership from the profile menu in the header, as a member goes. */
async function openMembership(signedIn: SignedIn, options: BrowserContextOptions = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, close } = await openAs(signedIn, '/dashboard', options);
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Membership' }).click();
  await waitForPath(page, '/membership');
  await page.getByRole('heading', { level: 1, name: 'Membership Plans' }).waitFor();
  await page.getByTestId('plan-gold').waitFor();
  return { page, close };
}

const card = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const history = (page: Page) => page.getByRole('region', { name: PAYMENT_TEXT.historyHeading });
const checkout = (page: Page) => page.frameLocator('[data-testid="razorpay-checkout"]');

async function confirmation(page: Page, planId: string, planName: string, button = 'Choose Plan') {
  await card(page, planId).getByRole('button', { name: `${button}: ${planName}` }).click();
  const dialog = page.getByRole('dialog', { name: PAYMENT_TEXT.confirmTitle(planName) });
  await dialog.waitFor();
  // Open once the focus is inside it (react-aria moves it there), as a keyboard user meets it.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  return dialog;
}

for (const [label, viewport] of [['1280 px', {}], ['390 px phone', phone(390, 844)]] as const) {
  test(`${label}: Choose Plan, the confirmation with GST, Checkout, the plan active, and its printable receipt`, async () => {
    const asha = await member(`Asha Payer ${label.slice(0, 3)}`);
    const { page, close } = await openMembership(asha, viewport);
    await history(page).getByText(PAYMENT_TEXT.historyEmpty).waitFor();
    await expectNoAxeViolations(page, `/membership, no plan (${label})`);

    const dialog = await confirmation(page, 'gold', 'Gold');
    const text = await dialog.textContent();
    expect(text).toContain('6 months');
    expect(text).toContain('Taxable value₹4,236.44');
    expect(text).toContain('IGST at 18%₹762.56');
    expect(text).toContain('Total, GST included₹4,999.00');
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toMatch(/Starts\d{1,2} \w{3} \d{4}Ends\d{1,2} \w{3} \d{4}/);
    await expectNoAxeViolations(page, `the confirmation (${label})`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.viewport?.width ?? 1280);

    await dialog.getByRole('button', { name: PAYMENT_TEXT.payNow }).click();
    await checkout(page).getByRole('button', { name: 'Pay' }).click();
    await page.getByText(PAYMENT_TEXT.paid('Gold')).waitFor();
    await card(page, 'gold').getByText('Your current plan').waitFor();
    await card(page, 'gold').getByText(/^Ends \d{1,2} \w{3} \d{4}\. You can renew it from \d{1,2} \w{3} \d{4}\.$/).waitFor();
    expect(await card(page, 'gold').getByRole('button', { name: 'Choose Plan: Gold' }).isDisabled()).toBe(true);
    await page.getByText(/You are on the Gold plan until/).waitFor();
    const paid = history(page).getByRole('listitem').filter({ hasText: 'Gold' });
    await paid.getByText('Paid', { exact: true }).waitFor();
    expect(await paid.textContent()).toContain('₹4,999.00');
    await expectNoAxeViolations(page, `/membership, paid plan (${label})`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.viewport?.width ?? 1280);

    await paid.getByRole('link', { name: /^Receipt SMB-\d{6} for the Gold plan$/ }).click();
    await page.waitForURL(/\/membership\/invoice\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: PAYMENT_TEXT.invoiceHeading }).waitFor();
    const invoice = page.getByRole('article', { name: /^Invoice SMB-\d{6}$/ });
    const printed = await invoice.textContent();
    for (const part of ['Sambandh Matrimony', `GSTIN ${GSTIN}`, '12 MG Road, Bengaluru 560001', asha.user.name, asha.user.email, 'Gold plan, 6 Months', 'Total, GST included₹4,999.00', 'IGST at 18%₹762.56', 'Payment idpay_']) {
      expect(printed).toContain(part);
    }
    await expectNoAxeViolations(page, `the invoice (${label})`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.viewport?.width ?? 1280);

    // Printed: the invoice alone, without the header, the footer or the page's buttons.
    await page.evaluate(() => window.addEventListener('beforeprint', () => document.documentElement.setAttribute('data-printed', 'yes')));
    await page.getByRole('button', { name: 'Print' }).click();
    await page.locator('html[data-printed="yes"]').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await invoice.isVisible()).toBe(true);
    await close();
  });
}

test('only its owner opens an invoice: another member reads the server’s sentence', async () => {
  const owner = await member('Meera Owner');
  const paymentId = await paidFor(owner, 'silver');

  const other = await member('Nisha Other');
  const { page, close } = await openMembership(other);
  await page.goto(`/membership/invoice/${paymentId}`);
  await page.getByRole('alert').filter({ hasText: PAYMENT_TEXT.paymentNotFound }).waitFor();
  expect(await page.getByText(owner.user.email).count()).toBe(0);
  await close();
});

test('closing Checkout changes nothing, and Try again pays', async () => {
  const m = await member('Kiran Closer');
  const { page, close } = await openMembership(m);
  await (await confirmation(page, 'silver', 'Silver')).getByRole('button', { name: PAYMENT_TEXT.payNow }).click();
  await checkout(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('status').filter({ hasText: PAYMENT_TEXT.cancelled }).waitFor();
  await page.getByText('You are on the Free plan').waitFor();
  expect(await card(page, 'silver').getByText('Your current plan').count()).toBe(0);
  expect(await history(page).getByText(PAYMENT_TEXT.historyEmpty).count()).toBe(1);

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('dialog', { name: PAYMENT_TEXT.confirmTitle('Silver') }).getByRole('button', { name: PAYMENT_TEXT.payNow }).click();
  await checkout(page).getByRole('button', { name: 'Pay' }).click();
  await page.getByText(PAYMENT_TEXT.paid('Silver')).waitFor();
  await card(page, 'silver').getByText('Your current plan').waitFor();
  await close();
});

test('a failed payment says so and changes nothing', async () => {
  const m = await member('Ravi Declined');
  const { page, close } = await openMembership(m);
  await (await confirmation(page, 'gold', 'Gold')).getByRole('button', { name: PAYMENT_TEXT.payNow }).click();
  await checkout(page).getByRole('button', { name: 'Fail' }).click();
  await page.getByRole('alert').filter({ hasText: PAYMENT_TEXT.failed }).waitFor();
  await page.getByText('You are on the Free plan').waitFor();
  expect(await card(page, 'gold').getByText('Your current plan').count()).toBe(0);
  expect(await card(page, 'gold').getByRole('button', { name: 'Choose Plan: Gold' }).isDisabled()).toBe(false);
  await close();
});

test('Pay by bank transfer or UPI instead: the account to pay to, and the upgrade request; axe on the pending state', async () => {
  const m = await member('Uma Offline');
  const { page, close } = await openMembership(m);
  const dialog = await confirmation(page, 'platinum', 'Platinum');
  await dialog.getByRole('button', { name: PAYMENT_TEXT.payOffline }).click();
  await dialog.getByTestId('offline-payment').getByText(UPI_ID).waitFor();
  await expectNoAxeViolations(page, 'the confirmation, offline');
  await dialog.getByRole('button', { name: 'Send upgrade request' }).click();
  await page.getByText('Your request for the Platinum plan has been sent. An admin will confirm it soon.').waitFor();
  await card(page, 'platinum').getByText('Upgrade request pending').waitFor();
  await expectNoAxeViolations(page, '/membership, request pending');
  await close();
});

test('the feed’s reminder in a plan’s last week leads to Renew on the current plan; the renewal starts when the plan ends', async () => {
  const m = await member('Devika Renews');
  await paidFor(m, 'gold');
  // The plan ends in three days: the feed's reminder has come and a renewal may be paid.
  const endsAt = Date.now() + 3 * 86_400_000;
  await own.database.db.updateTable('upgrade_requests').set({ expires_at: endsAt }).where('user_id', '=', m.user._id).where('status', '=', 'approved').execute();

  await writeDailyFeed(own.deps);

  // The feed's reminder in the header leads to Membership, where the plan's card offers Renew.
  const { page, close } = await openAs(m, '/dashboard');
  await page.getByRole('banner').getByRole('button', { name: /^Feed/ }).click();
  await page.getByRole('dialog', { name: 'Feed' }).getByRole('button', { name: /Your Gold plan ends in 3 days\. Renew it to keep its benefits\./ }).click();
  await waitForPath(page, '/membership');
  const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
  const dialog = await confirmation(page, 'gold', 'Gold', 'Renew');
  await dialog.getByText(PAYMENT_TEXT.renewalNote).waitFor();
  expect(await dialog.textContent()).toContain(`Starts${day.format(endsAt)}`);
  expect(await dialog.getByRole('button', { name: PAYMENT_TEXT.payOffline }).count()).toBe(0);
  await dialog.getByRole('button', { name: PAYMENT_TEXT.payNow }).click();
  await checkout(page).getByRole('button', { name: 'Pay' }).click();
  await page.getByText(PAYMENT_TEXT.paid('Gold')).waitFor();
  await history(page).getByRole('listitem').filter({ hasText: `${day.format(endsAt)} to` }).waitFor();
  expect(await history(page).getByRole('listitem').count()).toBe(2);
  expect(await card(page, 'gold').getByRole('button', { name: 'Renew: Gold' }).count()).toBe(0);
  await close();
});

const adminSignedIn = async () => signedInSchema.parse((await own.api('POST', '/auth/adminLogin', own.admin)).body);
const membershipSchema = z.object({ data: z.object({ heldPlanId: z.string().nullable() }) });

test('1280 px back office: Payments lists the payment, the revenue tile counts payments received, and a refund with a reason ends the plan when chosen', async () => {
  const asha = await member('Asha Patil');
  await paidFor(asha, 'gold');
  const { page, close } = await openAs(await adminSignedIn(), '/admin');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  await page.getByText('Payments received since the 1st (UTC), less refunds').waitFor();

  await openSection(page, 'Payments');
  await waitForPath(page, '/admin/payments');
  await page.getByRole('heading', { level: 1, name: ADMIN_PAYMENTS_TEXT.heading }).waitFor();
  await page.getByRole('searchbox', { name: 'Search by member name, e-mail, payment id or reference' }).fill(asha.user.email);
  // The search reaches the address half a second after typing: wait for it, so that Back below
  // returns to this search and not to a page the search replaced under the status filter.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(asha.user.email);
  const row = page.getByRole('row').filter({ hasText: asha.user.email });
  await row.getByText('Paid', { exact: true }).waitFor();
  expect(await row.textContent()).toContain('₹4,999.00');
  await expectNoAxeViolations(page, '/admin/payments');

  // The status filter, in the address: no failed payment of hers.
  await page.getByRole('button', { name: /Status$/ }).click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await page.getByText(ADMIN_PAYMENTS_TEXT.empty).waitFor();
  expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
  await page.goBack();
  await row.getByText('Paid', { exact: true }).waitFor();
  // The days filter: nothing of hers from tomorrow on.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await page.getByText(ADMIN_PAYMENTS_TEXT.empty).waitFor();
  expect(new URL(page.url()).searchParams.get('from')).toBe(tomorrow);
  await page.goBack();
  await row.getByText('Paid', { exact: true }).waitFor();

  await row.getByRole('button', { name: 'Refund Asha Patil’s Gold payment' }).click();
  const dialog = page.getByRole('alertdialog', { name: ADMIN_PAYMENTS_TEXT.refundConfirm('Asha Patil', '₹4,999.00') });
  await dialog.getByRole('button', { name: 'Refund ₹4,999.00' }).click();
  await dialog.getByText('Say why the payment is refunded: it goes into the audit trail.').waitFor();
  expect(standIn.refunds.length).toBe(0);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid twice by mistake');
  await dialog.getByTestId('refund-consequence').getByText(/The Gold plan runs on until/).waitFor();
  await dialog.getByRole('checkbox', { name: ADMIN_PAYMENTS_TEXT.endPlanQuestion }).check({ force: true });
  await dialog.getByTestId('refund-consequence').getByText(/The Gold plan ends now and Asha Patil is back on the Free plan/).waitFor();
  await expectNoAxeViolations(page, 'the refund dialog');
  await dialog.getByRole('button', { name: 'Refund ₹4,999.00' }).click();
  await page.getByText(ADMIN_PAYMENTS_TEXT.refundedAndEnded('Asha Patil', '₹4,999.00')).waitFor();
  await row.getByText(/Paid twice by mistake/).waitFor();
  expect(await row.textContent()).toContain('Refunded');
  expect(standIn.refunds.length).toBe(1);
  expect(membershipSchema.parse((await own.api('GET', '/user/membership', undefined, asha.token)).body).data.heldPlanId).toBeNull();
  await close();

  // She reads it on /membership: back on Free, the payment refunded, its receipt kept.
  const mine = await openMembership(asha);
  await mine.page.getByText('You are on the Free plan').waitFor();
  const refunded = history(mine.page).getByRole('listitem').filter({ hasText: 'Gold' });
  await refunded.getByText(/^Refunded on \d{1,2} \w{3} \d{4}\.$/).waitFor();
  await refunded.getByRole('link', { name: /^Receipt SMB-\d{6} for the Gold plan$/ }).waitFor();
  await mine.close();
});

test('1280 px back office: an offline request is approved with its payment reference, which the Payments page then shows', async () => {
  const ravi = await member('Ravi Offline');
  expect((await own.api('POST', '/user/upgreadePlan/silver', undefined, ravi.token)).body.code).toBe(5);
  const { page, close } = await openAs(await adminSignedIn(), '/admin');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  await openSection(page, 'Upgrade requests');
  await waitForPath(page, '/admin/upgrade-requests');
  await page.getByRole('searchbox', { name: 'Search by member name, e-mail or plan' }).fill(ravi.user.email);
  // The search reaches the address (and reloads the list) half a second after typing: act on the list it shows.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(ravi.user.email);
  await page.getByRole('button', { name: 'Approve Ravi Offline’s Silver request' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Approve Silver for Ravi Offline, ₹[\d,]+, until \d{1,2} \w{3} \d{4}\?$/ });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.getByText(ADMIN_PLANS_TEXT.referenceNeeded).waitFor();
  expect(membershipSchema.parse((await own.api('GET', '/user/membership', undefined, ravi.token)).body).data.heldPlanId).toBeNull();
  await expectNoAxeViolations(page, 'approving asks for the reference');
  await confirm.getByRole('textbox', { name: 'Payment reference' }).fill('UTR 5555 1234');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('Ravi Offline now holds the Silver plan.').waitFor();

  await openSection(page, 'Payments');
  await waitForPath(page, '/admin/payments');
  await page.getByRole('searchbox', { name: 'Search by member name, e-mail, payment id or reference' }).fill(ravi.user.email);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(ravi.user.email);
  const row = page.getByRole('row').filter({ hasText: ravi.user.email });
  await row.getByText('UTR 5555 1234').waitFor();
  await row.getByText(/^Offline/).waitFor();
  await close();
});
