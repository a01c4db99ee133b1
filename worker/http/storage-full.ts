import type { Context } from 'hono';
import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppDeps } from '../deps';
import { isDatabaseFull } from '../db/errors';
import type { AppEnv } from './context';

/**
 * A full disk (issue 20 §3.2, decision 0871). Writes are refused with 507 and a sentence
 * (on-error.ts); the bookkeeping a read does is skipped so the read still answers; the log gets
 * one line a minute for each full store, never a stack per request, so it does not fill the disk
 * further or bury what else it says.
 */
type FullStore = 'database' | 'picture disk';

/** SQLITE_FULL from the database; ENOSPC (no space) or EDQUOT (over quota) from the disk picture store. */
function fullStoreOf(err: unknown): FullStore | null {
  if (isDatabaseFull(err)) return 'database';
  const code = (err as { code?: unknown })?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? 'picture disk' : null;
}

/** The answer to a write that found the storage full: 507 and what to do; null for any other error. */
export function storageFullAnswer(err: unknown, c: Context<AppEnv>) {
  const store = fullStoreOf(err);
  if (!store) return null;
  logStoreFull(c.var.deps, store, c.var.deps.now());
  return c.json({ code: 507, error: SERVER_TEXT.storageFull }, 507);
}

const LOG_EVERY_MS = 60_000;
/** Per owner (an app's deps, a log buffer's database) and store: when the last line went out, and what happened since. */
const lastLines = new WeakMap<object, Map<FullStore, { at: number; since: number }>>();

function logStoreFull(owner: object, store: FullStore, now: number): void {
  const lines = lastLines.get(owner) ?? new Map<FullStore, { at: number; since: number }>();
  lastLines.set(owner, lines);
  const last = lines.get(store);
  if (last && now - last.at < LOG_EVERY_MS) {
    last.since++;
    return;
  }
  const since = last?.since ? ` (${last.since} more since the last line)` : '';
  console.error(`Storage full: the ${store} has no space left; writes answer 507 and reads skip what they record${since}. Free space on its disk.`);
  lines.set(store, { at: now, since: 0 });
}

/**
 * What a read records on the side (a profile visit, delivered marks): when the storage is full
 * it is skipped and logged, and the read goes on; any other failure still fails the read.
 */
export async function unlessStorageFull<T>(deps: AppDeps, record: () => Promise<T>): Promise<T | undefined> {
  try {
    return await record();
  } catch (err) {
    const store = fullStoreOf(err);
    if (!store) throw err;
    logStoreFull(deps, store, deps.now());
    return undefined;
  }
}

/** Work no request waits for (the activity log): a full store gets its line a minute, anything else its stack. */
export function logBackgroundFailure(owner: object, now: number, label: string, err: unknown): void {
  const store = fullStoreOf(err);
  if (store) logStoreFull(owner, store, now);
  else console.error(label, err);
}
