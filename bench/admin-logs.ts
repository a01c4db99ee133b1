import { createClient, type Client } from '@libsql/client';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { benchAdminToken, benchConfig, textOf } from './bench-app';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { nodeDeps } from '../worker/node';

/**
 * The User Logs list (issue 11 §1, decision 0810): `POST /api/admin/activity-logs` through the
 * whole app over BENCH_VIEWS page views (default 10,000,000) of BENCH_MEMBERS members (default
 * 200,000; a fifth of the views are visitors who were not signed in), with and without a name
 * search. The database is generated with `WITH RECURSIVE` inserts, the page_logs indexes and
 * triggers dropped during the load and rebuilt after, and cached under data/bench/ (keyed by the
 * sizes, this generator and the page_logs migrations). Run: `npx tsx bench/admin-logs.ts`.
 * Not part of `npm run bench` nor `npm test`.
 */
const VIEWS = Number(process.env.BENCH_VIEWS ?? 10_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const AIM_MS = 50;
const GENERATOR_VERSION = 1;
const CHUNK = 1_000_000;

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rohan', 'Karan', 'Rahul', 'Vikram', 'Imran', 'Joseph', 'Harpreet', 'Sanjay', 'Anil', 'Manoj', 'Siddharth', 'Nikhil', 'Faisal', 'Ravi', 'Suresh', 'Deepak',
  'Aanya', 'Diya', 'Ananya', 'Priya', 'Sneha', 'Kavya', 'Pooja', 'Neha', 'Ayesha', 'Mary', 'Simran', 'Lakshmi', 'Meera', 'Riya', 'Shreya', 'Divya', 'Fatima', 'Anjali', 'Isha', 'Nandini'];
const LAST = ['Sharma', 'Verma', 'Patel', 'Reddy', 'Iyer', 'Nair', 'Khan', 'Singh', 'Gupta', 'Das', 'Mehta', 'Joshi', 'Rao', 'Kulkarni', 'Menon', 'Fernandes', 'Shaikh', 'Chatterjee', 'Banerjee', 'Pillai'];
/** One member with a name nobody else has, and a few views: the rare search. */
const RARE = 'Zubin Wadiawala';

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const memberId = (k: number) => `bench-m-${String(k).padStart(7, '0')}`;

