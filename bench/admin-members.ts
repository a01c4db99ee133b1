import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { benchAdminToken, benchConfig } from './bench-app';
import { openNodeDatabase } from '../worker/db/node-database';
import { nodeDeps } from '../worker/node';
import { community } from './community';

/**
 * The back office's member list (issue 10, decision 0802) over the synthetic community:
 * `GET /api/admin/getUserList` through the whole app (session, validation, the page, the
 * total, pictures), searching by a name prefix and by a profile id and sorting by each key.
 * Run: `npx tsx bench/admin-members.ts` (BENCH_SIZE, default 1,000,000; BENCH_REQUESTS, 30).
 * Not part of `npm run bench` nor `npm test`.
 */
const SIZE = Number(process.env.BENCH_SIZE ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const AIM_MS = 50;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const { file } = await community(root, SIZE);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-members-'));
  const config = benchConfig(file, dir);
  const database = await openNodeDatabase(`file:${file}`);
  const { deps } = nodeDeps(config, database);
  const app = createApp(deps);
  // A profile id to look up (idempotent; a generated community may already give SB100123 to someone).
  await database.client.execute("update or ignore member_profiles set unique_id = 'SB100123' where user_id = (select id from users where email = 'm12345@bench.example')");
  // A community generated with the triggers off (bench/community.ts) has no completeness yet:
  // write what the triggers of migration 0020 would have.
  const filled = await database.client.execute('select max(completeness) as m from users where role = 2');
  if (!Number(filled.rows[0]?.m)) {
    console.log('Filling users.completeness from the member_completeness view…');
    await database.client.execute('update users set completeness = (select percentage from member_completeness where user_id = users.id) where role = 2');
  }
  // Nor the member counts of migration 0023's triggers: count them once, as the migration does.
  await database.client.batch(
    ['delete from member_status_counts', "insert into member_status_counts (status, members) select status, count(*) from users where role = 2 group by status"],
    'write',
  );
  const token = await benchAdminToken(database.client, deps);
  const cases: Array<[string, string]> = [
    ['no search, joined (default)', ''],
    ...(['name', 'joined', 'lastSeen', 'plan', 'completeness'] as const).flatMap((key) => [
      [`no search, ${key} asc`, `key=${key}&direction=asc`] as [string, string],
      [`no search, ${key} desc`, `key=${key}&direction=desc`] as [string, string],
    ]),
    ['name prefix "Priya Sh", joined', 'search=Priya%20Sh'],
    ['name prefix "Priya Sh", lastSeen', 'search=Priya%20Sh&key=lastSeen'],
    ['name prefix "Priya", name', 'search=Priya&key=name&direction=asc'],
    ['name prefix "Priya", completeness', 'search=Priya&key=completeness'],
    ['profile id SB100123', 'search=SB100123'],
    ['e-mail prefix m12345@', 'search=m12345%40'],
    ['page 500, lastSeen desc', 'page=500&key=lastSeen'],
  ];
  console.log(`getUserList over ${SIZE.toLocaleString('en-US')} members, ${REQUESTS} requests a case (p50 / p95 ms, aim p95 < ${AIM_MS})`);
  console.log('| case | total | p50 ms | p95 ms | aim |\n| --- | --- | --- | --- | --- |');
  for (const [label, q] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS + 3; i++) {
      const t = performance.now();
      const res = await app.request(`/api/admin/getUserList?limit=10&${q}`, { headers: { jwt: token, 'x-forwarded-for': '203.0.113.1' } });
      const body = (await res.json()) as { total?: number; error?: string };
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.error}`);
      if (i >= 3) times.push(performance.now() - t);
      total = body.total ?? 0;
    }
    const p95 = quantile(times, 0.95);
    console.log(`| ${label} | ${total.toLocaleString('en-US')} | ${quantile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${p95 < AIM_MS ? 'met' : 'missed'} |`);
  }
  database.close();
}

await main();
