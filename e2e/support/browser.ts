import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { SERVER_TEXT } from '../../contract/server-texts';
import { baseUrl } from './env';

/** Debian's chromium: the binary itself starts faster than the /usr/bin wrapper script. */
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

/** One headless Chromium per test file; each test opens its own context (fresh storage). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
}

/** A new context (own cookies and localStorage) with one page whose relative URLs hit the test server. */
export async function openTab(browser: Browser, options: BrowserContextOptions = {}): Promise<Tab> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  reportPageErrors(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A page's console errors and uncaught exceptions are the test's own (issue 21 §3): each is
 * passed on to the test process's console.error, where worker/test/clean-run.ts fails the test
 * unless it declared it, e.g. `expectLogged(/^Browser console error: .*net::ERR_FAILED/)`.
 * An API's 4xx is an answer the page shows (a wrong password, a refused form), not an error.
 */
function reportPageErrors(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url } = message.location();
    // Chromium asks for /favicon.ico on its own for a page without an icon link (a CSV, JSON).
    const path = new URL(url || '/', baseUrl).pathname;
    if (/the server responded with a status of 4\d\d/.test(text) && (path.startsWith('/api/') || path === '/favicon.ico')) return;
    // Spec §8 has a failed list fetch logged; one cut short by the session ending (its 401) is
    // that same 4xx answer, whichever way the race between the list and the sign-out goes.
    if (text.endsWith(`API failed ${SERVER_TEXT.signInRequired}`)) return;
    console.error(`Browser console error: ${text}${url ? ` (${url})` : ''}`);
  });
  context.on('weberror', (error) => console.error(`Browser page error: ${error.error().message}`, error.error().stack));
}

/** The path plus query of the page's current URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page is at `path` (pathname only, or pathname plus query when it has a '?'). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => (path.includes('?') ? url.pathname + url.search : url.pathname) === path, { timeout });
}

/** Context options for a phone `width` × `height` CSS pixels: a mobile viewport, touch, 2× pixels. */
export function phone(width: number, height: number): BrowserContextOptions {
  return { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

/** How wide the page's content is: more than the viewport means it scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * The innermost elements that reach past the right edge of the viewport, as `tag.class "text"`:
 * the message of a failed "no sideways scroll" check names what to fix.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > edge + 1);
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/**
 * Counts the page's requests in flight from now on. `quiet()` waits until none has been in flight
 * for `quietMs`: what the page started by itself (a catch-up, a refresh) has finished.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 300, timeout = 10_000): Promise<void> {
      const until = Date.now() + timeout;
      while (inFlight.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() > until) throw new Error(`The page kept requesting: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
