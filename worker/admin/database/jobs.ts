import { sql } from 'kysely';
import type { DatabaseJob } from '../../../contract/admin/database';
import { DATABASE_TEXT } from '../../../contract/admin/database';
import type { AppDeps } from '../../deps';
import { reloadMatchIndex } from '../../search/match-index/shards';
import { pruneLogs } from '../logs/prune';
import { finishRun, keepRunAlive } from './runs';

/**
 * What each database job does (decision 0814). A job returns its outcome and the output the
 * runs list keeps; a job that throws is a failed run with the error as its output. None of them
 * leaves a half-done change: the migrations go in one transaction, the backup renames its file
 * only when complete, ANALYZE only refreshes statistics, the prune deletes whole batches.
 */
type Outcome = { ok: boolean; output: string };

const JOBS: Record<DatabaseJob, (deps: AppDeps) => Promise<Outcome>> = {
  async applyMigrations(deps) {
    const applied = await deps.maintenance!.applyMigrations();
    return { ok: true, output: applied.length ? `Applied: ${applied.join(', ')}` : DATABASE_TEXT.nothingToApply };
  },
  async rebuildMatchIndex(deps) {
    const load = await reloadMatchIndex(deps);
    return { ok: true, output: `Loaded ${load.members} members in ${Math.round(load.ms)} ms. Other server processes rebuild theirs from the change log as usual.` };
  },
  async pruneLogs(deps) {
    const days = deps.config.logRetentionDays;
    const c = await pruneLogs(deps, { now: deps.now(), retentionDays: days });
    return { ok: true, output: `Removed ${c.apiLogs} API log records and ${c.pageViews} page views older than ${days} days, in ${c.batches} batches.` };
  },
  async optimize(deps) {
    const { db } = deps.database;
    // D1 refuses a bare ANALYZE; its PRAGMA optimize analyses every table (Cloudflare's docs).
    if (deps.maintenance) await sql`ANALYZE`.execute(db);
    await sql`PRAGMA optimize`.execute(db);
    return { ok: true, output: deps.maintenance ? 'ANALYZE and PRAGMA optimize done: the query planner has fresh statistics.' : 'PRAGMA optimize done.' };
  },
  async integrityCheck(deps) {
    // D1 offers quick_check (everything but the match of indexes to their tables).
    const pragma = deps.maintenance ? sql`PRAGMA integrity_check` : sql`PRAGMA quick_check`;
    const { rows } = await pragma.execute(deps.database.db);
    const lines = rows.map((r) => String(Object.values(r as Record<string, unknown>)[0]));
    return { ok: lines.length === 1 && lines[0] === 'ok', output: lines.join('\n') };
  },
  async backup(deps) {
    const { file, bytes } = await deps.maintenance!.backup!(deps.now());
    return { ok: true, output: `Wrote ${file} (${(bytes / 1_048_576).toFixed(1)} MB).` };
  },
};

/** Runs the job of a started run and records how it ended; never throws. */
export async function executeRun(deps: AppDeps, runId: string, job: DatabaseJob): Promise<void> {
  let outcome: Outcome;
  const stopBeating = keepRunAlive(deps, runId);
  try {
    outcome = await JOBS[job](deps);
  } catch (err) {
    outcome = { ok: false, output: err instanceof Error ? err.message : String(err) };
  } finally {
    stopBeating();
  }
  await finishRun(deps, runId, outcome.ok ? 'succeeded' : 'failed', outcome.output);
}
