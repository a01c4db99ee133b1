import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeHoroscope } from '../worker/horoscope/compute/compute';
import { NAKSHATRAS } from '../worker/reference/catalogue/nakshatras';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { seedAll } from '../worker/seed/seed-all';
import { freePort } from '../worker/test/free-port';
import { benchConfig, percentile } from './bench-app';

/**
 * `POST /api/user/horoscope/compute` (issue 14 "Tests and figures"; aim: well under the Workers'
 * 10 ms of CPU): one compute with a time and a city (Moon, Mars, ascendant, the tz-lookup of the
 * city) and one without a time (the day span: the Moon at every charan crossing of the day).
 *
 * - Node entry over HTTP: p50 and p95 of sequential requests to `serve-app` (bench/run.ts's child).
 * - The computation alone, in process (V8, the engine workerd runs): mean of many calls.
 * - `wrangler dev` (local workerd, local D1): workerd reports no CPU time per request locally
 *   (and a Worker's own clock stands still while it computes), so the figure is the wall time per
 *   sequential request with coordinates (no database read but the session's) minus that of the
 *   same route refused after the session check (time '25:61': the same session read and parsing,
 *   no computation). The difference is the computation and its JSON answer: wall time on an idle
 *   isolate, so an upper bound of its CPU time. A city adds one D1 read and the tz-lookup.
 *
 * Part of the full `npm run bench`; alone: `BENCH_ONLY_HOROSCOPE=1 npm run bench`.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const IN_PROCESS_CALLS = 500;
export const COMPUTE_AIM_MS = 10;

const WITH_TIME = { dob: '1990-05-17', time: '06:45' };
const WITHOUT_TIME = { dob: '1990-05-17', time: null };
const PUNE = { latitude: 18.52, longitude: 73.86, timezone: 'Asia/Kolkata' };
const REFUSED = { dob: '1990-05-17', time: '25:61', ...PUNE };

export interface ComputeFigure {
  where: string;
  case: string;
  p50: number;
  p95: number;
}

export interface HoroscopeComputeFigures {
  figures: ComputeFigure[];
  /** wrangler dev: p50 of each case minus p50 of the refused request. */
  workerdCompute: { case: string; ms: number }[];
  inProcessMs: { case: string; ms: number }[];
}

type Call = (body: unknown) => Promise<Response>;

