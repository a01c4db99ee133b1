import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ChildrenMatchesInput } from '../../../contract/family-finding';
import type { ExecutionContext } from 'hono';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { findingMember, writeListEntry, GOTRA, OTHER_GOTRA } from '../../family/finding/finding-fixtures';
import { membersPreferringYou, membersYouMayLike } from '../../preferences/recommendations';
import { seedMatchingDemo } from '../../test/demo-matching';
import { registerMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import type { Criteria } from '../filter-options';
import { profileMatches } from '../matches';
import type { Viewer } from '../matches-sql';
import { openLibsql } from '../../db/libsql';
import { readShardAfter, shardChunkSql, shardOptionsSql, startOf } from './load';
import { shardOf, shardPart } from './partition';
import type { LocalMatchShard } from './shard';
import { matchShardsOf, warmMatchIndex } from './shards';

/**
 * The match index split into shards answers exactly what one index answers
 * (docs/decisions/0966-match-index-shards.md): Profile Matches' pages, totals and every filter
 * count, both preference lists and family finding, with 1 shard and with 8 over the same
 * community, including members tied in the list order and in the percentage across page ends.
 */

let t: TestApp;
let one: AppDeps;
let eight: AppDeps;
const pending: Promise<unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The demo community: a few hundred members with profiles, settings, blocks and preferences.
  await seedMatchingDemo(t.deps.database, t.deps.now());
  one = { ...t.deps, config: { ...t.deps.config, matchIndexShards: 1 } };
  eight = { ...t.deps, config: { ...t.deps.config, matchIndexShards: 8 } };
}, 60_000);
afterAll(async () => {
  await Promise.allSettled(pending);
  await t.close();
});

const db = () => t.deps.database.db;

/** The app over the same database with its own shard count; what a request leaves to waitUntil is awaited before the database closes. */
function appWith(deps: AppDeps): TestApp {
  const app = createApp(deps);
  const fetch = app.fetch;
  const context: ExecutionContext = { waitUntil: (task) => void pending.push(task), passThroughOnException: () => undefined, props: {} };
  app.fetch = (request, env, executionCtx) => fetch(request, env, executionCtx ?? context);
  return { ...t, app, deps };
}

/**
 * Women tied with each other: the same last-seen time (or never seen), single, of one age, so
 * the list order between them is their id alone and the percentage their card shows is the same.
 */
async function tiedWomen(n: number, lastSeen: number | null) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await registerMember(t, { gender: 'female', dob: '1996-04-04' })).id);
  await db().updateTable('users').set({ last_seen_at: lastSeen }).where('id', 'in', ids).execute();
  await db().updateTable('member_profiles').set({ marital_status_id: 'maritalStatus.single' }).where('user_id', 'in', ids).execute();
  return ids;
}

/** Demo members of both genders with a preference. */
async function demoViewers(n: number): Promise<Viewer[]> {
  const rows = await db()
    .selectFrom('users as u')
    .innerJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .innerJoin('member_preference_options as o', 'o.user_id', 'u.id')
    .distinct()
    .select(['u.id', 'u.gender'])
    .where('u.role', '=', 2)
    .where('u.gender', 'is not', null)
    .orderBy('u.id')
    .limit(200)
    .execute();
  return [...rows.filter((r) => r.gender === 'male').slice(0, n), ...rows.filter((r) => r.gender === 'female').slice(0, n)];
}

