import { sql, type CompiledQuery } from 'kysely';
import { cp, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import type { LibsqlDatabase } from '../../db/libsql';
import { openNodeDatabase } from '../../db/node-database';
import { membersPreferringYou, membersYouMayLike } from '../../preferences/recommendations';
import { seedMatchingDemo } from '../../test/demo-matching';
import { registerMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Criteria } from '../filter-options';
import { profileMatches } from '../matches';
import type { Viewer } from '../matches-sql';
import { keepMatchIndexSnapshots } from './node-snapshots';
import type { LocalMatchShard } from './shard';
import { matchShardsOf, warmMatchIndex } from './shards';
import { shardFile, snapshotDirOf, stampOf } from './snapshot-file';

/**
 * The Node entry's snapshot files of the match index (docs/decisions/0968): a process started
 * again on the same database takes its shards from the files, answers as a process that loaded
 * them from the database, catches up with what changed while it was down, and never uses a file
 * that does not fit (another version, shard count, database or schema, a log pruned past it).
 * Each "process" here is a connection of its own to the test's file, with its own shards.
 */

let t: TestApp;
let file: string;
let work: string;
const opened: LibsqlDatabase[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedMatchingDemo(t.deps.database, t.deps.now());
  file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.deps.database.db)).rows[0]!.file;
  work = await mkdtemp(path.join(tmpdir(), 'sambandh-snapshots-'));
}, 60_000);
afterAll(async () => {
  for (const d of opened) d.close();
  await t.close();
  await rm(work, { recursive: true, force: true });
});

interface Process {
  deps: AppDeps;
  shards: LocalMatchShard[];
  /** The lines the snapshot keeper logged. */
  said: string[];
  /** Every statement sent since the process started. */
  sent: CompiledQuery[];
  stop(): Promise<void>;
}

/** A server process's start over the test's database: shards restored from `dir`, then caught up (the Node entry's warm-up). */
async function start(dir: string, shards = 8): Promise<Process> {
  const sent: CompiledQuery[] = [];
  const database = await openNodeDatabase(`file:${file}`, undefined, { onStatement: (q) => void sent.push(q) });
  opened.push(database);
  const deps: AppDeps = { ...t.deps, database, config: { ...t.deps.config, matchIndexShards: shards } };
  const said: string[] = [];
  const keeper = await keepMatchIndexSnapshots(deps, dir, (line) => void said.push(line));
  await warmMatchIndex(deps);
  await keeper.saveDue();
  return { deps, shards: matchShardsOf(deps) as LocalMatchShard[], said, sent, stop: () => keeper.stop() };
}

/** Members of both genders with a preference, and the questions asked of each. */
async function viewers(): Promise<Viewer[]> {
  const rows = await t.deps.database.db
    .selectFrom('users as u')
    .innerJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .select(['u.id', 'u.gender'])
    .where('u.role', '=', 2)
    .orderBy('u.id')
    .limit(200)
    .execute();
  return [...rows.filter((r) => r.gender === 'male').slice(0, 2), ...rows.filter((r) => r.gender === 'female').slice(0, 2)] as Viewer[];
}

const CRITERIA: (Criteria & { page: number; limit: number })[] = [
  { page: 0, limit: 10 },
  { page: 2, limit: 4 },
  { page: 0, limit: 50, age: { from: 24, to: 32 } },
  { page: 0, limit: 10, maratialStatus: ['maritalStatus.single'], active: 'all' },
  { page: 0, limit: 10, profileType: { photo: 'all' }, height: { from: 5, to: 6 } },
];

/** Profile Matches (pages, totals, every count) and both preference lists, page by page, as `b` answers them and as `a` does. */
async function expectSameAnswers(a: AppDeps, b: AppDeps) {
  for (const who of await viewers()) {
    for (const c of CRITERIA) expect(await profileMatches(b, who, c), `${who.id} ${JSON.stringify(c)}`).toEqual(await profileMatches(a, who, c));
    for (const list of [membersYouMayLike, membersPreferringYou]) {
      for (const page of [1, 2, 3]) expect(await list(b, who.id, who.gender, { page, limit: 5 }), `${list.name} ${who.id} ${page}`).toEqual(await list(a, who.id, who.gender, { page, limit: 5 }));
      expect((await list(b, who.id, who.gender, { page: 1, limit: 10_000 })).total).toBeGreaterThan(0);
    }
  }
}

/** What reads members: the load's statements (raw SQL) and the catch-up's (Kysely's quoted names), worker/search/match-index/load.ts. */
const readsMembers = (q: CompiledQuery) => /\b(from|join) "?(users|member_profiles|member_settings|member_preferences|member_preference_options)"?\s/i.test(q.sql);

const loadedInFull = (p: Process) => p.shards.filter((s) => s.index.lastLoad).map((s) => s.index.part.shard);

