import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchConfig } from './bench-app';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { startNodeServer } from '../worker/node';
import { seedAll } from '../worker/seed/seed-all';
import { freePort } from '../worker/test/free-port';
import { community } from './community';
import { backOfficeModulesIn } from '../e2e/support/admin-modules';
import { measure, PAGE_BUDGET_S, REQUESTS, WARMUP, type Figure, type IndexFigure } from './latency';
// Family finding (issue 5 §7): its own section, bench/family.ts.
import { familySection, printFamilyBench } from './family';
// Recording page views and API requests, on vs off (issue 11): bench/recording.ts.
import { printRecordingCost, recordingCost } from './recording';
// Live delivery (issue 12): bench/messaging-live.ts.
import { messagingLive, printMessagingLive } from './messaging-live';
// The chat list of a member with 500 conversations (issue 12): bench/messaging-chat-list.ts.
import { chatListBench, printChatListBench } from './messaging-chat-list';
// The first visit (issue 13 §3): /login's JavaScript and Lighthouse: bench/first-visit.ts.
import { JS_BUDGET_KB, lighthouseScores, loginPageJs, printLighthouse, printThrottledLogin, throttledLogin, type StoredMember } from './first-visit';
// Horoscope compute on the Node entry and under wrangler dev (issue 14): bench/horoscope-compute.ts.
import { horoscopeComputeBench, printHoroscopeCompute } from './horoscope-compute';
import { LOCALES, type Locale } from '../contract/i18n/locales';
// The match index's shards under wrangler dev at 100k and 1M members (issue 26): bench/workers-matching.ts.
import { printWorkersMatching, workersMatching } from './workers-matching';

/**
 * `npm run bench`: requests per second of an authenticated API call on the Node entry against a
 * bare node:http server on the same machine, and the gzip size of the JavaScript a first visit
 * to /login loads. Servers run in child processes so autocannon (here) does not share their
 * thread. See bench/README.md for what each figure means.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = 5;
const CONNECTIONS = 10;

/** Child mode: the Node entry over the prepared database, UI from dist/; 'unrecorded': no API request or page view is recorded. */
async function serveApp(dbFile: string, port: number, unrecorded = false) {
  const config = benchConfig(dbFile, path.dirname(dbFile), port);
  const database = await openNodeDatabase(config.databaseUrl);
  await startNodeServer(config, database, { distDir: path.join(ROOT, 'dist'), recordActivity: !unrecorded });
  console.log('READY');
}

/**
 * Child mode: the floor of one authenticated read on this stack (issue 13 §4): @hono/node-server,
 * one Hono route, one Kysely select of a user by id from the same libSQL file, JSON. No session,
 * no middleware, no JWT.
 */
async function serveFloor(dbFile: string, port: number) {
  const database = await openNodeDatabase(`file:${dbFile}`);
  const id = (await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  const floor = new Hono().get('/floor', async (c) =>
    c.json({ code: 5, user: await database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() }),
  );
  serve({ fetch: floor.fetch, port }, () => console.log('READY'));
}

const HELLO = `require('node:http').createServer((q, s) => s.end('hello')).listen(${'PORT'}, '127.0.0.1', () => console.log('READY'))`;


const children = new Set<ChildProcess>();
function stop(child: ChildProcess) {
  children.delete(child);
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
process.on('exit', () => children.forEach(stop));

/** Starts a server in its own process group and waits for it to print READY. */
function startChild(args: string[], label: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start in 60 s:\n${output}`)), 60_000);
    child.stderr.on('data', (d) => (output += d));
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${label} exited (${code}):\n${output}`)));
  });
}

