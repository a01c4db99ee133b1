import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, ExecutionContext, MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bufferedApiLog, noApiLog } from './activity/api-log';
import { createApp } from './app';
import { startBackgroundJobs } from './node-jobs';
import type { Config } from './config';
import type { AppDeps } from './deps';
import type { LibsqlDatabase } from './db/libsql';
import { warmMatchIndex } from './search/match-index/shards';
import { keepMatchIndexSnapshots } from './search/match-index/node-snapshots';
import { snapshotDirOf } from './search/match-index/snapshot-file';
import { nodeMaintenance } from './admin/database/libsql-maintenance';
import { clientIpBehindProxy } from './http/client-ip';
import { compressAnswers } from './http/compression';
import { fileMailer } from './mail/file-mailer';
import { httpMailer } from './mail/mailer';
import { fileSmsSender } from './sms/file-sms';
import { httpSmsSender } from './sms/sms-sender';
import { diskPictureStore } from './pictures/store';
import { processHub } from './messaging/live/hub';
import { attachNodeSockets } from './messaging/live/node-socket';
import { followOtherProcesses, newOrigin, sharedHub } from './messaging/live/follower';
import type { Server, ServerResponse } from 'node:http';

/** The Node entry: the same app over an embedded libSQL file (or a remote URL), UI from dist/. */
export interface NodeOptions {
  distDir?: string;
  now?: () => number;
  /** false: neither API requests nor page views are recorded. Only bench/recording.ts, to measure what recording costs. */
  recordActivity?: boolean;
  /** How long close() lets requests under way and open sockets finish before it cuts them (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs?: number;
  /** false: the background jobs run elsewhere (the primary of several server processes, decision 0967). */
  backgroundJobs?: boolean;
}

/** What close() waits for requests under way and live sockets to finish, at most (decision 0861). */
export const SHUTDOWN_GRACE_MS = 5_000;

function socketIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not behind a Node socket (app.request in tests)
  }
}

export function nodeDeps(config: Config, database: LibsqlDatabase, options: NodeOptions = {}) {
  const distDir = options.distDir ?? path.resolve('dist');
  const shells = new Map<string, Promise<string | null>>();
  const apiLog = options.recordActivity === false ? noApiLog : bufferedApiLog(database.activityLog ?? database);
  const now = options.now ?? Date.now;
  // Members' open pages in this process; the socket route attaches them (worker/messaging/live/node-socket.ts).
  const live = processHub(database, now);
  const deps: AppDeps = {
    config,
    database,
    mailer: config.mailApi ? httpMailer(config.mailApi, config.mailFrom) : fileMailer(config.mailDir, config.mailFrom),
    sms: config.smsApi ? httpSmsSender(config.smsApi) : fileSmsSender(config.smsDir),
    pictures: diskPictureStore(config.picturesDir),
    idDocuments: diskPictureStore(config.idDocumentsDir),
    now,
    apiLog,
    // Without a trusted proxy in front, forwarded headers are the caller's own words.
    live,
    clientIp: config.trustProxy ? (c) => clientIpBehindProxy(c) ?? socketIp(c) : socketIp,
    loadShell: (file = 'index.html') => {
      let shell = shells.get(file);
      if (!shell) shells.set(file, (shell = readFile(path.join(distDir, file), 'utf8').catch(() => null)));
      return shell;
    },
    maintenance: nodeMaintenance(database, config.databaseUrl, config.backupDir),
  };
  return { deps, live, flushApiLog: apiLog.flush };
}

/** What hashed build files are sent with: worker/index.ts's assets say the same (ui/public/_headers). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Runs every waitUntil task by simply letting it run (Node has no isolate to keep alive). Given to
 * the app so `c.executionCtx` exists: asking a context without one throws, and building that
 * error on every request was 5 % of a checkLogin (issue 13 §4).
 */
const NODE_EXECUTION_CONTEXT: ExecutionContext = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };

/** The app with the Node entry's compression and built files in front, in one Hono app (one dispatch a request). */
export function nodeServer(deps: AppDeps, distDir = path.resolve('dist')) {
  return createApp(deps, [compressAnswers(), builtFiles(distDir)]);
}

