import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_PATH, type LiveEvent } from '../contract/messaging';
import { acceptedPair } from './messaging/messaging-test-helpers';
import { databaseFile } from './messaging/live/process-test-helpers';
import { frameText } from './messaging/live/node-socket';
import { newPictureName } from './pictures/uploads';
import { freePort } from './test/free-port';
import { ADMIN, createTestApp, type TestApp } from './test/harness';

/**
 * `npm start` with NODE_PROCESSES=2 (issue 26 §4, decision 0967), for real: two server
 * processes answer on the one port (which process holds a connection is read from the system's
 * socket table, `ss`), a message sent through one reaches a live page on the other, the
 * background jobs ran once, a process killed is replaced while the other answers, and SIGTERM
 * stops them all.
 */
let t: TestApp;
let dir: string;
let child: ChildProcess;
let output = '';
let port: number;
let pictures: string;

/** A picture no member names, old enough for a start's sweep to remove it. */
async function orphanPicture(): Promise<string> {
  const file = path.join(pictures, newPictureName('png'));
  await writeFile(file, 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  await utimes(file, twoHoursAgo, twoHoursAgo);
  return file;
}

beforeAll(async () => {
  if (!existsSync(path.resolve('dist/index.html'))) throw new Error('Build the UI first (npm run build): worker/start.ts serves dist/.');
  t = await createTestApp();
  t.clock.now = Date.now(); // the servers run on the real clock
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-cluster-'));
  // The start's picture sweep, one of the background jobs, finds one to remove and says so.
  pictures = path.join(dir, 'pictures');
  await mkdir(pictures);
  await orphanPicture();
  port = await freePort();
  child = spawn(path.resolve('node_modules/.bin/tsx'), ['worker/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      NODE_PROCESSES: '2',
      PORT: String(port),
      DATABASE_URL: `file:${await databaseFile(t)}`,
      MAIL_DIR: path.join(dir, 'mail'),
      PICTURES_DIR: pictures,
      BACKUP_DIR: path.join(dir, 'backups'),
      SEED_DEMO: 'no',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123', // the test app's: its members' tokens hold
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_HASH_MEMORY_KIB: '1024',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx, the primary and the server processes end together below.
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await until(() => output.includes('is running at'), 120_000, () => `start.ts did not come up:\n${output}`);
}, 150_000);

afterAll(async () => {
  if (child?.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function until(done: () => boolean | Promise<boolean>, ms: number, why: () => string) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end || child.exitCode !== null) throw new Error(why());
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The node processes under `pid`, `tsx`'s child (the primary) first seen through its parent. */
const childrenOf = (pid: number) =>
  spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === 'node')
    .map(([pid]) => Number(pid));
const primary = () => childrenOf(child.pid!)[0]!;
const serverProcesses = () => childrenOf(primary());

/** The process holding the server side of the connection from local port `clientPort` (ss -p). */
function processServing(clientPort: number): number {
  const table = spawnSync('ss', ['-tnpH', 'state', 'established', `( sport = :${port} and dport = :${clientPort} )`], { encoding: 'utf8' }).stdout;
  return Number(/pid=(\d+)/.exec(table)?.[1]);
}

/** One API call on `agent`'s one kept connection; answers with the status and the connection's local port. */
function call(agent: Agent, method: string, apiPath: string, token: string, body?: unknown) {
  return new Promise<{ status: number; json: { data: unknown }; localPort: number }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: `/api${apiPath}`, agent, headers: { jwt: token, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) as { data: unknown }, localPort: req.socket!.localPort! }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

it('two processes answer on one port, live delivery crosses them, the jobs run once, a killed one is replaced, SIGTERM stops all', async () => {
  const { paid, free } = await acceptedPair(t);
  const first = serverProcesses();
  expect(first).toHaveLength(2);

  // The recipient's page: its socket, and the process that holds it.
  const opener = new Agent({ keepAlive: true, maxSockets: 1 });
  const ticket = (await call(opener, 'POST', '/user/messaging/ticket', free.token)).json.data as { ticket: string };
  const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}?ticket=${ticket.ticket}`, { origin: `http://127.0.0.1:${port}` });
  let pagePort = 0;
  ws.once('upgrade', (res) => (pagePort = res.socket.localPort!));
  const frames: string[] = [];
  ws.on('message', (data) => {
    const event = JSON.parse(frameText(data)) as LiveEvent;
    if (event.type === 'message') frames.push(event.message.text);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const pageProcess = processServing(pagePort);
  expect(first).toContain(pageProcess);

  // New connections go round the processes: one served by the other one.
  let other: { agent: Agent; pid: number } | undefined;
  for (let i = 0; i < 10 && !other; i++) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await call(agent, 'GET', '/user/messaging/unread', paid.token);
    expect(answer.status).toBe(200);
    const pid = processServing(answer.localPort);
    if (pid !== pageProcess) other = { agent, pid };
    else agent.destroy();
  }
  expect(other, 'no connection reached the second process').toBeDefined();
  expect(first).toContain(other!.pid);

  // Sent through the other process, told to the page on this one by its follower (decision 0866).
  const sent = await call(other!.agent, 'POST', '/user/sendMessage', paid.token, { userId: free.id, text: 'across processes', clientId: `cluster-${Date.now()}` });
  expect(sent.status).toBe(200);
  await until(() => frames.includes('across processes'), 5000, () => `the page got ${JSON.stringify(frames)}`);
  // Its API log reached the file through the primary's one log thread (within the second's flush).
  const logged = () =>
    t.deps.database.db
      .selectFrom('api_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('path', '=', '/api/user/sendMessage')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n) === 1);
  await until(logged, 5000, () => 'the send was not logged');

  // A process killed: the other answers meanwhile, a new one takes its place, and it runs no jobs:
  // a picture left since the start stays, where a sweep of its own would remove it.
  const leftSinceStart = await orphanPicture();
  ws.close();
  opener.destroy();
  other!.agent.destroy();
  process.kill(other!.pid, 'SIGKILL');
  await until(() => output.includes(`(pid ${other!.pid}) ended`), 5000, () => `no replacement said:\n${output}`);
  for (let i = 0; i < 6; i++) {
    const once = new Agent({ keepAlive: false });
    expect((await call(once, 'GET', '/user/messaging/unread', paid.token)).status).toBe(200);
  }
  await until(() => serverProcesses().length === 2, 30_000, () => `not replaced: ${serverProcesses().join(', ')}`);
  const now = serverProcesses();
  expect(now).toContain(pageProcess);
  expect(now).not.toContain(other!.pid);
  const replacement = now.find((pid) => pid !== pageProcess)!;
  // It takes connections once it listens (its start takes seconds under tsx).
  const servedBy: number[] = [];
  const servedByReplacement = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await call(agent, 'GET', '/user/messaging/unread', paid.token);
    servedBy.push(processServing(answer.localPort));
    agent.destroy();
    expect(answer.status).toBe(200);
    return servedBy.at(-1) === replacement;
  };
  // A start under tsx on a busy 2-core machine (the whole suite running beside it) can take most of a minute.
  await until(servedByReplacement, 90_000, () => `the replacement ${replacement} answered nothing (${[...new Set(servedBy)].join(', ')}):\n${output}`);
  await new Promise((r) => setTimeout(r, 500));
  expect(existsSync(leftSinceStart)).toBe(true);

  // The jobs ran once, in the primary; the start's lines print once.
  expect(output.match(/Picture sweep: removed/g)).toHaveLength(1);
  expect(output.match(/is running at/g)).toHaveLength(1);

  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  for (const pid of now) expect(() => process.kill(pid, 0), `process ${pid} still runs`).toThrow();
}, 240_000);
