import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TREE_TEXT } from '../contract/family-tree';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab } from './support/browser';
import { api, registerMember, signInApi, storeSession, type SignedIn } from './support/members';

/**
 * Issue 15 §3 (decision 0743): the owner stops sharing from /familyMember and the viewer's tree
 * page closes; the viewer asks again, is accepted, and stops viewing from the tree page.
 */
let browser: Browser;
let owner: SignedIn;
let viewer: SignedIn;

async function signedIn(name: string, gender: 'male' | 'female'): Promise<SignedIn> {
  const m = await registerMember({ name, gender });
  return signInApi(m.email, m.password);
}

/** The owner accepts the viewer's newest tree view request (set-up; accepting by click is family-tree.test.ts). */
async function acceptNewest() {
  const list = await api('POST', '/user/getTreeRequest', { token: owner.token, body: {} });
  const id = (list.body.data as { _id: string }[])[0]!._id;
  const res = await api('POST', '/user/update/request/viewTree', { token: owner.token, body: { id, status: 'accepted' } });
  expect(res.body.code).toBe(5);
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedIn('Arjun Share', 'male');
  viewer = await signedIn('Kavya Share', 'female');
  expect((await api('POST', '/user/request/viewTree', { token: viewer.token, body: { id: owner.user._id } })).body.code).toBe(5);
  await acceptNewest();
});
afterAll(async () => {
  await browser?.close();
});

test('the owner stops sharing on /familyMember, the viewer loses the tree at once and can ask again; the viewer stops viewing from the tree', async () => {
  const ownerId = owner.user._id;
  const v = await openTab(browser);
  await storeSession(v.page, viewer);
  await v.page.goto(`/${ownerId}/tree`);
  await v.page.getByRole('heading', { level: 1, name: 'Family tree of Arjun Share' }).waitFor();

  const o = await openTab(browser);
  await storeSession(o.page, owner);
  await o.page.goto('/familyMember');
  const card = o.page.getByRole('region', { name: TREE_TEXT.sharingTitle });
  await card.getByRole('link', { name: 'Kavya Share' }).waitFor();
  await expectNoAxeViolations(o.page, '/familyMember tree sharing');
  await card.getByRole('button', { name: 'Stop sharing your family tree with Kavya Share' }).click();
  const dialog = o.page.getByRole('alertdialog', { name: 'Stop sharing your family tree?' });
  await dialog.getByText('Kavya Share will no longer see your family tree.').waitFor();
  await expectNoAxeViolations(o.page, '/familyMember stop sharing dialog');
  await dialog.getByRole('button', { name: TREE_TEXT.stopSharing }).click();
  await o.page.getByText(TREE_TEXT.stoppedSharing).waitFor();
  await card.getByText(TREE_TEXT.noViewers).waitFor();

  // The viewer's next tree call is refused: the no-access state, with the way to ask again.
  await v.page.reload();
  await v.page.getByText(TREE_TEXT.askFirst).waitFor();
  await expectNoAxeViolations(v.page, '/{id}/tree after the owner stopped sharing');
  await v.page.getByRole('button', { name: 'Request Tree View' }).click();
  await v.page.getByText(TREE_TEXT.requestSent).waitFor();
  const notes = await api('GET', '/user/notifications/all?page=1&limit=5', { token: viewer.token });
  const list = (notes.body.data as { notifications: { content: string }[] }).notifications;
  expect(list).toContainEqual(expect.objectContaining({ content: 'Arjun Share stopped sharing their family tree with you.' }));

  // Accepted again; now the viewer ends it from the tree page.
  await acceptNewest();
  await v.page.reload();
  await v.page.getByRole('heading', { level: 1, name: 'Family tree of Arjun Share' }).waitFor();
  await v.page.getByRole('button', { name: TREE_TEXT.stopViewing }).click();
  await v.page.getByRole('alertdialog', { name: 'Stop viewing this family tree?' }).getByRole('button', { name: TREE_TEXT.stopViewing }).click();
  await v.page.getByText(TREE_TEXT.stoppedViewing).waitFor();
  await v.page.getByText(TREE_TEXT.askFirst).waitFor();
  await v.page.getByRole('button', { name: 'Request Tree View' }).waitFor();
  await o.context.close();
  await v.context.close();
});
