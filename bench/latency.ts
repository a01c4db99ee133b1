import { createClient, type InStatement } from '@libsql/client';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../worker/app';
import { openSession } from '../worker/auth/sessions';
import { benchConfig, percentile, textOf } from './bench-app';
import { compileAll } from '../worker/db/database';
import type { LibsqlDatabase } from '../worker/db/libsql';
import type { DB } from '../worker/db/schema';
import { nodeDeps } from '../worker/node';
import type { LocalMatchShard } from '../worker/search/match-index/shard';
import { matchShardsOf, warmMatchIndex } from '../worker/search/match-index/shards';

/**
 * Latency of three member pages over a synthetic community (bench/community.ts), in process
 * through `app.request` on the app the Node entry serves (nodeDeps + createApp), each request
 * beside the time of its bare SQL: every statement the request sent to libSQL, recorded on the
 * way and replayed right after through the libSQL client alone (no Hono, no Kysely, no JSON).
 */

export const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/**
 * Seconds one page may take in all. A page far from its aim (seconds a request) would keep a
 * run busy for an hour at 1,000,000 members: then it is measured on fewer requests (at least 3)
 * and the table says how many.
 */
export const PAGE_BUDGET_S = Number(process.env.BENCH_PAGE_SECONDS ?? 60);

export interface Figure {
  page: string;
  size: number;
  p50: number;
  p95: number;
  sqlP50: number;
  sqlP95: number;
  statements: number;
  requests: number;
  slowest: { ms: number; sql: string };
  aim: number;
}

/** What the match index costs at one size: its first load, and the memory it took. */
export interface IndexFigure {
  size: number;
  members: number;
  loadMs: number;
  statements: number;
  /** Growth of the JS heap plus array buffers (the typed columns), and of the resident set, in MB. */
  heapMb: number;
  rssMb: number;
}


