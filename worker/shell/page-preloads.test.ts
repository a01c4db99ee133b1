import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The shell names the requested page's chunks as modulepreloads (issue 13 §3, decision 0012). */
const MAP = {
  '/login': ['/assets/_public-a.js', '/assets/login-b.js', '/assets/text--field-c.js'],
  '/dashboard': ['/assets/_member-d.js', '/assets/dashboard-e.js'],
  '/$id/tree': ['/assets/_member-d.js', '/assets/tree-f.js'],
  '/viewprofile/$id': ['/assets/_member-d.js', '/assets/viewprofile-g.js'],
};
const comment = `<!--page-preloads:${JSON.stringify(MAP).replace(/--/g, '\\u002d\\u002d')}-->`;
const SHELL = `<!doctype html><html><head><script type="module" src="/assets/index-x.js"></script>${comment}\n  </head><body><div id="root"></div><!--app-data--></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.loadShell = async () => SHELL;
});
afterAll(() => t.close());

const page = async (path: string) => (await t.app.request(path)).text();
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" (?:fetchpriority="low" )?crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the shell of a page', () => {
  it('names that page’s chunks in the head, and never sends the build’s comment', async () => {
    const login = await page('/login');
    expect(preloads(login)).toEqual(MAP['/login']);
    expect(login.indexOf('modulepreload')).toBeLessThan(login.indexOf('</head>'));
    expect(login).not.toContain('page-preloads');
    expect(login).toContain('<script id="app-data"');
    // /login is prerendered (decision 0014): it paints without them, so they come at low priority.
    expect(login).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-b.js">');
    expect(await page('/dashboard')).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-e.js">');
  });

  it('matches a page with a parameter, static segments first', async () => {
    expect(preloads(await page('/viewprofile/0192abc'))).toEqual(MAP['/viewprofile/$id']);
    expect(preloads(await page('/0192abc/tree'))).toEqual(MAP['/$id/tree']);
    expect(preloads(await page('/dashboard'))).toEqual(MAP['/dashboard']);
  });

  it('names nothing for an unknown page, and a shell without the comment is served as it is', async () => {
    expect(preloads(await page('/no/such/page'))).toEqual([]);
    t.deps.loadShell = async () => '<!doctype html><html><head></head><body><!--app-data--></body></html>';
    expect(preloads(await page('/login'))).toEqual([]);
    t.deps.loadShell = async () => SHELL;
  });
});
