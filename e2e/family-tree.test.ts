import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab } from './support/browser';
import { api, followVerificationLink, MEMBER_PASSWORD, signInApi, storeSession, uniqueEmail, type SignedIn } from './support/members';

/**
 * Issue 5 §3: a three-generation tree in the chart, in Hindi for its owner and in Tamil for a
 * member who asked to see it (from the owner's profile) and was accepted (on /familyMember).
 */
let browser: Browser;
let owner: SignedIn;
let viewer: SignedIn;

async function memberIn(name: string, gender: 'male' | 'female', tongue: 'hi' | 'ta'): Promise<SignedIn> {
  const data = (await api('GET', '/app/getData')).body.data as { motherTongues: { _id: string; code: string }[]; religions: { _id: string }[] };
  const email = uniqueEmail('tree');
  const res = await api('POST', '/user/register', {
    body: {
      profileFor: 'Self',
      declaration: true,
      name,
      gender,
      dob: '1992-05-05',
      email,
      phone: '+91 98765 43210',
      password: MEMBER_PASSWORD,
      motherTongueId: data.motherTongues.find((m) => m.code === tongue)!._id,
      religionId: data.religions[0]!._id,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Only a verified member asks for a tree view (docs/decisions/0880).
  await followVerificationLink(email);
  return signInApi(email, MEMBER_PASSWORD);
}

/** The owner's list through POST /member (the §5 rules apply): grandfather, father, uncle, mother, siblings. */
async function buildThreeGenerations(session: SignedIn) {
  const add = async (body: object) => {
    const res = await api('POST', '/member', { token: session.token, body });
    expect(res.body.code, JSON.stringify(res.body)).toBe(5);
    return (res.body.data as { _id: string })._id;
  };
  const father = await add({ name: 'Ramesh Tree', relation_id: 'father', dob: '1960-03-03' });
  const grandfather = await add({ name: 'Hariprasad Tree', relation_id: 'paternal-grandfather', dob: '1930-01-01' });
  await add({ name: 'Suresh Tree', relation_id: 'father-younger-brother', dob: '1965-05-05' });
  await add({ _id: father, name: 'Ramesh Tree', relation_id: 'father', parent_id: grandfather, dob: '1960-03-03' });
  await add({ name: 'Sita Tree', relation_id: 'mother', dob: '1963-02-02' });
  // Entered youngest first: the chart orders children by date of birth.
  await add({ name: 'Vikram Tree', relation_id: 'younger-brother', dob: '1996-09-09' });
  await add({ name: 'Meena Tree', relation_id: 'elder-sister', dob: '1988-07-07' });
}

/** The names of a card's children as the chart lays them out, left to right. */
async function childrenLeftToRight(page: Page, parentName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const cards = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    const parent = cards.find((c) => c.textContent?.includes(name));
    if (!parent) return [];
    const level = Number(parent.getAttribute('aria-level'));
    const left = (el: HTMLElement) => parseFloat(el.style.left);
    // Children sit one level down, below the parent's span (the layout puts siblings together).
    return cards
      .filter((c) => Number(c.getAttribute('aria-level')) === level + 1 && (c.textContent ?? '').includes('Tree'))
      .sort((a, b) => left(a) - left(b))
      .map((c) => c.querySelector('.font-semibold')?.textContent ?? '');
  }, parentName);
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await memberIn('Arjun Tree', 'male', 'hi');
  viewer = await memberIn('Kavya Tree', 'female', 'ta');
  await buildThreeGenerations(owner);
});
afterAll(async () => {
  await browser?.close();
});