/** A LibsqlDatabase like openLibsql's, whose client records the statements sent while `recording`. */
function recordingDatabase(file: string) {
  const client = createClient({ url: `file:${file}`, timeout: 5000 });
  const log: { recording: boolean; statements: InStatement[] } = { recording: false, statements: [] };
  const recorder = new Proxy(client, {
    get(target, prop) {
      if (prop === 'execute')
        return (stmt: InStatement) => {
          // The API log's buffered flush is not part of the request that happened to trigger it.
          if (log.recording && !/\bapi_logs\b/.test(sqlOf(stmt))) log.statements.push(stmt);
          return target.execute(stmt);
        };
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const db = new Kysely<DB>({ dialect: new LibsqlDialect({ client: recorder }) });
  const database: LibsqlDatabase = {
    db,
    client,
    async batch(queries) {
      const stmts = compileAll(queries).map((q) => ({ sql: q.sql, args: q.parameters as never[] }));
      if (stmts.length) await client.batch(stmts, 'write');
    },
    close: () => client.close(),
  };
  return { database, client, log };
}

const sqlOf = (s: InStatement) => (typeof s === 'string' ? s : s.sql);

/** Measures the three pages over one community file. `progress` prints a line per page. */
export async function measure(file: string, size: number, aim: number, progress: (s: string) => void): Promise<{ figures: Figure[]; index: IndexFigure }> {
  const { database, client, log } = recordingDatabase(file);
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-bench-latency-'));
  let flushApiLog: (() => Promise<void>) | undefined;
  try {
    const config = benchConfig(file, dir);
    const made = nodeDeps(config, database);
    const deps = made.deps;
    flushApiLog = made.flushApiLog;
    const app = createApp(deps);

    // The signed-in member: member 0 (a 30-year-old Hindu man with a partner preference). The
    // recommendation pages ask for a verified e-mail, a gotra where the caste has gotras, and a
    // marital-status preference: give him those (idempotent).
    const me = textOf((await client.execute("select id from users where email = 'm0@bench.example'")).rows[0]!.id);
    await client.batch(
      [
        { sql: 'update users set is_email_verified = 1, status = ?, last_seen_at = ? where id = ?', args: ['active', Date.now(), me] },
        { sql: 'update member_profiles set gotra_id = (select g.id from gotras g where g.caste_id = member_profiles.caste_id limit 1) where user_id = ?', args: [me] },
        { sql: "insert or ignore into member_preference_options (user_id, field, option_id) values (?, 'maritalStatus', 'maritalStatus.single')", args: [me] },
        { sql: 'delete from member_settings where user_id = ?', args: [me] },
      ],
      'write',
    );
    const { token } = await openSession(deps, { userId: me, role: 2, ip: null });

    // The match index loads on first use; load it here, outside the pages, to measure it.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const loadStart = performance.now();
    await warmMatchIndex(deps);
    // The Node entry's shards, all in this process (decision 0966).
    const shards = (matchShardsOf(deps) as LocalMatchShard[]).map((s) => s.index);
    const loadMs = performance.now() - loadStart;
    gc?.();
    const after = process.memoryUsage();
    const mb = (n: number) => n / 2 ** 20;
    const index: IndexFigure = {
      size,
      members: shards.reduce((n, s) => n + s.store.slotOf.size, 0),
      loadMs,
      statements: shards.reduce((n, s) => n + (s.lastLoad?.statements ?? 0), 0),
      heapMb: mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers),
      rssMb: mb(after.rss - before.rss),
    };
    progress(
      `  match index: ${index.members} members loaded in ${(loadMs / 1000).toFixed(1)} s (${index.statements} statements); heap + array buffers +${index.heapMb.toFixed(0)} MB, rss +${index.rssMb.toFixed(0)} MB${gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
    );

    // Profiles to view: active women with a visible profile, spread over the id range.
    const targets = (
      await client.execute({
        sql: `select u.id from users u join member_profiles p on p.user_id = u.id left join member_settings s on s.user_id = u.id
              where u.gender = 'female' and u.status = 'active' and (s.user_id is null or s.profile_visibility = 'everyone')
              and u.rowid % ? = 0 limit ?`,
        args: [Math.max(1, Math.floor(size / 2000)), WARMUP + REQUESTS],
      })
    ).rows.map((r) => textOf(r.id));

    // A typical Profile Matches filter: ages 24–32, Hindu mother tongues of the north, single, graduates or more.
    const typical = {
      page: 0,
      limit: 10,
      age: { from: 24, to: 32 },
      maratialStatus: ['maritalStatus.single'],
      motherTongue: (await client.execute('select id from mother_tongues order by sort, id limit 3')).rows.map((r) => textOf(r.id)),
      education: (await client.execute("select id from reference_options where kind = 'education' order by sort limit 20 offset 5")).rows.map((r) => textOf(r.id)),
    };
    // The place filters of issue 22: one religion, one state and three of its cities.
    const place = {
      page: 0,
      limit: 10,
      religion: ['hindu'],
      state: ['IN-MH'],
      city: (await client.execute("select id from cities where state_id = 'IN-MH' order by id limit 3")).rows.map((r) => String(Number(r.id))),
    };
    // Profile Matches' counts are cached per gender and criteria until a write can move a count
    // (worker/search/match-index/counts-cache.ts): the "after a change" pages make every request
    // the first one after such a write, so they measure the pass over the members.
    const afterChange = () => {
      for (const s of shards) s.store.countsVersion++;
    };
    const pages: { page: string; request: (i: number) => Response | Promise<Response>; before?: () => void }[] = [
      { page: 'Profile Matches, no filter (POST /api/match/getNewMatch/:id {})', request: () => post(`/api/match/getNewMatch/${me}`, {}) },
      { page: 'Profile Matches, no filter, first after a change (counts not cached)', request: () => post(`/api/match/getNewMatch/${me}`, {}), before: afterChange },
      { page: 'Profile Matches, typical filter (age, marital status, mother tongue, education)', request: () => post(`/api/match/getNewMatch/${me}`, typical) },
      { page: 'Profile Matches, typical filter, first after a change (counts not cached)', request: () => post(`/api/match/getNewMatch/${me}`, typical), before: afterChange },
      { page: 'Profile Matches, religion, state and city', request: () => post(`/api/match/getNewMatch/${me}`, place) },
      { page: 'Profile Matches, religion, state and city, first after a change (counts not cached)', request: () => post(`/api/match/getNewMatch/${me}`, place), before: afterChange },
      { page: "Members you may like (GET /api/match/getRecommendedMatches?page=0&limit=4)", request: () => get('/api/match/getRecommendedMatches?page=0&limit=4') },
      { page: "Members looking for you (GET /api/match/getPreferedYou?page=1&limit=4)", request: () => get('/api/match/getPreferedYou?page=1&limit=4') },
      { page: 'Profile view (GET /api/user/get/:id)', request: (i) => get(`/api/user/get/${targets[i % targets.length]}`) },
    ];
    function post(url: string, body: unknown) {
      return app.request(url, { method: 'POST', headers: { jwt: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    }
    function get(url: string) {
      return app.request(url, { headers: { jwt: token } });
    }

    const figures: Figure[] = [];
    // BENCH_PAGES=view,looking: only the pages whose title contains one of the words.
    const only = process.env.BENCH_PAGES?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
    for (const { page, request, before } of pages) {
      if (only?.length && !only.some((w) => page.toLowerCase().includes(w))) continue;
      const times: number[] = [];
      const sqlTimes: number[] = [];
      const perStatement = new Map<string, number[]>();
      let statements = 0;
      let planned = WARMUP + REQUESTS;
      const pageStart = performance.now();
      for (let i = 0; i < planned; i++) {
        before?.();
        log.statements = [];
        log.recording = true;
        const t0 = performance.now();
        const res = await request(i);
        const text = await res.text();
        const t1 = performance.now();
        log.recording = false;
        const json = JSON.parse(text) as { code?: number };
        if (res.status !== 200 || json.code !== 5) throw new Error(`${page}: ${res.status} ${text.slice(0, 300)}`);
        if (process.env.BENCH_VERBOSE) progress(`    request ${i + 1}: ${(t1 - t0).toFixed(1)} ms, ${log.statements.length} statements`);
        if (i === 0 && (t1 - t0) * (WARMUP + REQUESTS) > PAGE_BUDGET_S * 1000) {
          // Slow page: one warm-up and as many requests as fit the budget (request + replay ≈ 2×).
          // A request that alone takes a sixth of the budget is measured once more, no more.
          const least = (t1 - t0) * 6 > PAGE_BUDGET_S * 1000 ? 1 : 3;
          planned = WARMUP + Math.max(least, Math.floor((PAGE_BUDGET_S * 1000) / (2 * (t1 - t0))));
          progress(`    ${(t1 - t0).toFixed(0)} ms a request: measuring ${planned - WARMUP} requests to stay near ${PAGE_BUDGET_S} s`);
          i = WARMUP - 1; // skip the rest of the warm-up
          continue;
        }
        if (i < WARMUP) continue;
        times.push(t1 - t0);
        // The bare SQL: the same statements, one after the other, through the client alone.
        let sqlTotal = 0;
        for (const stmt of log.statements) {
          const s0 = performance.now();
          await client.execute(stmt);
          const ms = performance.now() - s0;
          sqlTotal += ms;
          const key = sqlOf(stmt);
          perStatement.set(key, [...(perStatement.get(key) ?? []), ms]);
        }
        sqlTimes.push(sqlTotal);
        statements = log.statements.length;
      }
      await flushApiLog();
      const slowest = [...perStatement].map(([sql, ms]) => ({ sql, ms: percentile(ms, 50) })).sort((a, b) => b.ms - a.ms)[0] ?? { sql: '', ms: 0 };
      const f: Figure = { page, size, p50: percentile(times, 50), p95: percentile(times, 95), sqlP50: percentile(sqlTimes, 50), sqlP95: percentile(sqlTimes, 95), statements, requests: times.length, slowest, aim };
      figures.push(f);
      progress(`  ${page}: ${times.length} requests in ${((performance.now() - pageStart) / 1000).toFixed(0)} s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (bare SQL p50 ${f.sqlP50.toFixed(1)}, p95 ${f.sqlP95.toFixed(1)} ms, ${statements} statements)`);
    }
    return { figures, index };
  } finally {
    await flushApiLog?.();
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
