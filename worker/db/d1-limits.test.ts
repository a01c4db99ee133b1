import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LIMIT_MAX } from '../../contract/admin/list-query';
import { PREFERENCE_LIST_FIELDS, PREFERENCE_LIST_MAX, type PreferenceListField } from '../../contract/preferences';
import { acceptedPair, woman } from '../messaging/messaging-test-helpers';
import { FIELD_SOURCE } from '../preferences/queries';
import { rowChunks } from './chunks';
import { adminSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';

/**
 * D1's limits (issue 26 §5, decision 0970): at most 100 bound parameters in a statement, a
 * statement's text under 100 KB, at most 1,000 queries in one invocation (each statement of a
 * batch counts), at most 5 terms in a compound SELECT (decision 0969). The hot endpoints and
 * the bulk ones, each at the largest input its schema lets through, are driven through `app.request` with the statement log on; a statement or a
 * request past a limit fails the test, named with its endpoint.
 */
const D1_PARAMETERS_MAX = 100;
const D1_STATEMENT_BYTES_MAX = 100_000;
const D1_QUERIES_MAX = 1000;
const D1_COMPOUND_TERMS_MAX = 5;

const statements: CompiledQuery[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onStatement: (q) => statements.push(q) });
});
afterAll(() => t.close());

/** What one request sent past D1's limits, one entry each naming the endpoint and the statement. */
async function overLimits(endpoint: string, request: () => ReturnType<typeof call>): Promise<string[]> {
  statements.length = 0;
  const res = await request();
  expect(res.status, `${endpoint}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const problems = statements.flatMap((q) => {
    const bytes = new TextEncoder().encode(q.sql).length;
    // Every UNION / INTERSECT / EXCEPT of the statement counted as one compound's: never fewer terms than D1 sees.
    const terms = (q.sql.match(/\b(union|intersect|except)\b/gi)?.length ?? 0) + 1;
    return [
      ...(terms > D1_COMPOUND_TERMS_MAX ? [`${endpoint}: a compound SELECT of ${terms} terms\n  ${q.sql.slice(0, 300)}`] : []),
      ...(q.parameters.length > D1_PARAMETERS_MAX ? [`${endpoint}: ${q.parameters.length} parameters in\n  ${q.sql.slice(0, 300)}`] : []),
      ...(bytes >= D1_STATEMENT_BYTES_MAX ? [`${endpoint}: a statement of ${bytes} bytes\n  ${q.sql.slice(0, 300)}`] : []),
    ];
  });
  if (statements.length > D1_QUERIES_MAX) problems.push(`${endpoint}: ${statements.length} statements in one request`);
  return problems;
}

/** Every preference list as long as its schema allows (PREFERENCE_LIST_MAX) from the reference data there is. */
async function longestPreferences() {
  const { db } = t.deps.database;
  const lists = {} as Record<PreferenceListField, string[]>;
  const religions = (await db.selectFrom('religions').select('id').orderBy('id').limit(PREFERENCE_LIST_MAX).execute()).map((r) => r.id);
  for (const field of PREFERENCE_LIST_FIELDS) {
    const source = FIELD_SOURCE[field];
    const rows =
      'kind' in source
        ? await db.selectFrom('reference_options').select('id').where('kind', '=', source.kind).orderBy('id').limit(PREFERENCE_LIST_MAX).execute()
        : source.table === 'castes'
          ? await db.selectFrom('castes').select('id').where('religion_id', 'in', religions).orderBy('id').limit(PREFERENCE_LIST_MAX).execute()
          : await db.selectFrom(source.table).select('id').orderBy('id').limit(PREFERENCE_LIST_MAX).execute();
    lists[field] = rows.map((r) => r.id);
  }
  return { ...lists, religion: religions };
}

describe('D1’s limits', () => {
  it('no endpoint sends a statement of more than 100 parameters or 100 KB, nor more than 1,000 statements', async () => {
    const { paid, free } = await acceptedPair(t);
    const other = await woman(t);
    // A profile whose values come from every name table, so Profile Matches' filter names ask them all (more than a compound's 5 terms).
    const { db } = t.deps.database;
    const city = await db.selectFrom('cities').select(['id', 'state_id']).orderBy('id').executeTakeFirstOrThrow();
    const state = await db.selectFrom('states').select(['id', 'country_id']).where('id', '=', city.state_id).executeTakeFirstOrThrow();
    const caste = await db.selectFrom('castes').select('id').orderBy('id').executeTakeFirstOrThrow();
    const nakshatra = await db.selectFrom('nakshatras').select('id').orderBy('id').executeTakeFirstOrThrow();
    const education = await db.selectFrom('reference_options').select('id').where('kind', '=', 'education').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('member_profiles')
      .set({ city_id: city.id, state_id: state.id, country_id: state.country_id, caste_id: caste.id, nakshatra_id: nakshatra.id, education_id: education.id })
      .where('user_id', 'in', [free.id, other.id])
      .execute();
    const admin = (await adminSession(t)).token;
    const as = (member: { token: string }) => ({ token: member.token });
    // A long conversation the recipient has not opened: the catch-up answers (and marks delivered) up to 500 at once.
    for (let i = 0; i < 150; i++) {
      t.clock.advance(2100);
      expect((await call(t, 'POST', '/api/user/sendMessage', { ...as(paid), body: { userId: free.id, text: `Line ${i}` } })).status).toBe(200);
    }
    // A full page of the back office's member list.
    const now = t.clock.now;
    const members = Array.from({ length: ADMIN_LIMIT_MAX }, (_, i) => ({ id: `d1-member-${i}`, role: 2 as const, email: `d1-member-${i}@sambandh.test`, password_hash: 'x', name: `Member ${i}`, created_at: now, updated_at: now }));
    await t.deps.database.batch(rowChunks(members).map((rows) => t.deps.database.db.insertInto('users').values(rows)));
    // A member reported by 150 members: deciding one report settles and tells them all.
    const reports = members.slice(0, 150).map((m, i) => ({ id: `d1-report-${i}`, reporter_id: m.id, kind: 'profile' as const, target_id: other.id, reported_user_id: other.id, reason: 'fake' as const, created_at: now }));
    await t.deps.database.batch(rowChunks(reports).map((rows) => t.deps.database.db.insertInto('member_reports').values(rows)));
    const ticked = Array.from({ length: ADMIN_LIMIT_MAX }, (_, i) => `log-${i}`);
    const preferences = await longestPreferences();
    expect(Object.values(preferences).flat().length).toBeGreaterThan(D1_PARAMETERS_MAX);
    const endpoints: Array<[string, () => ReturnType<typeof call>]> = [
      ['session check', () => call(t, 'GET', '/api/auth/checkLogin', as(paid))],
      ['profile view', () => call(t, 'GET', `/api/user/get/${free.id}`, as(paid))],
      ['send a message', () => call(t, 'POST', '/api/user/sendMessage', { ...as(paid), body: { userId: free.id, text: 'Namaste' } })],
      ['thread catch-up of 151 messages', () => call(t, 'GET', `/api/user/getMessages/${paid.id}?after=0`, as(free))],
      ['thread', () => call(t, 'GET', `/api/user/getMessages/${paid.id}`, as(free))],
      ['read mark of 151 messages', () => call(t, 'POST', `/api/user/messaging/read/${paid.id}`, as(free))],
      ['chat list', () => call(t, 'GET', '/api/user/getChatUsers', as(free))],
      ['unread messages', () => call(t, 'GET', '/api/user/messaging/unread', as(free))],
      ['letters', () => call(t, 'GET', '/api/user/letters', as(free))],
      ['send an interest', () => call(t, 'POST', `/api/match/matchAccount/${other.id}`, { ...as(paid), body: {} })],
      ['request counts', () => call(t, 'GET', '/api/user/requests/counts', as(free))],
      ['interests received', () => call(t, 'POST', '/api/match/getMatchedRequest', { ...as(other), body: { type: 'received' } })],
      ['shortlist', () => call(t, 'POST', '/api/match/getShortlist', { ...as(paid), body: {} })],
      ['list of viewers', () => call(t, 'POST', '/api/user/getUsersList/viewers', { ...as(free), body: {} })],
      ['notifications', () => call(t, 'GET', '/api/user/notifications/all', as(free))],
      ['member dashboard', () => call(t, 'GET', '/api/user/get-dashboard-data', as(free))],
      ['Profile Matches', () => call(t, 'POST', `/api/match/getNewMatch/${paid.id}`, { ...as(paid), body: {} })],
      ['save the longest preferences', () => call(t, 'PUT', `/api/user/userPreferences/${paid.id}`, { ...as(paid), body: preferences })],
      ['members you may like', () => call(t, 'GET', '/api/match/getRecommendedMatches', as(paid))],
      ['admin dashboard', () => call(t, 'GET', '/api/admin/getDashboard', { token: admin })],
      ['admin member list of 200', () => call(t, 'GET', `/api/admin/getUserList?limit=${ADMIN_LIMIT_MAX}`, { token: admin })],
      ['delete 200 ticked page views', () => call(t, 'POST', '/api/admin/deletelogs', { token: admin, body: { logs: ticked } })],
      ['decide a report settling 150', () => call(t, 'POST', '/api/admin/reports/d1-report-0', { token: admin, body: { action: 'dismiss' } })],
      ['delete 200 ticked API logs', () => call(t, 'POST', '/api/admin/deleteApiLogs', { token: admin, body: { logs: ticked } })],
    ];
    const problems: string[] = [];
    for (const [endpoint, request] of endpoints) problems.push(...(await overLimits(endpoint, request)));
    expect(problems.join('\n\n')).toBe('');
  });

  it('catch a statement past a limit', async () => {
    const ids = Array.from({ length: D1_PARAMETERS_MAX + 1 }, (_, i) => `m-${i}`);
    const problems = await overLimits('a list of 101 members', async () => {
      await t.deps.database.db.selectFrom('users').select('id').where('id', 'in', ids).execute();
      return { status: 200, body: {} } as Awaited<ReturnType<typeof call>>;
    });
    expect(problems).toEqual([expect.stringContaining('a list of 101 members: 101 parameters in')]);
  });
});
