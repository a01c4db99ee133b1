import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Linking a family member to the real member it is, in a real browser (docs/decisions/0755):
 * Arjun lists his elder brother Bharat and asks Bharat's account through the 'Link to a member'
 * dialog (by unique id); Bharat verifies and approves
 * on /familyLinks; Arjun's /familyMember then shows Bharat's wife, added from Bharat.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function marriedMan(name: string, dob = '1988-03-01'): Promise<{ session: SignedIn; id: string }> {
  const member = await registerMember({ name, gender: 'male' });
  const session = await signInApi(member.email, member.password);
  const basic = await api('PUT', `/user/update/basicDetails/${member.id}`, {
    token: session.token,
    body: { name, DOB: dob, profileFor: 'Self', maritalStatus: 'maritalStatus.married', motherTongue: 'en', height: { feet: 5, inch: 8 } },
  });
  expect(basic.status, JSON.stringify(basic.body)).toBe(200);
  return { session: await signInApi(member.email, member.password), id: member.id };
}

async function addRelative(who: SignedIn, body: Record<string, unknown>): Promise<string> {
  const res = await api('POST', '/member', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { _id: string })._id;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a relative linked to a real member joins the two trees: verify and approve on /familyLinks, the brother’s wife appears added from him; axe finds nothing', async () => {
  const arjun = await marriedMan('Arjun Linkwala');
  const bharat = await marriedMan('Bharat Linkwala');
  await addRelative(arjun.session, { name: 'Bharat', relation_id: 'elder-brother' });
  await addRelative(bharat.session, { name: 'Isha Linkwala', relation_id: 'wife' });

  const bharatId = `BL${bharat.id.replace(/[^a-zA-Z0-9]/g, '').slice(-8)}`;
  const unique = await api('PUT', `/user/update/updateUniqueId/${bharat.id}`, { token: bharat.session.token, body: { uniqueId: bharatId } });
  expect(unique.status, JSON.stringify(unique.body)).toBe(200);

  // Arjun asks from his list: 'Link to a member' on Bharat's row, by Bharat's unique id.
  const asking = await openTab(browser);
  await storeSession(asking.page, arjun.session);
  await asking.page.goto('/familyMember');
  await asking.page.getByRole('tab', { name: /Other/ }).click();
  await row(asking.page, 'Bharat').getByRole('button', { name: 'Link to a member: Bharat' }).click();
  const dialog = asking.page.getByRole('dialog', { name: 'Link to a member' });
  const someoneElse = dialog.getByRole('radio', { name: 'Someone else, by unique id' });
  await dialog.getByRole('button', { name: 'Send link request' }).waitFor();
  if (await someoneElse.count()) await someoneElse.check();
  await dialog.getByLabel('Unique id').fill(bharatId);
  await expectNoAxeViolations(asking.page, 'the Link to a member dialog');
  await dialog.getByRole('button', { name: 'Send link request' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The sent request shows on Arjun's row at once, leading to /familyLinks (issue 21 §1).
  await row(asking.page, 'Bharat').getByRole('link', { name: 'Link request for Bharat pending: see Family Links' }).waitFor();
  expect(await row(asking.page, 'Bharat').getByRole('button', { name: 'Link to a member: Bharat' }).count()).toBe(0);

  // Bharat answers in the browser.
  const b = await openTab(browser);
  await storeSession(b.page, bharat.session);
  await b.page.goto('/familyLinks');
  await waitForPath(b.page, '/familyLinks');
  const received = b.page.getByRole('region', { name: 'Family Link Requests' });
  await received.getByText('Arjun Linkwala').waitFor();
  await received.getByText(/says you are their Elder Brother “Bharat”/).waitFor();
  await expectNoAxeViolations(b.page, '/familyLinks with a request');
  await received.getByRole('button', { name: /^Verify/ }).click();
  await b.page.getByText('Thank you. Approve the link to join your family trees.').first().waitFor();
  await received.getByRole('button', { name: /^Approve/ }).click();
  await b.page.getByText('Your family trees are joined.').first().waitFor();
  await received.getByRole('button', { name: /^Unlink/ }).waitFor().catch(async (e: unknown) => {
    throw new Error(`${String(e)}\n${await received.innerText()}`);
  });
  await b.context.close();
  // Arjun's page, still open, follows without a reload: the row is linked now.
  await row(asking.page, 'Bharat Linkwala').getByRole('button', { name: 'Unlink Bharat Linkwala' }).waitFor();
  await asking.context.close();

  // Arjun sees his brother under the member's own name, and the brother's wife added from him.
  const a = await openTab(browser);
  await storeSession(a.page, arjun.session);
  await a.page.goto('/familyMember');
  await a.page.getByRole('heading', { level: 1, name: 'Family Members' }).waitFor();
  await a.page.getByRole('tab', { name: /Other/ }).click();
  await row(a.page, 'Bharat Linkwala').waitFor();
  const wife = row(a.page, 'Isha Linkwala');
  await wife.getByText('Bharat Linkwala').first().waitFor();
  expect(await a.page.getByRole('rowheader', { name: 'Isha Linkwala', exact: true }).count()).toBe(1);
  expect(await wife.getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0);
  await expectNoAxeViolations(a.page, '/familyMember with a joined tree');
  await a.context.close();
});

test('/familyRecommendation lists probable relatives with a link to each profile, or says none were found; axe finds nothing', async () => {
  const lonely = await marriedMan('Lonely Linkwala');
  const { page, context } = await openTab(browser);
  await storeSession(page, lonely.session);
  await page.goto('/familyRecommendation');
  await page.getByRole('heading', { level: 1, name: 'Recommended Family Members' }).waitFor();
  await page.getByText('No Member Found For Recommendation').waitFor();
  await expectNoAxeViolations(page, '/familyRecommendation empty');

  // A member with the name and date of birth of a relative in the list is recommended.
  const brother = await marriedMan('Kiran Cousinwala', '1984-11-20');
  await addRelative(lonely.session, { name: 'Kiran Cousinwala', relation_id: 'elder-brother', dob: '1984-11-20' });
  await page.reload();
  const link = page.getByRole('link', { name: 'Kiran Cousinwala' });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(`/viewProfile/${brother.id}`);
  await expectNoAxeViolations(page, '/familyRecommendation with a member');
  await context.close();
});
