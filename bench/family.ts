import { createClient } from '@libsql/client';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { community } from './community';
import { parseConfig } from '../worker/config';
import { bufferedApiLog } from '../worker/activity/api-log';
import { openLibsql } from '../worker/db/libsql';
import type { AppDeps } from '../worker/deps';
import { loadFamilyGraph } from '../worker/family/graph';
import { relativesWithin, relativeUserIds } from '../worker/family/kinship';
import { clientIpBehindProxy } from '../worker/http/client-ip';
import { memoryPictureStore } from '../worker/pictures/store';
import { percentile, textOf } from './bench-app';
import { processHub } from '../worker/messaging/live/hub';

/**
 * Family-finding figures (issue 5 §7, docs/decisions/0775) over the synthetic community: a
 * share of its members (BENCH_FAMILY_SHARE, 5 % by default) get family lists in clans of two
 * to four cousins who are all members and linked both ways (about 22 entries a list), written
 * to a separate libSQL file beside the community (the community's own file is shared with
 * the other benches and stays untouched): the members' users rows (id, name, gender, dob,
 * what the graph reads) and family_members with the product's indexes. Timed with the
 * product's own code:
 * - "kinship check of a page": relativeUserIds(child entry, 3/3) — load the joined graph
 *   around the child's owner, the sapinda set — then the check of a page of 10 candidates;
 * - "relatives at 6 generations": relativeUserIds(child entry, 6/6), and relativesWithin alone
 *   on a loaded graph (the pure walk).
 */
const GENERATOR_VERSION = 1;
const SHARE = Number(process.env.BENCH_FAMILY_SHARE ?? 0.05);
const SAMPLES = Number(process.env.BENCH_FAMILY_SAMPLES ?? 300);
export const FAMILY_AIM_MS = 10;

export interface FamilyFigure {
  what: string;
  p50: number;
  p95: number;
  samples: number;
}

export interface FamilyBench {
  size: number;
  members: number;
  entries: number;
  buildSeconds: number;
  reused: boolean;
  figures: FamilyFigure[];
}

/** mulberry32, seeded by the size: the same community always gets the same families. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
const tuple = (vals: (string | number | null)[]) => `(${vals.map(q).join(',')})`;

/** The family_members schema of migration 0014 without its foreign keys (users live in the community file). */
async function familySchema(root: string): Promise<string> {
  const sql = await readFile(path.join(root, 'migrations', '0014_create_family_members.sql'), 'utf8');
  const create = /CREATE TABLE family_members \(([\s\S]*?)\n\);/.exec(sql)?.[0];
  if (!create) throw new Error('family_members schema not found in migration 0014');
  const indexes = sql.match(/CREATE (UNIQUE )?INDEX family_members_[^;]+;/g) ?? [];
  return [create.replace(/ REFERENCES \w+ \(id\)( ON DELETE \w+( \w+)?)?/g, ''), ...indexes].join('\n');
}

interface Member {
  id: string;
  name: string;
  gender: string | null;
  dob: string | null;
}

