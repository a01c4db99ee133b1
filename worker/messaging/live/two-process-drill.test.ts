import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_PATH, type ChatMessage, type LiveEvent, type MessagesPage } from '../../../contract/messaging';
import { EMPTY_THREAD, fetchMissed, hasHole, mergeStored, type ThreadMessages } from '../../../ui/features/messaging/thread-messages';
import { freePort } from '../../test/free-port';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness';
import { givePlan } from '../../test/factories';
import { acceptedPair, type Member } from '../messaging-test-helpers';
import { databaseFile } from './process-test-helpers';
import { frameText } from './node-socket';

/**
 * The two-process chat drill (issue 20 §2): two Node processes (`tsx worker/start.ts`) on one
 * database file, the recipient's page on one of them (a socket plus the page's own merge and
 * catch-up rules from ui/features/messaging/thread-messages.ts), messages sent through both,
 * and the page's process restarted in the middle. Every acknowledged message reaches the page,
 * once.
 */
let t: TestApp;
let dir: string;
let file: string;
const servers: Server[] = [];

interface Server {
  port: number;
  child: ChildProcess;
}

async function startServer(port: number): Promise<Server> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    // Each a single process, as separate machines would be (one per core is worker/cluster.test.ts's).
    NODE_PROCESSES: '1',
    PORT: String(port),
    DATABASE_URL: `file:${file}`,
    MAIL_DIR: path.join(dir, 'mail'),
    PICTURES_DIR: path.join(dir, 'pictures'),
    BACKUP_DIR: path.join(dir, 'backups'),
    SEED_DEMO: 'no',
    // The test app's secret: its members' tokens hold on both.
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PASSWORD_HASH_MEMORY_KIB: '1024',
  };
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['worker/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sambandh is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  const server = { port, child };
  servers.push(server);
  return server;
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

async function api<T>(server: Server, method: string, apiPath: string, token: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api${apiPath}`, {
    method,
    headers: { jwt: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/**
 * The recipient's open page: its socket on `server` (reopened after a restart), and its
 * thread kept by the page's own rules: merge whatever arrives, catch up when the socket opens
 * and when a live message names one the page never got.
 */
function openPage(server: Server, me: Member, partnerId: string) {
  let thread: ThreadMessages = EMPTY_THREAD;
  const framesPerSocket: number[][] = [];
  let closed = false;
  let socket: WebSocket | null = null;
  let catching: Promise<void> = Promise.resolve();

  const fetchPage = async (query: string) => (await api<MessagesPage>(server, 'GET', `/user/getMessages/${partnerId}${query}`, me.token)).data;
  // One catch-up at a time; one that fails (the server restarting) leaves it to the next.
  const catchUp = () =>
    (catching = catching
      .then(async () => {
        const newest = await fetchPage('?skip=0');
        thread = mergeStored(thread, newest.messages, newest.total <= newest.messages.length);
        thread = mergeStored(thread, await fetchMissed(thread, async (after) => (await fetchPage(`?after=${after}`)).messages));
      })
      .catch(() => undefined));

  async function connect(): Promise<void> {
    while (!closed) {
      try {
        const ticket = await api<{ ticket: string }>(server, 'POST', '/user/messaging/ticket', me.token);
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}${SOCKET_PATH}?ticket=${ticket.data.ticket}`, { origin: `http://127.0.0.1:${server.port}` });
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
        socket = ws;
        ws.on('error', () => undefined); // a close follows
        const frames: number[] = [];
        framesPerSocket.push(frames);
        ws.on('message', (data) => {
          const event = JSON.parse(frameText(data)) as LiveEvent;
          if (event.type !== 'message') return;
          frames.push(event.message._id);
          thread = mergeStored(thread, [event.message]);
          if (hasHole(thread)) void catchUp();
        });
        ws.once('close', () => {
          socket = null;
          if (!closed) void connect();
        });
        await catchUp();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100)); // the server is restarting
      }
    }
  }

  return {
    ready: connect(),
    held: () => thread.stored,
    framesPerSocket,
    connected: () => socket !== null,
    close() {
      closed = true;
      socket?.close();
    },
  };
}

beforeAll(async () => {
  if (!existsSync(path.resolve('dist/index.html'))) throw new Error('Build the UI first (npm run build): worker/start.ts serves dist/.');
  t = await createTestApp();
  // The servers run on the real clock: the members' sessions must be live on it.
  t.clock.now = Date.now();
  file = await databaseFile(t);
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-drill-'));
});
afterAll(async () => {
  await Promise.all(servers.filter((s) => s.child.exitCode === null).map(stopServer));
  await t.close();
});

it('every acknowledged message reaches the page once: two processes, a socket on one, sends through both, a restart', async () => {
  const { paid, free } = await acceptedPair(t);
  await givePlan(t, free.id, 'gold');
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await startServer(portA);
  let b = await startServer(portB);
  const page = openPage(b, free, paid.id);
  await page.ready;

  const acknowledged: ChatMessage[] = [];
  const sendThrough = async (server: Server, i: number) => {
    const [from, to] = i % 3 === 0 ? [free, paid] : [paid, free];
    const res = await api<ChatMessage>(server, 'POST', '/user/sendMessage', from.token, { userId: to.id, text: `m${i}`, clientId: `drill-${i}-${t.clock.now}` });
    if (res.status === 200) acknowledged.push(res.data);
  };
  // Through both, two at a time: one on each process.
  for (let i = 0; i < 20; i += 2) await Promise.all([sendThrough(a, i), sendThrough(b, i + 1)]);
  // The page's process restarts; meanwhile the other one takes the messages.
  const restarting = stopServer(b);
  for (let i = 20; i < 28; i++) await sendThrough(a, i);
  await restarting;
  b = await startServer(portB);
  for (let i = 28; i < 44; i += 2) await Promise.all([sendThrough(a, i), sendThrough(b, i + 1)]);

  expect(acknowledged).toHaveLength(44);
  const expected = acknowledged.map((m) => m._id).sort((x, y) => x - y);
  const end = Date.now() + 5000;
  while (page.held().length < expected.length && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  page.close();
  expect(page.held().map((m) => m._id)).toEqual(expected);
  // No socket was told a message twice (a process never repeats what another announced).
  for (const frames of page.framesPerSocket) expect(new Set(frames).size).toBe(frames.length);
  expect(page.framesPerSocket.length).toBeGreaterThanOrEqual(2); // it reconnected after the restart
}, 90_000); // about 10 s; starting the processes is most of it, slower on a busy machine