async function load(url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return { rps: r.requests.average, p99: r.latency.p99, total: r.requests.total };
}

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200 || json.code !== 5) throw new Error(`POST ${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Registers and signs in a member through the API; returns the session as the app stores it. */
async function signedInMember(base: string): Promise<StoredMember> {
  const ref = (await (await fetch(`${base}/api/app/getData`)).json()) as {
    data: { religions: { _id: string }[]; motherTongues: { _id: string }[] };
  };
  const email = 'bench@example.com';
  const password = 'Secret123';
  await postJson(`${base}/api/user/register`, {
    profileFor: 'Self',
    declaration: true,
    name: 'Bench Member',
    gender: 'male',
    dob: '1995-05-05',
    motherTongueId: ref.data.motherTongues[0]!._id,
    religionId: ref.data.religions[0]!._id,
    email,
    phone: '+91 98765 43210',
    password,
  });
  const login = await postJson(`${base}/api/auth/login`, { email, password });
  const user = login.user as { _id: string };
  return { token: login.token as string, userId: user._id, userRole: login.userRole as number, userData: user };
}

function ensureBuilt() {
  // The module map (vite.config.ts) proves the /login figure carries no back-office code.
  if (existsSync(path.join(ROOT, 'dist/index.html')) && existsSync(path.join(ROOT, 'dist/.vite/chunk-modules.json'))) return;
  console.log('Building the UI (dist/ is missing)…');
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build failed');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (n: number) => Math.round(n).toLocaleString('en-US');

/** Sizes of the synthetic communities: BENCH_SIZES=100000,1000000 (the default); BENCH_SIZES=0 skips them. */
const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
/** p95 aims of issue 4 §7: 50 ms at 100,000 members, 200 ms at 1,000,000 (in between: the nearer). */
const aimFor = (size: number) => (size <= 300_000 ? 50 : 200);

async function latencies() {
  const figures: Figure[] = [];
  const indexes: IndexFigure[] = [];
  const builds: string[] = [];
  for (const size of SIZES) {
    const c = await community(ROOT, size);
    builds.push(`${num(size)} members: ${c.reused ? `reused ${path.relative(ROOT, c.file)}` : `built in ${c.buildSeconds.toFixed(1)} s`}`);
    console.log(`Latency at ${num(size)} members (${WARMUP} warm-up + ${REQUESTS} requests a page, in process via app.request)…`);
    const measured = await measure(c.file, size, aimFor(size), console.log);
    figures.push(...measured.figures);
    indexes.push(measured.index);
  }
  return { figures, indexes, builds };
}

function printLatencies({ figures, indexes, builds }: Awaited<ReturnType<typeof latencies>>) {
  if (!figures.length) return;
  console.log('\nMatch index (docs/decisions/0502): first load and memory, per community');
  console.table(
    indexes.map((i) => ({
      members: num(i.size),
      loaded: num(i.members),
      'load s': (i.loadMs / 1000).toFixed(1),
      statements: i.statements,
      'heap + buffers MB': i.heapMb.toFixed(0),
      'rss MB': i.rssMb.toFixed(0),
    })),
  );
  console.log('\nLatency of member pages over synthetic communities (ms; "bare SQL" = the same statements replayed through the libSQL client alone)');
  console.log(builds.join('; '));
  console.table(
    figures.map((f) => ({
      members: num(f.size),
      page: f.page,
      p50: f.p50.toFixed(1),
      p95: f.p95.toFixed(1),
      'SQL p50': f.sqlP50.toFixed(1),
      'SQL p95': f.sqlP95.toFixed(1),
      statements: f.statements,
      requests: f.requests < REQUESTS ? `${f.requests} (budget ${PAGE_BUDGET_S} s)` : f.requests,
      aim: `p95 < ${f.aim}: ${f.p95 < f.aim ? 'met' : 'MISSED'}`,
    })),
  );
  console.log('Slowest statement of each page (median ms):');
  for (const f of figures) console.log(`  ${num(f.size)} · ${f.page}: ${f.slowest.ms.toFixed(1)} ms — ${f.slowest.sql.slice(0, 160)}…`);
}

/** BENCH_ONLY_RECORDING=1: only the recording on/off comparison (about half a minute). */
const ONLY_RECORDING = !!process.env.BENCH_ONLY_RECORDING;
/** BENCH_QUICK=1: only checkLogin against bare node:http, /login's JavaScript and Lighthouse (about a minute). */
const QUICK = !!process.env.BENCH_QUICK;
/** BENCH_LIGHTHOUSE=0 skips Lighthouse (about 30 s). */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';

/** BENCH_WORKERS=1: the Workers run of the match index's shards too (about half an hour at 1M); BENCH_ONLY_WORKERS=1: only it. */
const WORKERS = !!process.env.BENCH_WORKERS || !!process.env.BENCH_ONLY_WORKERS;
/** Its sizes: BENCH_WORKERS_SIZES (default 100000,1000000). */
const WORKERS_SIZES = (process.env.BENCH_WORKERS_SIZES ?? '100000,1000000').split(',').map(Number);

async function main() {
  if (process.env.BENCH_ONLY_WORKERS) {
    ensureBuilt();
    return printWorkersMatching(await workersMatching(ROOT, WORKERS_SIZES));
  }
  if (process.env.BENCH_ONLY_LIVE) return printMessagingLive(await messagingLive(ROOT));
  /** BENCH_ONLY_HOROSCOPE=1: only the horoscope compute (Node entry and wrangler dev, a couple of minutes). */
  if (process.env.BENCH_ONLY_HOROSCOPE) {
    ensureBuilt();
    return printHoroscopeCompute(await horoscopeComputeBench(ROOT));
  }
  // The synthetic-community latencies first: the servers below should not share the machine with them.
  const lat = ONLY_RECORDING || QUICK ? { figures: [], indexes: [], builds: [] } : await latencies();
  const fam = await familySection(ROOT, ONLY_RECORDING || QUICK ? [] : SIZES);
  if (process.env.BENCH_ONLY_LATENCY) {
    printLatencies(lat);
    printFamilyBench(fam);
    return;
  }
  ensureBuilt();
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-'));
  try {
    const dbFile = path.join(dir, 'bench.db');
    const appPort = await freePort();
    const seedStart = Date.now();
    const database = await openNodeDatabase(`file:${dbFile}`);
    await migrate(database.client, await readMigrations(path.join(ROOT, 'migrations')));
    await seedAll(database, benchConfig(dbFile, path.dirname(dbFile), appPort));
    database.close();
    console.log(`Database migrated and seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const self = fileURLToPath(import.meta.url);
    const app = await startChild([...process.execArgv, self, 'serve-app', dbFile, String(appPort)], 'Node entry');
    const base = `http://127.0.0.1:${appPort}`;
    const member = await signedInMember(base);
    const token = member.token;
    let recording: Awaited<ReturnType<typeof recordingCost>> | null = null;
    if (!QUICK) {
      const unrecordedPort = await freePort();
      const unrecorded = await startChild([...process.execArgv, self, 'serve-app', dbFile, String(unrecordedPort), 'unrecorded'], 'Node entry, unrecorded');
      console.log('Benchmarking checkLogin with recording off and on (bench/recording.ts)…');
      recording = await recordingCost({ off: `http://127.0.0.1:${unrecordedPort}`, on: base }, token);
      stop(unrecorded);
    }
    if (ONLY_RECORDING) {
      stop(app);
      printRecordingCost(recording!);
      return;
    }
    console.log(`Benchmarking GET /api/auth/checkLogin (${SECONDS} s, ${CONNECTIONS} connections)…`);
    const checkLogin = await load(`${base}/api/auth/checkLogin`, { jwt: token });
    console.log('Loading /login in Chromium, in each language…');
    const js = await loginPageJs(base);
    const jsPerLocale: { locale: Locale; gzip: number; files: number }[] = [];
    for (const locale of LOCALES) {
      const files = await loginPageJs(base, locale);
      jsPerLocale.push({ locale, gzip: files.reduce((s, f) => s + f.gzip, 0), files: files.length });
    }
    const scores = LIGHTHOUSE ? (console.log('Lighthouse on /login and /dashboard…'), await lighthouseScores(base, member)) : [];
    const throttled = LIGHTHOUSE ? (console.log('/login under real throttling…'), await throttledLogin(base)) : null;
    stop(app);

    const floorPort = await freePort();
    const floorServer = await startChild([...process.execArgv, self, 'serve-floor', dbFile, String(floorPort)], 'Hono + one read');
    console.log(`Benchmarking the floor: Hono, one Kysely read, JSON (${SECONDS} s, ${CONNECTIONS} connections)…`);
    const floor = await load(`http://127.0.0.1:${floorPort}/floor`, {});
    stop(floorServer);

    const helloPort = await freePort();
    const hello = await startChild(['-e', HELLO.replace('PORT', String(helloPort))], 'node:http hello');
    console.log(`Benchmarking bare node:http hello (${SECONDS} s, ${CONNECTIONS} connections)…`);
    const bare = await load(`http://127.0.0.1:${helloPort}/`, {});
    stop(hello);

    const jsGzip = js.reduce((s, f) => s + f.gzip, 0);
    const jsRaw = js.reduce((s, f) => s + f.raw, 0);
    console.log('\nThroughput (autocannon, 1 s warm-up, then 5 s, 10 connections)');
    console.table([
      { server: 'Node entry: GET /api/auth/checkLogin (member jwt)', 'req/s': num(checkLogin.rps), 'p99 ms': checkLogin.p99, requests: num(checkLogin.total) },
      { server: 'floor: Hono + one Kysely read of a user + JSON', 'req/s': num(floor.rps), 'p99 ms': floor.p99, requests: num(floor.total) },
      { server: 'bare node:http hello', 'req/s': num(bare.rps), 'p99 ms': bare.p99, requests: num(bare.total) },
    ]);
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
    console.log(`Ratio checkLogin / bare node:http: ${pct(checkLogin.rps, bare.rps)} (issue 13 §4 target: at least 10 %)`);
    console.log(`Ratio floor / bare node:http: ${pct(floor.rps, bare.rps)}; checkLogin / floor: ${pct(checkLogin.rps, floor.rps)}`);
    if (recording) printRecordingCost(recording);
    const workers = WORKERS ? await workersMatching(ROOT, WORKERS_SIZES) : [];
    if (!QUICK) {
      printMessagingLive(await messagingLive(ROOT));
      printChatListBench(await chatListBench(ROOT));
      printHoroscopeCompute(await horoscopeComputeBench(ROOT));
    }
    // Other work on the machine moves both figures; the load average says how busy it was.
    console.log(`Machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`);

    console.log('\nJavaScript loaded by a first visit to /login');
    console.table(js.map((f) => ({ file: f.url, raw: kb(f.raw), gzip: kb(f.gzip) })));
    const verdict = jsGzip / 1024 < JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(`Total: ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip in ${js.length} files — target under ${JS_BUDGET_KB} KB gzip: ${verdict}`);
    console.log('\n/login JavaScript per language (a browser asking for it first; limit 140 KB gzip, decision 0963)');
    console.table(jsPerLocale.map((l) => ({ language: l.locale, gzip: kb(l.gzip), files: l.files, 'within 140 KB': l.gzip / 1024 <= 140 ? 'yes' : 'NO' })));
    const backOffice = backOfficeModulesIn(path.join(ROOT, 'dist'), js.map((f) => f.url));
    console.log(
      backOffice.length
        ? `Back-office modules in that download: ${backOffice.length} — NONE EXPECTED:\n  ${backOffice.join('\n  ')}`
        : 'Back-office modules in that download: none (the admin area is its own chunks).',
    );
    if (scores.length) printLighthouse(scores);
    if (throttled) printThrottledLogin(throttled);
    printLatencies(lat);
    printFamilyBench(fam);
    printWorkersMatching(workers);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve-app') await serveApp(process.argv[3]!, Number(process.argv[4]), process.argv[5] === 'unrecorded');
else if (process.argv[2] === 'serve-floor') await serveFloor(process.argv[3]!, Number(process.argv[4]));
else {
  await main();
  process.exit(0);
}