/** Builds (or reuses) the family file of the community `communityFile`. */
async function familyFile(root: string, communityFile: string, size: number, log: (s: string) => void) {
  const file = path.join(root, 'data', 'bench', `family-${size}-${Math.round(SHARE * 1000)}-v${GENERATOR_VERSION}-${path.basename(communityFile, '.db').split('-').pop()}.db`);
  if (existsSync(file)) return { file, buildSeconds: 0, reused: true };
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  const tmp = `${file}.building`;
  await rm(tmp, { force: true });
  const source = createClient({ url: `file:${communityFile}` });
  const out = createClient({ url: `file:${tmp}` });
  try {
    await out.executeMultiple('PRAGMA journal_mode = WAL; CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT NOT NULL, gender TEXT, dob TEXT);');
    // Every member: the graph reads users by id, and the page's candidates are any members.
    const all: Member[] = [];
    for (let after = ''; ; ) {
      const rows = (await source.execute({ sql: 'select id, name, gender, dob from users where role = 2 and id > ? order by id limit 50000', args: [after] })).rows;
      if (!rows.length) break;
      for (const r of rows) all.push({ id: textOf(r.id), name: textOf(r.name), gender: r.gender == null ? null : textOf(r.gender), dob: r.dob == null ? null : textOf(r.dob) });
      after = textOf(rows[rows.length - 1]!.id);
    }
    for (let i = 0; i < all.length; i += 5000) {
      await out.executeMultiple(`BEGIN; INSERT INTO users VALUES ${all.slice(i, i + 5000).map((m) => tuple([m.id, m.name, m.gender, m.dob])).join(',')}; COMMIT;`);
    }
    const schema = await familySchema(root);
    await out.executeMultiple(schema.replace(/CREATE (UNIQUE )?INDEX[^;]+;/g, ''));
    const r = rng(size);
    const chosen = all.filter(() => r() < SHARE);
    log(`  family lists for ${chosen.length.toLocaleString('en-US')} of ${all.length.toLocaleString('en-US')} members…`);
    let rows: string[] = [];
    let entries = 0;
    let seq = 0;
    const now = Date.now();
    const flush = async () => {
      if (!rows.length) return;
      await out.executeMultiple(`BEGIN; INSERT INTO family_members VALUES ${rows.join(',')}; COMMIT;`);
      entries += rows.length;
      rows = [];
    };
    for (let i = 0; i < chosen.length; ) {
      const k = 2 + Math.floor(r() * 3);
      const clanMembers = chosen.slice(i, i + k);
      i += k;
      // The clan: root couple, two sons (grandfathers) with wives, two sons each with wives, two children each.
      interface P { key: number; gender: 'male' | 'female'; dob: string; parent: number | null; spouse: number | null; member?: Member }
      const people: P[] = [];
      const add = (gender: 'male' | 'female', year: number, parent: number | null, spouse: number | null = null) => {
        people.push({ key: people.length, gender, dob: `${year}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`, parent, spouse });
        return people.length - 1;
      };
      const root0 = add('male', 1905, null);
      add('female', 1908, null, root0);
      const leaves: number[] = [];
      for (let g = 0; g < 2; g++) {
        const gf = add('male', 1932 + g * 3, root0);
        add('female', 1935 + g * 3, null, gf);
        for (let f = 0; f < 2; f++) {
          const father = add('male', 1960 + f * 3, gf);
          add('female', 1963 + f * 3, null, father);
          for (let c = 0; c < 2; c++) leaves.push(add(r() < 0.5 ? 'male' : 'female', 1990 + c * 3, father));
        }
      }
      clanMembers.forEach((m, j) => (people[leaves[j * 2]!]!.member = m));
      for (const owner of clanMembers) {
        const idOf = (p: P) => `f${seq}-${p.key}`;
        const me = people.find((p) => p.member === owner)!;
        for (const p of people) {
          const self = p === me;
          const linked = p.member?.id ?? null;
          rows.push(
            tuple([
              idOf(p), owner.id, (p.member?.name ?? `Person ${p.key}`).slice(0, 30), self ? 'self' : p.gender === 'male' ? 'paternal-cousin-brother' : 'paternal-cousin-sister',
              self ? 'self' : 'father', self ? null : idOf(me), p.parent == null ? null : idOf(people[p.parent]!), p.spouse == null ? null : idOf(people[p.spouse]!),
              'birth', p.dob, linked, now, now,
            ]),
          );
        }
        // The mother's parents.
        rows.push(tuple([`f${seq}-mgf`, owner.id, 'Maternal Grandfather', 'maternal-grandfather', 'mother', idOf(me), null, null, 'birth', '1935-01-01', null, now, now]));
        rows.push(tuple([`f${seq}-mgm`, owner.id, 'Maternal Grandmother', 'maternal-grandmother', 'mother', idOf(me), null, `f${seq}-mgf`, 'birth', '1938-01-01', null, now, now]));
        seq += 1;
        if (rows.length >= 4000) await flush();
      }
    }
    await flush();
    log(`  ${entries.toLocaleString('en-US')} entries; building the indexes…`);
    for (const idx of schema.match(/CREATE (UNIQUE )?INDEX[^;]+;/g) ?? []) await out.execute(idx);
    await out.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    source.close();
    out.close();
  }
  await rename(tmp, file);
  for (const ext of ['-wal', '-shm']) await rm(tmp + ext, { force: true });
  return { file, buildSeconds: (Date.now() - started) / 1000, reused: false };
}

async function timed(what: string, n: number, run: (i: number) => unknown): Promise<FamilyFigure> {
  for (let i = 0; i < 10; i++) await run(i); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    ms.push(performance.now() - t);
  }
  return { what, p50: percentile(ms, 50), p95: percentile(ms, 95), samples: n };
}