describe('the match index snapshot files of the Node entry', () => {
  it('live beside a database file, and not for a remote database', () => {
    expect(snapshotDirOf('file:/data/sambandh.db')).toBe('/data/sambandh.db.match-index');
    expect(snapshotDirOf('file:data/sambandh.db')).toBe('data/sambandh.db.match-index');
    expect(snapshotDirOf('libsql://sambandh.turso.io')).toBeNull();
  });

  it('are written after the first load; a restart answers from them as a fresh load does, reading no member from the database', async () => {
    const dir = path.join(work, 'restart');
    const first = await start(dir);
    expect(loadedInFull(first)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first.sent.filter(readsMembers).length).toBeGreaterThan(8);
    expect((await readdir(dir)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((k) => `shard-${k}.snap`).sort());
    expect(first.said.filter((l) => l.includes('written'))).toEqual([expect.stringMatching(/^Match index: snapshots of shards 0, 1, 2, 3, 4, 5, 6, 7 written in \d+ ms/)]);
    await first.stop();
    // A write a dead process left half-way is removed at the next start; a live process's is not touched.
    const [dead, live] = [`${shardFile(dir, 0)}.999999999.tmp`, `${shardFile(dir, 0)}.${process.pid}.tmp`];
    await writeFile(dead, 'half');
    await writeFile(live, 'under way');

    const again = await start(dir);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([path.basename(live)]);
    await rm(live);
    expect(loadedInFull(again)).toEqual([]);
    expect(again.said).toEqual([expect.stringMatching(/^Match index: 8 of 8 shards from their snapshots in \d+ ms \(\d+ members, log position \d+\)\.$/)]);
    expect(again.sent.filter(readsMembers).map((q) => q.sql)).toEqual([]);
    // Nothing new to write (no line above): the files are as far along as the shards.
    const fresh = await start(path.join(work, 'none'));
    expect(loadedInFull(fresh)).toHaveLength(8);
    await expectSameAnswers(fresh.deps, again.deps);
    await Promise.all([again.stop(), fresh.stop()]);
  });

  it('catch up with what changed while the process was down', async () => {
    const dir = path.join(work, 'down');
    await (await start(dir)).stop();
    const before = (await stampOf(shardFile(dir, 0)))!.position;
    // While down: a new member, members seen (a new list order), one deactivated, one deleted.
    await registerMember(t, { gender: 'female' });
    await registerMember(t, { gender: 'male' });
    const db = t.deps.database.db;
    await db.updateTable('users').set({ last_seen_at: t.clock.now - 60_000 }).where('role', '=', 2).where('gender', '=', 'male').execute();
    const [gone, quiet] = await db.selectFrom('users').select('id').where('role', '=', 2).where('gender', '=', 'female').orderBy('id').limit(2).execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', quiet!.id).execute();
    await db.deleteFrom('users').where('id', '=', gone!.id).execute();

    const again = await start(dir);
    expect(loadedInFull(again)).toEqual([]);
    expect(again.shards.every((s) => s.index.at > before)).toBe(true);
    const fresh = await start(path.join(work, 'none-2'));
    await expectSameAnswers(fresh.deps, again.deps);
    expect(again.shards.reduce((n, s) => n + s.index.store.slotOf.size, 0)).toBe(fresh.shards.reduce((n, s) => n + s.index.store.slotOf.size, 0));
    await Promise.all([again.stop(), fresh.stop()]);
  });

  it('are not used, with a line saying why, when they do not fit: the shards load from the database instead', async () => {
    const dir = path.join(work, 'misfits');
    await (await start(dir)).stop();
    const saved = path.join(work, 'misfits-saved');
    await cp(dir, saved, { recursive: true });
    const restore = async () => {
      await rm(dir, { recursive: true, force: true });
      await cp(saved, dir, { recursive: true });
    };
    const expectRefused = async (shards: number[], why: RegExp, count = 8) => {
      const p = await start(dir, count);
      expect(loadedInFull(p)).toEqual(shards);
      for (const k of shards) expect(p.said.find((l) => l.startsWith(`Match index shard ${k}/${count}: snapshot`)), p.said.join('\n')).toMatch(why);
      await p.stop();
      return p;
    };

    await writeFile(shardFile(dir, 1), 'not a snapshot');
    const bytes = await readFile(shardFile(dir, 2));
    await truncate(shardFile(dir, 2), bytes.length - 100);
    const garbled = await readFile(shardFile(dir, 3));
    garbled.fill(0x7b, 25, 60); // inside the stamp's JSON
    await writeFile(shardFile(dir, 3), garbled);
    const broken = await expectRefused([1, 2, 3], /not a snapshot file|cut short|unreadable/);
    expect(broken.said.find((l) => l.startsWith('Match index shard 1/8:'))).toMatch(/not a snapshot file/);
    expect(broken.said.find((l) => l.startsWith('Match index shard 2/8:'))).toMatch(/cut short/);
    expect(broken.said.find((l) => l.startsWith('Match index shard 3/8:'))).toMatch(/unreadable/);
    await expectSameAnswers(t.deps, broken.deps);

    // Another shard count: shard k of 4 is not shard k of 8.
    await restore();
    await expectRefused([0, 1, 2, 3], /of shard \d\/8/, 4);

    // Another schema (a migration since) or another database.
    await restore();
    await sql`insert into d1_migrations (name) values ('9999_since_the_snapshot')`.execute(t.deps.database.db);
    await expectRefused([0, 1, 2, 3, 4, 5, 6, 7], /of another database or schema/);
    await sql`delete from d1_migrations where name = '9999_since_the_snapshot'`.execute(t.deps.database.db);

    // The change log pruned past the snapshots' position: they could miss changes.
    await restore();
    const position = (await stampOf(shardFile(dir, 0)))!.position;
    await registerMember(t, { gender: 'female' });
    await t.deps.database.db.deleteFrom('search_changes').where('seq', '<=', position).execute();
    const pruned = await expectRefused([0, 1, 2, 3, 4, 5, 6, 7], new RegExp(`the change log no longer holds position ${position}`));
    await expectSameAnswers(t.deps, pruned.deps);
  });
});
