import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { openApiPath } from './openapi';

/** /api/openapi.json checked by a real OpenAPI validator and against the routes the app serves. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function document() {
  const res = await call(t, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  return res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1: the schema, unique operation ids, path parameters that match the paths', async () => {
    // validate() dereferences in place: give it a copy. Its type is what validate() is here to check.
    const result = await validate(structuredClone(await document()) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('names path parameters plainly, without the router’s pattern', async () => {
    const doc = await document();
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/user/update/basicDetails/{id}');
    for (const p of paths) expect(p, p).toMatch(/^(\/([\w.-]+|\{\w+\}))+\/?$/);
    const params = (doc.paths['/user/update/basicDetails/{id}']!.put as { parameters: Array<{ name: string; in: string }> }).parameters;
    expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
  });

  it('holds every route the app serves under /api, with its method', async () => {
    const doc = await document();
    const served = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'));
    expect(served.length).toBeGreaterThan(100);
    const missing = served
      .map((r) => ({ method: r.method.toLowerCase(), path: openApiPath(r.path.slice('/api'.length)) }))
      .filter((r) => !doc.paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('openApiPath', () => {
  it('turns Hono parameters into OpenAPI ones, dropping regex constraints with nested braces', () => {
    expect(openApiPath('/user/update/basicDetails/:id{[0-9a-fA-F-]{36}}')).toBe('/user/update/basicDetails/{id}');
    expect(openApiPath('/a/:x/b/:y{\\d+}/c')).toBe('/a/{x}/b/{y}/c');
    expect(openApiPath('/plain/path')).toBe('/plain/path');
  });
});
