import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { openSession } from '../worker/auth/sessions';
import { openNodeDatabase } from '../worker/db/node-database';
import { nodeDeps } from '../worker/node';
import { recommendationBlock } from '../worker/preferences/eligibility';
import { benchConfig, percentile, textOf } from './bench-app';
import { community } from './community';
import { freePort } from '../worker/test/free-port';

/**
 * A mixed load of members on `npm start` (issue 26 §4, decision 0967): MEMBERS members active at
 * once, each sending its next request as soon as the last is answered (Profile Matches, members
 * you may like, the dashboard, profile views, interests received, the chat list, notifications,
 * and a message to their partner every few seconds), over the synthetic community. Run once with
 * NODE_PROCESSES=1 and once with one process per core, side by side: requests a second and p95
 * per call. Run: `npx tsx bench/mixed-load.ts` (BENCH_SIZE, default 100,000; BENCH_MEMBERS, 50;
 * BENCH_SECONDS measured, 20, after BENCH_WARMUP_SECONDS, 10). The load comes from this process,
 * on the same machine. Not part of `npm run bench` nor `npm test`.
 */
const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
/** Under the paid plan's 30 a minute (worker/messaging/throttle.ts), so no send is refused. */
const SEND_EVERY_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');

interface Member {
  id: string;
  token: string;
  partner: string;
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (m: Member, i: number) => string;
  body?: (m: Member, i: number) => unknown;
}

/** The member pages' calls, in the order each member goes round them. */
const CALLS: Call[] = [
  { name: 'Profile Matches', method: 'POST', path: (m) => `/api/match/getNewMatch/${m.id}`, body: () => ({}) },
  { name: 'Dashboard', method: 'GET', path: () => '/api/user/get-dashboard-data' },
  { name: 'Profile view', method: 'GET', path: (_m, i) => `/api/user/get/${targets[i % targets.length]}` },
  { name: 'Members you may like', method: 'GET', path: () => '/api/match/getRecommendedMatches?page=0&limit=4' },
  { name: 'Interests received', method: 'POST', path: () => '/api/user/getRequests', body: () => ({ type: 'received', status: 'pending' }) },
  { name: 'Chat list', method: 'GET', path: () => '/api/user/getChatUsers' },
  { name: 'Notifications', method: 'GET', path: () => '/api/user/notifications/all' },
  { name: 'Profile view', method: 'GET', path: (_m, i) => `/api/user/get/${targets[(i * 7) % targets.length]}` },
];
const SEND: Call = {
  name: 'Send a message',
  method: 'POST',
  path: () => '/api/user/sendMessage',
  body: (m, i) => ({ userId: m.partner, text: `bench ${i}`, clientId: `bench-${m.id}-${i}-${Date.now()}` }),
};

let targets: string[] = [];