describe('the shards of the match index', () => {
  it('split the members by the key of their id, each shard loading only its own from the index of migration 0065', async () => {
    await registerMember(t, { gender: 'female' });
    const all = (await db().selectFrom('users').select('id').execute()).map((r) => r.id);
    const seen = new Map<string, number>();
    for (let k = 0; k < 8; k++) {
      const part = shardPart(k, 8);
      for (let after = startOf(part); ; ) {
        const { rows, last } = await readShardAfter(t.deps.database, part, after, 7);
        if (!last) break;
        for (const r of rows) {
          expect(seen.has(r.id), r.id).toBe(false);
          seen.set(r.id, k);
          expect(shardOf(r.id, 8), r.id).toBe(k);
        }
        after = last;
      }
    }
    expect(seen.size).toBe(all.length);
    // Every shard has its share of the demo community: the key is spread evenly.
    const sizes = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [...seen.values()].filter((s) => s === k).length);
    for (const size of sizes) expect(size, String(sizes)).toBeGreaterThan(all.length / 16);
    // The load's statements search the shard's range of the index; neither scans users. (On a
    // second connection: the test's own leaves an EXPLAIN statement holding its read lock.)
    const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db())).rows[0]!.file;
    const other = await openLibsql(`file:${file}`);
    const part = shardPart(2, 8);
    for (const statement of [shardChunkSql(part, { key: '500', id: 'x' }, 1000), shardOptionsSql({ key: '500', id: 'x' }, { key: '5ff', id: 'y' })]) {
      const { sql: text, parameters } = statement.compile(db());
      const plan = await other.client.execute({ sql: `explain query plan ${text}`, args: parameters as never });
      const details = plan.rows.map((r) => r.detail as string);
      expect(details.join('\n')).toMatch(/SEARCH u USING (COVERING )?INDEX users_match_shard \(<expr>>\? AND <expr><\?\)/);
      // The outer query reads its subquery's rows, not a table.
      expect(details.filter((d) => d.startsWith('SCAN') && !d.startsWith('SCAN (subquery'))).toEqual([]);
    }
    other.close();
  });

  it('give the same pages, totals and filter counts of Profile Matches, ties at page ends included', async () => {
    const tied = [...(await tiedWomen(9, t.clock.now - 5000)), ...(await tiedWomen(6, null))];
    const viewer = await registerMember(t, { gender: 'male' });
    const v: Viewer = { id: viewer.id, gender: 'male' };
    // A block leaves one of the tied women out of both answers.
    await db().insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: tied[3]!, created_at: t.clock.now }).execute();
    const [man, woman] = [(await demoViewers(1))[0]!, (await demoViewers(1))[1]!];
    const criteria: (Criteria & { page: number; limit: number })[] = [
      { page: 0, limit: 10 },
      { page: 1, limit: 3 },
      { page: 0, limit: 50, age: { from: 24, to: 32 } },
      { page: 0, limit: 10, maratialStatus: ['maritalStatus.single'], active: 'all' },
      { page: 0, limit: 10, profileType: { photo: 'all' }, height: { from: 5, to: 6 } },
    ];
    for (const who of [v, man, woman]) {
      for (const c of criteria) expect(await profileMatches(eight, who, c), `${who.id} ${JSON.stringify(c)}`).toEqual(await profileMatches(one, who, c));
      // Every page of 4 of the whole list: the same pages, and together the list with nobody twice or missing.
      const whole = await profileMatches(one, who, { page: 0, limit: 10_000 }, { withCounts: false });
      const pages: string[] = [];
      for (let page = 0; page * 4 < whole.total; page++) {
        const [a, b] = await Promise.all([profileMatches(one, who, { page, limit: 4 }), profileMatches(eight, who, { page, limit: 4 })]);
        expect(b).toEqual(a);
        pages.push(...b.matches.map((m) => m._id));
      }
      expect(pages).toEqual(whole.matches.map((m) => m._id));
    }
    // The tied women come in id order, never-seen ones last.
    const listed = (await profileMatches(eight, v, { page: 0, limit: 10_000 }, { withCounts: false })).matches.map((m) => m._id);
    const seenTied = tied.slice(0, 9).filter((id) => id !== tied[3]).sort();
    expect(listed.filter((id) => seenTied.includes(id))).toEqual(seenTied);
    expect(listed).not.toContain(tied[3]);
    expect(listed.slice(-6)).toEqual(tied.slice(9).sort());
  });

  it('give the same preference lists, by percentage and then list order, ties at page ends included', async () => {
    const tied = await tiedWomen(12, t.clock.now - 7000);
    const viewer = await findingMember(t, 'male');
    // For him they are twelve members in a row: the same percentage, the same last-seen time, so in id order.
    const liked = (await membersYouMayLike(eight, viewer.id, 'male', { page: 1, limit: 10_000 })).users.map((u) => u._id);
    const at = liked.indexOf([...tied].sort()[0]!);
    expect(liked.slice(at, at + 12)).toEqual([...tied].sort());
    for (const who of [{ id: viewer.id, gender: 'male' as const }, ...(await demoViewers(3))]) {
      for (const list of [membersYouMayLike, membersPreferringYou]) {
        const whole = await list(one, who.id, who.gender, { page: 1, limit: 10_000 });
        expect(await list(eight, who.id, who.gender, { page: 1, limit: 10_000 })).toEqual(whole);
        const pages: string[] = [];
        for (let page = 1; (page - 1) * 5 < whole.total; page++) {
          const [a, b] = await Promise.all([list(one, who.id, who.gender, { page, limit: 5 }), list(eight, who.id, who.gender, { page, limit: 5 })]);
          expect(b, `${list.name} ${who.id} page ${page}`).toEqual(a);
          pages.push(...b.users.map((u) => u._id));
        }
        expect(pages).toEqual(whole.users.map((u) => u._id));
      }
    }
  });

  it('give the same family finding: page, total, counts and what each reason leaves out', async () => {
    const father = await findingMember(t, 'male', { dob: '1965-06-01', profile: { gotra_id: GOTRA } });
    const inCountry = { country_id: 'NZ' };
    const cousin = await findingMember(t, 'female', { profile: { ...inCountry, gotra_id: OTHER_GOTRA } });
    for (let i = 0; i < 5; i++) await findingMember(t, 'female', { profile: { ...inCountry, gotra_id: OTHER_GOTRA, birth_gotra_id: GOTRA } });
    for (let i = 0; i < 7; i++) await findingMember(t, 'female', { profile: inCountry });
    const entry = (relation: Parameters<typeof writeListEntry>[3], over?: Parameters<typeof writeListEntry>[4]) => writeListEntry(db(), t.clock.now, father.id, relation, over);
    const self = await entry('self');
    const grandfather = await entry('father', { side: 'father', dob: '1935-01-01' });
    await db().updateTable('family_members').set({ parent_id: grandfather }).where('id', '=', self).execute();
    const uncle = await entry('younger-brother', { parent_id: grandfather, dob: '1968-01-01' });
    await entry('brother-daughter', { parent_id: uncle, dob: '1997-03-01', linked_user_id: cousin.id });
    const son = await entry('son', { parent_id: self, dob: '1996-05-05', name: 'Rohan' });
    const find = (deps: AppDeps, body: ChildrenMatchesInput) =>
      answer(api(appWith(deps), { token: father.token }).match.getChildrenMatches[':id'].$post({ param: { id: son }, json: body }));
    for (const body of [{ country: ['NZ'] }, { country: ['NZ'], page: 1, limit: 3 }, {}, { limit: 4 }] as ChildrenMatchesInput[]) {
      const [a, b] = [await find(one, body), await find(eight, body)];
      expect(a.status).toBe(200);
      expect(b.body, JSON.stringify(body)).toEqual(a.body);
    }
    const nz = await find(eight, { country: ['NZ'] });
    expect(nz.body.data.total).toBe(7);
    expect(nz.body.data.leftOut).toMatchObject({ relatives: 1, sameGotra: 5 });
  });

  it('are held per shard count, each loading its own part', async () => {
    await warmMatchIndex(eight);
    const shards = matchShardsOf(eight) as LocalMatchShard[];
    expect(shards).toHaveLength(8);
    expect(matchShardsOf(eight)).toBe(shards);
    const [whole] = matchShardsOf(one) as LocalMatchShard[];
    await whole!.fresh();
    expect(shards.reduce((n, s) => n + s.index.store.slotOf.size, 0)).toBe(whole!.index.store.slotOf.size);
    for (const s of shards) for (const id of s.index.store.slotOf.keys()) expect(shardOf(id, 8)).toBe(s.index.part.shard);
  });
});
