import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_FILTER_KEYS } from '../../../contract/search';
import { PREFERENCE_LIST_FIELDS } from '../../../contract/preferences';
import { membersPreferringYou, membersPreferringYouSql, membersYouMayLike, membersYouMayLikeSql, TRAIT_COLUMN } from '../../preferences/recommendations';
import { loadPreferenceIds, writePreference } from '../../preferences/queries';
import { setPrivacy } from '../../social/social-test-helpers';
import { registerMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { eligibleMembers } from '../eligible';
import { COLUMNS, type Criteria } from '../filter-options';
import { filterCounts, matchPage, profileMatches } from '../matches';
import { filterCountsSql, matchPageSql, type Viewer } from '../matches-sql';
import { countsCacheOf } from './counts-cache';
import { shardOf } from './partition';
import type { LocalMatchShard } from './shard';
import { eligibleIds, matchShardsOf } from './shards';
import { codedName, HOROSCOPE_CODED } from './fields';
import { traitColumnOf } from './store';

/**
 * The match index answers exactly what the SQL answers (eligibleMembers, the GROUP BY counts,
 * the scored lists), over the seeded demo community and after every kind of write.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function sqlEligible(v: Viewer): Promise<string[]> {
  return (await eligibleMembers(t.deps, v.id, v.gender).select('u.id').execute()).map((r) => r.id).sort();
}
async function indexEligible(v: Viewer): Promise<string[]> {
  return (await eligibleIds(t.deps, v)).sort();
}

/** Demo members of both genders, those with a preference first. */
async function demoViewers(n: number): Promise<Viewer[]> {
  const rows = await db()
    .selectFrom('users as u')
    .leftJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .select(['u.id', 'u.gender'])
    .where('u.role', '=', 2)
    .where('u.gender', 'is not', null)
    .orderBy((eb) => eb.fn.coalesce('mp.user_id', eb.val('')), 'desc')
    .orderBy('u.id')
    .limit(200)
    .execute();
  const men = rows.filter((r) => r.gender === 'male').slice(0, n);
  const women = rows.filter((r) => r.gender === 'female').slice(0, n);
  return [...men, ...women];
}

async function expectSameMatches(v: Viewer, c: Criteria & { page: number; limit: number }) {
  const [index, countsSql, pageSql] = await Promise.all([profileMatches(t.deps, v, c), filterCountsSql(t.deps, v, c), matchPageSql(t.deps, v, c)]);
  expect(index.total).toBe(pageSql.total);
  expect(index.matches).toEqual(pageSql.matches);
  expect(index.activeUser).toBe(countsSql.activeUser);
  // Counts per option; ties between equal counts may come in either order from SQLite's sorter.
  for (const key of Object.keys(countsSql.filters) as (keyof typeof countsSql.filters)[]) {
    const byId = (list: { _id: string }[]) => [...list].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    expect(byId(index.filters[key]), key).toEqual(byId(countsSql.filters[key]));
    expect(index.filters[key].map((o) => o.count), key).toEqual(countsSql.filters[key].map((o) => o.count));
  }
}

describe('match index', () => {
  it('holds every list filter and preference trait column', () => {
    for (const key of LIST_FILTER_KEYS) expect(() => codedName(COLUMNS[key].column)).not.toThrow();
    for (const f of PREFERENCE_LIST_FIELDS) expect(traitColumnOf(f)).toBe(codedName(TRAIT_COLUMN[f]));
    // The horoscope's columns are the horoscope filters' and the dosh preference's (docs/decisions/0445).
    const horoscopeFilters = LIST_FILTER_KEYS.filter((key) => COLUMNS[key].horoscope).map((key) => codedName(COLUMNS[key].column));
    expect([...HOROSCOPE_CODED].sort()).toEqual([...new Set([...horoscopeFilters, traitColumnOf('dosh')])].sort());
  });

  it('finds the same eligible members as eligibleMembers for demo viewers and every exclusion', async () => {
    const viewer = await registerMember(t, { gender: 'male' });
    const others = {
      ok: await registerMember(t, { gender: 'female' }),
      blockedByViewer: await registerMember(t, { gender: 'female' }),
      blockedViewer: await registerMember(t, { gender: 'female' }),
      deactivated: await registerMember(t, { gender: 'female' }),
      hidden: await registerMember(t, { gender: 'female' }),
      minor: await registerMember(t, { gender: 'female' }),
      matchOff: await registerMember(t, { gender: 'female' }),
      unverified: await registerMember(t, { gender: 'female' }, { verified: false }),
      hiddenByReports: await registerMember(t, { gender: 'female' }),
    };
    const now = t.deps.now();
    await db().insertInto('blocks').values([
      { blocker_id: viewer.id, blocked_id: others.blockedByViewer.id, created_at: now },
      { blocker_id: others.blockedViewer.id, blocked_id: viewer.id, created_at: now },
    ]).execute();
    await db().updateTable('users').set({ status: 'deactivated' }).where('id', '=', others.deactivated.id).execute();
    await db().updateTable('users').set({ dob: '2015-01-01' }).where('id', '=', others.minor.id).execute();
    await setPrivacy(t, others.hidden.id, { profile_visibility: 'hidden' });
    await setPrivacy(t, others.matchOff.id, { match_enabled: 0 });
    await db().updateTable('users').set({ hidden_by_reports: 1 }).where('id', '=', others.hiddenByReports.id).execute();

    const mine = await indexEligible({ id: viewer.id, gender: 'male' });
    expect(mine).toEqual(await sqlEligible({ id: viewer.id, gender: 'male' }));
    expect(mine).toContain(others.ok.id);
    for (const m of Object.values(others).filter((m) => m !== others.ok)) expect(mine).not.toContain(m.id);
    for (const v of [...(await demoViewers(3)), { id: others.blockedViewer.id, gender: 'female' as const }, { id: viewer.id, gender: null }])
      expect(await indexEligible(v), v.id).toEqual(await sqlEligible(v));
  });

  it('gives the pages, totals and disjunctive counts of the SQL for demo viewers', async () => {
    const [man, woman] = [(await demoViewers(1))[0]!, (await demoViewers(1))[1]!];
    const some = async (column: string, n: number) =>
      (await db().selectFrom('member_profiles').select(column as 'caste_id').distinct().where(column as 'caste_id', 'is not', null).limit(n).execute()).map((r) => r.caste_id!);
    const criteria: (Criteria & { page: number; limit: number })[] = [
      { page: 0, limit: 10 },
      { page: 1, limit: 3 },
      { page: 0, limit: 50, age: { from: 24, to: 32 } },
      { page: 0, limit: 10, maratialStatus: await some('marital_status_id', 1), education: [...(await some('education_id', 3)), 'none'] },
      { page: 0, limit: 10, height: { from: 5, to: 5.8 }, caste: await some('caste_id', 2), active: 'all' },
      { page: 0, limit: 10, profileType: { horoscope: 'all', photo: 'all' }, age: { to: 30 } },
      { page: 0, limit: 10, profileType: { photo: 'all' }, manglik: ['none'] },
      { page: 0, limit: 10, phoneVerified: ['1'] },
      { page: 0, limit: 10, phoneVerified: ['none'], age: { from: 24 } },
    ];
    // Some members of each gender with a verified phone (issue 24), so the Phone verified filter has both values.
    const someOfEach = await db().selectFrom('users').select('id').where('role', '=', 2).orderBy('id').limit(40).execute();
    await db().updateTable('users').set({ phone_verified_at: t.deps.now() }).where('id', 'in', someOfEach.filter((_, i) => i % 3 === 0).map((r) => r.id)).execute();
    for (const v of [man, woman]) for (const c of criteria) await expectSameMatches(v, c);
  });

  it('gives the scored recommendation lists of the SQL, order and totals included', async () => {
    for (const v of await demoViewers(3)) {
      for (const paging of [{ page: 1, limit: 20 }, { page: 2, limit: 3 }]) {
        expect(await membersYouMayLike(t.deps, v.id, v.gender, paging), `may like ${v.id}`).toEqual(await membersYouMayLikeSql(t.deps, v.id, v.gender, paging));
        expect(await membersPreferringYou(t.deps, v.id, v.gender, paging), `looking ${v.id}`).toEqual(
          await membersPreferringYouSql(t.deps, v.id, v.gender, paging),
        );
      }
    }
  });

  it('reuses one gender\'s counts for every viewer, each with their own blocks taken out, until a count can move', async () => {
    const caste = (await db().selectFrom('castes').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const plain = await registerMember(t, { gender: 'male' });
    const blocking = await registerMember(t, { gender: 'male' });
    // One blocked woman passes the filter, one fails only it: both must leave the counts.
    const passes = await registerMember(t, { gender: 'female' });
    const failsOne = await registerMember(t, { gender: 'female' });
    const now = t.deps.now();
    await db()
      .insertInto('member_profiles')
      .values({ user_id: passes.id, caste_id: caste, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ caste_id: caste }))
      .execute();
    await db().insertInto('blocks').values([
      { blocker_id: blocking.id, blocked_id: passes.id, created_at: now },
      { blocker_id: failsOne.id, blocked_id: blocking.id, created_at: now },
    ]).execute();
    const criteria = [{ page: 0, limit: 10 }, { page: 0, limit: 10, caste: [caste] }, { page: 0, limit: 5, age: { from: 20, to: 40 }, profileType: { photo: 'all' as const } }];
    // The cache of the shard holding the woman whose writes follow (each shard keeps its own).
    const shard = (matchShardsOf(t.deps) as LocalMatchShard[])[shardOf(failsOne.id, t.deps.config.matchIndexShards)]!;
    const cache = () => countsCacheOf(shard.index.store);
    for (const c of criteria) await expectSameMatches({ id: plain.id, gender: 'male' }, c);
    const entries = cache().size;
    expect(entries).toBeGreaterThanOrEqual(criteria.length);
    for (const c of criteria) await expectSameMatches({ id: blocking.id, gender: 'male' }, c); // from the cache
    expect(cache().size).toBe(entries);
    // A new last-seen time moves the list order and Online Users, not the counts: the cache stays.
    await db().updateTable('users').set({ last_seen_at: t.deps.now() }).where('id', '=', failsOne.id).execute();
    for (const c of criteria) await expectSameMatches({ id: plain.id, gender: 'male' }, c);
    expect(cache().size).toBe(entries);
    // A filter column changes: every entry is dropped and counted again.
    await db()
      .insertInto('member_profiles')
      .values({ user_id: failsOne.id, caste_id: caste, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ caste_id: caste }))
      .execute();
    await expectSameMatches({ id: blocking.id, gender: 'male' }, criteria[1]!);
    expect(cache().size).toBe(1);
  });

  it('sees every kind of write on the very next request', async () => {
    const viewer = await registerMember(t, { gender: 'male' });
    const v: Viewer = { id: viewer.id, gender: 'male' };
    const check = async () => {
      expect(await indexEligible(v)).toEqual(await sqlEligible(v));
      await expectSameMatches(v, { page: 0, limit: 50 });
    };
    await check(); // loaded
    const her = await registerMember(t, { gender: 'female' }); // new member
    expect(await indexEligible(v)).toContain(her.id);
    await check();
    // a profile edit (a filter column and the list order)
    const caste = (await db().selectFrom('castes').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const now = t.deps.now();
    await db()
      .insertInto('member_profiles')
      .values({ user_id: her.id, caste_id: caste, height_inches: 61, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ caste_id: caste, height_inches: 61 }))
      .execute();
    await db().updateTable('users').set({ last_seen_at: t.deps.now() + 1000 }).where('id', '=', her.id).execute();
    const page = await matchPage(t.deps, v, { page: 0, limit: 1 });
    expect(page.matches[0]?._id).toBe(her.id);
    const counts = await filterCounts(t.deps, v, { caste: [caste] });
    expect(counts.filters.caste.find((o) => o._id === caste)!.count).toBeGreaterThan(0);
    await check();
    // her horoscope hidden, then open again: the star and manglik counts follow (docs/decisions/0445)
    const star = (await db().selectFrom('nakshatras').select('id').limit(1).executeTakeFirstOrThrow()).id;
    await db().updateTable('member_profiles').set({ nakshatra_id: star, charan: 1 }).where('user_id', '=', her.id).execute();
    await check();
    await setPrivacy(t, her.id, { horoscope_privacy: 'hidden' });
    await check();
    await expectSameMatches(v, { page: 0, limit: 50, star: [star] });
    await expectSameMatches(v, { page: 0, limit: 50, profileType: { horoscope: 'all' } });
    await setPrivacy(t, her.id, { horoscope_privacy: 'visible' });
    await expectSameMatches(v, { page: 0, limit: 50, star: [star] });
    // her e-mail unverified (an address changed back by an admin, say), then verified (docs/decisions/0503)
    await db().updateTable('users').set({ is_email_verified: 0 }).where('id', '=', her.id).execute();
    expect(await indexEligible(v)).not.toContain(her.id);
    await check();
    await db().updateTable('users').set({ is_email_verified: 1 }).where('id', '=', her.id).execute();
    expect(await indexEligible(v)).toContain(her.id);
    // hidden while several members' reports wait for review, then back (decision 0958)
    await db().updateTable('users').set({ hidden_by_reports: 1 }).where('id', '=', her.id).execute();
    expect(await indexEligible(v)).not.toContain(her.id);
    await check();
    await db().updateTable('users').set({ hidden_by_reports: 0 }).where('id', '=', her.id).execute();
    expect(await indexEligible(v)).toContain(her.id);
    // a settings change
    await setPrivacy(t, her.id, { profile_visibility: 'hidden' });
    expect(await indexEligible(v)).not.toContain(her.id);
    await setPrivacy(t, her.id, { profile_visibility: 'everyone' });
    expect(await indexEligible(v)).toContain(her.id);
    // a block, and its removal
    await db().insertInto('blocks').values({ blocker_id: her.id, blocked_id: viewer.id, created_at: t.deps.now() }).execute();
    expect(await indexEligible(v)).not.toContain(her.id);
    await db().deleteFrom('blocks').where('blocker_id', '=', her.id).execute();
    expect(await indexEligible(v)).toContain(her.id);
    // a preference change: she now wants exactly the viewer's caste-less, any-age profile
    const pref = (await loadPreferenceIds(t.deps, her.id)) ?? {
      ageFrom: null,
      ageTo: null,
      heightFrom: null,
      heightTo: null,
      lists: Object.fromEntries(PREFERENCE_LIST_FIELDS.map((f) => [f, []])) as never,
      fatherSide: 3,
      motherSide: 3,
      crossCousinCustom: false,
      updatedAt: t.deps.now(),
    };
    await writePreference(t.deps, her.id, { ...pref, ageFrom: 18, ageTo: 70, updatedAt: t.deps.now() });
    const looking = await membersPreferringYou(t.deps, viewer.id, 'male', { page: 1, limit: 20 });
    expect(looking).toEqual(await membersPreferringYouSql(t.deps, viewer.id, 'male', { page: 1, limit: 20 }));
    expect(looking.users.map((u) => u._id)).toContain(her.id);
    // a deleted account
    await db().deleteFrom('users').where('id', '=', her.id).execute();
    expect(await indexEligible(v)).not.toContain(her.id);
    await check();
  });

  it('reloads in full when the change log was pruned past its position', async () => {
    const viewer = await registerMember(t, { gender: 'female' });
    const v: Viewer = { id: viewer.id, gender: 'female' };
    await indexEligible(v);
    const him = await registerMember(t, { gender: 'male' });
    await db().deleteFrom('search_changes').execute();
    await db().updateTable('users').set({ last_seen_at: t.deps.now() }).where('id', '=', him.id).execute();
    expect(await indexEligible(v)).toEqual(await sqlEligible(v));
    expect(await indexEligible(v)).toContain(him.id);
  });
});
