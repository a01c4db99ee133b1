import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { demoPortraitPng } from '../worker/pictures/demo';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';
import { signedInSchema, startOwnServer, type OwnServer, type SignedIn } from './support/own-server';

/**
 * Upload a picture through the UI, make it the profile picture, see it in the header, delete it.
 * This file runs its own Node entry (same built UI) with a picture store in a folder of its own
 * (<dir>/pictures), so it can look at what lands on disk.
 */
let browser: Browser;
let own: OwnServer;
let baseURL: string;
const PASSWORD = 'Secret123';
const apiCall = (method: string, apiPath: string, body?: unknown, token?: string) => own.api(method, apiPath, body, token);

beforeAll(async () => {
  own = await startOwnServer('pictures', { seed: 'reference' });
  baseURL = own.baseURL;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await own?.close();
});

async function signedInMember(name: string): Promise<SignedIn> {
  const email = `pictures-${Date.now().toString(36)}@example.com`;
  const reg = await apiCall('POST', '/user/register', {
    profileFor: 'Self',
    declaration: true,
    name,
    gender: 'female',
    dob: '1995-04-12',
    email,
    phone: '+91 98765 43210',
    password: PASSWORD,
    ...(await own.referenceIds()),
  });
  expect(reg.status).toBe(200);
  return signedInSchema.parse((await apiCall('POST', '/auth/login', { email, password: PASSWORD })).body);
}

async function openAs(signedIn: SignedIn, pagePath: string): Promise<Page> {
  const { page } = await openTab(browser, { baseURL });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(pagePath);
  await waitForPath(page, pagePath);
  return page;
}

const ownPicturesSchema = z.object({ data: z.object({ own: z.object({ items: z.array(z.object({ isProfilePicture: z.boolean() })) }) }) });

const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);

test('the first upload becomes the profile picture, seen in the header; another is chosen instead; both deleted', async () => {
  const me = await signedInMember('Meera Pictures');
  const page = await openAs(me, '/pictures');
  await page.getByRole('heading', { level: 1, name: 'My pictures' }).waitFor();
  await page.getByText('No pictures yet').waitFor();
  await expectNoAxeViolations(page);

  // Upload through the file button: the browser redraws it as JPEG before sending. With none
  // before, it becomes the profile picture (decision 0425): marked in the grid and in the header.
  const png = await demoPortraitPng({ id: 'e2e', name: 'Meera Pictures', gender: 'female' }, 0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('status').filter({ hasText: 'Picture uploaded.' }).waitFor();
  await page.getByRole('img', { name: 'Your profile picture (picture 1 of 1)' }).waitFor();
  await loaded(page, 'img[alt="Your profile picture (picture 1 of 1)"]');
  const stored = await readdir(path.join(own.dir, 'pictures'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
  await expect.poll(() => page.getByText('1 of 8 pictures').count()).toBe(1);
  const avatar = page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).locator('img');
  await avatar.waitFor();
  expect(await avatar.getAttribute('src')).toMatch(/^\/api\/user\/picture\/[A-Za-z0-9_-]{22}\.jpg\?/);
  await loaded(page, 'header img');

  // A text file is refused with a message.
  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await page.getByRole('alert').filter({ hasText: '“notes.jpg” is not a picture we can read.' }).waitFor();

  // A second upload leaves the profile picture alone; choosing it makes it the profile picture.
  await page.locator('input[type="file"]').setInputFiles({ name: 'meera-2.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('img', { name: 'Your picture 2 of 2' }).waitFor();
  await page.getByRole('img', { name: 'Your profile picture (picture 1 of 2)' }).waitFor();
  await page.getByRole('button', { name: 'Set as profile picture: picture 2' }).click();
  await page.getByRole('status').filter({ hasText: 'Profile picture updated.' }).waitFor();
  await page.getByRole('img', { name: 'Your profile picture (picture 2 of 2)' }).waitFor();
  const pictures = ownPicturesSchema.parse((await apiCall('GET', `/user/pictures/${me.user._id}`, undefined, me.token)).body);
  expect(pictures.data.own.items.map((p) => p.isProfilePicture)).toEqual([false, true]);
  await expectNoAxeViolations(page);

  // Delete, after confirming: the profile picture falls back to the other, then to the initials.
  for (const n of [2, 1]) {
    await page.getByRole('button', { name: `Delete picture ${n}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this picture?' });
    await dialog.waitFor();
    if (n === 2) await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Picture deleted.' }).waitFor();
    if (n === 2) await page.getByRole('img', { name: 'Your profile picture (picture 1 of 1)' }).waitFor();
  }
  await page.getByText('No pictures yet').waitFor();
  await expect.poll(() => avatar.count()).toBe(0);
  expect(await readdir(path.join(own.dir, 'pictures'))).toHaveLength(0);
});

test('an upload on /profile raises the completeness shown there at once (issue 21 §1)', async () => {
  const me = await signedInMember('Kavya Completeness');
  const page = await openAs(me, '/profile');
  const percent = page.getByTestId('completeness-percent');
  await percent.waitFor();
  const before = Number.parseInt(await percent.innerText(), 10);
  const png = await demoPortraitPng({ id: 'e2e', name: 'Kavya Completeness', gender: 'female' }, 0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('status').filter({ hasText: 'Picture uploaded.' }).waitFor();
  await expect.poll(async () => Number.parseInt(await percent.innerText(), 10)).toBeGreaterThan(before);
});

test('the pictures page fits a 360 px phone', async () => {
  const me = await signedInMember('Phone Pictures');
  const { page } = await openTab(browser, { baseURL, viewport: { width: 360, height: 740 } });
  await page.goto('/favicon.svg');
  await page.evaluate(
    (value) => localStorage.setItem('family-token', value),
    JSON.stringify({ token: me.token, userId: me.user._id, userRole: me.userRole, setTime: Date.now(), userData: me.user }),
  );
  await page.goto('/pictures');
  await page.getByRole('button', { name: 'Upload pictures' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
