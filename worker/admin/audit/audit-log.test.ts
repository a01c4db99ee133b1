import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/admin/audit';
import type { Session } from '../../http/context';
import { auditEntry } from '../audit';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client } from '../../test/typed-client';
import { adminSession } from '../../test/factories';
import { changesBetween } from './changes';

let t: TestApp;
let token: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, id: adminId } = await adminSession(t));
  const admin = { userId: adminId, user: { email: 'admin@sambandh.test' } } as Session;
  const record = async (at: string, input: Parameters<typeof auditEntry>[2]) => {
    t.clock.now = Date.parse(at);
    await t.deps.database.batch([auditEntry(t.deps, admin, input)]);
  };
  await record('2026-11-20T09:00:00Z', { action: 'caste.add', targetType: 'caste', targetId: 'caste-1', targetLabel: 'Agarwal', after: { name: 'Agarwal' } });
  await record('2026-11-21T09:00:00Z', {
    action: 'member.block',
    targetType: 'member',
    targetId: 'member-1',
    targetLabel: 'Asha Rao (SB100123)',
    before: { status: 'active', name: 'Asha Rao', password_hash: 'x' },
    after: { status: 'blocked', name: 'Asha Rao', password_hash: 'y' },
    reason: 'Fake profile',
  });
  await record('2026-11-22T09:00:00Z', { action: 'caste.update', targetType: 'caste', targetId: 'caste-1', targetLabel: 'Agarwal', before: { name: 'Agarwal' }, after: { name: 'Aggarwal' } });
});
afterAll(() => t.close());

const log = (query: Parameters<Client['admin']['getAuditLog']['$get']>[0]['query'] = {}) => answer(api(t, { token }).admin.getAuditLog.$get({ query }));
const actions = (items: AuditEntry[]) => items.map((i) => i.action);

describe('GET /api/admin/getAuditLog', () => {
  it('lists every action newest first, with what changed and never a secret', async () => {
    const res = await log();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, total: 3, page: 1, limit: 10, totalPages: 1 });
    expect(actions(res.body.items)).toEqual(['caste.update', 'member.block', 'caste.add']);
    const block = res.body.items[1]!;
    expect(block).toMatchObject({ adminId, adminEmail: 'admin@sambandh.test', targetLabel: 'Asha Rao (SB100123)', reason: 'Fake profile', at: Date.parse('2026-11-21T09:00:00Z') });
    expect(block.changes).toEqual([{ key: 'status', before: 'active', after: 'blocked' }]);
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('filters by action, administrator, record, target search and days', async () => {
    expect(actions((await log({ action: 'caste.add' })).body.items)).toEqual(['caste.add']);
    expect((await log({ adminId })).body.total).toBe(3);
    expect((await log({ adminId: 'someone-else' })).body.total).toBe(0);
    expect(actions((await log({ targetId: 'caste-1' })).body.items)).toEqual(['caste.update', 'caste.add']);
    expect(actions((await log({ search: 'sb100' })).body.items)).toEqual(['member.block']);
    expect(actions((await log({ search: '%' })).body.items)).toEqual([]); // a wildcard is searched as itself
    expect(actions((await log({ from: '2026-11-21', to: '2026-11-21' })).body.items)).toEqual(['member.block']);
    expect(actions((await log({ key: 'action', direction: 'asc' })).body.items)).toEqual(['caste.add', 'caste.update', 'member.block']);
    expect((await log({ limit: '1', page: '2' })).body).toMatchObject({ total: 3, totalPages: 3, items: [{ action: 'member.block' }] });
  });

  it('refuses an unknown sort key, a bad day or days in the wrong order with the field named', async () => {
    for (const [q, field] of [['?key=password', 'key'], ['?direction=up', 'direction'], ['?from=22-11-2026', 'from'], ['?from=2026-11-22&to=2026-11-01', 'to']] as const) {
      // Sent as is: the typed client would not send the sort key or direction the schema lacks.
      const res = await call(t, 'GET', `/api/admin/getAuditLog${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.fields[field], q).toBeTruthy();
    }
  });

  it('offers the recorded actions and the administrators as filters', async () => {
    const res = await answer(api(t, { token }).admin.getAuditFilters.$get());
    expect(res.body.data.actions).toEqual(['caste.add', 'caste.update', 'member.block']);
    expect(res.body.data.admins).toContainEqual({ _id: adminId, email: 'admin@sambandh.test' });
  });
});

describe('what an action changed', () => {
  it('names the keys that differ, added and removed ones too', () => {
    expect(changesBetween({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: true })).toEqual([
      { key: 'b', before: [1], after: [2] },
      { key: 'c', before: 'x', after: null },
      { key: 'd', before: null, after: true },
    ]);
    expect(changesBetween(null, null)).toEqual([]);
    expect(changesBetween(null, 'on')).toEqual([{ key: 'value', before: null, after: 'on' }]);
  });
});
