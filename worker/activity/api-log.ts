import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import { rowChunks } from '../db/chunks';
import { runInBackground } from '../http/background';
import { logBackgroundFailure } from '../http/storage-full';
import type { AppEnv } from '../http/context';
import { newId } from '../ids';

/** One API request as the admins' API log shows it: no bodies, queries, passwords or tokens. */
export interface ApiLogRecord {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The caller; while an administrator acts as a member, the administrator (decision 0945). */
  userId: string | null;
  /** The member an acting administrator made the request as; otherwise null. */
  actingFor?: string | null;
  ip: string | null;
  at: number;
}

/** One page view as the browser reports it (spec §3 log record; `timeSpant` spelt so). */
export interface PageViewRecord {
  userId: string | null;
  ip: string | null;
  pathname: string;
  loadingTime: number;
  timeSpant: number;
  at: number;
}

/** Where the two activity logs go: API requests (after their answers) and page views. */
export interface ApiLogSink {
  write(record: ApiLogRecord): Promise<void>;
  /** Stored before the report is answered: the User Logs show it at once. */
  pageView(record: PageViewRecord): Promise<void>;
}

export const apiLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const deps = c.get('deps');
  const session = c.get('session');
  const record: ApiLogRecord = {
    method: c.req.method,
    path: c.req.path, // the path only: query strings can carry one-time tokens
    status: c.res.status,
    durationMs: Math.round(performance.now() - started),
    // What an administrator does in a member's session is theirs, not the member's (decision 0945).
    userId: session?.impersonatedBy ?? session?.userId ?? null,
    actingFor: session?.impersonatedBy ? session.userId : null,
    ip: c.get('ip'),
    at: deps.now(),
  };
  runInBackground(c, deps.apiLog.write(record));
});

const toRow = (r: ApiLogRecord) => ({
  id: newId(),
  method: r.method,
  path: r.path,
  status: r.status,
  duration_ms: r.durationMs,
  user_id: r.userId,
  acting_for: r.actingFor ?? null,
  ip: r.ip,
  created_at: r.at,
});

const toPageViewRow = (r: PageViewRecord) => ({
  id: newId(),
  user_id: r.userId,
  ip: r.ip,
  pathname: r.pathname,
  loading_time: r.loadingTime,
  time_spant: r.timeSpant,
  created_at: r.at,
});

/** One page view's insert, to run alone or in a batch with what must go with it (an audit entry). */
export const pageViewInsert = (database: Database, r: PageViewRecord) => database.db.insertInto('page_logs').values(toPageViewRow(r));

function insertPageView(database: Database, r: PageViewRecord) {
  return pageViewInsert(database, r).execute().then(() => undefined);
}

/** Records nothing: bench/recording.ts's baseline, to measure what recording costs. */
export const noApiLog: ApiLogSink & { flush: () => Promise<void> } = { write: async () => undefined, pageView: async () => undefined, flush: async () => undefined };

/** Workers: each record is written after its response, kept alive by waitUntil. */
export function directApiLog(database: Database): ApiLogSink {
  return { write: (r) => database.db.insertInto('api_logs').values(toRow(r)).execute().then(() => undefined), pageView: (r) => insertPageView(database, r) };
}

/**
 * Node: records gather in memory and go to the database together, once a second (or at 200),
 * in one batch: one commit, so one sync of the file, instead of one per request. The embedded
 * libSQL client works on the event loop's thread, so a commit per page view held every other
 * request for its sync (bench/README.md, "Recording on vs off"). `bufferPageViews: false`
 * stores each page view before its answer (tests that read the User Logs at once).
 */
export function bufferedApiLog(
  database: Database,
  flushEveryMs = 1000,
  maxBuffered = 200,
  { bufferPageViews = true }: { bufferPageViews?: boolean } = {},
): ApiLogSink & { flush: () => Promise<void> } {
  let requests: ApiLogRecord[] = [];
  let views: PageViewRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  async function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    // In runs of the same few sizes (rowChunks), so the Node entry's kept statements serve them
    // again (decision 0013) instead of one new statement of every length up to 200 rows.
    const writes = [
      ...rowChunks(requests.map(toRow)).map((rows) => database.db.insertInto('api_logs').values(rows)),
      ...rowChunks(views.map(toPageViewRow)).map((rows) => database.db.insertInto('page_logs').values(rows)),
    ];
    requests = [];
    views = [];
    if (writes.length) await database.batch(writes);
  }
  async function buffered() {
    if (requests.length + views.length >= maxBuffered) return flush();
    if (!timer) {
      timer = setTimeout(() => void flush().catch((err) => logBackgroundFailure(database, Date.now(), 'Activity log flush failed:', err)), flushEveryMs);
      (timer as { unref?: () => void }).unref?.();
    }
  }
  return {
    flush,
    async pageView(r) {
      if (!bufferPageViews) return insertPageView(database, r);
      views.push(r);
      return buffered();
    },
    async write(r) {
      requests.push(r);
      return buffered();
    },
  };
}
