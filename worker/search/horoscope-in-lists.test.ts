import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT, type MatchRow } from '../../contract/search';
import type { HoroscopePrivacy } from '../../contract/settings';
import { findingMember, GOTRA, writeListEntry, type FindingMember } from '../family/finding/finding-fixtures';
import { call, createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import type { Criteria } from './filter-options';
import { filterCountsSql, matchPageSql } from './matches-sql';
import { profileMatches } from './matches';

/**
 * Issue 9 §1: a horoscope the viewer may not open without a password (hidden, 'hpassword') leaks
 * through no list, no filter count and no filter match; a visible one is the control. Every list
 * endpoint is walked, and the SQL definition and the match index are both asked.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
type Woman = FindingMember & { star: { id: string; name: string }; manglik: string };

async function setHoroscopePrivacy(m: FindingMember, privacy: HoroscopePrivacy) {
  const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: privacy === 'hpassword' ? { privacy, password: 'Kundli123' } : { privacy } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('horoscope values in lists (issue 9 §1)', () => {
  let viewer: FindingMember;
  let son: string;
  const w = {} as Record<'visible' | 'hidden' | 'hpassword', Woman>;
  let manglikYes: string;
  let manglikNo: string;

  beforeAll(async () => {
    const stars = await db().selectFrom('nakshatras').select(['id', 'name']).orderBy('number').limit(4).execute();
    const mangliks = await db().selectFrom('reference_options').select('id').where('kind', '=', 'manglik').orderBy('sort').execute();
    manglikNo = mangliks[0]!.id;
    manglikYes = mangliks[1]!.id;
    viewer = await findingMember(t, 'male', { name: 'Viewer Kale', profile: { nakshatra_id: stars[3]!.id, charan: 1, manglik_id: manglikNo } });
    // The viewer wants a manglik: 'Members you may like' must not match by a manglik it may not see.
    await db().insertInto('member_preference_options').values({ user_id: viewer.id, field: 'dosh', option_id: manglikYes }).execute();
    const privacies = ['visible', 'hidden', 'hpassword'] as const;
    for (const [i, privacy] of privacies.entries()) {
      const m = await findingMember(t, 'female', {
        name: `Horoscope ${privacy} Joshi`,
        // Another gotra than the viewer's (OTHER_GOTRA), so that family finding keeps them.
        profile: { nakshatra_id: stars[i]!.id, charan: 2, manglik_id: manglikYes, gotra_id: GOTRA },
      });
      if (privacy !== 'visible') await setHoroscopePrivacy(m, privacy);
      w[privacy] = { ...m, star: stars[i]!, manglik: manglikYes };
    }
    // Every member list: shortlisted by the viewer, visited and rated him, sent him interest.
    for (const m of Object.values(w)) {
      expect((await answer(api(t, { token: viewer.token }).match.shortlistAccount[':id'].$post({ param: { id: m.id }, json: {} }))).status).toBe(200);
      expect((await answer(api(t, { token: m.token }).user.get[':id'].$get({ param: { id: viewer.id }, query: {} }))).status).toBe(200);
      expect((await answer(api(t, { token: m.token }).match.matchAccount[':id'].$post({ param: { id: viewer.id }, json: {} }))).status).toBe(200);
    }
    const self = await writeListEntry(db(), t.clock.now, viewer.id, 'self');
    son = await writeListEntry(db(), t.clock.now, viewer.id, 'son', { parent_id: self, dob: '1996-05-05', name: 'Rohan' });
  });

  /** Every list answer the viewer can get, by name. */
  async function everyList(): Promise<[string, AnswerBody][]> {
    const get = (url: string) => call(t, 'GET', url, { token: viewer.token });
    const post = (url: string, body: unknown = {}) => call(t, 'POST', url, { token: viewer.token, body });
    const answers: [string, { status: number; body: AnswerBody }][] = [
      ['search', await post('/api/user/searchUsers/', { page: 0, limit: 50 })],
      ['search by name', await post('/api/user/searchUsers/', { page: 0, limit: 50, text: 'Joshi' })],
      ['profile matches', await post(`/api/match/getNewMatch/${viewer.id}`, { page: 0, limit: 50 })],
      ['match filters', await get('/api/match/getMatchFilters')],
      ['members you may like', await get('/api/match/getRecommendedMatches?page=1&limit=20')],
      ['members looking for you', await get('/api/match/getPreferedYou?page=1&limit=20')],
      ['similar members', await get(`/api/user/getSimilarProfile/${w.visible.id}?limit=20`)],
      ['new members', await get(`/api/user/getNewUser/${viewer.id}?limit=20`)],
      ['family finding', await post(`/api/match/getChildrenMatches/${son}`, {})],
      ['shortlist', await post('/api/match/getShortlist', { page: 1, limit: 50 })],
      ['viewers', await post('/api/user/getUsersList/viewers', { page: 1, limit: 50 })],
      ['shortlisted', await post('/api/user/getUsersList/shortlisted', { page: 1, limit: 50 })],
      ['received interests', await post('/api/match/getMatchedRequest', { type: 'received', status: 'pending' })],
      ['tree', await post(`/api/user/getUserTree/${viewer.id}`, {})],
    ];
    for (const [name, res] of answers) expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return answers.map(([name, res]) => [name, res.body]);
  }

  it('shows no star or manglik of a hidden or password-protected horoscope in any list; a visible one shows', async () => {
    const lists = await everyList();
    for (const [name, body] of lists) {
      const text = JSON.stringify(body);
      for (const m of [w.hidden, w.hpassword]) {
        expect(text, `${name} names the star of ${m.name}`).not.toContain(m.star.name);
        expect(text, `${name} carries the star id of ${m.name}`).not.toContain(m.star.id);
      }
    }
    const search = lists.find(([name]) => name === 'search')![1].data.matches as MatchRow[];
    const card = (m: Woman) => search.find((c) => c._id === m.id);
    expect(card(w.visible)?.star).toBe(w.visible.star.name);
    expect(card(w.hidden)).toMatchObject({ star: null });
    expect(card(w.hpassword)).toMatchObject({ star: null });
    // All three are listed where nothing horoscope-derived picks them.
    for (const name of ['search', 'profile matches', 'family finding']) {
      const ids = (lists.find(([n]) => n === name)![1].data.matches as MatchRow[]).map((c) => c._id);
      for (const m of Object.values(w)) expect(ids, `${name} lists ${m.name}`).toContain(m.id);
    }
  });

  it('counts a horoscope the viewer may not see as Not Disclosed under Star and Manglik, in the index and in SQL', async () => {
    const me = { id: viewer.id, gender: 'male' as const };
    const [index, sql, family] = await Promise.all([
      profileMatches(t.deps, me, { limit: 0 }),
      filterCountsSql(t.deps, me, {}),
      answer(api(t, { token: viewer.token }).match.getChildrenMatches[':id'].$post({ param: { id: son }, json: {} })),
    ]);
    for (const [name, filters] of [['index', index.filters], ['sql', sql.filters], ['family finding', family.body.data.filters]] as const) {
      const star = (id: string) => filters.star?.find((o) => o._id === id);
      expect(star(w.visible.star.id)?.count, name).toBe(1);
      expect(star(w.hidden.star.id), name).toBeUndefined();
      expect(star(w.hpassword.star.id), name).toBeUndefined();
      expect(star('none'), name).toMatchObject({ name: SEARCH_TEXT.notDisclosed, count: 2 });
      const manglik = (id: string) => filters.manglik?.find((o) => o._id === id);
      expect(manglik(manglikYes)?.count, name).toBe(1);
      expect(manglik('none'), name).toMatchObject({ name: SEARCH_TEXT.notDisclosed, count: 2 });
      // 'With Horoscope': the password-protected one can be asked for; the hidden one is not counted.
      expect(filters.profileType?.find((o) => o._id === 'horoscope')?.count, name).toBe(2);
    }
  });

  it('matches a Star or Manglik filter value only by a horoscope the viewer may see', async () => {
    const me = { id: viewer.id, gender: 'male' as const };
    const ids = (rows: MatchRow[]) => rows.map((r) => r._id).sort();
    for (const m of Object.values(w)) {
      const criteria = { page: 0, limit: 50, star: [m.star.id] };
      const expected = m === w.visible ? [m.id] : [];
      expect(ids((await profileMatches(t.deps, me, criteria)).matches), `index, star of ${m.name}`).toEqual(expected);
      expect(ids((await matchPageSql(t.deps, me, criteria)).matches), `sql, star of ${m.name}`).toEqual(expected);
      const byName = await call(t, 'POST', '/api/user/searchUsers/', { token: viewer.token, body: { ...criteria, text: 'Joshi' } });
      expect(ids(byName.body.data.matches), `search by name, star of ${m.name}`).toEqual(expected);
      const family = await answer(api(t, { token: viewer.token }).match.getChildrenMatches[':id'].$post({ param: { id: son }, json: { star: [m.star.id] } }));
      expect(ids(family.body.data.matches), `family finding, star of ${m.name}`).toEqual(expected);
    }
    const protectedOnes = [w.hidden.id, w.hpassword.id].sort();
    const cases: [Criteria, string[]][] = [
      [{ manglik: [manglikYes] }, [w.visible.id]],
      [{ manglik: ['none'] }, protectedOnes],
      [{ star: ['none'] }, protectedOnes],
      [{ profileType: { horoscope: 'all' } }, [w.visible.id, w.hpassword.id].sort()],
    ];
    for (const [criteria, expected] of cases) {
      const c = { page: 0, limit: 50, ...criteria };
      expect(ids((await profileMatches(t.deps, me, c)).matches), JSON.stringify(criteria)).toEqual(expected);
      expect(ids((await matchPageSql(t.deps, me, c)).matches), JSON.stringify(criteria)).toEqual(expected);
    }
  });

  it('scores the viewer\'s manglik preference and the match details only on a horoscope the viewer may see', async () => {
    const mayLike = await answer(api(t, { token: viewer.token }).match.getRecommendedMatches.$get({ query: { page: '1', limit: '20' } }));
    const users = mayLike.body.matches as { _id: string; matchPercentage: number | null }[];
    // Marital status and manglik stated: the visible one meets both, the others one of two.
    expect(users[0]?._id).toBe(w.visible.id);
    const pct = (m: Woman) => users.find((u) => u._id === m.id)?.matchPercentage;
    expect(pct(w.hidden)).toBe(pct(w.hpassword));
    expect(pct(w.hidden)).toBeLessThan(pct(w.visible)!);
    for (const m of Object.values(w)) {
      const profile = await answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id: m.id }, query: {} }));
      const dosh = profile.body.user.matchDetails?.theyMeetMine.fields.find((f) => f.field === 'dosh');
      if (m === w.visible) expect(dosh).toMatchObject({ met: true });
      else expect(dosh, m.name).toMatchObject({ actual: null, met: false });
    }
  });

  it('follows a change of horoscope privacy on the very next request', async () => {
    const me = { id: viewer.id, gender: 'male' as const };
    const starOf = async (m: Woman) => (await profileMatches(t.deps, me, { page: 0, limit: 50 })).matches.find((c) => c._id === m.id)?.star;
    await setHoroscopePrivacy(w.visible, 'hidden');
    expect(await starOf(w.visible)).toBeNull();
    expect((await profileMatches(t.deps, me, { page: 0, limit: 50, star: [w.visible.star.id] })).total).toBe(0);
    await setHoroscopePrivacy(w.visible, 'visible');
    expect(await starOf(w.visible)).toBe(w.visible.star.name);
    expect((await profileMatches(t.deps, me, { page: 0, limit: 50, star: [w.visible.star.id] })).total).toBe(1);
  });
});
