import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openNodeDatabase } from '../worker/db/node-database';
import { nodeDeps } from '../worker/node';
import { profileMatches } from '../worker/search/matches';
import { keepMatchIndexSnapshots } from '../worker/search/match-index/node-snapshots';
import type { LocalMatchShard } from '../worker/search/match-index/shard';
import { matchShardsOf, warmMatchIndex } from '../worker/search/match-index/shards';
import { benchConfig, textOf } from './bench-app';
import { community } from './community';

/**
 * A Node process's restart from the match index's snapshot files (issue 26 §2, decision 0968),
 * over the synthetic community: the first load from the database, the snapshots' write time and
 * size, then a new process that restores its shards from them and answers its first Profile
 * Matches (member 0's, with every filter count). Run: `npx tsx bench/match-snapshots.ts`
 * (BENCH_SIZES, default "100000,1000000"). The snapshots go to a temporary folder, not beside the
 * cached community. Not part of `npm run bench` nor `npm test`.
 */
const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const root = path.resolve(import.meta.dirname, '..');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** The community's file opened as the Node entry opens it, and member 0 (a man) to ask Profile Matches for. */
async function open(file: string, work: string) {
  const database = await openNodeDatabase(`file:${file}`);
  const { deps } = nodeDeps(benchConfig(file, work), database);
  const me = textOf((await database.client.execute("select id from users where email = 'm0@bench.example'")).rows[0]!.id);
  return { database, deps, viewer: { id: me, gender: 'male' as const } };
}

/** The first run: every shard loaded from the database, then its snapshot written. */
async function firstStart(file: string, snapshots: string, work: string) {
  const { database, deps } = await open(file, work);
  try {
    const keeper = await keepMatchIndexSnapshots(deps, snapshots, () => undefined);
    const t0 = performance.now();
    await warmMatchIndex(deps);
    const loadMs = performance.now() - t0;
    const t1 = performance.now();
    await keeper.saveDue();
    const writeMs = performance.now() - t1;
    await keeper.stop();
    const members = (matchShardsOf(deps) as LocalMatchShard[]).reduce((n, s) => n + s.index.store.slotOf.size, 0);
    let bytes = 0;
    for (const f of await readdir(snapshots)) bytes += (await stat(path.join(snapshots, f))).size;
    return { members, loadMs, writeMs, bytes };
  } finally {
    database.close();
  }
}

/** The restarted process (a child of its own): restore, then the first Profile Matches. Prints one JSON line. */
async function restart(file: string, snapshots: string, work: string) {
  const t0 = performance.now();
  const { database, deps, viewer } = await open(file, work);
  const said: string[] = [];
  const keeper = await keepMatchIndexSnapshots(deps, snapshots, (line) => void said.push(line));
  const restoreMs = performance.now() - t0;
  const first = await profileMatches(deps, viewer, { page: 0, limit: 10 });
  const firstMs = performance.now() - t0;
  const shards = matchShardsOf(deps) as LocalMatchShard[];
  await keeper.stop();
  database.close();
  const restored = Number(/(\d+) of \d+ shards from their snapshots/.exec(said.join('\n'))?.[1] ?? 0);
  // From the process's start (Node and the modules loading) as well as from the database's opening.
  console.log(JSON.stringify({ restoreMs, firstMs, sinceStartMs: process.uptime() * 1000, restored, loadedInFull: shards.filter((s) => s.index.lastLoad).length, total: first.total }));
}

async function main() {
  if (process.argv[2] === 'restart') return restart(process.argv[3]!, process.argv[4]!, process.argv[5]!);
  for (const size of SIZES) {
    const { file } = await community(root, size);
    const work = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-snapshots-'));
    const snapshots = path.join(work, 'match-index');
    try {
      console.log(`\n${size.toLocaleString('en')} members (load average ${load()})`);
      const first = await firstStart(file, snapshots, work);
      console.log(`  first load from the database: ${(first.loadMs / 1000).toFixed(1)} s for ${first.members.toLocaleString('en')} members`);
      console.log(`  snapshots written: ${(first.writeMs / 1000).toFixed(2)} s, ${(first.bytes / 1e6).toFixed(0)} MB in 8 files (load average ${load()})`);
      for (let run = 1; run <= 2; run++) {
        const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, 'restart', file, snapshots, work], { encoding: 'utf8' });
        if (child.status !== 0) throw new Error(`restart failed: ${child.stderr}`);
        const r = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { restoreMs: number; firstMs: number; sinceStartMs: number; restored: number; loadedInFull: number; total: number };
        console.log(
          `  restart ${run}: shards restored in ${(r.restoreMs / 1000).toFixed(2)} s (${r.restored} from their snapshot, ${r.loadedInFull} loaded in full); first Profile Matches ${(r.firstMs / 1000).toFixed(2)} s after opening the database, ${(r.sinceStartMs / 1000).toFixed(2)} s after the process started (${r.total.toLocaleString('en')} matches; load average ${load()})`,
        );
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

await main();
// The app's timers (the API log's flush, live delivery) would keep the process waiting.
process.exit(0);
