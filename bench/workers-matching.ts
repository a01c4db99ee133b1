import { createClient } from '@libsql/client';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { openSession } from '../worker/auth/sessions';
import { openLibsql } from '../worker/db/libsql';
import { nodeDeps } from '../worker/node';
import { freePort } from '../worker/test/free-port';
import { benchConfig, percentile, textOf } from './bench-app';
import { community } from './community';

/**
 * The match index's shards on Workers at 100,000 and 1,000,000 members (issue 26 "Figures",
 * decision 0969): the synthetic community (bench/community.ts, built by the Node code over the
 * same migrations) copied into the local D1 that `wrangler dev` reads, then served by workerd
 * with its eight MatchShardObject shards. Printed for each size:
 *
 * - the first Profile Matches with no snapshot (every shard loads from D1), after one shard
 *   restarts, after all shards restart (aborted objects: the Worker stays warm) and after
 *   wrangler itself restarts (a new workerd process: the Worker's start is not timed, the first
 *   request after it is getData);
 * - p50/p95 of Profile Matches, the two preference lists and a profile view, warm;
 * - D1 rows read per request: worker/bench-hooks.ts adds up D1's `meta.rows_read` in the isolate
 *   (the Worker and, under wrangler dev, its Durable Objects), only with BENCH_HOOKS=1;
 * - memory: one workerd process and one isolate hold all eight shards, so a shard's share is the
 *   isolate's growth over 8 as they restore from their snapshots in a new process — the JS heap
 *   and the array buffers (the typed columns), asked through the inspector — beside the process's resident set (which the allocator's reuse blurs) and each
 *   shard's snapshot in its storage.
 *
 * Run: `BENCH_ONLY_WORKERS=1 npm run bench` (sizes: BENCH_WORKERS_SIZES, default 100000,1000000).
 */
const WARMUP = 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** The issue's aims at 1,000,000 members. */
export const AIMS = { allRestartS: 5, oneRestartS: 2, warmP95Ms: 100, matchingRows: 200, profileRows: 50, shardMb: 64 };
const JWT_SECRET = benchConfig('', '').jwtSecret;
/** The Worker's count of shards (MATCH_INDEX_SHARDS' default). */
const SHARDS = 8;

export interface WorkersPage {
  page: string;
  p50: number;
  p95: number;
  rowsMedian: number;
  rowsMax: number;
}

export interface WorkersFigures {
  size: number;
  load: string;
  /** Seconds to the first Profile Matches, and its D1 rows read. */
  firsts: { when: string; seconds: number; rows: number; aimS?: number }[];
  pages: WorkersPage[];
  /** The workerd process's resident set (MB): with the Worker warm and no shard in memory, and after the eight restored. */
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The isolate's growth as the eight restored: JS heap (garbage included), and array buffers (the typed columns), MB. */
  heapMb: number;
  buffersMb: number;
  snapshotMb: number[];
  /** The requests a restart of the Worker cut short (wrangler's 503), each retried once. */
  restarts: string[];
}

const wranglerBin = (root: string) => path.join(root, 'node_modules/.bin/wrangler');

