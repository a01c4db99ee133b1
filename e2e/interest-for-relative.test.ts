import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REQUESTS_TEXT } from '../contract/requests';
import { writeListEntry } from '../worker/family/finding/finding-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { signedInSchema, startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

/**
 * An interest sent for a linked son (issue 15 §4–5, docs/decisions/0724): a father sends a
 * match from /familyFinding for his son, whose entry is linked to the son's account; the son
 * reads it in the header's notifications (his father named in Hindi, his mother tongue), finds
 * it on /requests under "Sent for you by your family", and withdraws it. Its own Node entry
 * (the same built UI) so that it can give the father a plan and write his list's rows.
 */
let browser: Browser;
let own: OwnServer;
const PASSWORD = 'Secret123';

beforeAll(async () => {
  own = await startOwnServer('interest-for-relative');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

let seq = 0;
/** A verified member who meets family finding's rules: a gotra, single, a preference. */
async function member(name: string, gender: 'male' | 'female', dob: string, gotra: string): Promise<SignedIn> {
  seq += 1;
  const email = `relative${seq}-${Date.now().toString(36)}@example.com`;
  const reg = await own.api('POST', '/user/register', { profileFor: 'Self', declaration: true, name, gender, dob, email, phone: '+91 98765 43210', password: PASSWORD, motherTongueId: 'hi', religionId: 'hindu' });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const { db } = own.database;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const now = Date.now();
  await db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', user.id).execute();
  // Over the row sign-up wrote (its profile id).
  await db.updateTable('member_profiles').set({ caste_id: 'hindu.brahmin', gotra_id: gotra, marital_status_id: 'maritalStatus.single', country_id: 'IN', updated_at: now }).where('user_id', '=', user.id).execute();
  await db.insertInto('member_preferences').values({ user_id: user.id, father_gen: 3, mother_gen: 3, updated_at: now }).execute();
  await db.insertInto('member_preference_options').values({ user_id: user.id, field: 'maritalStatus', option_id: 'maritalStatus.single' }).execute();
  return signedInSchema.parse((await own.api('POST', '/auth/login', { email, password: PASSWORD })).body);
}

async function openAs(signedIn: SignedIn, pagePath: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, { baseURL: own.baseURL, viewport: { width: 1280, height: 800 } });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(pagePath);
  await waitForPath(page, pagePath);
  return { page, close: () => context.close() };
}

test('a father sends a match for his linked son; the son reads it in his notifications, finds it on /requests and withdraws it', async () => {
  const father = await member('Ramesh Sharma', 'male', '1966-04-04', 'hindu.brahmin.atreya');
  const son = await member('Rohan Sharma', 'male', '1996-05-05', 'hindu.brahmin.atreya');
  const bride = await member('Priya Verma', 'female', '1998-06-06', 'hindu.brahmin.bharadwaj');
  const { db } = own.database;
  await db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', father.user._id).execute();
  const self = await writeListEntry(db, Date.now(), father.user._id, 'self', { name: 'Ramesh Sharma' });
  await writeListEntry(db, Date.now(), father.user._id, 'son', { name: 'Rohan Sharma', parent_id: self, dob: '1996-05-05', linked_user_id: son.user._id });

  const sending = await openAs(father, '/familyFinding');
  await sending.page.getByRole('button', { name: /Select Member:/ }).click();
  await sending.page.getByRole('option', { name: /Rohan Sharma/ }).click();
  await sending.page.getByRole('button', { name: `Send Match to ${bride.user.name}` }).click();
  await sending.page.getByRole('region', { name: 'Messages' }).getByText(REQUESTS_TEXT.forSent('Rohan Sharma')).waitFor();
  await sending.close();

  const { page, close } = await openAs(son, '/dashboard');
  // The welcome notification and this one.
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const note = page.getByRole('button', { name: /Your पिता Ramesh Sharma sent an interest to Priya Verma for you\./ });
  await note.waitFor();
  await expectNoAxeViolations(page, 'the notifications dropdown with an interest sent for the member');
  await note.click();
  await waitForPath(page, '/requests');
  const group = page.getByRole('region', { name: 'Sent for you by your family' });
  await group.getByRole('link', { name: 'Priya Verma' }).waitFor();
  await group.getByText('Sent for you by your पिता Ramesh Sharma').waitFor();
  await expectNoAxeViolations(page, '/requests with an interest sent for the member');
  await group.getByRole('button', { name: 'Withdraw interest to Priya Verma sent for you by Ramesh Sharma' }).click();
  await page.getByRole('region', { name: 'Messages' }).getByText(REQUESTS_TEXT.withdrawn).waitFor();
  await group.waitFor({ state: 'detached' });
  const row = await db.selectFrom('member_requests').select('status').where('to_user_id', '=', bride.user._id).executeTakeFirstOrThrow();
  expect(row.status).toBe('withdrawn');
  await close();
});
