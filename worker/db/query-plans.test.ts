import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedPair, woman } from '../messaging/messaging-test-helpers';
import { adminSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { planOf, tableNames, type Statement } from './full-reads';
import type { LibsqlDatabase } from './libsql';

/**
 * No request on a hot path reads every member (issue 26 §3, decision 0965). The endpoints are
 * driven through `app.request` with the database's statement log on, and every statement they
 * sent is planned again (`EXPLAIN QUERY PLAN`, with its parameters) over the migrated schema,
 * without statistics as on a fresh deployment; worker/db/full-reads.ts judges each plan line.
 */

const statements: CompiledQuery[] = [];
let t: TestApp;
let tables: Set<string>;
beforeAll(async () => {
  t = await createTestApp({}, { onStatement: (q) => statements.push(q) });
  // Not on the hour: the dashboard's rolling windows then read their first hour by an index range too.
  t.clock.now = Date.parse('2026-11-22T10:37:12Z');
  tables = await tableNames((t.deps.database as LibsqlDatabase).client);
});
afterAll(() => t.close());

/** What the plans of `sent` do wrong, one entry each naming the endpoint, the reason, the plan line and the statement. */
async function problemsOf(endpoint: string, sent: readonly Statement[]): Promise<string[]> {
  const client = (t.deps.database as LibsqlDatabase).client;
  const problems: string[] = [];
  for (const q of sent) {
    for (const line of await planOf(client, q, tables)) {
      if (line.fullRead) problems.push(`${endpoint}: ${line.fullRead}\n  plan: ${line.detail}\n  statement: ${q.sql}`);
    }
  }
  return problems;
}

/** Calls one endpoint and judges the plans of the statements it sent. */
async function planProblems(endpoint: string, request: () => ReturnType<typeof call>): Promise<string[]> {
  statements.length = 0;
  const res = await request();
  expect(res.status, `${endpoint}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const sent = [...statements];
  expect(sent.length, `${endpoint} sent no statement`).toBeGreaterThan(0);
  return problemsOf(endpoint, sent);
}

describe('the hot endpoints’ query plans', () => {
  it('read no table that grows with the members from end to end', async () => {
    const { paid, free } = await acceptedPair(t);
    const other = await woman(t);
    const admin = (await adminSession(t)).token;
    const as = (member: { token: string }) => ({ token: member.token });
    const endpoints: Array<[string, () => ReturnType<typeof call>]> = [
      ['session check', () => call(t, 'GET', '/api/auth/checkLogin', as(paid))],
      ['profile view', () => call(t, 'GET', `/api/user/get/${free.id}`, as(paid))],
      ['send a message', () => call(t, 'POST', '/api/user/sendMessage', { ...as(paid), body: { userId: free.id, text: 'Namaste' } })],
      ['thread', () => call(t, 'GET', `/api/user/getMessages/${paid.id}`, as(free))],
      ['chat list', () => call(t, 'GET', '/api/user/getChatUsers', as(free))],
      ['unread messages', () => call(t, 'GET', '/api/user/messaging/unread', as(free))],
      ['letters', () => call(t, 'GET', '/api/user/letters', as(free))],
      ['send an interest', () => call(t, 'POST', `/api/match/matchAccount/${other.id}`, { ...as(paid), body: {} })],
      ['send a request', () => call(t, 'POST', '/api/user/sendRequest', { ...as(paid), body: { id: free.id, type: 'photo' } })],
      ['request counts', () => call(t, 'GET', '/api/user/requests/counts', as(free))],
      ['requests received', () => call(t, 'POST', '/api/user/getRequests', { ...as(free), body: { type: 'received' } })],
      ['interests received', () => call(t, 'POST', '/api/match/getMatchedRequest', { ...as(other), body: { type: 'received' } })],
      ['interests sent for me', () => call(t, 'POST', '/api/user/requests/sentForMe', { ...as(paid), body: {} })],
      ['shortlist a member', () => call(t, 'POST', `/api/match/shortlistAccount/${other.id}`, { ...as(paid), body: { shortlist: true } })],
      ['shortlist', () => call(t, 'POST', '/api/match/getShortlist', { ...as(paid), body: {} })],
      ['viewers', () => call(t, 'POST', '/api/user/getViewers', { ...as(free), body: {} })],
      ['list of viewers', () => call(t, 'POST', '/api/user/getUsersList/viewers', { ...as(free), body: {} })],
      ['list of viewed', () => call(t, 'POST', '/api/user/getUsersList/viewed', { ...as(paid), body: {} })],
      ['list of shortlisted', () => call(t, 'POST', '/api/user/getUsersList/shortlisted', { ...as(paid), body: {} })],
      ['list of likes', () => call(t, 'POST', '/api/user/getUsersList/likes', { ...as(free), body: {} })],
      ['blocked members', () => call(t, 'POST', '/api/user/getBlockedUsers', { ...as(paid), body: {} })],
      ['notifications', () => call(t, 'GET', '/api/user/notifications/all', as(free))],
      ['member dashboard', () => call(t, 'GET', '/api/user/get-dashboard-data', as(free))],
      ['admin dashboard', () => call(t, 'GET', '/api/admin/getDashboard', { token: admin })],
    ];
    const problems: string[] = [];
    for (const [endpoint, request] of endpoints) problems.push(...(await planProblems(endpoint, request)));
    expect(problems.join('\n\n')).toBe('');
  });

  it('catch the statements that read every member', async () => {
    const ids = ['a', 'b'];
    // bothActive before issue 26: the role and status beside the ids walked a covering index over every member.
    const before = await problemsOf('bothActive', [{ sql: 'select "id", "name" from "users" where "id" in (?, ?) and ("users"."role" = ? and "users"."status" = ?)', parameters: [...ids, 2, 'active'] }]);
    expect(before).toHaveLength(1);
    expect(before[0]).toContain('users_admin_name_cover (role=?)');
    expect(await problemsOf('profiles', [{ sql: 'select user_id from member_profiles p where p.height_inches + 0 = ?', parameters: [60] }])).toEqual([
      expect.stringContaining('a SCAN of member_profiles'),
    ]);
    expect(await problemsOf('castes', [{ sql: 'select * from castes', parameters: [] }])).toEqual([]);
  });
});