async function build(client: Client, log: (s: string) => void) {
  await migrate(client, await readMigrations());
  const now = Date.now();
  for (let k = 0; k < MEMBERS; k += 5000) {
    const rows: string[] = [];
    for (let i = k; i < Math.min(MEMBERS, k + 5000); i++) {
      const name = i === 0 ? RARE : `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 13 + Math.floor(i / 40)) % LAST.length]}`;
      rows.push(`('${memberId(i)}', 2, 'm${i}@bench.example', 'x', '${name}', ${now}, ${now})`);
    }
    await client.execute(`insert into users (id, role, email, password_hash, name, created_at, updated_at) values ${rows.join(',')}`);
  }
  // The load is fastest into a bare table: keep the definitions, drop, load, rebuild.
  const defs = (await client.execute("select type, name, sql from sqlite_master where tbl_name = 'page_logs' and type in ('index', 'trigger') and sql is not null")).rows;
  for (const d of defs) await client.execute(`drop ${textOf(d.type)} ${textOf(d.name)}`);
  const start = now - 90 * 86_400_000;
  const step = Math.floor((90 * 86_400_000) / VIEWS);
  for (let off = 0; off < VIEWS; off += CHUNK) {
    const n = Math.min(CHUNK, VIEWS - off);
    const t = performance.now();
    // Member 0 (the rare name) gets every millionth view; a fifth are visitors.
    await client.execute(`
      with recursive seq(i) as (select ${off} union all select i + 1 from seq where i < ${off + n - 1})
      insert into page_logs (id, user_id, ip, pathname, loading_time, time_spant, created_at)
      select printf('%012x-7000-8000-%012x', ${start} + i * ${step}, i),
             case when i % 1000000 = 7 then '${memberId(0)}' when abs(random()) % 5 = 0 then null
                  else printf('bench-m-%07d', 1 + abs(random()) % ${MEMBERS - 1}) end,
             printf('203.0.%d.%d', abs(random()) % 256, abs(random()) % 256),
             case abs(random()) % 6 when 0 then '/dashboard' when 1 then '/searchProfile' when 2 then '/familyMember'
                  when 3 then '/viewprofile/' || (abs(random()) % 100000) when 4 then '/matchRecommendation' else '/notifications' end,
             abs(random()) % 4000, abs(random()) % 600000,
             ${start} + i * ${step}
      from seq`);
    log(`  ${(off + n).toLocaleString('en-US')} views (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
  log('  rebuilding the page_logs indexes and triggers, and the counts…');
  for (const d of defs.filter((d) => d.type === 'index')) await client.execute(textOf(d.sql));
  await client.execute('delete from page_log_counts');
  await client.execute('update page_log_total set views = (select count(*) from page_logs) where id = 1');
  await client.execute(
    "insert into page_log_counts (user_id, name, views) select coalesce(p.user_id, ''), coalesce(u.name, ''), count(*) from page_logs p left join users u on u.id = p.user_id group by coalesce(p.user_id, '')",
  );
  for (const d of defs.filter((d) => d.type === 'trigger')) await client.execute(textOf(d.sql));
}

async function benchFile(root: string): Promise<string> {
  const migrations = await Promise.all(['0002_create_activity.sql', '0024_record_log_access_and_count_page_views.sql'].map((f) => readFile(path.join(root, 'migrations', f), 'utf8')));
  const key = createHash('sha256').update(JSON.stringify([GENERATOR_VERSION, VIEWS, MEMBERS, migrations, await readFile(import.meta.filename, 'utf8').then((s) => s.slice(s.indexOf('async function build'), s.indexOf('async function benchFile')))])).digest('hex').slice(0, 10);
  const dir = path.join(root, 'data', 'bench');
  const file = path.join(dir, `page-views-${VIEWS}-${key}.db`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const building = `${file}.building`;
  await rm(building, { force: true });
  console.log(`Building ${path.relative(root, file)}…`);
  const t = performance.now();
  const client = createClient({ url: `file:${building}` });
  await client.execute('pragma journal_mode = off');
  await client.execute('pragma synchronous = off');
  await build(client, console.log);
  client.close();
  await rename(building, file);
  console.log(`Built in ${((performance.now() - t) / 1000).toFixed(0)} s.`);
  return file;
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const file = await benchFile(root);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-logs-'));
  const config = benchConfig(file, dir);
  const database = await openNodeDatabase(`file:${file}`);
  // Later migrations (other sections) apply to the cached file as they would in production.
  await migrate(database.client, await readMigrations(path.join(root, 'migrations')));
  const { deps } = nodeDeps(config, database);
  const app = createApp(deps);
  const token = await benchAdminToken(database.client, deps);
  const cases: Array<[string, Record<string, unknown>]> = [
    ['no name, page 1, 50', { page: 1, limit: 50 }],
    ['no name, page 1, 200', { page: 1, limit: 200 }],
    ['no name, page 100, 50', { page: 100, limit: 50 }],
    ['name "a" (a fifth of members), page 1', { name: 'a', limit: 50 }],
    ['name "Priya", page 1', { name: 'Priya', limit: 50 }],
    ['name "Priya", page 20', { name: 'Priya', page: 20, limit: 50 }],
    ['name "Priya Sharma", page 1', { name: 'Priya Sharma', limit: 50 }],
    ['name "Priya Sharma", page 5, 200', { name: 'Priya Sharma', page: 5, limit: 200 }],
    [`name "${RARE}" (one member)`, { name: RARE, limit: 50 }],
    ['name "Nobody" (no match)', { name: 'Nobody', limit: 50 }],
  ];
  console.log(`activity-logs over ${VIEWS.toLocaleString('en-US')} page views of ${MEMBERS.toLocaleString('en-US')} members, ${REQUESTS} requests a case (p50 / p95 ms, aim p95 < ${AIM_MS})`);
  console.log('| case | totalRecords | p50 ms | p95 ms | aim |\n| --- | --- | --- | --- | --- |');
  for (const [label, body] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS + 3; i++) {
      const t = performance.now();
      const res = await app.request('/api/admin/activity-logs', {
        method: 'POST',
        headers: { jwt: token, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { totalRecords?: number; error?: string };
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${answer.error}`);
      if (i >= 3) times.push(performance.now() - t);
      total = answer.totalRecords ?? 0;
    }
    const p95 = quantile(times, 0.95);
    console.log(`| ${label} | ${total.toLocaleString('en-US')} | ${quantile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${p95 < AIM_MS ? 'met' : 'missed'} |`);
  }
  database.close();
}

await main();