function killGroup(child: ChildProcess | undefined): void {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The local D1 file wrangler reads under `dir`: created empty by one statement through wrangler, then replaced. */
async function localD1File(root: string, dir: string): Promise<string> {
  const ran = spawnSync(wranglerBin(root), ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--command', 'SELECT 1'], { cwd: root, env: { ...process.env, CI: 'true' }, encoding: 'utf8' });
  if (ran.status !== 0) throw new Error(`wrangler d1 execute: ${ran.stdout}${ran.stderr}`);
  const d1 = path.join(dir, 'v3/d1');
  const file = (await readdir(d1, { recursive: true })).find((f) => f.endsWith('.sqlite'));
  if (!file) throw new Error(`no .sqlite file under ${d1}`);
  return path.join(d1, file);
}

/** Member 0 made ready for the pages as bench/latency.ts does, a session for him, and profiles to view. */
async function prepare(file: string, dir: string, size: number) {
  const database = await openLibsql(`file:${file}`);
  try {
    return await prepareIn(database, file, dir, size);
  } finally {
    database.close();
  }
}

async function prepareIn(database: Awaited<ReturnType<typeof openLibsql>>, file: string, dir: string, size: number) {
  const { client } = database;
  // workerd's storage keeps its own journal: the copy leaves WAL mode for a plain rollback journal.
  await client.execute('PRAGMA journal_mode = DELETE');
  const me = textOf((await client.execute("select id from users where email = 'm0@bench.example'")).rows[0]!.id);
  await client.batch(
    [
      { sql: 'update users set is_email_verified = 1, status = ?, last_seen_at = ? where id = ?', args: ['active', Date.now(), me] },
      { sql: 'update member_profiles set gotra_id = (select g.id from gotras g where g.caste_id = member_profiles.caste_id limit 1) where user_id = ?', args: [me] },
      { sql: "insert or ignore into member_preference_options (user_id, field, option_id) values (?, 'maritalStatus', 'maritalStatus.single')", args: [me] },
      { sql: 'delete from member_settings where user_id = ?', args: [me] },
    ],
    'write',
  );
  const { token } = await openSession(nodeDeps(benchConfig(file, dir), database).deps, { userId: me, role: 2, ip: null });
  const targets = (
    await client.execute({
      sql: `select u.id from users u left join member_settings s on s.user_id = u.id
            where u.gender = 'female' and u.status = 'active' and (s.user_id is null or s.profile_visibility = 'everyone') and u.rowid % ? = 0 limit ?`,
      args: [Math.max(1, Math.floor(size / 2000)), WARMUP + REQUESTS],
    })
  ).rows.map((r) => textOf(r.id));
  const typical = {
    page: 0,
    limit: 10,
    age: { from: 24, to: 32 },
    maratialStatus: ['maritalStatus.single'],
    motherTongue: (await client.execute('select id from mother_tongues order by sort, id limit 3')).rows.map((r) => textOf(r.id)),
    education: (await client.execute("select id from reference_options where kind = 'education' order by sort limit 20 offset 5")).rows.map((r) => textOf(r.id)),
  };
  return { me, token, targets, typical };
}

/** `wrangler dev` over `dir` with the bench hooks on; resolves once the Worker answers getData (its own start, not the shards'). */
async function startWrangler(root: string, dir: string): Promise<{ child: ChildProcess; base: string; inspector: number; output: () => string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inspector = await freePort();
  const args = ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', dir, '--inspector-port', String(inspector), '--show-interactive-dev-session=false'];
  args.push('--var', `JWT_SECRET:${JWT_SECRET}`, '--var', 'NODE_ENV:development', '--var', `PUBLIC_URL:${base}`, '--var', 'BENCH_HOOKS:1');
  // Its own dev registry: another wrangler dev of the same Worker starting or stopping on the
  // machine (a Workers test) otherwise makes this one restart workerd mid-run ("Your worker
  // restarted mid-request"), and the shards with it.
  const env = { ...process.env, CI: 'true', WRANGLER_REGISTRY_PATH: path.join(dir, 'registry') };
  const child = spawn(wranglerBin(root), args, { cwd: root, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // BENCH_VERBOSE=1: wrangler's output as it comes (the shards' load and restore lines).
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => {
      output += d;
      if (process.env.BENCH_VERBOSE) process.stdout.write(d);
    });
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output.slice(-3000)}`);
    if (await fetch(`${base}/api/app/getData`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.ok, () => false)) return { child, base, inspector, output: () => output };
    await new Promise((r) => setTimeout(r, 300));
  }
  killGroup(child);
  throw new Error(`wrangler dev did not answer within 120 s:\n${output.slice(-3000)}`);
}

/** The resident set of wrangler's workerd processes (its proxy's and the Worker's), in MB. */
async function workerdRssMb(child: ChildProcess): Promise<number> {
  const ps = spawnSync('ps', ['-o', 'pid=,comm=', '-g', String(child.pid)], { encoding: 'utf8' });
  const pids = ps.stdout.split('\n').map((l) => l.trim().split(/\s+/)).filter(([, comm]) => comm === 'workerd').map(([pid]) => pid);
  if (!pids.length) throw new Error(`no workerd process in wrangler's group:\n${ps.stdout}`);
  let kb = 0;
  for (const pid of pids) kb += Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/**
 * The isolate's JavaScript heap and array-buffer backing stores (the typed columns), in MB: asked
 * through wrangler's inspector (Chrome DevTools protocol), which speaks for the Worker's isolate,
 * where workerd runs its Durable Objects too. Without a full collection first: workerd's
 * inspector never answers HeapProfiler.collectGarbage, so the heap may hold some garbage.
 */
async function isolateHeapMb(inspector: number): Promise<{ heap: number; buffers: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspector}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const send = <T>(method: string) =>
    new Promise<T>((resolve, reject) => {
      const mine = ++id;
      const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), 30_000);
      const onMessage = (data: WebSocket.RawData) => {
        const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as ArrayBuffer).toString();
        const msg = JSON.parse(text) as { id?: number; result: T };
        if (msg.id !== mine) return;
        ws.off('message', onMessage);
        clearTimeout(timer);
        resolve(msg.result);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  try {
    const usage = await send<{ usedSize: number; backingStorageSize?: number }>('Runtime.getHeapUsage');
    return { heap: usage.usedSize / 2 ** 20, buffers: (usage.backingStorageSize ?? NaN) / 2 ** 20 };
  } finally {
    ws.close();
  }
}

/** What wrangler's proxy answers a POST that a restart of the Worker cut short. */
const RESTARTED = /restarted mid-request/;
/** The Worker's restarts the bench saw (each answered by one retry), reset per size. */
let restarts: string[] = [];

/** A bench session's call: time and D1 rows read of one request, which must answer code 5; one retry after a restart of the Worker, counted. */
async function call(base: string, token: string, url: string, body?: unknown): Promise<{ ms: number; rows: number }> {
  const t = performance.now();
  const res = await fetch(base + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { jwt: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(600_000),
  });
  const text = await res.text();
  const ms = performance.now() - t;
  if (res.status === 503 && RESTARTED.test(text) && !restarts.at(-1)?.endsWith(' (retried)')) {
    restarts.push(`${url} (retried)`);
    console.log(`  the Worker restarted during ${url}: retried once`);
    const again = await call(base, token, url, body);
    restarts[restarts.length - 1] = url;
    return again;
  }
  if (res.status !== 200 || (JSON.parse(text) as { code?: number }).code !== 5) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, rows: Number(res.headers.get('x-bench-d1-rows-read')) };
}

async function restartShards(base: string, shard?: number): Promise<void> {
  const res = await fetch(`${base}/__bench/restart-shards${shard === undefined ? '' : `?shard=${shard}`}`, { method: 'POST' });
  if (!res.ok) throw new Error(`restart-shards: ${res.status} ${await res.text()}`);
}

/** Each shard's snapshot in its object's storage, in MB (read once wrangler has stopped). */
async function snapshotsMb(dir: string): Promise<number[]> {
  const objects = path.join(dir, 'v3/do');
  const files = (await readdir(objects, { recursive: true })).filter((f) => /MatchShardObject\/[0-9a-f]{64}\.sqlite$/.test(f));
  const sizes: number[] = [];
  for (const f of files) {
    const storage = createClient({ url: `file:${path.join(objects, f)}` });
    const r = await storage.execute('select coalesce(sum(length(data)), 0) as bytes from match_snapshot');
    storage.close();
    sizes.push(Number(r.rows[0]!.bytes) / 2 ** 20);
  }
  return sizes;
}

async function measureSize(root: string, size: number, log: (s: string) => void): Promise<WorkersFigures> {
  restarts = [];
  const c = await community(root, size, log);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-workers-'));
  let wrangler: ChildProcess | undefined;
  let output = () => '';
  try {
    const t = performance.now();
    const d1File = await localD1File(root, dir);
    await copyFile(c.file, d1File);
    for (const ext of ['-wal', '-shm']) await rm(d1File + ext, { force: true });
    const { me, token, targets, typical } = await prepare(d1File, dir, size);
    const load = `${((await stat(d1File)).size / 2 ** 30).toFixed(2)} GB of D1 placed in ${((performance.now() - t) / 1000).toFixed(0)} s`;
    log(`  ${load}; starting wrangler dev…`);

    let started = await startWrangler(root, dir);
    ({ child: wrangler, output } = started);
    let base = started.base;
    const matches = (body: unknown = {}) => call(base, token, `/api/match/getNewMatch/${me}`, body);
    const firsts: WorkersFigures['firsts'] = [];
    const first = async (when: string, body?: unknown, aimS?: number) => {
      const r = await matches(body);
      firsts.push({ when, seconds: r.ms / 1000, rows: r.rows, aimS });
      log(`  first Profile Matches ${when}: ${(r.ms / 1000).toFixed(2)} s, ${r.rows} rows read (load average ${loadavg()[0]!.toFixed(2)})`);
    };
    await first('with no snapshot (each shard loads from D1)');

    const pages: WorkersPage[] = [];
    const measured: [string, (i: number) => Promise<{ ms: number; rows: number }>][] = [
      ['Profile Matches, no filter', () => matches({})],
      ['Profile Matches, typical filter', () => matches(typical)],
      ['Members you may like', () => call(base, token, '/api/match/getRecommendedMatches?page=0&limit=4')],
      ['Members looking for you', () => call(base, token, '/api/match/getPreferedYou?page=1&limit=4')],
      ['Profile view', (i) => call(base, token, `/api/user/get/${targets[i % targets.length]}`)],
    ];
    for (const [page, request] of measured) {
      const times: number[] = [];
      const rows: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const r = await request(i);
        if (i < WARMUP) continue;
        times.push(r.ms);
        rows.push(r.rows);
      }
      const p: WorkersPage = { page, p50: percentile(times, 50), p95: percentile(times, 95), rowsMedian: percentile(rows, 50), rowsMax: Math.max(...rows) };
      pages.push(p);
      log(`  ${page}: p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, rows read median ${p.rowsMedian}, max ${p.rowsMax} (load average ${loadavg()[0]!.toFixed(2)})`);
    }

    // One shard, then all: aborted objects restore from their snapshots, the Worker stays warm.
    // Each time another filter, so no answer comes from a cache the restart left.
    for (const shard of [3, 5]) {
      await restartShards(base, shard);
      await first(`after shard ${shard} restarts`, { ...typical, limit: 10 + shard }, AIMS.oneRestartS);
    }
    await restartShards(base);
    await first('after all shards restart', { ...typical, limit: 20 }, AIMS.allRestartS);

    // A new workerd process: its resident set with the Worker warm and no shard loaded, then with all eight restored.
    killGroup(wrangler);
    await new Promise((r) => setTimeout(r, 2_000));
    started = await startWrangler(root, dir);
    ({ child: wrangler, output } = started);
    base = started.base;
    const rssBeforeMb = await workerdRssMb(wrangler);
    const heapBefore = await isolateHeapMb(started.inspector);
    await first('after wrangler dev restarts (a new workerd process)', undefined, AIMS.allRestartS);
    const rssAfterMb = await workerdRssMb(wrangler);
    const heapAfter = await isolateHeapMb(started.inspector);
    const heapMb = heapAfter.heap - heapBefore.heap;
    const buffersMb = heapAfter.buffers - heapBefore.buffers;
    log(`  workerd resident set ${rssBeforeMb.toFixed(0)} → ${rssAfterMb.toFixed(0)} MB; isolate heap ${heapBefore.heap.toFixed(1)} → ${heapAfter.heap.toFixed(1)} MB, array buffers ${heapBefore.buffers.toFixed(1)} → ${heapAfter.buffers.toFixed(1)} MB`);
    killGroup(wrangler);
    wrangler = undefined;
    await new Promise((r) => setTimeout(r, 2_000));
    const snapshotMb = await snapshotsMb(dir);
    return { size, load, firsts, pages, rssBeforeMb, rssAfterMb, heapMb, buffersMb, snapshotMb, restarts };
  } catch (err) {
    // wrangler prints a Worker's error just after its answer.
    await new Promise((r) => setTimeout(r, 1_000));
    console.error(`wrangler dev's last output:\n${output().split('\n').slice(-40).join('\n')}`);
    throw err;
  } finally {
    killGroup(wrangler);
    await rm(dir, { recursive: true, force: true });
  }
}

