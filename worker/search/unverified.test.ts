import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingMember, GOTRA, writeListEntry, type FindingMember } from '../family/finding/finding-fixtures';
import { seedDemoCommunity } from '../seed/demo';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { linkIn } from '../test/factories';
import { call, createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { eligibleMembers } from './eligible';
import { eligibleIds } from './match-index/shards';

/**
 * Issue 9 §4: a member who has not verified the e-mail address is found by nobody (search,
 * Profile Matches, recommendations, similar and new members, family finding) until the link
 * in the mail is followed (docs/decisions/0503).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('members who have not verified their e-mail', () => {
  let viewer: FindingMember;
  let newcomer: FindingMember;
  let son: string;

  beforeAll(async () => {
    viewer = await findingMember(t, 'male', { name: 'Viewer Deshpande' });
    // Registered seconds ago, the mailed link not yet followed; otherwise a match on every count.
    newcomer = await findingMember(t, 'female', { name: 'Newcomer Pawar', verified: false, profile: { gotra_id: GOTRA } });
    const self = await writeListEntry(t.deps.database.db, t.clock.now, viewer.id, 'self');
    son = await writeListEntry(t.deps.database.db, t.clock.now, viewer.id, 'son', { parent_id: self, dob: '1996-05-05', name: 'Rohan' });
  });

  /** The member ids of every result list the viewer can get. */
  async function listed(): Promise<Record<string, string[]>> {
    const get = (url: string) => call(t, 'GET', url, { token: viewer.token });
    const post = (url: string, body: unknown = {}) => call(t, 'POST', url, { token: viewer.token, body });
    const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
    const answers: Record<string, [Promise<{ status: number; body: AnswerBody }>, (body: AnswerBody) => string[]]> = {
      search: [post('/api/user/searchUsers/', { page: 0, limit: 50 }), (b) => ids(b.data.matches)],
      'search by name': [post('/api/user/searchUsers/', { page: 0, limit: 50, text: 'Pawar' }), (b) => ids(b.data.matches)],
      'profile matches': [post(`/api/match/getNewMatch/${viewer.id}`, { page: 0, limit: 50 }), (b) => ids(b.data.matches)],
      'members you may like': [get('/api/match/getRecommendedMatches?page=1&limit=20'), (b) => ids(b.matches)],
      'members looking for you': [get('/api/match/getPreferedYou?page=1&limit=20'), (b) => ids(b.findPreferedYouUsers)],
      'new members': [get(`/api/user/getNewUser/${viewer.id}?limit=20`), (b) => ids(b.users)],
      'family finding': [post(`/api/match/getChildrenMatches/${son}`, {}), (b) => ids(b.data.matches)],
    };
    const out: Record<string, string[]> = {};
    for (const [name, [answer, read]] of Object.entries(answers)) {
      const res = await answer;
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      out[name] = read(res.body);
    }
    // The SQL definition and the match index.
    const v = { id: viewer.id, gender: 'male' as const };
    out['eligibleMembers (SQL)'] = (await eligibleMembers(t.deps, v.id, v.gender).select('u.id').execute()).map((r) => r.id);
    out['match index'] = await eligibleIds(t.deps, { id: v.id, gender: v.gender });
    return out;
  }

  it('appears in no list until the e-mail is verified, then in every list', async () => {
    for (const [name, ids] of Object.entries(await listed())) expect(ids, name).not.toContain(newcomer.id);
    const interest = await answer(api(t, { token: viewer.token }).match.matchAccount[':id'].$post({ param: { id: newcomer.id }, json: {} }));
    expect(interest.status).toBe(404);

    const { token } = await linkIn(t, newcomer.email, 'Verify');
    expect((await answer(api(t).user.verify.$get({ query: { token } }))).body.code).toBe(5);

    for (const [name, ids] of Object.entries(await listed())) expect(ids, name).toContain(newcomer.id);
    expect((await answer(api(t, { token: viewer.token }).match.matchAccount[':id'].$post({ param: { id: newcomer.id }, json: {} }))).status).toBe(200);
  });

  it('the demo community is verified', async () => {
    await seedDemoCommunity(t.deps.database, 1024, t.deps.now());
    const unverified = await t.deps.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 2)
      .where('is_email_verified', '=', 0)
      .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
      .executeTakeFirstOrThrow();
    expect(Number(unverified.n)).toBe(0);
  }, 60_000);
});
