import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '@libsql/client';
import { SOCKET_PATH } from '../contract/messaging';
import { parseConfig } from './config';
import type { LibsqlDatabase } from './db/libsql';
import { RESTARTING } from './messaging/live/hub';
import { startNodeServer } from './node';
import { memberWithSession } from './test/factories';
import { freePort } from './test/free-port';
import { createTestApp, type TestApp } from './test/harness';

/**
 * A bounded stop (issue 20 §2.3, docs/decisions/0861): after close() or SIGTERM the server takes
 * no new connection, answers what is under way with `Connection: close`, tells live sockets
 * 1012 (reconnect elsewhere), cuts what is left after the grace, and the process exits.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** A raw HTTP/1.1 connection, so the test holds it open exactly as a keep-alive client would. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {}); // a cut connection reports a reset; `ended` is what the test reads
  return {
    socket,
    ended,
    /** Waits for the next complete answer (headers and a content-length body) and returns its head. */
    async nextAnswer(): Promise<string> {
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd >= 0) {
          const head = received.slice(0, headEnd);
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
          if (received.length >= headEnd + 4 + length) {
            received = received.slice(headEnd + 4 + length);
            return head.toLowerCase();
          }
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}

const REQUEST_LINE = 'GET /api/user/messaging/socket HTTP/1.1\r\n';
const REQUEST_REST = 'host: 127.0.0.1\r\nconnection: keep-alive\r\n\r\n';

/** A member's live socket, with the code it was closed with. */
async function openSocket(base: string, token: string) {
  const res = await fetch(`http://${base}/api/user/messaging/ticket`, { method: 'POST', headers: { jwt: token } });
  const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
  const ws = new WebSocket(`ws://${base}${SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`, { origin: `http://${base}` });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, closed };
}

describe('startNodeServer().close()', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function start(shutdownGraceMs: number) {
    const port = await freePort();
    const config = parseConfig({ NODE_ENV: 'test', PORT: String(port), JWT_SECRET: t.deps.config.jwtSecret, PASSWORD_HASH_MEMORY_KIB: '1024' });
    const running = await startNodeServer(config, t.deps.database as LibsqlDatabase, { distDir: tmpdir(), now: () => t.clock.now, shutdownGraceMs });
    return { running, port, base: `127.0.0.1:${port}` };
  }

  it('closes live sockets with 1012 and ends a keep-alive connection after the answer under way', async () => {
    const { running, port, base } = await start(10_000);
    const m = await memberWithSession(t);
    const page = await openSocket(base, m.token);
    const kept = await rawConnection(port);
    kept.socket.write(REQUEST_LINE + REQUEST_REST);
    expect(await kept.nextAnswer()).toContain('connection: keep-alive');
    // A second request under way as the stop begins: its head is in, its body only half.
    const body = JSON.stringify({ email: m.email, password: m.password });
    const received = new Promise((resolve) => running.server.once('request', resolve));
    kept.socket.write(`POST /api/auth/login HTTP/1.1\r\nhost: ${base}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await received;
    const closing = running.close();
    expect(await page.closed).toEqual(RESTARTING);
    kept.socket.write(body.slice(5));
    const answer = await kept.nextAnswer();
    expect(answer).toMatch(/^http\/1\.1 200/);
    expect(answer, answer).toContain('connection: close');
    await kept.ended;
    await closing;
    // Nothing new is accepted.
    await expect(fetch(`http://${base}/api/app/getData`)).rejects.toThrow();
  });

  it('cuts a connection still open when the grace is over', async () => {
    const { running, port } = await start(200);
    const stuck = await rawConnection(port);
    stuck.socket.write(REQUEST_LINE); // never finished
    await running.close();
    await stuck.ended;
  });
});

describe('SIGTERM to `npm start` (worker/start.ts)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sambandh-stop-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('closes the live socket with 1012 and the keep-alive connection, flushes the logs and exits 0 within 10 s', async () => {
    const port = await freePort();
    const base = `127.0.0.1:${port}`;
    const databaseUrl = `file:${path.join(dir, 'stop.db')}`;
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['worker/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        MAIL_DIR: path.join(dir, 'mail'),
        PICTURES_DIR: path.join(dir, 'pictures'),
        BACKUP_DIR: path.join(dir, 'backups'),
        SEED_DEMO: 'no',
        JWT_SECRET: 'stop-test-secret-stop-test-secret-0123456789',
        PASSWORD_HASH_MEMORY_KIB: '1024',
        ADMIN_EMAIL: 'admin@stop.test',
        ADMIN_PASSWORD: 'Admin@Stop-12345',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
    try {
      const started = Date.now();
      while (!output.includes('is running at')) {
        if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error(`start.ts did not come up:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const token = await registeredMember(base, databaseUrl);
      const page = await openSocket(base, token);
      const kept = await rawConnection(port);
      kept.socket.write(REQUEST_LINE + REQUEST_REST);
      expect(await kept.nextAnswer()).toContain('connection: keep-alive');

      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await page.closed).toEqual(RESTARTING);
      await kept.ended;
      const exit = await exited;
      expect(exit.code, output).toBe(0);
      expect(exit.at - signalled).toBeLessThan(10_000);
      // The answers given before the stop were recorded: the log buffer was written before exit.
      const db = createClient({ url: databaseUrl });
      const logged = await db.execute({ sql: 'select count(*) as n from api_logs where path = ?', args: ['/api/user/messaging/ticket'] });
      db.close();
      expect(Number(logged.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});

/** Registers a member through the API (reference ids read from the file) and signs them in. */
async function registeredMember(base: string, databaseUrl: string): Promise<string> {
  const db = createClient({ url: databaseUrl });
  const tongue = (await db.execute("select id from mother_tongues where code = 'mr'")).rows[0]!.id as string;
  const religion = (await db.execute('select id from religions order by name limit 1')).rows[0]!.id as string;
  db.close();
  const email = `stop-${Date.now()}@example.com`;
  const body = { profileFor: 'Self', declaration: true, name: 'Stop Test', gender: 'male', dob: '1995-04-12', email, phone: '+91 98765 43210', password: 'Secret123', motherTongueId: tongue, religionId: religion };
  const post = (url: string, json: unknown) => fetch(`http://${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  const registered = await post('/api/user/register', body);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const login = await post('/api/auth/login', { email, password: 'Secret123' });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