/** The Workers run at each size, one after the other. */
export async function workersMatching(root: string, sizes: number[]): Promise<WorkersFigures[]> {
  const figures: WorkersFigures[] = [];
  for (const size of sizes) {
    console.log(`Match index shards under wrangler dev at ${size.toLocaleString('en-US')} members (bench/workers-matching.ts)…`);
    figures.push(await measureSize(root, size, console.log));
  }
  return figures;
}

export function printWorkersMatching(figures: WorkersFigures[]): void {
  if (!figures.length) return;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const f of figures) {
    console.log(`\nWorkers + local D1 (wrangler dev), ${f.size.toLocaleString('en-US')} members, ${SHARDS} shards (${f.load})`);
    console.table(
      f.firsts.map((x) => ({
        'first Profile Matches': x.when,
        s: x.seconds.toFixed(2),
        'D1 rows read': x.rows,
        aim: x.aimS === undefined ? '' : `≤ ${x.aimS} s: ${verdict(x.seconds <= x.aimS)}`,
      })),
    );
    console.table(
      f.pages.map((p) => {
        const profile = p.page === 'Profile view';
        return {
          'warm request': p.page,
          'p50 ms': p.p50.toFixed(1),
          'p95 ms': p.p95.toFixed(1),
          'rows read (median / max)': `${p.rowsMedian} / ${p.rowsMax}`,
          aim: profile ? `≤ ${AIMS.profileRows} rows: ${verdict(p.rowsMax <= AIMS.profileRows)}` : `p95 ≤ ${AIMS.warmP95Ms} ms: ${verdict(p.p95 <= AIMS.warmP95Ms)}; ≤ ${AIMS.matchingRows} rows: ${verdict(p.rowsMax <= AIMS.matchingRows)}`,
        };
      }),
    );
    const perShard = (f.heapMb + f.buffersMb) / SHARDS;
    console.log(
      `Memory as the ${SHARDS} shards restored (a new workerd process; all shards live in its one isolate): JS heap +${f.heapMb.toFixed(1)} MB, array buffers +${f.buffersMb.toFixed(1)} MB, ` +
        `so ${perShard.toFixed(1)} MB a shard (aim ≤ ${AIMS.shardMb}: ${verdict(perShard <= AIMS.shardMb)}); workerd's resident set ${f.rssBeforeMb.toFixed(0)} → ${f.rssAfterMb.toFixed(0)} MB; ` +
        `snapshots ${f.snapshotMb.map((m) => m.toFixed(1)).join(', ')} MB`,
    );
    if (f.restarts.length) console.log(`The Worker restarted ${f.restarts.length} time(s), during: ${f.restarts.join('; ')} (each retried once; a retry after a restart includes the shards' restore)`);
  }
  console.log(`Machine: load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`);
}
