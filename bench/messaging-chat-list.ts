import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { openSession } from '../worker/auth/sessions';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { nodeDeps } from '../worker/node';
import { seedReferenceData } from '../worker/reference/seed';
import { benchConfig, percentile } from './bench-app';

/**
 * `GET /api/user/getChatUsers` for a member with 500 conversations (issue 12 "Tests and
 * figures"; aim p95 < 30 ms), through the whole app: session, validation, the page of 50, the
 * total, pictures. Run at 600, 6,000 and 60,000 messages (issue 26 §4: the list's cost must not
 * follow them), half with one partner and half spread over all, the newest third unread. Beside
 * the list: the header's unread badges, the busiest thread and a send into it. In `npm run
 * bench`; alone: `npx tsx bench/messaging-chat-list.ts` (BENCH_MESSAGES="600,6000" picks the sizes).
 */
const CONVERSATIONS = 500;
const MESSAGE_COUNTS = (process.env.BENCH_MESSAGES ?? '600,6000,60000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const AIM_MS = 30;

export interface ChatListFigure {
  messages: number;
  case: string;
  p50: number;
  p95: number;
  total: number;
}

export async function chatListBench(root: string): Promise<ChatListFigure[]> {
  const figures: ChatListFigure[] = [];
  for (const messages of MESSAGE_COUNTS) figures.push(...(await atSize(root, messages)));
  return figures;
}

async function atSize(root: string, messageCount: number): Promise<ChatListFigure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-chat-'));
  const file = path.join(dir, 'chat.db');
  const database = await openNodeDatabase(`file:${file}`);
  try {
    await migrate(database.client, await readMigrations(path.join(root, 'migrations')));
    await seedReferenceData(database);
    const clock = { offset: 0 };
    const { deps } = nodeDeps(benchConfig(file, dir), database, { recordActivity: false, now: () => Date.now() + clock.offset });
    const now = Date.now();
    const me = 'bench-chatter';
    const partners = Array.from({ length: CONVERSATIONS }, (_, i) => `bench-partner-${String(i).padStart(4, '0')}`);
    const busiest = partners[0]!;
    const user = (id: string, name: string) => ({ sql: "insert into users (id, role, email, password_hash, name, gender, created_at, updated_at, last_seen_at, is_email_verified) values (?, 2, ?, 'x', ?, 'female', ?, ?, ?, 1)", args: [id, `${id}@bench.local`, name, now, now, now - (id.length % 7) * 60_000] });
    await database.client.batch([user(me, 'Bench Chatter'), ...partners.map((id, i) => user(id, `Partner ${i} Sharma`))], 'write');
    // I hold Gold (the paid burst limit) and my interest in the busiest partner was accepted: I may write to them.
    await database.client.batch(
      [
        { sql: "update users set plan_id = 'gold' where id = ?", args: [me] },
        { sql: "insert into upgrade_requests (id, user_id, plan_id, status, created_at, decided_at) values ('bench-gold', ?, 'gold', 'approved', ?, ?)", args: [me, now, now] },
        { sql: "insert into member_requests (id, from_user_id, to_user_id, type, status, created_at, updated_at) values ('bench-interest', ?, ?, 'interest', 'accepted', ?, ?)", args: [me, busiest, now, now] },
      ],
      'write',
    );
    const pairs = partners.map((p): [string, string] => (me < p ? [me, p] : [p, me]));
    await database.client.batch(pairs.map(([a, b]) => ({ sql: 'insert into conversations (user_a, user_b, opened_by, created_at) values (?, ?, ?, ?)', args: [a, b, me, now] })), 'write');
    // Half the messages are with the busiest partner, the rest spread over all 500; the newest third
    // is unread, both ways. All were sent before yesterday: the daily send limit is not touched.
    // The conversations' rows follow by trigger (migration 0066).
    const rows = Array.from({ length: messageCount }, (_, k) => {
      const i = k % 2 === 0 ? 0 : (k >> 1) % CONVERSATIONS;
      const [a, b] = pairs[i]!;
      const fromMe = k % 4 < 2;
      const sent = now - 2 * 86_400_000 - (messageCount - k) * 1000;
      return {
        sql: 'insert into messages (conversation_id, from_user_id, to_user_id, text, client_id, sent_at, read_at) values ((select id from conversations where user_a = ? and user_b = ?), ?, ?, ?, ?, ?, ?)',
        args: [a, b, fromMe ? me : partners[i]!, fromMe ? partners[i]! : me, `Message ${k} of conversation ${i}`, `c-${k}`, sent, k < (messageCount * 2) / 3 ? sent : null],
      };
    });
    for (let at = 0; at < rows.length; at += 10_000) await database.client.batch(rows.slice(at, at + 10_000), 'write');
    const { token } = await openSession(deps, { userId: me, role: 2, ip: null });
    const app = createApp(deps);
    const headers = { jwt: token, 'x-forwarded-for': '203.0.113.1', 'content-type': 'application/json' };
    let sends = 0;
    const cases: Array<[string, string, () => RequestInit]> = [
      ['first page (50 of 500)', '/api/user/getChatUsers', () => ({ headers })],
      ['page 10 (skip 450)', '/api/user/getChatUsers?skip=450', () => ({ headers })],
      ['search "Partner 12"', '/api/user/getChatUsers?search=Partner%2012', () => ({ headers })],
      ['unread badges', '/api/user/messaging/unread', () => ({ headers })],
      ['thread with the busiest', `/api/user/getMessages/${busiest}`, () => ({ headers })],
      // The clock moves 2.1 s a send: under the paid burst limit of 30 a minute.
      ['send to the busiest', '/api/user/sendMessage', () => ((clock.offset += 2100), { method: 'POST', headers, body: JSON.stringify({ userId: busiest, text: `Send ${++sends}` }) })],
    ];
    const figures: ChatListFigure[] = [];
    for (const [label, url, init] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t = performance.now();
        const res = await app.request(url, init());
        const body = (await res.json()) as { data?: { total?: number; messages?: unknown }; error?: string };
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.error}`);
        if (i >= WARMUP) times.push(performance.now() - t);
        total = body.data?.total ?? (typeof body.data?.messages === 'number' ? body.data.messages : 0);
      }
      figures.push({ messages: messageCount, case: label, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }
    return figures;
  } finally {
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printChatListBench(figures: ChatListFigure[]) {
  console.log(`\ngetChatUsers for a member with ${CONVERSATIONS} conversations (${REQUESTS} requests a case, in process via app.request; aim p95 < ${AIM_MS} ms)`);
  console.table(figures.map((f) => ({ messages: f.messages, case: f.case, total: f.total, 'p50 ms': f.p50.toFixed(1), 'p95 ms': f.p95.toFixed(1), aim: f.p95 < AIM_MS ? 'met' : 'MISSED' })));
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printChatListBench(await chatListBench(path.resolve(import.meta.dirname, '..')));
