import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API describes itself', () => {
  it('serves OpenAPI 3.1 generated from the validators, with the session header', async () => {
    const res = await call(t, 'GET', '/api/openapi.json');
    expect(res.body.openapi).toBe('3.1.0');
    const login = res.body.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(res.body.paths['/user/changePass/{id}'].put.security).toEqual([{ jwt: [] }]);
    expect(res.body.paths['/user/notifications/{type}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['type', 'page', 'limit']),
    );
    expect(res.body.paths['/admin/userlogin/{id}'].get.description).toBe('Administrators only.');
  });

  it('has a browsable reference at /api/docs', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/api/openapi.json');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await call(t, 'GET', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});

describe('the HTML shell', () => {
  it('embeds the reference data so the first paint needs no extra call', async () => {
    const res = await t.app.request('/login', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const json = /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data.religions.length).toBeGreaterThan(5);
    expect(data.motherTongues).toHaveLength(23);
  });

  it('does not serve the shell for asset-looking paths', async () => {
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });
});
