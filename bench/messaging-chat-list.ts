import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { openSession } from '../worker/auth/sessions';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { nodeDeps } from '../worker/node';
import { benchConfig, percentile } from './bench-app';

/**
 * `GET /api/user/getChatUsers` for a member with 500 conversations (issue 12 "Tests and
 * figures"; aim p95 < 30 ms), through the whole app: session, validation, the page of 50, the
 * total, pictures. 20 messages a conversation, half of them unread. In `npm run bench`;
 * alone: `npx tsx bench/messaging-chat-list.ts`.
 */
const CONVERSATIONS = 500;
const MESSAGES_EACH = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const AIM_MS = 30;

export interface ChatListFigure {
  case: string;
  p50: number;
  p95: number;
  total: number;
}


export async function chatListBench(root: string): Promise<ChatListFigure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-chat-'));
  const file = path.join(dir, 'chat.db');
  const database = await openNodeDatabase(`file:${file}`);
  try {
    await migrate(database.client, await readMigrations(path.join(root, 'migrations')));
    const { deps } = nodeDeps(benchConfig(file, dir), database, { recordActivity: false });
    const now = Date.now();
    const me = 'bench-chatter';
    const partners = Array.from({ length: CONVERSATIONS }, (_, i) => `bench-partner-${String(i).padStart(4, '0')}`);
    const user = (id: string, name: string) => ({ sql: "insert into users (id, role, email, password_hash, name, gender, created_at, updated_at, last_seen_at) values (?, 2, ?, 'x', ?, 'female', ?, ?, ?)", args: [id, `${id}@bench.local`, name, now, now, now - (id.length % 7) * 60_000] });
    await database.client.batch([user(me, 'Bench Chatter'), ...partners.map((id, i) => user(id, `Partner ${i} Sharma`))], 'write');
    const statements = partners.flatMap((p, i) => {
      const [a, b] = me < p ? [me, p] : [p, me];
      const rows = Array.from({ length: MESSAGES_EACH }, (_, k) => {
        const fromMe = k % 2 === 0;
        const sent = now - (CONVERSATIONS - i) * 60_000 + k * 1000;
        return {
          sql: 'insert into messages (conversation_id, from_user_id, to_user_id, text, client_id, sent_at, read_at) values ((select id from conversations where user_a = ? and user_b = ?), ?, ?, ?, ?, ?, ?)',
          args: [a, b, fromMe ? me : p, fromMe ? p : me, `Message ${k} of conversation ${i}`, `c-${i}-${k}`, sent, fromMe || k < MESSAGES_EACH / 2 ? sent : null],
        };
      });
      return [{ sql: 'insert into conversations (user_a, user_b, opened_by, created_at) values (?, ?, ?, ?)', args: [a, b, me, now] }, ...rows, { sql: refresh, args: [a, b] }];
    });
    await database.client.batch(statements, 'write');
    const { token } = await openSession(deps, { userId: me, role: 2, ip: null });
    const app = createApp(deps);
    const cases: Array<[string, string]> = [
      ['first page (50 of 500)', ''],
      ['page 10 (skip 450)', '?skip=450'],
      ['search "Partner 12"', '?search=Partner%2012'],
    ];
    const figures: ChatListFigure[] = [];
    for (const [label, q] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t = performance.now();
        const res = await app.request(`/api/user/getChatUsers${q}`, { headers: { jwt: token, 'x-forwarded-for': '203.0.113.1' } });
        const body = (await res.json()) as { data?: { total: number }; error?: string };
        if (res.status !== 200) throw new Error(`getChatUsers ${label}: ${res.status} ${body.error}`);
        if (i >= WARMUP) times.push(performance.now() - t);
        total = body.data!.total;
      }
      figures.push({ case: label, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }
    return figures;
  } finally {
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const refresh = `update conversations set
  last_message_id = (select max(id) from messages m where m.conversation_id = conversations.id),
  last_message_at = (select max(sent_at) from messages m where m.conversation_id = conversations.id),
  unread_a = (select count(*) from messages m where m.to_user_id = conversations.user_a and m.conversation_id = conversations.id and m.read_at is null),
  unread_b = (select count(*) from messages m where m.to_user_id = conversations.user_b and m.conversation_id = conversations.id and m.read_at is null)
  where user_a = ? and user_b = ?`;

export function printChatListBench(figures: ChatListFigure[]) {
  console.log(`\ngetChatUsers for a member with ${CONVERSATIONS} conversations (${MESSAGES_EACH} messages each; ${REQUESTS} requests a case, in process via app.request; aim p95 < ${AIM_MS} ms)`);
  console.table(figures.map((f) => ({ case: f.case, total: f.total, 'p50 ms': f.p50.toFixed(1), 'p95 ms': f.p95.toFixed(1), aim: f.p95 < AIM_MS ? 'met' : 'MISSED' })));
}

if (import.meta.url === `file://${process.argv[1]}`) printChatListBench(await chatListBench(path.resolve(import.meta.dirname, '..')));
