import type { Config } from '../../config';
import type { LibsqlDatabase } from '../../db/libsql';
import type { AppDeps } from '../../deps';
import { nodeMaintenance } from './libsql-maintenance';
import { signOutAfterRestore } from './restored-backup';
import { abandonStaleRunsQuery, HEARTBEAT_MS, STALE_RUN_MS } from './runs';

/**
 * What the Node entry does about its database before it serves. On a restored backup, everyone
 * is signed out (restored-backup.ts, issue 20 §3.4). Then (issue 20 §3.1, decision 0875): runs
 * left 'running' by a process that is gone (no heartbeat for a minute) are marked abandoned, and
 * backups they cut short (`.part` files) are deleted, so the next job starts at once. A run
 * whose process still beats is left alone, with its `.part`: it may be another server sharing
 * the database; the first job started after its heartbeat stops takes over.
 */
interface DatabaseAtStart {
  /** The backup's file name when the database is a restored backup: everyone was signed out. */
  restoredFrom: string | null;
  abandoned: number;
  partialBackups: number;
  /** Runs still beating; `npm start` looks again once they would be stale. */
  stillRunning: number;
}

export async function databaseAtStart(deps: Pick<AppDeps, 'database' | 'now' | 'maintenance'>): Promise<DatabaseAtStart> {
  const { db } = deps.database;
  const restoredFrom = await signOutAfterRestore(deps);
  const abandoned = Number((await abandonStaleRunsQuery(deps).executeTakeFirst()).numUpdatedRows);
  const running = await db.selectFrom('maintenance_runs').select('job').where('status', '=', 'running').execute();
  const backupRunning = running.some((r) => r.job === 'backup');
  const partialBackups = deps.maintenance && !backupRunning ? await deps.maintenance.removePartialBackups() : 0;
  return { restoredFrom, abandoned, partialBackups, stillRunning: running.length };
}

/**
 * `npm start`'s part: runs the above before the server listens, says what it did, and looks
 * again once the runs still beating would be stale: after a quick restart (a kill, then a
 * supervisor starting the server within the minute) the dead process's run is one of those.
 */
export async function recoverDatabaseAtStart(database: LibsqlDatabase, config: Pick<Config, 'databaseUrl' | 'backupDir'>, log: (line: string) => void): Promise<void> {
  const deps = { database, now: Date.now, maintenance: nodeMaintenance(database, config.databaseUrl, config.backupDir) };
  const recover = async () => {
    const report = await databaseAtStart(deps);
    if (report.restoredFrom) log(`Started on the restored backup ${report.restoredFrom}: every session was ended, so members and administrators sign in again.`);
    if (report.abandoned || report.partialBackups) log(`Database jobs: ${report.abandoned} run(s) of a stopped server marked abandoned, ${report.partialBackups} unfinished backup file(s) removed.`);
    return report;
  };
  if (!(await recover()).stillRunning) return;
  const again = setTimeout(() => void recover().catch((err: unknown) => console.error('Looking for abandoned database jobs failed:', err)), STALE_RUN_MS + HEARTBEAT_MS);
  again.unref();
}
