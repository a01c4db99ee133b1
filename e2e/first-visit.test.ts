import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import path from 'node:path';
import { chunkModules } from './support/admin-modules';
import { launchBrowser, openTab, phone } from './support/browser';
import { registerMember, signInApi, storeSession } from './support/members';

/** A first visit (issue 13 §3) as the browser gets it from the Node entry. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('/login comes compressed: the shell and every script in brotli, hashed scripts kept a year', async () => {
  const { context, page } = await openTab(browser);
  const answers: { url: string; type: string; encoding: string | undefined; cache: string | undefined; length: number }[] = [];
  page.on('response', async (res) => {
    // A response still arriving as the tab closes has no headers to read any more, and is not
    // part of /login's first load: leave it out rather than leave an unhandled rejection behind.
    const headers = await res.allHeaders().catch(() => null);
    if (!headers) return;
    answers.push({ url: new URL(res.url()).pathname, type: headers['content-type'] ?? '', encoding: headers['content-encoding'], cache: headers['cache-control'], length: Number(headers['content-length']) });
  });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  const shell = answers.find((a) => a.url === '/login')!;
  expect(shell).toMatchObject({ encoding: 'br', cache: 'no-cache' });
  const scripts = answers.filter((a) => a.url.startsWith('/assets/') && a.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const s of scripts) {
    expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    expect(s.type, s.url).toMatch(/javascript/);
  }
  // The build leaves files under 1 KB as they are: a .br of them is hardly smaller.
  for (const s of scripts) if (s.encoding !== 'br') expect(s.length, s.url).toBeLessThan(1024);
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
  await context.close();
});

test('/login downloads no zod, no live socket client and no member frame (decision 0012)', async () => {
  const { context, page } = await openTab(browser);
  const scripts: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url()).pathname;
    if (url.startsWith('/assets/') && url.endsWith('.js')) scripts.push(url.slice(1));
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  const map = chunkModules(path.resolve('dist'));
  const modules = scripts.flatMap((s) => map[s] ?? []);
  expect(modules.length).toBeGreaterThan(50);
  const unwanted = modules.filter((m) => m.includes('node_modules/zod/') || m === 'ui/lib/live.ts' || m.startsWith('ui/features/member-frame/'));
  expect(unwanted).toEqual([]);
  await context.close();
});

test('the dashboard keeps its place while its counts load (CLS under 0.05 on a phone)', async () => {
  const member = await registerMember({ name: 'Meenakshi Layout' });
  const { context, page } = await openTab(browser, phone(390, 844));
  await storeSession(page, await signInApi(member.email, member.password));
  // The counts come late, as on a slow phone network: what the page draws first must not move.
  await page.route('**/api/user/get-dashboard-data', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }).waitFor();
  await page.getByRole('link', { name: /Next step:/ }).waitFor();
  await page.getByRole('link', { name: /^\d+ Profile visitors$/ }).waitFor();
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  expect(cls).toBeLessThanOrEqual(0.05);
  await context.close();
});
