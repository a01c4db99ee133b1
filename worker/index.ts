import './auth/workers-wasm';
import type { D1Database, DurableObjectNamespace, ExecutionContext, Fetcher, R2Bucket, ScheduledController } from '@cloudflare/workers-types';
import { SOCKET_PATH } from '../contract/messaging';
import { directApiLog } from './activity/api-log';
import { pruneLogs } from './admin/logs/prune';
import { writeDailyFeed } from './notifications/feed-daily';
import { reconcilePaymentsOnce } from './payments/reconcile';
import { sweepIdDocumentsOnce } from './id-verification/sweep';
import { createApp } from './app';
import type { Database } from './db/database';
import { openD1 } from './db/d1';
import { openLibsql } from './db/libsql';
import type { AppDeps } from './deps';
import { clientIpAtCloudflare } from './http/client-ip';
import { consoleMailer, httpMailer } from './mail/mailer';
import { smsSenderOnWorkers } from './sms/workers-sms';
import { r2PictureStore } from './pictures/store';
import { workersConfig } from './workers-config';
import { durableHub, openMemberSocket } from './messaging/live/member-sockets';
import { durableShards, shardObject } from './search/match-index/shard-object';
import { benchHooksOn, benchRoute, countRowsRead, rowsReadSoFar } from './bench-hooks';

/** The Durable Object class wrangler.toml binds as MEMBER_SOCKETS. */
export { MemberSockets } from './messaging/live/member-sockets';
/** The Durable Object class wrangler.toml binds as MATCH_SHARDS: one shard of the match index each (decision 0966). */
export { MatchShardObject } from './search/match-index/shard-object';

/**
 * The Cloudflare Workers entry. Data comes from the D1 binding `DB`, or from libSQL/Turso over
 * HTTP when LIBSQL_URL is set; the built UI comes from the `ASSETS` binding.
 */
export interface WorkerEnv {
  DB?: D1Database;
  ASSETS: Fetcher;
  PICTURES?: R2Bucket;
  /** ID documents and selfies until their decision, apart from pictures (decision 0957). */
  ID_DOCUMENTS?: R2Bucket;
  /** One Durable Object per member holding their open pages (worker/messaging/live/member-sockets.ts). */
  MEMBER_SOCKETS: DurableObjectNamespace;
  /** The match index's shards (worker/search/match-index/shard-object.ts); unbound, each isolate holds them itself. */
  MATCH_SHARDS?: DurableObjectNamespace;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  /** '1' only in the Workers bench (worker/bench-hooks.ts); never in wrangler.toml. */
  BENCH_HOOKS?: string;
  [key: string]: unknown;
}

let built: { app: ReturnType<typeof createApp>; deps: AppDeps } | null = null;

async function build(env: WorkerEnv) {
  const vars = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const config = workersConfig(vars);
  let database: Database;
  if (env.LIBSQL_URL) database = await openLibsql(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN);
  else if (env.DB) database = openD1(benchHooksOn(env) ? countRowsRead(env.DB) : env.DB);
  else throw new Error('No database: bind a D1 database as DB, or set LIBSQL_URL.');
  if (!env.PICTURES) throw new Error('No picture store: bind an R2 bucket as PICTURES.');
  const shells = new Map<string, Promise<string | null>>();
  const deps: AppDeps = {
    config,
    database,
    mailer: config.mailApi ? httpMailer(config.mailApi, config.mailFrom) : consoleMailer(config.mailFrom),
    sms: smsSenderOnWorkers(config),
    pictures: r2PictureStore(env.PICTURES),
    ...(env.ID_DOCUMENTS ? { idDocuments: r2PictureStore(env.ID_DOCUMENTS) } : {}),
    now: Date.now,
    apiLog: directApiLog(database),
    clientIp: clientIpAtCloudflare,
    live: durableHub(env.MEMBER_SOCKETS, database, Date.now),
    ...(env.MATCH_SHARDS ? { matchShards: durableShards(env.MATCH_SHARDS, config.matchIndexShards) } : {}),
    loadShell: (file = 'index.html') => {
      let shell = shells.get(file);
      if (!shell) {
        shell = env.ASSETS.fetch(`https://assets.local/${file}`)
          .then((r) => (r.ok ? r.text() : null))
          .catch(() => null);
        shells.set(file, shell);
      }
      return shell;
    },
  };
  return { app: createApp(deps), deps };
}

/** The Workers bench's requests (worker/bench-hooks.ts, decision 0969): its route, and each answer with the rows D1 read for it. */
async function benchFetch(request: Request, env: WorkerEnv, ctx: ExecutionContext, { app, deps }: NonNullable<typeof built>): Promise<Response> {
  const shards = env.MATCH_SHARDS;
  const of = deps.config.matchIndexShards;
  const hook = shards ? await benchRoute(request, of, (k) => shardObject(shards, k, of).restart()) : null;
  if (hook) return hook;
  const before = rowsReadSoFar();
  const res = await app.fetch(request, env, ctx);
  const body = await res.arrayBuffer();
  const counted = new Response(body, res);
  counted.headers.set('x-bench-d1-rows-read', String(rowsReadSoFar() - before));
  return counted;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    built ??= await build(env);
    // The live socket is upgraded here, not in the app: the member's object answers it (decision 0586).
    if (new URL(request.url).pathname === SOCKET_PATH) return openMemberSocket(built.deps, env.MEMBER_SOCKETS, request);
    if (benchHooksOn(env)) return benchFetch(request, env, ctx, built);
    return built.app.fetch(request, env, ctx);
  },
  /** wrangler.toml's cron: log retention (decision 0811), the feed's daily items (0830) and payment reconciliation (0951), the Workers side of Node's timers. */
  async scheduled(_controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    built ??= await build(env);
    const { deps } = built;
    ctx.waitUntil(
      pruneLogs(deps, { now: deps.now(), retentionDays: deps.config.logRetentionDays }).then((c) =>
        console.log(`Log retention: removed ${c.apiLogs} API log records and ${c.pageViews} page views in ${c.batches} batches.`),
      ),
    );
    ctx.waitUntil(
      writeDailyFeed(deps).then(
        (c) => console.log(`Feed: ${c.digests} new-match digests and ${c.planReminders} plan reminders.`),
        (err: unknown) => console.error('Daily feed failed:', err),
      ),
    );
    // Orders the page and the webhook left open are settled from Razorpay (decision 0951).
    ctx.waitUntil(reconcilePaymentsOnce(deps));
    // Images of decided ID requests the decision could not delete (decision 0956).
    ctx.waitUntil(sweepIdDocumentsOnce(deps));
  },
};
