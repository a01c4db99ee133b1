import { Hono } from 'hono';
import { DATABASE_TEXT, databaseRunsQuerySchema, updateDatabaseSchema } from '../../../contract/admin/database';
import { requireAdmin } from '../../http/auth';
import { runInBackground } from '../../http/background';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { body, query } from '../../http/validate';
import { executeRun } from './jobs';
import { jobsElsewhere } from './maintenance';
import { appliedMigrations, pendingMigrations } from './migrations';
import { runById, runsPage, startRun } from './runs';

/**
 * Database updates (spec §7; issue 11 §5; decision 0814). A job runs after the answer (Workers
 * keep it alive through waitUntil), so no request waits on a long one; the page polls the runs.
 */
export const adminDatabaseRoutes = new Hono<AppEnv>()
  .get('/admin/getDatabaseUpdates', requireAdmin, query(databaseRunsQuerySchema), async (c) => {
    const deps = c.var.deps;
    const [runs, applied] = await Promise.all([runsPage(deps, c.req.valid('query')), appliedMigrations(deps)]);
    const pending = await pendingMigrations(deps, applied);
    return ok(c, { ...runs, migrations: { applied, pending }, elsewhere: jobsElsewhere(deps.maintenance) });
  })
  .post('/admin/updateDatabase', requireAdmin, body(updateDatabaseSchema), async (c) => {
    const deps = c.var.deps;
    const { job } = c.req.valid('json');
    const elsewhere = jobsElsewhere(deps.maintenance)[job];
    if (elsewhere) throw badRequest(elsewhere, { job: elsewhere });
    if (job === 'applyMigrations' && !(await pendingMigrations(deps))?.length) return unchanged(c, { message: DATABASE_TEXT.nothingToApply });
    const runId = await startRun(deps, c.var.session, job);
    if (!runId) throw conflict(DATABASE_TEXT.busy);
    runInBackground(c, executeRun(deps, runId, job));
    return ok(c, { data: await runById(deps, runId) });
  });
