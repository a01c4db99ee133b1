import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { memberWithSession } from '../test/factories';

/**
 * Every back-office endpoint, found in the app's own route table (so an endpoint added later is
 * walked too): nobody signed in gets 401, a member gets 403, before any input is even read.
 */
let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = (await memberWithSession(t)).token;
});
afterAll(() => t.close());

const ANY_ID = '0190a6b2-4c1e-7d3a-9f00-123456789abc';

function adminRoutes(app: TestApp['app']) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/admin/')) continue;
    // Path parameters (`:id`, `:id{[0-9]+}`) get an id of the shape the app issues.
    const path = r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, ANY_ID);
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

describe('every /api/admin/* endpoint is for administrators only', () => {
  const routes = () => adminRoutes(t.app);

  it('finds the back office routes in the app', () => {
    const names = routes().map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /api/admin/getDashboard');
    expect(names).toContain('GET /api/admin/getAuditLog');
    expect(names).toContain(`GET /api/admin/userlogin/${ANY_ID}`);
  });

  it('answers 401 to nobody signed in and 403 to a member, whatever the route', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const body = ['GET', 'HEAD', 'DELETE'].includes(r.method) ? undefined : {};
      const anonymous = await call(t, r.method, r.path, { body });
      const member = await call(t, r.method, r.path, { body, token: memberToken });
      if (anonymous.status !== 401) wrong.push(`${r.method} ${r.path} anonymous → ${anonymous.status}`);
      if (member.status !== 403) wrong.push(`${r.method} ${r.path} member → ${member.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
