import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

/**
 * Retention of the two logs (issue 11 §2, decision 0811): API requests and page views older
 * than LOG_RETENTION_DAYS go, oldest first, a bounded batch of rowids per statement. SQLite
 * has one writer: a single DELETE of a month of a busy log would hold every member's write
 * for seconds, while a batch of a few thousand rows takes milliseconds and the pause between
 * batches lets waiting writes through.
 */
export const PRUNE_BATCH_SIZE = 5000;
const DAY_MS = 86_400_000;
const LOG_TABLES = { apiLogs: 'api_logs', pageViews: 'page_logs' } as const;

export interface PruneOptions {
  now: number;
  retentionDays: number;
  batchSize?: number;
  /** Time given back to other writers between two batches. */
  pauseMs?: number;
}

export interface PruneCounts {
  apiLogs: number;
  pageViews: number;
  /** DELETE statements run; none removed more than `batchSize` rows. */
  batches: number;
  /** Records created before this time were removed. */
  before: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pruneLogs(deps: Pick<AppDeps, 'database'>, options: PruneOptions): Promise<PruneCounts> {
  const { now, retentionDays, batchSize = PRUNE_BATCH_SIZE, pauseMs = 20 } = options;
  const before = now - retentionDays * DAY_MS;
  const counts: PruneCounts = { apiLogs: 0, pageViews: 0, batches: 0, before };
  const { db } = deps.database;
  for (const [key, table] of Object.entries(LOG_TABLES) as [keyof typeof LOG_TABLES, (typeof LOG_TABLES)[keyof typeof LOG_TABLES]][]) {
    for (;;) {
      // The oldest rows by the created_at index, then by rowid: each statement is one short index walk.
      const oldest = db.selectFrom(table).select(sql<number>`rowid`.as('r')).where('created_at', '<', before).limit(batchSize);
      const result = await db.deleteFrom(table).where(sql`rowid`, 'in', oldest).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      counts.batches += 1;
      counts[key] += deleted;
      if (deleted < batchSize) break;
      await pause(pauseMs);
    }
  }
  return counts;
}

/** Hours between two background prunes under Node (Workers: wrangler.toml's cron). */
export const PRUNE_EVERY_MS = 6 * 3_600_000;

/**
 * Node: prunes now, then every few hours, in the background; a failure is logged and the next
 * round tries again. Returns a stop function (the timer is unref'd: it never keeps Node alive).
 */
export function prunePeriodically(deps: Pick<AppDeps, 'database' | 'config' | 'now'>, everyMs = PRUNE_EVERY_MS): () => void {
  const run = () =>
    pruneLogs(deps, { now: deps.now(), retentionDays: deps.config.logRetentionDays }).then(
      (c) => {
        if (c.apiLogs || c.pageViews) console.log(`Log retention: removed ${c.apiLogs} API log records and ${c.pageViews} page views older than ${deps.config.logRetentionDays} days.`);
      },
      (err: unknown) => console.error('Log retention failed:', err),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
