import { sql } from 'kysely';
import type { DatabaseJob, DatabaseRun, DatabaseRunsQuery } from '../../../contract/admin/database';
import { DATABASE_JOB_TEXT } from '../../../contract/admin/database';
import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { AppDeps } from '../../deps';
import type { MaintenanceRunsTable } from '../../db/tables/maintenance';
import type { Session } from '../../http/context';
import { newId } from '../../ids';
import { auditEntryIf } from '../audit';

/**
 * The runs of database jobs (migrations 0027 and 0041, decisions 0814 and 0875). One at a time:
 * a run starts only if none is running, decided inside the INSERT itself, so two administrators
 * pressing at once cannot both start. The process running a job writes a heartbeat every
 * HEARTBEAT_MS; a run whose heartbeat is STALE_RUN_MS old belongs to a process that is gone (a
 * kill, a crash, a power cut) and is marked abandoned, at the next start of the server or of a job.
 */
export const HEARTBEAT_MS = 10_000;
/** Six missed heartbeats: long enough for a busy event loop, short enough that nobody waits long. */
export const STALE_RUN_MS = 60_000;
export const ABANDONED = 'Abandoned: the server stopped before the job finished. Start it again if it is still needed.';
/** Output kept per run (an integrity check can list many problems). */
const OUTPUT_MAX = 20_000;

/** Starts a run of `job` by `admin`, with its audit entry; null when another job is running. */
export async function startRun(deps: AppDeps, admin: Session, job: DatabaseJob): Promise<string | null> {
  const { db } = deps.database;
  const id = newId();
  const now = deps.now();
  await deps.database.batch([
    abandonStaleRunsQuery(deps),
    db
      .insertInto('maintenance_runs')
      .columns(['id', 'job', 'status', 'admin_id', 'admin_email', 'started_at', 'heartbeat_at'])
      .expression(
        db
          .selectNoFrom((eb) => [eb.val(id).as('id'), eb.val(job).as('job'), eb.val('running').as('status'), eb.val(admin.userId).as('admin_id'), eb.val(admin.user.email).as('admin_email'), eb.val(now).as('started_at'), eb.val(now).as('heartbeat_at')])
          .where((eb) => eb.not(eb.exists(eb.selectFrom('maintenance_runs').select('id').where('status', '=', 'running')))),
      ),
    auditEntryIf(deps, admin, { action: `database.${job}`, targetType: 'database', targetId: id, targetLabel: DATABASE_JOB_TEXT[job].label }, sql`exists (select 1 from maintenance_runs where id = ${id})`),
  ]);
  const started = await db.selectFrom('maintenance_runs').select('id').where('id', '=', id).executeTakeFirst();
  return started ? id : null;
}

/** Runs still 'running' whose process stopped beating a while ago: marked abandoned, which frees the lock. */
export function abandonStaleRunsQuery(deps: Pick<AppDeps, 'database' | 'now'>) {
  const now = deps.now();
  return deps.database.db
    .updateTable('maintenance_runs')
    .set({ status: 'abandoned', finished_at: now, output: ABANDONED })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', now - STALE_RUN_MS);
}

/**
 * Says every HEARTBEAT_MS that the run's process is alive, until the returned function is
 * called. A heartbeat that fails (the database busy) is skipped: the next one tries again.
 */
export function keepRunAlive(deps: Pick<AppDeps, 'database' | 'now'>, id: string): () => void {
  const beat = setInterval(() => {
    deps.database.db
      .updateTable('maintenance_runs')
      .set({ heartbeat_at: deps.now() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  // A heartbeat alone must not keep a stopping process alive.
  (beat as { unref?: () => void }).unref?.();
  return () => clearInterval(beat);
}

/**
 * Records how a run ended. A run another process took for abandoned (its event loop was held
 * longer than STALE_RUN_MS) still gets its real outcome: the list should say what happened.
 */
export async function finishRun(deps: Pick<AppDeps, 'database' | 'now'>, id: string, status: 'succeeded' | 'failed', output: string): Promise<void> {
  await deps.database.db
    .updateTable('maintenance_runs')
    .set({ status, finished_at: deps.now(), output: output.slice(0, OUTPUT_MAX) })
    .where('id', '=', id)
    .where('status', 'in', ['running', 'abandoned'])
    .execute();
}

function toRun(r: MaintenanceRunsTable): DatabaseRun {
  return {
    _id: r.id,
    job: r.job as DatabaseJob,
    status: r.status,
    adminEmail: r.admin_email,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    // An abandoned run's end is when it was found, not when its job stopped.
    durationMs: r.finished_at === null || r.status === 'abandoned' ? null : r.finished_at - r.started_at,
    output: r.output,
  };
}

export async function runById(deps: Pick<AppDeps, 'database'>, id: string): Promise<DatabaseRun> {
  return toRun(await deps.database.db.selectFrom('maintenance_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

const SORT_COLUMNS = { at: 'started_at', job: 'job' } as const;

/** One page of runs; the search matches the job or the administrator's e-mail. */
export async function runsPage(deps: Pick<AppDeps, 'database'>, q: DatabaseRunsQuery): Promise<AdminPage<DatabaseRun>> {
  const { db } = deps.database;
  let filtered = db.selectFrom('maintenance_runs');
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    filtered = filtered.where(sql<boolean>`(job like ${pattern} escape '\\' or admin_email like ${pattern} escape '\\')`);
  }
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy(SORT_COLUMNS[q.key], q.direction).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map(toRun), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}
