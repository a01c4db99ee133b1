import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseConfig } from '../worker/config';
import { openLibsql, type LibsqlDatabase } from '../worker/db/libsql';
import { migrate, readMigrations } from '../worker/db/migrate';
import { nodeDeps, nodeServer } from '../worker/node';
import { demoPortraitPng } from '../worker/pictures/demo';
import { diskPictureStore } from '../worker/pictures/store';
import { seedReferenceData } from '../worker/reference/seed';
import { freePort } from '../worker/test/free-port';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, openTab, waitForPath } from './support/browser';

/**
 * Upload a picture through the UI, make it the profile picture, see it in the header, delete it.
 * This file runs its own Node entry (same built UI) with a picture store in a folder of its own,
 * so it can look at what lands on disk, and so it does not depend on how the shared server's
 * deps are built.
 */
let browser: Browser;
let server: ServerType;
let database: LibsqlDatabase;
let dir: string;
let baseURL: string;
const PASSWORD = 'Secret123';

async function apiCall(method: string, apiPath: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseURL}/api${apiPath}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { jwt: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-e2e-pictures-'));
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    JWT_SECRET: 'e2e-pictures-secret-e2e-pictures-secret-0123',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    MAIL_DIR: path.join(dir, 'mail'),
    SEED_DEMO: 'no',
  });
  database = await openLibsql(config.databaseUrl);
  await migrate(database.client, await readMigrations());
  await seedReferenceData(database);
  const { deps } = nodeDeps(config, database);
  server = serve({ fetch: nodeServer({ ...deps, pictures: diskPictureStore(path.join(dir, 'pictures')) } as typeof deps).fetch, port });
  baseURL = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
  database?.close();
  await rm(dir, { recursive: true, force: true });
});

async function signedInMember(name: string) {
  const data = (await apiCall('GET', '/app/getData')).body.data;
  const email = `pictures-${Date.now().toString(36)}@example.com`;
  const reg = await apiCall('POST', '/user/register', {
    profileFor: 'Self',
    name,
    gender: 'female',
    dob: '1995-04-12',
    email,
    phone: '+91 98765 43210',
    password: PASSWORD,
    motherTongueId: data.motherTongues[0]._id,
    religionId: data.religions[0]._id,
  });
  expect(reg.status).toBe(200);
  return (await apiCall('POST', '/auth/login', { email, password: PASSWORD })).body;
}

async function openAs(signedIn: Record<string, any>, pagePath: string): Promise<Page> {
  const { page } = await openTab(browser, { baseURL });
  await page.goto('/favicon.svg');
  const session = { token: signedIn.token, userId: signedIn.user._id, userRole: signedIn.userRole, setTime: Date.now(), userData: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('family-token', value), JSON.stringify(session));
  await page.goto(pagePath);
  await waitForPath(page, pagePath);
  return page;
}


const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);

test('upload a picture, make it the profile picture, see it in the header, delete it', async () => {
  const me = await signedInMember('Meera Pictures');
  const page = await openAs(me, '/pictures');
  await page.getByRole('heading', { level: 1, name: 'My pictures' }).waitFor();
  await page.getByText('No pictures yet').waitFor();
  await expectNoAxeViolations(page);

  // Upload through the file button: the browser redraws it as JPEG before sending.
  const png = await demoPortraitPng({ id: 'e2e', name: 'Meera Pictures', gender: 'female' }, 0);
  await page.locator('input[type="file"]').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('status').filter({ hasText: 'Picture uploaded.' }).waitFor();
  await page.getByRole('img', { name: 'Your picture 1 of 1' }).waitFor();
  await loaded(page, 'img[alt="Your picture 1 of 1"]');
  const stored = await readdir(path.join(dir, 'pictures'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
  await expect.poll(() => page.getByText('1 of 8 pictures').count()).toBe(1);

  // A text file is refused with a message.
  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await page.getByRole('alert').filter({ hasText: '“notes.jpg” is not a picture we can read.' }).waitFor();

  // Choose it as profile picture: marked in the grid and shown in the header avatar.
  await page.getByRole('button', { name: 'Set picture 1 as profile picture' }).click();
  await page.getByRole('status').filter({ hasText: 'Profile picture updated.' }).waitFor();
  await page.getByRole('img', { name: 'Your profile picture (picture 1 of 1)' }).waitFor();
  const avatar = page.getByRole('banner').getByRole('button', { name: /Profile menu for/ }).locator('img');
  await avatar.waitFor();
  expect(await avatar.getAttribute('src')).toMatch(/^\/api\/user\/picture\/[A-Za-z0-9_-]{22}\.jpg\?/);
  await loaded(page, 'header img');
  expect((await apiCall('GET', `/user/pictures/${me.user._id}`, undefined, me.token)).body.data.own.items[0].isProfilePicture).toBe(true);
  await expectNoAxeViolations(page);

  // Delete, after confirming: back to the empty state and the initials in the header.
  await page.getByRole('button', { name: 'Delete picture 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this picture?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Picture deleted.' }).waitFor();
  await page.getByText('No pictures yet').waitFor();
  await expect.poll(() => avatar.count()).toBe(0);
  expect(await readdir(path.join(dir, 'pictures'))).toHaveLength(0);
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