export async function familyBench(root: string, communityFile: string, size: number, log: (s: string) => void = console.log): Promise<FamilyBench> {
  const built = await familyFile(root, communityFile, size, log);
  const database = await openLibsql(`file:${built.file}`);
  try {
    const config = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:8787', DATABASE_URL: `file:${built.file}`, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SEED_DEMO: 'no' });
    const deps: AppDeps = {
      config,
      database,
      mailer: { send: async () => undefined },
      sms: { send: async () => undefined },
      pictures: memoryPictureStore(),
      now: Date.now,
      apiLog: bufferedApiLog(database, 100),
      clientIp: clientIpBehindProxy,
      loadShell: async () => '',
      live: processHub(database, Date.now),
    };
    const count = async (sql: string) => Number((await database.client.execute(sql)).rows[0]![0]);
    const [members, entries] = [await count("select count(distinct owner_id) from family_members"), await count('select count(*) from family_members')];
    // The children searched for: a cousin entry (unlinked) in each of SAMPLES lists spread over the file.
    const children = (
      await database.client.execute({
        sql: "select id, owner_id from family_members where linked_user_id is null and relation_id like 'paternal-cousin-%' and dob >= '1990' and rowid % ? = 0 limit ?",
        args: [Math.max(1, Math.floor(entries / (SAMPLES * 30))), SAMPLES],
      })
    ).rows.map((r) => ({ id: textOf(r.id), owner: textOf(r.owner_id) }));
    if (children.length < 10) throw new Error('too few children in the family file');
    // A Profile Matches page: 10 members, some of them relatives (linked cousins of the child's clan).
    const pageOf = async (owner: string) => {
      const linked = (await database.client.execute({ sql: 'select linked_user_id from family_members where owner_id = ? and linked_user_id is not null limit 3', args: [owner] })).rows.map((r) => textOf(r[0]));
      const others = (await database.client.execute({ sql: 'select id from users where rowid % 9973 = ? limit 7', args: [owner.length % 97] })).rows.map((r) => textOf(r[0]));
      return [...linked, ...others].slice(0, 10);
    };
    const pages = await Promise.all(children.map((c) => pageOf(c.owner)));
    const n = children.length;
    const figures: FamilyFigure[] = [];
    let leftOut = 0;
    figures.push(
      await timed('kinship check: one child against a Profile Matches page of 10 (load graph + sapinda 3/3 + check)', n, async (i) => {
        const relatives = await relativeUserIds(deps, children[i % n]!.id, { father: 3, mother: 3 });
        leftOut += pages[i % n]!.filter((id) => relatives.has(id)).length;
      }),
    );
    figures.push(await timed('relatives set at 6 generations (load graph + sapinda 6/6)', n, (i) => relativeUserIds(deps, children[i % n]!.id, { father: 6, mother: 6 })));
    const graphs = await Promise.all(children.slice(0, 50).map(async (c) => ({ graph: await loadFamilyGraph(deps, c.owner), entry: c.id })));
    figures.push(
      await timed('relatives set at 6 generations, walk alone (graph in memory)', n, (i) => {
        const { graph, entry } = graphs[i % graphs.length]!;
        return relativesWithin(graph, graph.entryPerson(entry)!.key, { father: 6, mother: 6 });
      }),
    );
    log(`  (relatives found among the page candidates over all samples: ${leftOut})`);
    return { size, members, entries, buildSeconds: built.buildSeconds, reused: built.reused, figures };
  } finally {
    database.close();
  }
}

/**
 * The family section of `npm run bench`: on the largest community of BENCH_SIZES (the
 * 1,000,000-member one by default); BENCH_FAMILY=0 skips it. Returns null when skipped.
 */
export async function familySection(root: string, sizes: number[], log: (s: string) => void = console.log): Promise<FamilyBench | null> {
  if (process.env.BENCH_FAMILY === '0' || sizes.length === 0) return null;
  const size = Math.max(...sizes);
  const c = await community(root, size, log);
  log(`Family finding at ${size.toLocaleString('en-US')} members (${SAMPLES} children, in process)…`);
  return familyBench(root, c.file, size, log);
}

export function printFamilyBench(r: FamilyBench | null): void {
  if (!r) return;
  console.log(`\nFamily finding over the ${r.size.toLocaleString('en-US')}-member community (ms; ${r.members.toLocaleString('en-US')} members with family lists, ${r.entries.toLocaleString('en-US')} entries; ${r.reused ? 'family file reused' : `family file built in ${r.buildSeconds.toFixed(1)} s`})`);
  console.table(r.figures.map((f) => ({ measure: f.what, p50: f.p50.toFixed(2), p95: f.p95.toFixed(2), samples: f.samples, aim: `p95 < ${FAMILY_AIM_MS}: ${f.p95 < FAMILY_AIM_MS ? 'met' : 'MISSED'}` })));
}
