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
 * The runs of database jobs (migration 0027, decision 0814). One at a time: a run starts only
 * if none is running, decided inside the INSERT itself, so two administrators pressing at once
 * cannot both start. A run left 'running' by a process that died frees the lock after an hour.
 */
export const STALE_RUN_MS = 60 * 60_000;
export const ABANDONED = 'Abandoned: the server stopped before the job finished. Start it again if it is still needed.';
/** Output kept per run (an integrity check can list many problems). */
const OUTPUT_MAX = 20_000;

/** Starts a run of `job` by `admin`, with its audit entry; null when another job is running. */
export async function startRun(deps: AppDeps, admin: Session, job: DatabaseJob): Promise<string | null> {
  const { db } = deps.database;
  const id = newId();
  const now = deps.now();
  await deps.database.batch([
    db.updateTable('maintenance_runs').set({ status: 'failed', finished_at: now, output: ABANDONED }).where('status', '=', 'running').where('started_at', '<', now - STALE_RUN_MS),
    db
      .insertInto('maintenance_runs')
      .columns(['id', 'job', 'status', 'admin_id', 'admin_email', 'started_at'])
      .expression(
        db
          .selectNoFrom((eb) => [eb.val(id).as('id'), eb.val(job).as('job'), eb.val('running').as('status'), eb.val(admin.userId).as('admin_id'), eb.val(admin.user.email).as('admin_email'), eb.val(now).as('started_at')])
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('maintenance_runs').select('id').where('status', '=', 'running')))),
      ),
    auditEntryIf(deps, admin, { action: `database.${job}`, targetType: 'database', targetId: id, targetLabel: DATABASE_JOB_TEXT[job].label }, sql`exists (select 1 from maintenance_runs where id = ${id})`),
  ]);
  const started = await db.selectFrom('maintenance_runs').select('id').where('id', '=', id).executeTakeFirst();
  return started ? id : null;
}

export async function finishRun(deps: Pick<AppDeps, 'database' | 'now'>, id: string, status: 'succeeded' | 'failed', output: string): Promise<void> {
  await deps.database.db
    .updateTable('maintenance_runs')
    .set({ status, finished_at: deps.now(), output: output.slice(0, OUTPUT_MAX) })
    .where('id', '=', id)
    .where('status', '=', 'running')
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
    durationMs: r.finished_at === null ? null : r.finished_at - r.started_at,
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