test('the owner sees the three-generation tree in Hindi: topmost ancestor, children by date of birth, fold with Enter, zoom buttons', async () => {
  const { page, context } = await openTab(browser);
  await storeSession(page, owner);
  await page.goto('/tree');
  await page.getByRole('heading', { level: 1, name: 'My Family Tree' }).waitFor();
  const tree = page.getByRole('tree');
  await tree.waitFor();
  const root = tree.getByRole('treeitem').filter({ hasText: 'Hariprasad Tree' });
  await expect(root.getAttribute('aria-level')).resolves.toBe('1');
  await tree.getByRole('treeitem').filter({ hasText: 'Ramesh Tree / Sita Tree' }).getByText('पिता').waitFor();
  await root.getByText('दादा').waitFor();
  expect(await childrenLeftToRight(page, 'Hariprasad Tree')).toEqual(['Ramesh Tree / Sita Tree', 'Suresh Tree']);
  expect(await childrenLeftToRight(page, 'Ramesh Tree')).toEqual(['Meena Tree', 'Arjun Tree', 'Vikram Tree']);
  // Nobody has a picture: initials in round badges.
  await tree.getByRole('treeitem').filter({ hasText: 'Suresh Tree' }).getByText('ST', { exact: true }).waitFor();
  await expectNoAxeViolations(page, '/tree');

  // Keyboard: the owner's card takes focus, Up goes to the father, Enter folds his branch.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  const father = tree.getByRole('treeitem').filter({ hasText: 'Ramesh Tree / Sita Tree' });
  await tree.getByRole('treeitem', { name: /Arjun Tree/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(father.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await expect(father.getAttribute('aria-expanded')).resolves.toBe('false');
  await tree.getByRole('treeitem', { name: /Vikram Tree/ }).waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  await tree.getByRole('treeitem', { name: /Vikram Tree/ }).waitFor();
  // Space shows the person's details.
  await page.keyboard.press('Space');
  await page.getByRole('region', { name: 'Selected person' }).getByText('Born 03 Mar 1960').waitFor();

  // The selector: Father, Mother, Wife for a man (no Husband).
  await page.getByRole('button', { name: /Tree/ }).filter({ hasText: 'Father' }).click();
  // In the open list (the header's language menu has options too).
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(options).toEqual(['Father', 'Mother', 'Wife']);
  await page.getByRole('option', { name: 'Wife' }).click();
  await page.getByText('No family members on the Wife’s side yet.').waitFor();

  // A tree the owner cannot have: the server's text replaces the page, with the way back.
  await page.goto('/tree?tree=husband');
  await page.getByText('The Husband tree is shown for a female member’s family only.').waitFor();
  await page.getByRole('link', { name: 'Show the Father tree' }).click();
  await page.getByRole('tree').getByRole('treeitem', { name: /Hariprasad Tree/ }).waitFor();
  await context.close();
});

test('another member asks from the profile, the owner accepts on /familyMember, and the tree opens in Tamil', async () => {
  const ownerId = owner.user._id;
  const v = await openTab(browser);
  await storeSession(v.page, viewer);
  await v.page.goto(`/${ownerId}/tree`);
  await v.page.getByText(/has not shared their family tree with you/).waitFor();
  await expectNoAxeViolations(v.page, '/{id}/tree closed');

  await v.page.goto(`/viewProfile/${ownerId}`);
  await v.page.getByRole('button', { name: 'Request Tree View' }).click();
  await v.page.getByText('Tree view request sent.').waitFor();
  await v.page.getByRole('button', { name: 'Tree view requested' }).waitFor();

  const o = await openTab(browser);
  await storeSession(o.page, owner);
  await o.page.goto('/familyMember');
  const card = o.page.getByRole('region', { name: 'Family Tree View Requests' });
  await card.getByRole('link', { name: 'Kavya Tree' }).waitFor();
  await o.page.getByRole('button', { name: 'Accept Kavya Tree’s request' }).click();
  await o.page.getByText('Tree view request accepted.').waitFor();
  await card.getByText('No Request Found').waitFor();
  const notes = await api('GET', '/user/notifications/all?page=1&limit=5', { token: viewer.token });
  const list = (notes.body.data as { notifications: { content: string; link: string }[] }).notifications;
  expect(list).toContainEqual(expect.objectContaining({ content: 'Arjun Tree accepted your tree view request.', link: `/${ownerId}/tree` }));
  // The viewer's profile page, still open, stops offering the request without a reload (issue 21 §1).
  await expect.poll(() => v.page.getByRole('button', { name: /^(Request Tree View|Tree view requested)$/ }).count()).toBe(0);
  await v.page.getByRole('link', { name: 'Family Tree', exact: true }).waitFor();
  expect(new URL(v.page.url()).pathname).toBe(`/viewProfile/${ownerId}`);

  await v.page.goto(`/${ownerId}/tree`);
  await v.page.getByRole('heading', { level: 1, name: 'Family tree of Arjun Tree' }).waitFor();
  const tree = v.page.getByRole('tree');
  await tree.getByRole('treeitem').filter({ hasText: 'Ramesh Tree / Sita Tree' }).getByText('அப்பா').waitFor();
  await tree.getByRole('treeitem').filter({ hasText: 'Ramesh Tree / Sita Tree' }).getByText('அம்மா').waitFor();
  await tree.getByRole('treeitem').filter({ hasText: 'Hariprasad Tree' }).locator('[lang="ta"]').first().waitFor();
  expect(await childrenLeftToRight(v.page, 'Ramesh Tree')).toEqual(['Meena Tree', 'Arjun Tree', 'Vikram Tree']);
  await expectNoAxeViolations(v.page, '/{id}/tree');
  await o.context.close();
  await v.context.close();
});

test('at phone width the chart fits the screen and the page does not scroll sideways', async () => {
  const { page, context } = await openTab(browser, { viewport: { width: 360, height: 740 } });
  await storeSession(page, owner);
  await page.goto('/tree');
  await page.getByRole('tree').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
