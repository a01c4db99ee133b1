import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { FAMILY_FINDING_TEXT } from '../contract/family-finding';
import { PREFERENCE_TEXT } from '../contract/preferences';
import type { FamilyMembersTable } from '../worker/db/tables/family';
import { writeListEntry } from '../worker/family/finding/finding-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { signedInSchema, startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

/**
 * Family finding in a real browser (issue 5 §6, issue 9 §2): a father chooses his son on
 * /familyFinding, sees a woman who is not family among the results while his niece (the son's
 * first cousin, a member linked in his list) is left out and counted per reason: a relative at
 * 3 generations, a prohibited relationship (s.3(g)(iv)) at 2. Then a daughter under 18 shows the
 * spec's text. The cross-cousin custom is switched on through the page's link to the preferences.
 * This file runs its own Node entry (the same built UI) so that it can give the father a plan
 * and write his family list rows directly, as the family-members and link endpoints would.
 */
let browser: Browser;
let own: OwnServer;
let baseURL: string;
const PASSWORD = 'Secret123';
const apiCall = (method: string, apiPath: string, body?: unknown, token?: string) => own.api(method, apiPath, body, token);

beforeAll(async () => {
  own = await startOwnServer('family-finding');
  baseURL = own.baseURL;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

let seq = 0;
/** A registered member, verified, Hindu Brahmin of `gotra`, with a preference (the recommendation rules). */
async function member(name: string, gender: 'male' | 'female', dob: string, gotra: string): Promise<SignedIn> {
  seq += 1;
  const email = `finding${seq}-${Date.now().toString(36)}@example.com`;
  const reg = await apiCall('POST', '/user/register', {
    profileFor: 'Self',
    declaration: true,
    name,
    gender,
    dob,
    email,
    phone: '+91 98765 43210',
    password: PASSWORD,
    motherTongueId: 'hi',
    religionId: 'hindu',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const { db } = own.database;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const now = Date.now();
  await db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', user.id).execute();
  // Over the row sign-up wrote (its profile id).
  await db.updateTable('member_profiles').set({ caste_id: 'hindu.brahmin', gotra_id: gotra, marital_status_id: 'maritalStatus.single', country_id: 'IN', updated_at: now }).where('user_id', '=', user.id).execute();
  await db.insertInto('member_preferences').values({ user_id: user.id, father_gen: 3, mother_gen: 3, updated_at: now }).execute();
  await db.insertInto('member_preference_options').values({ user_id: user.id, field: 'maritalStatus', option_id: 'maritalStatus.single' }).execute();
  return signedInSchema.parse((await apiCall('POST', '/auth/login', { email, password: PASSWORD })).body);
}

/** One entry of `owner`'s list, written as the family-members endpoints would. */
const entry = (owner: string, relation: FamilyMembersTable['relation_id'], name: string, over: Partial<FamilyMembersTable> = {}) =>
  writeListEntry(own.database.db, Date.now(), owner, relation, { name, ...over });

async function openAs(signedIn: SignedIn, pagePath: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openTab(browser, { baseURL, viewport });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(pagePath);
  await waitForPath(page, pagePath);
  return { page, close: () => context.close() };
}

const generation = (page: Page, section: string, n: number) => page.getByRole('radiogroup', { name: section }).getByRole('radio', { name: String(n), exact: true });
/** The count of one reason in the left-out lines ('relatives', 'prohibited', 'sameGotra'). */
const leftOutCount = (page: Page, reason: string) => page.getByTestId('left-out').locator(`[data-reason="${reason}"] span`).last().textContent();
/** The visible pill of a generation (the radio input itself is visually hidden under it). */
const generationPill = (page: Page, section: string, n: number) => page.getByRole('radiogroup', { name: section }).locator('label').filter({ hasText: new RegExp(`^${n}$`) });

test('family finding for a son leaves his first cousin out at 3 generations as a relative and at 2 as a prohibited relationship, counting each reason', async () => {
  const father = await member('Mahesh Finder', 'male', '1965-06-01', 'hindu.brahmin.atreya');
  const cousin = await member('Kavya Cousin', 'female', '1998-02-02', 'hindu.brahmin.bharadwaj');
  const stranger = await member('Ira Stranger', 'female', '1998-03-03', 'hindu.brahmin.bharadwaj');
  await own.database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', father.user._id).execute();
  // The father's list: his father, his younger brother and that brother's daughter (linked to Kavya), his son Rohan.
  const self = await entry(father.user._id, 'self', 'Mahesh Finder');
  const grandfather = await entry(father.user._id, 'father', 'Ramesh Finder', { side: 'father', dob: '1935-01-01' });
  await own.database.db.updateTable('family_members').set({ parent_id: grandfather }).where('id', '=', self).execute();
  const uncle = await entry(father.user._id, 'younger-brother', 'Suresh Finder', { parent_id: grandfather, dob: '1968-01-01' });
  await entry(father.user._id, 'brother-daughter', 'Kavya', { parent_id: uncle, dob: '1998-02-02', linked_user_id: cousin.user._id });
  await entry(father.user._id, 'son', 'Rohan Finder', { parent_id: self, dob: '1996-05-05' });
  await entry(father.user._id, 'daughter', 'Tara Finder', { parent_id: self, dob: '2014-05-05' });

  const { page, close } = await openAs(father, '/familyFinding');
  // No 'Search Results (0)' before anyone is chosen: there is nothing to count yet.
  await page.getByRole('heading', { level: 1, name: FAMILY_FINDING_TEXT.chooseHeading }).waitFor();
  await page.getByText(FAMILY_FINDING_TEXT.selectMember).waitFor();
  await expectNoAxeViolations(page, '/familyFinding before a member is chosen');

  await page.getByRole('button', { name: /Select Member:/ }).click();
  await page.getByRole('option', { name: /Rohan Finder/ }).click();
  await page.getByRole('link', { name: 'Ira Stranger' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Search Results (1)' }).waitFor();
  expect(await page.getByRole('link', { name: 'Kavya Cousin' }).count()).toBe(0);
  await expect.poll(() => leftOutCount(page, 'relatives')).toBe('1');
  expect(await leftOutCount(page, 'prohibited')).toBe('0');
  expect(await leftOutCount(page, 'sameGotra')).toBe('0');
  expect(await generation(page, FAMILY_FINDING_TEXT.fatherSide, 3).isChecked()).toBe(true);
  // 3 on the father's side is below the Act's 5: the note says what the Act counts.
  await page.getByTestId('act-generations-note').getByText('The Hindu Marriage Act counts 5 generations on the father’s side and 3 on the mother’s.').waitFor();
  await page.getByRole('button', { name: `Send Match to ${stranger.user.name}` }).waitFor();
  await expectNoAxeViolations(page, '/familyFinding with results');

  // Two generations on the father's side: first cousins share only grandparents (the third), so
  // Kavya is no sapinda any more, but s.3(g)(iv) bars the children of two brothers at any setting.
  await generationPill(page, FAMILY_FINDING_TEXT.fatherSide, 2).click();
  expect(await generation(page, FAMILY_FINDING_TEXT.fatherSide, 2).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => leftOutCount(page, 'prohibited')).toBe('1');
  expect(await leftOutCount(page, 'relatives')).toBe('0');
  await page.getByRole('heading', { level: 1, name: 'Search Results (1)' }).waitFor();
  expect(await page.getByRole('link', { name: 'Kavya Cousin' }).count()).toBe(0);

  // A daughter under 18 is listed but cannot be chosen, and says why.
  await page.getByRole('button', { name: /Select Member:/ }).click();
  const tara = page.getByRole('option', { name: /Tara Finder/ });
  expect(await tara.getAttribute('aria-disabled')).toBe('true');
  await tara.getByText(FAMILY_FINDING_TEXT.minorInChooser('Tara Finder')).waitFor();
  await expectNoAxeViolations(page, '/familyFinding chooser with a minor');
  await tara.click({ force: true });
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1, name: 'Search Results (1)' }).waitFor();
  expect(new URL(page.url()).searchParams.get('member')).not.toBeNull();
  expect(await page.getByText(FAMILY_FINDING_TEXT.memberMinor).count()).toBe(0);
  await close();

  // Phone width: the same page, nothing wider than the screen.
  const phone = await openAs(father, '/familyFinding', { width: 360, height: 740 });
  await phone.page.getByRole('button', { name: /Select Member:/ }).click();
  await phone.page.getByRole('option', { name: /Rohan Finder/ }).click();
  await phone.page.getByRole('link', { name: 'Ira Stranger' }).waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone.page, '/familyFinding at 360 px');
  // Results first: the filters wait in a sheet; a generation changed there applies on Search.
  expect(await phone.page.getByRole('radiogroup', { name: FAMILY_FINDING_TEXT.fatherSide }).count()).toBe(0);
  await phone.page.getByRole('button', { name: 'Filters (0)' }).click();
  const sheet = phone.page.getByRole('dialog', { name: 'Filters' });
  await generationPill(phone.page, FAMILY_FINDING_TEXT.fatherSide, 2).click();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone.page, '/familyFinding filter sheet at 360 px');
  expect(await leftOutCount(phone.page, 'prohibited')).toBe('0');
  await sheet.getByRole('button', { name: 'Search (1 result)' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await expect.poll(() => leftOutCount(phone.page, 'prohibited')).toBe('1');
  await phone.page.getByRole('heading', { level: 1, name: 'Search Results (1)' }).waitFor();
  await phone.close();
});

test('a mother sends a match for her son: the toast says so, and the bride reads whom it is for on /requests', async () => {
  const mother = await member('Sunita Sharma', 'female', '1968-04-04', 'hindu.brahmin.atreya');
  const bride = await member('Meera Bride', 'female', '1998-06-06', 'hindu.brahmin.bharadwaj');
  await own.database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', mother.user._id).execute();
  const self = await entry(mother.user._id, 'self', 'Sunita Sharma');
  await entry(mother.user._id, 'son', 'Rohan Sharma', { parent_id: self, dob: '1996-05-05' });

  const { page, close } = await openAs(mother, '/familyFinding');
  await page.getByRole('button', { name: /Select Member:/ }).click();
  await page.getByRole('option', { name: /Rohan Sharma/ }).click();
  await page.getByRole('button', { name: `Send Match to ${bride.user.name}` }).click();
  // The server's message, in the toast region (the row repeats it beside the button).
  await page.getByRole('region', { name: 'Messages' }).getByText('Interest sent for Rohan Sharma.').waitFor();
  // Sent: the row says so and offers no second send (issue 21 §1).
  const sent = page.getByRole('button', { name: `Match sent to ${bride.user.name}` });
  await sent.waitFor();
  expect(await sent.isDisabled()).toBe(true);
  await close();

  const notes = await apiCall('GET', '/user/notifications/all?page=1&limit=5', undefined, bride.token);
  const list = z.object({ data: z.object({ notifications: z.array(z.object({ content: z.string() })) }) }).parse(notes.body).data.notifications;
  // The relation in the bride's mother tongue, Hindi (decision 0724).
  expect(list.map((n) => n.content)).toContain('Sunita Sharma sent an interest for Rohan Sharma (बेटा).');

  const received = await openAs(bride, '/requests/received/pending');
  await received.page.getByRole('link', { name: 'Sunita Sharma' }).waitFor();
  await received.page.getByText('for Rohan Sharma (बेटा)').waitFor();
  await expectNoAxeViolations(received.page, '/requests/received/pending with an interest for a son');
  await received.page.getByRole('button', { name: 'Accept interest from Sunita Sharma for Rohan Sharma' }).click();
  await received.page.getByText('No requests are waiting for your answer.').waitFor();
  await received.close();
});

test('the chosen member and the generations searched with stay in the address: a reload keeps the place and Back returns to the last one (issue 21 §1)', async () => {
  const father = await member('Vikram Place', 'male', '1967-07-07', 'hindu.brahmin.atreya');
  await member('Nisha Place', 'female', '1998-08-08', 'hindu.brahmin.bharadwaj');
  await own.database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', father.user._id).execute();
  const self = await entry(father.user._id, 'self', 'Vikram Place');
  await entry(father.user._id, 'son', 'Arjun Place', { parent_id: self, dob: '1996-05-05' });

  const { page, close } = await openAs(father, '/familyFinding');
  await page.getByRole('button', { name: /Select Member:/ }).click();
  await page.getByRole('option', { name: /Arjun Place/ }).click();
  await page.getByRole('link', { name: 'Nisha Place' }).waitFor();
  expect(await generation(page, FAMILY_FINDING_TEXT.fatherSide, 3).isChecked()).toBe(true);

  await generationPill(page, FAMILY_FINDING_TEXT.fatherSide, 2).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('fatherGen')).toBe('2');
  await page.reload();
  await page.getByRole('link', { name: 'Nisha Place' }).waitFor();
  expect(await page.getByRole('button', { name: /Select Member:/ }).textContent()).toContain('Arjun Place');
  expect(await generation(page, FAMILY_FINDING_TEXT.fatherSide, 2).isChecked()).toBe(true);

  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('fatherGen')).toBeNull();
  await expect.poll(() => generation(page, FAMILY_FINDING_TEXT.fatherSide, 3).isChecked()).toBe(true);
  expect(await page.getByRole('button', { name: /Select Member:/ }).textContent()).toContain('Arjun Place');
  await close();
});

test('the cross-cousin custom, switched on from family finding\'s link to the preferences, shows the children of a brother and a sister; the page says so', async () => {
  const father = await member('Gopal Iyer', 'male', '1966-06-01', 'hindu.brahmin.atreya');
  const crossCousin = await member('Lakshmi Cross', 'female', '1998-02-02', 'hindu.brahmin.bharadwaj');
  await own.database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', father.user._id).execute();
  // Gopal's list: his father, his younger sister and her daughter Lakshmi (Rohan's cross cousin), his son Rohan.
  const self = await entry(father.user._id, 'self', 'Gopal Iyer');
  const grandfather = await entry(father.user._id, 'father', 'Venkat Iyer', { side: 'father', dob: '1936-01-01' });
  await own.database.db.updateTable('family_members').set({ parent_id: grandfather }).where('id', '=', self).execute();
  const aunt = await entry(father.user._id, 'younger-sister', 'Meena Iyer', { parent_id: grandfather, dob: '1970-01-01' });
  await entry(father.user._id, 'sister-daughter', 'Lakshmi', { parent_id: aunt, dob: '1998-02-02', linked_user_id: crossCousin.user._id });
  await entry(father.user._id, 'son', 'Rohan Iyer', { parent_id: self, dob: '1996-05-05' });

  const { page, close } = await openAs(father, '/familyFinding');
  await page.getByRole('button', { name: /Select Member:/ }).click();
  await page.getByRole('option', { name: /Rohan Iyer/ }).click();
  await expect.poll(() => leftOutCount(page, 'relatives')).toBe('1');
  expect(await page.getByRole('link', { name: 'Lakshmi Cross' }).count()).toBe(0);
  expect(await page.getByText(FAMILY_FINDING_TEXT.crossCousinCustomOn).count()).toBe(0);

  await page.getByRole('link', { name: FAMILY_FINDING_TEXT.preferencesLink }).click();
  await waitForPath(page, '/preferences');
  const custom = page.getByRole('switch', { name: new RegExp(PREFERENCE_TEXT.crossCousinCustom) });
  expect(await custom.isChecked()).toBe(false);
  await page.getByTestId('act-generations-note').waitFor();
  await page.getByText(PREFERENCE_TEXT.crossCousinCustom, { exact: true }).click();
  expect(await custom.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('status').filter({ hasText: PREFERENCE_TEXT.saved }).waitFor();
  await expectNoAxeViolations(page, '/preferences with the custom on');

  await page.goBack();
  await page.getByRole('link', { name: 'Lakshmi Cross' }).waitFor();
  await page.getByText(FAMILY_FINDING_TEXT.crossCousinCustomOn).waitFor();
  await expect.poll(() => leftOutCount(page, 'relatives')).toBe('0');
  await expectNoAxeViolations(page, '/familyFinding with the custom on');
  await close();
});

test('a member with no one to search for reads the empty text', async () => {
  const lonely = await member('Lone Member', 'female', '1990-01-01', 'hindu.brahmin.atreya');
  const { page, close } = await openAs(lonely, '/familyFinding');
  await page.getByText(FAMILY_FINDING_TEXT.noMembers).waitFor();
  await expectNoAxeViolations(page, '/familyFinding with no members');
  await close();
});