function builtFiles(distDir: string): MiddlewareHandler {
  const root = path.relative(process.cwd(), distDir) || '.';
  // Built files with their `.br`/`.gz` beside them (vite.config.ts), chosen by Accept-Encoding.
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    // Files only (a dot in the last segment); every other path is the app's. HTML is the
    // app's too: the shell is served only with its data and security headers (decision 0007).
    if (!/\.[^/]*$/.test(c.req.path) || /\.html?$/i.test(c.req.path) || c.req.path.startsWith('/api/')) return next();
    // Hidden files of dist/ (the build's module map in .vite/, .assetsignore) are not the site's.
    if (/\/\./.test(c.req.path)) return next();
    const file = await files(c, next);
    if (file instanceof Response) c.res = file; // a missing file went on to the app (next() gives the context)
    // Hashed names change with their content: kept a year. Other files (favicon, default
    // pictures) are asked again each time, answered from Last-Modified (decision 0011).
    if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
  };
}

export async function startNodeServer(config: Config, database: LibsqlDatabase, options: NodeOptions = {}) {
  const own = nodeDeps(config, database, options);
  const { live, flushApiLog } = own;
  // Live delivery shared with the other Node processes on this database (decision 0866).
  const origin = newOrigin();
  const deps: AppDeps = { ...own.deps, live: sharedHub(live, database, origin) };
  const follower = await followOtherProcesses(deps, live, origin);
  // The match index's shards from their snapshot files (decision 0968), before the first request
  // can start a full load: a second or two at a million members, where a load takes twenty.
  const snapshotDir = snapshotDirOf(config.databaseUrl);
  const snapshots = snapshotDir
    ? await keepMatchIndexSnapshots(deps, snapshotDir).catch((err: unknown) => {
        console.error('Match index snapshots not read nor kept:', err);
        return null;
      })
    : null;
  const app = nodeServer(deps, options.distDir);
  const server: ServerType = serve({ fetch: (request, env) => app.fetch(request, env, NODE_EXECUTION_CONTEXT), port: config.port });
  // serve() makes a plain HTTP server unless told otherwise.
  const http = server as Server;
  // Once stopping, every answer not yet begun says `Connection: close`, those of requests under
  // way included: a client holding a keep-alive connection goes to the next server instead of
  // being answered here until it lets go.
  let stopping = false;
  const underWay = new Set<ServerResponse>();
  const lastAnswer = (res: ServerResponse) => void (res.headersSent || res.setHeader('connection', 'close'));
  http.prependListener('request', (_req, res) => {
    if (stopping) return lastAnswer(res);
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
  });
  // The live socket on the same port.
  const sockets = attachNodeSockets(http, deps, live);
  // Load (or catch up) the match index's shards now rather than in the first member's Profile
  // Matches request (seconds on a large community, docs/decisions/0502, 0966), then snapshot
  // what was loaded in full. A failure here is retried on first use.
  void warmMatchIndex(deps)
    .then(() => snapshots?.saveDue())
    .catch((err: unknown) => console.error('Match index warm-up failed:', err));
  // Once a deployment (worker/node-jobs.ts): here unless the primary of several processes runs them.
  const jobs = options.backgroundJobs === false ? null : startBackgroundJobs(deps);
  return {
    server,
    deps,
    /** Members' open pages in this process (bench and tests count them). */
    live,
    pictureSweep: jobs?.pictureSweep ?? null,
    /**
     * A bounded stop (decision 0861): no new connections, idle ones closed now, requests under
     * way answered with `Connection: close`, live sockets closed with 1012 so pages reconnect
     * elsewhere; whatever is still open after the grace is cut. Then the buffered logs are written.
     */
    async close() {
      stopping = true;
      underWay.forEach(lastAnswer);
      await follower.close();
      jobs?.stop();
      await snapshots?.stop();
      const grace = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      const cut = setTimeout(() => http.closeAllConnections(), grace);
      await Promise.all([sockets.close(grace), closed]);
      clearTimeout(cut);
      await flushApiLog();
    },
  };
}
