import type { CompiledQuery } from 'kysely';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { openSession } from '../worker/auth/sessions';
import { planOf, tableNames } from '../worker/db/full-reads';
import { openNodeDatabase } from '../worker/db/node-database';
import { nodeDeps } from '../worker/node';
import { benchAdminToken, benchConfig, percentile, textOf } from './bench-app';
import { community } from './community';

/**
 * No request reads every member (issue 26 §3, decision 0965), over the synthetic community on the
 * Node entry: a profile view's statements and their plans (a line that reads every member is
 * marked), its latency, and the admin dashboard's latency from the counts of migration 0064 beside
 * the whole-table counts it made before. Run: `npx tsx bench/member-reads.ts` (BENCH_SIZE, default
 * 1,000,000; BENCH_REQUESTS, 30). Not part of `npm run bench` nor `npm test`.
 */
const SIZE = Number(process.env.BENCH_SIZE ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const root = path.resolve(import.meta.dirname, '..');

/** What the dashboard counted on every view before migration 0064 (commit 40a71dd's parent), timed once, for comparison. */
const WHOLE_TABLE_COUNTS = [
  "select count(*), sum(created_at >= ?1), sum(last_seen_at >= ?1), sum(is_email_verified = 1) from users where role = 2 and status != 'deleted'",
  "select gender, count(*) from users where role = 2 and status != 'deleted' group by gender",
  "select plan_id, count(*) from users where role = 2 and status != 'deleted' group by plan_id",
];

async function main() {
  const { file } = await community(root, SIZE);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-reads-'));
  let recording = false;
  const sent: CompiledQuery[] = [];
  const database = await openNodeDatabase(`file:${file}`, undefined, { onStatement: (q) => void (recording && sent.push(q)) });
  try {
    const { deps, flushApiLog } = nodeDeps(benchConfig(file, dir), database);
    const app = createApp(deps);
    const { client } = database;
    await countAsTheMigrationDoes(client);

    const me = textOf((await client.execute("select id from users where email = 'm0@bench.example'")).rows[0]!.id);
    await client.execute({ sql: "update users set is_email_verified = 1, status = 'active' where id = ?", args: [me] });
    const member = (await openSession(deps, { userId: me, role: 2, ip: null })).token;
    const admin = await benchAdminToken(client, deps);
    const targets = (
      await client.execute({
        sql: `select u.id from users u left join member_settings s on s.user_id = u.id
              where u.gender = 'female' and u.status = 'active' and (s.user_id is null or s.profile_visibility = 'everyone') and u.rowid % ? = 0 limit ?`,
        args: [Math.max(1, Math.floor(SIZE / 2000)), REQUESTS + 3],
      })
    ).rows.map((r) => textOf(r.id));
    const get = async (url: string, token: string) => {
      const res = await app.request(url, { headers: { jwt: token, 'x-forwarded-for': '203.0.113.1' } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    };
    const timed = async (request: (i: number) => Promise<void>) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 3; i++) {
        const t = performance.now();
        await request(i);
        if (i >= 3) times.push(performance.now() - t);
      }
      return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} requests)`;
    };

    console.log(`Over ${SIZE.toLocaleString('en-US')} members, Node entry, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    // One profile view, its statements recorded, each planned.
    recording = true;
    await get(`/api/user/get/${targets[0]}`, member);
    recording = false;
    const tables = await tableNames(client);
    let fullReads = 0;
    console.log(`\nProfile view (GET /api/user/get/:id): ${sent.length} statements`);
    for (const q of sent) {
      const plan = await planOf(client, q, tables);
      fullReads += plan.filter((l) => l.fullRead).length;
      console.log(`  ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      for (const l of plan) if (/^(SCAN|SEARCH)/.test(l.detail)) console.log(`    ${l.fullRead ? 'READS EVERY MEMBER: ' : ''}${l.detail}`);
    }
    console.log(`  plan lines that read every member: ${fullReads}`);
    console.log(`  latency: ${await timed((i) => get(`/api/user/get/${targets[i % targets.length]}`, member))}`);

    console.log(`\nAdmin dashboard (GET /api/admin/getDashboard): ${await timed(() => get('/api/admin/getDashboard', admin))}`);
    const t = performance.now();
    for (const sql of WHOLE_TABLE_COUNTS) await client.execute({ sql, args: [Date.now() - 7 * 86_400_000] });
    console.log(`  the whole-table counts it made before migration 0064, once: ${(performance.now() - t).toFixed(0)} ms`);
    await flushApiLog();
  } finally {
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A community built by bench/community.ts loads its rows with the triggers off: its counts are
 * made here as migration 0064 makes them on an existing database, by the migration's own
 * statements.
 */
async function countAsTheMigrationDoes(client: Awaited<ReturnType<typeof openNodeDatabase>>['client']) {
  const migration = await readFile(path.join(root, 'migrations', '0064_count_dashboard_figures.sql'), 'utf8');
  // Its statements before the triggers: the tables, then the counts.
  const beforeTriggers = migration.slice(0, migration.indexOf('CREATE TRIGGER'));
  const counts = beforeTriggers.split(';\n').map((s) => s.replace(/^(--.*\n|\s)*/, '')).filter((s) => s.startsWith('INSERT INTO member_counts'));
  await client.batch(
    [
      'delete from member_counts',
      'delete from member_counts_by_time',
      ...counts,
      // And migration 0023's members per status, the dashboard's total (as bench/admin-members.ts does).
      'delete from member_status_counts',
      'insert into member_status_counts (status, members) select status, count(*) from users where role = 2 group by status',
    ],
    'write',
  );
}

await main();