async function timed(call: Call, body: unknown, expectStatus: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const t = performance.now();
    const res = await call(body);
    await res.text();
    if (res.status !== expectStatus) throw new Error(`compute answered ${res.status} for ${JSON.stringify(body)}`);
    if (i >= WARMUP) times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A member's session on a running entry, through the API as a member gets one. */
async function memberToken(base: string): Promise<string> {
  const ref = (await (await fetch(`${base}/api/app/getData`)).json()) as { data: { religions: { _id: string }[]; motherTongues: { _id: string }[] } };
  const email = `horoscope-${Date.now()}@bench.local`;
  const password = 'Secret123';
  const body = { profileFor: 'Self', declaration: true, name: 'Bench Astrologer', gender: 'male', dob: '1990-05-17', motherTongueId: ref.data.motherTongues[0]!._id, religionId: ref.data.religions[0]!._id, email, phone: '+91 98765 43210', password };
  const post = (url: string, b: unknown) => fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
  const registered = await post('/api/user/register', body);
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = (await (await post('/api/auth/login', { email, password })).json()) as { token: string };
  return login.token;
}

async function puneId(base: string): Promise<number> {
  const cities = (await (await fetch(`${base}/api/app/get-cities/IN-MH`)).json()) as { data: { _id: number; name: string }[] };
  return cities.data.find((c) => c.name === 'Pune')!._id;
}

async function measureEntry(where: string, base: string): Promise<ComputeFigure[]> {
  const token = await memberToken(base);
  const cityId = await puneId(base);
  const call: Call = (body) =>
    fetch(`${base}/api/user/horoscope/compute`, { method: 'POST', headers: { 'content-type': 'application/json', jwt: token }, body: JSON.stringify(body) });
  const cases: Array<[string, unknown, number]> = [
    ['time, coordinates', { ...WITH_TIME, ...PUNE }, 200],
    ['no time (day span), coordinates', { ...WITHOUT_TIME, ...PUNE }, 200],
    ['time, city (one more read, tz-lookup)', { ...WITH_TIME, cityId }, 200],
    ['refused after the session check (25:61)', REFUSED, 400],
  ];
  const figures: ComputeFigure[] = [];
  for (const [label, body, status] of cases) figures.push({ where, case: label, ...(await timed(call, body, status)) });
  return figures;
}

function inProcess(): { case: string; ms: number }[] {
  return [WITH_TIME, WITHOUT_TIME].map((b) => {
    for (let i = 0; i < 50; i++) computeHoroscope(b.dob, b.time, PUNE, NAKSHATRAS);
    const t = performance.now();
    for (let i = 0; i < IN_PROCESS_CALLS; i++) computeHoroscope(b.dob, b.time, PUNE, NAKSHATRAS);
    return { case: b.time ? 'time' : 'no time (day span)', ms: (performance.now() - t) / IN_PROCESS_CALLS };
  });
}

/** Runs a command to its end; throws with its output when it fails. */
function run(root: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, CI: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`))));
  });
}

function stopGroup(child: ChildProcess | undefined): void {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts a server in its own process group and waits until `probe` answers. */
async function startServer(root: string, cmd: string, args: string[], probe: string): Promise<ChildProcess> {
  const child = spawn(cmd, args, { cwd: root, detached: true, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`${cmd} exited:\n${output.slice(-3000)}`);
    if (await fetch(probe, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  stopGroup(child);
  throw new Error(`${cmd} did not answer within 90 s:\n${output.slice(-3000)}`);
}

/** wrangler dev over a local D1 migrated and seeded as the Workers test does (worker/workers-entry.workers.test.ts). */
async function measureWorkerd(root: string, dir: string): Promise<ComputeFigure[]> {
  const wrangler = path.join(root, 'node_modules/.bin/wrangler');
  const persist = ['--local', '--persist-to', path.join(dir, 'd1')];
  const seedSql = path.join(dir, 'reference-seed.sql');
  await run(root, path.join(root, 'node_modules/.bin/tsx'), ['scripts/reference-seed-sql.ts', seedSql]);
  await run(root, wrangler, ['d1', 'migrations', 'apply', 'DB', ...persist]);
  await run(root, wrangler, ['d1', 'execute', 'DB', ...persist, '--file', seedSql]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', path.join(dir, 'd1'), '--inspector-port', String(await freePort())];
  args.push('--show-interactive-dev-session=false', '--var', 'JWT_SECRET:bench-secret-bench-secret-bench-secret-0123', '--var', 'NODE_ENV:development', '--var', `PUBLIC_URL:${base}`);
  const server = await startServer(root, wrangler, args, `${base}/api/app/getData`);
  try {
    return await measureEntry('wrangler dev (workerd)', base);
  } finally {
    stopGroup(server);
  }
}

export async function horoscopeComputeBench(root: string): Promise<HoroscopeComputeFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-horoscope-'));
  try {
    const dbFile = path.join(dir, 'horoscope.db');
    const port = await freePort();
    const database = await openNodeDatabase(`file:${dbFile}`);
    await migrate(database.client, await readMigrations(path.join(root, 'migrations')));
    await seedAll(database, benchConfig(dbFile, dir, port));
    database.close();
    const base = `http://127.0.0.1:${port}`;
    console.log('Horoscope compute on the Node entry (bench/horoscope-compute.ts)…');
    const node = await startServer(root, process.execPath, [...process.execArgv, path.join(root, 'bench/run.ts'), 'serve-app', dbFile, String(port)], `${base}/api/app/getData`);
    let figures: ComputeFigure[];
    try {
      figures = await measureEntry('Node entry', base);
    } finally {
      stopGroup(node);
    }
    console.log('Horoscope compute under wrangler dev (local workerd and D1)…');
    const workerd = await measureWorkerd(root, dir);
    const floor = workerd.find((f) => f.case.startsWith('refused'))!.p50;
    return {
      figures: [...figures, ...workerd],
      workerdCompute: workerd.filter((f) => f.case.includes('coordinates')).map((f) => ({ case: f.case, ms: f.p50 - floor })),
      inProcessMs: inProcess(),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function printHoroscopeCompute(r: HoroscopeComputeFigures): void {
  console.log(`\nPOST /api/user/horoscope/compute (${REQUESTS} sequential requests after ${WARMUP} warm-up; ms)`);
  console.table(r.figures.map((f) => ({ where: f.where, case: f.case, p50: f.p50.toFixed(2), p95: f.p95.toFixed(2) })));
  console.log(`The computation alone, in process (V8), mean of ${IN_PROCESS_CALLS} calls:`);
  for (const c of r.inProcessMs) console.log(`  ${c.case}: ${c.ms.toFixed(3)} ms`);
  console.log('Under wrangler dev: p50 with coordinates minus the p50 of the same route refused after the session check (the computation):');
  for (const c of r.workerdCompute) console.log(`  ${c.case}: ${c.ms.toFixed(2)} ms — aim well under ${COMPUTE_AIM_MS} ms: ${c.ms < COMPUTE_AIM_MS / 2 ? 'met' : 'MISSED'}`);
}
