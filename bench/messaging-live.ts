import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { SOCKET_PATH, type LiveEvent } from '../contract/messaging';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { issueTicket } from '../worker/messaging/live/tickets';
import { frameText } from '../worker/messaging/live/node-socket';
import { openSession } from '../worker/auth/sessions';
import { seedReferenceData } from '../worker/reference/seed';
import { startNodeServer } from '../worker/node';
import { freePort } from '../worker/test/free-port';
import { benchConfig, percentile } from './bench-app';

/**
 * Live delivery on the Node entry (issue 12, decision 0585), on a temporary libSQL file:
 * - send-to-delivery: from `POST /api/user/sendMessage` leaving one member to the message
 *   arriving on the other member's socket (ticket + socket path), p50/p95 of DELIVERIES;
 * - SOCKETS open sockets of as many members held by this process, with the server's memory
 *   before and after (the pages run in a child process, so their memory is not counted).
 */
const DELIVERIES = 300;
const SOCKETS = 2000;

export interface LiveFigures {
  deliveries: number;
  p50: number;
  p95: number;
  sockets: number;
  rssBefore: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
}

/** The pages: a child process opening one socket per ticket (read from stdin), then waiting. */
const PAGES = `
const WebSocket = require('ws');
let input = '';
process.stdin.on('data', (d) => (input += d)).on('end', async () => {
  const { url, origin, tickets } = JSON.parse(input);
  let open = 0;
  for (let i = 0; i < tickets.length; i += 100) {
    await Promise.all(tickets.slice(i, i + 100).map((t) => new Promise((resolve, reject) => {
      const ws = new WebSocket(url + '?ticket=' + encodeURIComponent(t), { origin });
      ws.once('open', () => { open++; resolve(); });
      ws.once('error', reject);
    })));
  }
  console.log('OPEN ' + open);
  setInterval(() => {}, 1 << 30);
});`;

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function messagingLive(root: string): Promise<LiveFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-live-'));
  const dbFile = path.join(dir, 'live.db');
  const database = await openNodeDatabase(`file:${dbFile}`);
  await migrate(database.client, await readMigrations(path.join(root, 'migrations')));
  await seedReferenceData(database);
  const port = await freePort();
  const clock = { offset: 0 };
  const running = await startNodeServer(benchConfig(dbFile, dir, port), database, { distDir: path.join(root, 'dist'), now: () => Date.now() + clock.offset });
  const base = `127.0.0.1:${port}`;
  try {
    const now = Date.now();
    const ids = Array.from({ length: SOCKETS }, (_, i) => `live-bench-${i}`);
    for (let i = 0; i < ids.length; i += 500) {
      await database.db
        .insertInto('users')
        .values(ids.slice(i, i + 500).map((id) => ({ id, role: 2 as const, email: `${id}@bench.local`, password_hash: 'x', name: id, created_at: now, updated_at: now })))
        .execute();
    }
    const url = `ws://${base}${SOCKET_PATH}`;
    const origin = `http://${base}`;

    // Send-to-delivery: the first member writes to the second over HTTP (POST /api/user/sendMessage:
    // rules, throttle, the stored message, then the publish); the clock is the moment the
    // message arrives on the second member's socket. The sender holds Gold and their interest
    // was accepted; the bench's clock moves 2.1 s per send so the paid burst limit never bites.
    const [sender, recipient] = [ids[0]!, ids[1]!];
    await database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', sender).execute();
    await database.db.insertInto('upgrade_requests').values({ id: 'bench-gold', user_id: sender, plan_id: 'gold', status: 'approved', created_at: now, decided_at: now, decided_by: null }).execute();
    await database.db
      .insertInto('member_requests')
      .values({ id: 'bench-interest', from_user_id: sender, to_user_id: recipient, type: 'interest', status: 'accepted', created_at: now, updated_at: now })
      .execute();
    const token = (await openSession(running.deps, { userId: sender, role: 2, ip: null })).token;
    // A ticket is asked for by a session, and the socket belongs to it.
    const ticketOf = async (userId: string) =>
      (await issueTicket(running.deps, { userId, sessionId: (await openSession(running.deps, { userId, role: 2, ip: null })).sessionId })).ticket;
    const page = new WebSocket(`${url}?ticket=${await ticketOf(recipient)}`, { origin });
    await new Promise((resolve, reject) => page.once('open', resolve).once('error', reject));
    const times: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      clock.offset += 2_100;
      const text = `Bench message ${i}`;
      const arrived = new Promise<void>((resolve) => {
        const onFrame = (data: WebSocket.RawData) => {
          const event = JSON.parse(frameText(data)) as LiveEvent;
          if (event.type === 'message' && event.message.text === text) resolve(void page.off('message', onFrame));
        };
        page.on('message', onFrame);
      });
      const started = performance.now();
      const sent = await fetch(`http://${base}/api/user/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', jwt: token, origin },
        body: JSON.stringify({ userId: recipient, text }),
      });
      if (sent.status !== 200) throw new Error(`sendMessage answered ${sent.status}: ${await sent.text()}`);
      await arrived;
      times.push(performance.now() - started);
    }
    page.close();

    // SOCKETS idle sockets held by this process.
    const tickets = await Promise.all(ids.map(ticketOf));
    await new Promise((r) => setTimeout(r, 200));
    const before = process.memoryUsage();
    const pages = spawn(process.execPath, ['-e', PAGES], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      const opened = new Promise<void>((resolve, reject) => {
        pages.stdout.on('data', (d: Buffer) => d.toString().includes('OPEN') && resolve());
        pages.once('exit', (code) => reject(new Error(`the pages exited (${code}) before opening`)));
      });
      pages.stdin.end(JSON.stringify({ url, origin, tickets }));
      await opened;
      await new Promise((r) => setTimeout(r, 500));
      const after = process.memoryUsage();
      const held = running.live.size();
      if (held !== SOCKETS) throw new Error(`the hub holds ${held} pages, expected ${SOCKETS}`);
      return {
        deliveries: DELIVERIES,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        sockets: held,
        rssBefore: before.rss,
        rssAfter: after.rss,
        heapBefore: before.heapUsed,
        heapAfter: after.heapUsed,
      };
    } finally {
      pages.kill('SIGKILL');
    }
  } finally {
    await running.close();
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printMessagingLive(f: LiveFigures): void {
  console.log('\nLive delivery on the Node entry (bench/messaging-live.ts)');
  console.log(`Send to delivery (HTTP sendMessage → the recipient's socket, ${f.deliveries} messages): p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms (aim p95 < 100 ms)`);
  const perSocket = (a: number, b: number) => ((b - a) / f.sockets / 1024).toFixed(1);
  console.table([
    { measure: 'RSS', 'before MB': mb(f.rssBefore).toFixed(1), 'after MB': mb(f.rssAfter).toFixed(1), 'KB per socket': perSocket(f.rssBefore, f.rssAfter) },
    { measure: 'JS heap used', 'before MB': mb(f.heapBefore).toFixed(1), 'after MB': mb(f.heapAfter).toFixed(1), 'KB per socket': perSocket(f.heapBefore, f.heapAfter) },
  ]);
  console.log(`${f.sockets.toLocaleString('en-IN')} open sockets of as many members held by one Node process.`);
}
