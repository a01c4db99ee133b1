import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import { runInBackground } from '../http/background';
import type { AppEnv } from '../http/context';
import { newId } from '../ids';

/** One API request as the admins' API log shows it: no bodies, queries, passwords or tokens. */
export interface ApiLogRecord {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId: string | null;
  ip: string | null;
  at: number;
}

export interface ApiLogSink {
  write(record: ApiLogRecord): Promise<void>;
}

export const apiLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const { deps } = c.var;
  const record: ApiLogRecord = {
    method: c.req.method,
    path: c.req.path, // the path only: query strings can carry one-time tokens
    status: c.res.status,
    durationMs: Math.round(performance.now() - started),
    userId: c.var.session?.userId ?? null,
    ip: c.var.ip,
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
  ip: r.ip,
  created_at: r.at,
});

/** Records nothing: bench/recording.ts's baseline, to measure what recording costs. */
export const noApiLog: ApiLogSink & { flush(): Promise<void> } = { write: async () => undefined, flush: async () => undefined };

/** Workers: each record is written after its response, kept alive by waitUntil. */
export function directApiLog(database: Database): ApiLogSink {
  return { write: (r) => database.db.insertInto('api_logs').values(toRow(r)).execute().then(() => undefined) };
}

/**
 * Node: records gather in memory and go to the database in one multi-row insert per second
 * (or per 200), so logging adds no write to the request path.
 */
export function bufferedApiLog(database: Database, flushEveryMs = 1000, maxBuffered = 200): ApiLogSink & { flush(): Promise<void> } {
  let buffer: ApiLogRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  async function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer.length) return;
    const rows = buffer.map(toRow);
    buffer = [];
    await database.db.insertInto('api_logs').values(rows).execute();
  }
  return {
    flush,
    async write(r) {
      buffer.push(r);
      if (buffer.length >= maxBuffered) return flush();
      if (!timer) {
        timer = setTimeout(() => void flush().catch((err) => console.error('API log flush failed:', err)), flushEveryMs);
        (timer as { unref?: () => void }).unref?.();
      }
    },
  };
}
