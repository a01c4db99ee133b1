import type { DatabaseJob } from '../../../contract/admin/database';

/**
 * What the back office's database jobs need from the runtime beyond `deps.database`
 * (decision 0814). Only the Node entry has it: the migration files on disk, the libSQL client
 * the runner of `npm start` takes, and a disk for backups. Workers have none of these; there
 * `AppDeps.maintenance` is absent and the page shows what to run instead.
 */
export interface DatabaseMaintenance {
  /** Names of the migrations shipped with the app, in order. */
  shippedMigrations(): Promise<string[]>;
  /** Applies the pending ones with the runner of `npm start`, in one transaction; the names applied. */
  applyMigrations(): Promise<string[]>;
  /** Writes a consistent copy of the database named with the time; null for a remote libSQL server (Turso). */
  backup: ((at: number) => Promise<{ file: string; bytes: number }>) | null;
  /**
   * Deletes the `.part` files a backup cut short left in the backup folder; how many. Only
   * while no backup runs: a part may be another process's copy in progress.
   */
  removePartialBackups(): Promise<number>;
}

const MIGRATE_ELSEWHERE =
  'On Workers the migration files are not on the server: apply them from a checkout of this release with `wrangler d1 migrations apply sambandh --remote` (D1), or `npm run migrate` with DATABASE_URL and DATABASE_AUTH_TOKEN set to the Turso database.';
const TURSO_BACKUP =
  'Turso keeps point-in-time restore: `turso db create sambandh-restored --from-db sambandh --timestamp <time>`; for a copy of your own, `turso db shell sambandh .dump > sambandh.sql`.';
const D1_BACKUP =
  'D1 keeps 30 days of Time Travel: `wrangler d1 time-travel restore sambandh --timestamp=<time>`; for a copy of your own, `wrangler d1 export sambandh --remote --output=sambandh.sql`.';

/** The jobs this runtime does not run, each with what an operator runs instead. */
export function jobsElsewhere(maintenance: DatabaseMaintenance | undefined): Partial<Record<DatabaseJob, string>> {
  if (!maintenance) return { applyMigrations: MIGRATE_ELSEWHERE, backup: `${D1_BACKUP} ${TURSO_BACKUP}` };
  return maintenance.backup ? {} : { backup: TURSO_BACKUP };
}