/** 50 members in pairs (a man on Gold and a woman, interest accepted), signed in. */
async function prepare(file: string, dir: string): Promise<Member[]> {
  const database = await openNodeDatabase(`file:${file}`);
  const { deps, flushApiLog } = nodeDeps(benchConfig(file, dir), database);
  const app = createApp(deps);
  const { client } = database;
  const pick = async (gender: string, n: number) =>
    (
      await client.execute({
        sql: `select u.id from users u left join member_settings s on s.user_id = u.id
              where u.role = 2 and u.gender = ? and u.status = 'active' and (s.user_id is null or s.profile_visibility = 'everyone')
                and not exists (select 1 from blocks b where b.blocker_id = u.id or b.blocked_id = u.id)
              order by u.rowid limit ?`,
        args: [gender, n],
      })
    ).rows.map((r) => textOf(r.id));
  const pairs = Math.ceil(MEMBERS / 2);
  // Members whose "you may like" answers (preferences given, and so on), as a page would see them.
  const eligible = async (ids: string[]) => {
    const open: string[] = [];
    // Their e-mail verified first: the bench's members have signed up properly.
    for (const id of ids) await client.execute({ sql: 'update users set is_email_verified = 1 where id = ?', args: [id] });
    for (const id of ids) if (open.length < pairs && !(await recommendationBlock(deps, id))) open.push(id);
    if (open.length < pairs) throw new Error(`only ${open.length} of ${pairs} members can see recommendations`);
    return open;
  };
  const [men, women] = [await eligible(await pick('male', pairs * 40)), await eligible(await pick('female', pairs * 40))];
  // Profiles anyone may view, as bench/member-reads.ts picks them.
  targets = (
    await client.execute(`select u.id from users u left join member_settings s on s.user_id = u.id
      where u.role = 2 and u.status = 'active' and (s.user_id is null or s.profile_visibility = 'everyone') and u.rowid % 97 = 0 limit 200`)
  ).rows.map((r) => textOf(r.id));
  const now = Date.now();
  for (const id of [...men, ...women]) {
    await client.execute({ sql: "update users set status = 'active', is_email_verified = 1, plan_id = 'gold' where id = ?", args: [id] });
    await client.execute({
      sql: "insert into upgrade_requests (id, user_id, plan_id, status, created_at, decided_at) values (?, ?, 'gold', 'approved', ?, ?)",
      args: [`bench-plan-${id}`, id, now, now],
    });
  }
  const token = async (userId: string) => (await openSession(deps, { userId, role: 2, ip: null })).token;
  const call = async (method: string, url: string, jwt: string, body: unknown) => {
    const res = await app.request(url, { method, headers: { jwt, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { code?: number; requestId?: string };
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const members: Member[] = [];
  for (let i = 0; i < pairs; i++) {
    const [man, woman] = [men[i]!, women[i]!];
    const [manToken, womanToken] = [await token(man), await token(woman)];
    const sent = await call('POST', `/api/match/matchAccount/${woman}`, manToken, {});
    await call('PUT', '/api/match/updateMatchRequest', womanToken, { id: sent.requestId, status: 'accepted' });
    members.push({ id: man, token: manToken, partner: woman }, { id: woman, token: womanToken, partner: man });
  }
  await flushApiLog();
  database.close();
  return members.slice(0, MEMBERS);
}

/** `npm start` over `file` with `processes` server processes; resolves once it says it is running. */
async function startEntry(file: string, dir: string, port: number, processes: number) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['worker/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_PROCESSES: String(processes),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${file}`,
      DATA_DIR: dir,
      JWT_SECRET: benchConfig(file, dir).jwtSecret,
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'Bench-admin-password-1',
      SEED_DEMO: 'no',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const started = Date.now();
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function send(agent: Agent, port: number, call: Call, m: Member, i: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = call.body ? JSON.stringify(call.body(m, i)) : undefined;
    const req = request({ host: '127.0.0.1', port, agent, method: call.method, path: call.path(m, i), headers: { jwt: m.token, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Until every process has its match index loaded (decision 0502; seconds at 100,000 members):
 * rounds of Profile Matches on new connections, which go round the processes, until a whole round
 * answers within a second.
 */
async function warm(port: number, m: Member, processes: number) {
  for (;;) {
    const started = performance.now();
    await Promise.all(Array.from({ length: processes * 2 }, (_, i) => send(new Agent({ keepAlive: false }), port, CALLS[0]!, m, i)));
    if (performance.now() - started < 1000) return;
  }
}

/** Every member in its loop until `until`; the times of the calls answered after `from`, by name. */
async function load(port: number, members: Member[], from: number, until: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: members.length });
  const times = new Map<string, number[]>();
  const failed = new Map<string, number>();
  await Promise.all(
    members.map(async (m, k) => {
      let lastSend = Date.now() - k * (SEND_EVERY_MS / members.length);
      for (let i = k; Date.now() < until; i++) {
        const sending = Date.now() - lastSend >= SEND_EVERY_MS;
        const call = sending ? SEND : CALLS[i % CALLS.length]!;
        if (sending) lastSend = Date.now();
        const t = performance.now();
        const status = await send(agent, port, call, m, i).catch(() => 0);
        if (Date.now() < from) continue;
        if (status !== 200) failed.set(`${call.name} ${status}`, (failed.get(`${call.name} ${status}`) ?? 0) + 1);
        const list = times.get(call.name) ?? [];
        list.push(performance.now() - t);
        times.set(call.name, list);
      }
    }),
  );
  agent.destroy();
  return { times, failed };
}

async function main() {
  const { file: cached } = await community(root, SIZE);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-mixed-'));
  const file = path.join(dir, 'mixed.db');
  await copyFile(cached, file);
  try {
    const members = await prepare(file, dir);
    const cores = availableParallelism();
    const rows: { processes: number; perSecond: number; failed: Map<string, number>; p95: Map<string, number>; load: string }[] = [];
    for (const processes of [1, cores]) {
      const port = await freePort();
      const entry = await startEntry(file, dir, port, processes);
      await warm(port, members[0]!, processes);
      const from = Date.now() + WARMUP_SECONDS * 1000;
      const { times, failed } = await load(port, members, from, from + SECONDS * 1000);
      const load1 = loadavg().map((l) => l.toFixed(1)).join(' / ');
      await entry.stop();
      const answered = [...times.values()].reduce((n, list) => n + list.length, 0);
      rows.push({ processes, perSecond: answered / SECONDS, failed, p95: new Map([...times].map(([name, list]) => [name, percentile(list, 95)])), load: load1 });
      console.log(`${processes} process(es): ${(answered / SECONDS).toFixed(0)} requests a second, not 200: ${JSON.stringify(Object.fromEntries(failed))}, load average ${load1}`);
    }
    console.log(`\nMixed load, ${MEMBERS} members active, ${SIZE.toLocaleString('en-US')} members, ${SECONDS} s measured after ${WARMUP_SECONDS} s (${cores} cores)`);
    console.log(`| | ${rows.map((r) => `${r.processes} process${r.processes === 1 ? '' : 'es'}`).join(' | ')} |`);
    console.log(`|---|${rows.map(() => '---').join('|')}|`);
    console.log(`| requests a second | ${rows.map((r) => r.perSecond.toFixed(0)).join(' | ')} |`);
    for (const name of new Set([...CALLS, SEND].map((c) => c.name))) {
      console.log(`| ${name}, p95 | ${rows.map((r) => `${r.p95.get(name)?.toFixed(0) ?? '–'} ms`).join(' | ')} |`);
    }
    console.log(`| not answered 200 | ${rows.map((r) => [...r.failed.values()].reduce((a, b) => a + b, 0)).join(' | ')} |`);
    console.log(`| load average (1 / 5 / 15 min) at the end | ${rows.map((r) => r.load).join(' | ')} |`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
