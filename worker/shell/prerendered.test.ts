import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The pages the build prerendered go out instead of the bare shell, for exactly their paths (decision 0014). */
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div><!--app-data--></body></html>';
const page = (path: string) => `<!doctype html><html><head></head><body><div id="root" data-prerendered="${path}">markup of ${path}</div><!--app-data--></body></html>`;
const BUILT: Record<string, string> = { 'index.html': SHELL, 'prerendered/login.html': page('/login'), 'prerendered/home.html': page('/') };

let t: TestApp;
const asked: (string | undefined)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.loadShell = async (file = 'index.html') => {
    asked.push(file);
    return BUILT[file] ?? null;
  };
});
afterAll(() => t.close());

describe('the prerendered pages', () => {
  it('are sent for / and /login, whatever the query, with the reference data and as no-cache', async () => {
    for (const [path, shown] of [['/login', '/login'], ['/login?redirect=%2Fshortlist', '/login'], ['/', '/']] as const) {
      const res = await t.app.request(path);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(html, path).toContain(`data-prerendered="${shown}">markup of ${shown}</div>`);
      expect(html, path).toContain('<script id="app-data" type="application/json">{');
    }
  });

  it('are not sent for any other page, nor for a path that only looks like theirs', async () => {
    for (const path of ['/registration', '/login/', '/LOGIN', '/dashboard', '/no/such/page']) {
      const html = await (await t.app.request(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('give way to the bare shell when the build left them out', async () => {
    const saved = BUILT['prerendered/login.html'];
    delete BUILT['prerendered/login.html'];
    asked.length = 0;
    const html = await (await t.app.request('/login')).text();
    expect(asked).toEqual(['prerendered/login.html', 'index.html']);
    expect(html).toContain('<div id="root"></div>');
    BUILT['prerendered/login.html'] = saved!;
  });
});
