import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/** /familyMember in a real browser: a three-generation tree built through the dialog, in Hindi. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A married man whose mother tongue is Hindi (relations read in Hindi). */
async function hindiSpeaker(): Promise<{ session: SignedIn; name: string }> {
  const name = 'Arjun Verma';
  const member = await registerMember({ name, gender: 'male' });
  const session = await signInApi(member.email, member.password);
  const basic = await api('PUT', `/user/update/basicDetails/${member.id}`, {
    token: session.token,
    body: { name, DOB: '1985-06-01', profileFor: 'Self', maritalStatus: 'maritalStatus.married', motherTongue: 'hi', height: { feet: 5, inch: 9 } },
  });
  expect(basic.status, JSON.stringify(basic.body)).toBe(200);
  return { session: await signInApi(member.email, member.password), name };
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('dialog').getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The relation picker (issue 22 §3): typed to narrow, the option read in Hindi with the English beside it. */
async function chooseRelation(page: Page, typed: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: /Relation/ }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function add(page: Page, name: string, typed: string, relation: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Family Members' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill(name);
  await chooseRelation(page, typed, relation);
  await dialog.getByRole('button', { name: 'Update' }).click();
}

/** A new relative is "added" (issue 22 §3). */
async function saved(page: Page) {
  await page.getByText('Family member added successfully').first().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a Hindi-speaking member builds three generations through the dialog; a §5 rule stops the uncle until the grandfather is in; axe finds nothing', async () => {
  const { session, name } = await hindiSpeaker();
  const { page, context } = await openTab(browser);
  await storeSession(page, session);
  await page.goto('/familyMember');
  await waitForPath(page, '/familyMember');
  await page.getByRole('heading', { level: 1, name: 'Family Members' }).waitFor();
  await page.getByRole('tab', { name: /Other/ }).click();
  await row(page, name).getByText('स्वयं').waitFor();
  expect(await row(page, name).getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0);
  await expectNoAxeViolations(page, '/familyMember');

  await add(page, 'Suresh Verma', 'pita', 'पिता · father');
  await saved(page);

  // §5 rule 7: an uncle needs the grandfather first; the message shows and nothing is saved.
  await add(page, 'Mahesh Verma', 'chacha', "चाचा · father's younger brother");
  const dialog = page.getByRole('dialog', { name: 'Family Members' });
  await dialog.getByRole('alert').getByText('Enter grandfather to add uncle').waitFor();
  await expectNoAxeViolations(page, 'the Family Members dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  await add(page, 'Ramlal Verma', 'dada', 'दादा · paternal grandfather');
  await saved(page);
  await add(page, 'Mahesh Verma', 'chacha', "चाचा · father's younger brother");
  await saved(page);
  await add(page, 'Kabir Verma', 'son', 'बेटा · son');
  await saved(page);

  await page.getByRole('tab', { name: /Father/ }).click();
  await row(page, 'Suresh Verma').getByText('पिता · father').waitFor();
  const uncle = row(page, 'Mahesh Verma');
  await uncle.getByText("चाचा · father's younger brother").waitFor();
  expect(await uncle.getByRole('cell').nth(1).textContent()).toBe('Ramlal Verma');
  // The grandfather is the uncle's parent: no Delete for him (§2).
  await row(page, 'Ramlal Verma').getByRole('button', { name: 'Edit Ramlal Verma' }).waitFor();
  expect(await row(page, 'Ramlal Verma').getByRole('button', { name: 'Delete Ramlal Verma' }).count()).toBe(0);

  await page.getByRole('tab', { name: /Other/ }).click();
  const son = row(page, 'Kabir Verma');
  await son.getByText('बेटा · son').waitFor();
  expect(await son.getByRole('cell').nth(1).textContent()).toBe(name);
  await expectNoAxeViolations(page, '/familyMember with a family');

  // Delete: 'Delete Family Members', 'Are You Sure?', the server's message.
  await son.getByRole('button', { name: 'Delete Kabir Verma' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Family Members' });
  await confirm.getByText('Are You Sure?').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Family member deleted successfully').first().waitFor();
  await son.waitFor({ state: 'detached' });
  await context.close();
});

test('an adopted son: Birth / Adoptive shows once a parent is chosen, is saved and read in the list and the dialog; axe finds nothing', async () => {
  const { session, name } = await hindiSpeaker();
  const { page, context } = await openTab(browser);
  await storeSession(page, session);
  await page.goto('/familyMember');
  await page.getByRole('heading', { level: 1, name: 'Family Members' }).waitFor();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Family Members' });
  await dialog.getByLabel('Name').fill('Kabir Verma');
  await chooseRelation(page, 'beta', 'बेटा · son');
  const kind = dialog.getByRole('radiogroup', { name: 'Child of the parent by' });
  expect(await kind.count()).toBe(0);
  await choose(page, /Parent/, `${name} (स्वयं · self)`);
  await kind.getByRole('radio', { name: 'Birth' }).waitFor();
  expect(await kind.getByRole('radio', { name: 'Birth' }).isChecked()).toBe(true);
  await kind.getByText('Adoptive').click();
  expect(await kind.getByRole('radio', { name: 'Adoptive' }).isChecked()).toBe(true);
  await expectNoAxeViolations(page, 'the Family Members dialog with Birth / Adoptive');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await saved(page);

  await page.getByRole('tab', { name: /Other/ }).click();
  const son = row(page, 'Kabir Verma');
  await son.getByText('बेटा · son (adopted)').waitFor();
  expect(await son.getByRole('cell').nth(1).textContent()).toBe(name);
  await expectNoAxeViolations(page, '/familyMember with an adopted son');

  await son.getByRole('button', { name: 'Edit Kabir Verma' }).click();
  await dialog.getByRole('radiogroup', { name: 'Child of the parent by' }).waitFor();
  expect(await dialog.getByRole('radio', { name: 'Adoptive' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

test('/familyMember fits a 360 px phone without sideways page scrolling', async () => {
  const { session } = await hindiSpeaker();
  const { page, context } = await openTab(browser, { viewport: { width: 360, height: 740 } });
  await storeSession(page, session);
  await page.goto('/familyMember');
  await page.getByRole('heading', { level: 1, name: 'Family Members' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 160)),
  );
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
  await context.close();
});
