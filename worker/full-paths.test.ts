import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * Searching the code for a URL finds its handler (DESIGN.md, issue 21 §2): every router is
 * mounted at the API root and writes each route with its full spec path. Walks the app's own
 * route table, so a route added later, or a router mounted under a prefix again, fails here.
 */
const WORKER = import.meta.dirname;

/**
 * The route files (`routes.ts`, `admin-routes.ts`…), plus the OpenAPI document's own two routes,
 * mounted beside the API.
 */
function routeSources(): string[] {
  const files = readdirSync(WORKER, { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|\/|-)routes\.ts$/.test(f))
    .concat('http/openapi.ts');
  return files.map((file) => withConstants(readFileSync(path.join(WORKER, file), 'utf8')));
}

/** `${MEMBER_ID}` in a template path, replaced by the file's `const MEMBER_ID = '…'`. */
function withConstants(text: string): string {
  const constants = new Map([...text.matchAll(/const (\w+) = '([^']*)';/g)].map((m) => [m[1], m[2]]));
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? whole);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every API route is written with its full path', () => {
  it('finds each route of the app, as a quoted string, in a route file', () => {
    const sources = routeSources();
    const specPaths = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => r.path.slice('/api'.length)),
    );
    expect(specPaths).toContain('/user/get/:id');
    const quoted = (p: string) => ["'", '`', '"'].map((q) => `${q}${p}${q}`);
    const nowhere = [...specPaths].filter((p) => !sources.some((text) => quoted(p).some((q) => text.includes(q))));
    expect(nowhere).toEqual([]);
  });

  it('mounts every router at the API root, under no prefix', () => {
    const app = readFileSync(path.join(WORKER, 'app.ts'), 'utf8');
    const api = app.slice(app.indexOf('function api()'), app.indexOf('export type AppType'));
    const mounts = [...api.matchAll(/\.route\(\s*['"`]([^'"`]*)['"`]/g)].map((m) => m[1]);
    expect(mounts.length).toBeGreaterThan(30);
    expect(mounts.filter((prefix) => prefix !== '/')).toEqual([]);
  });
});
