import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LibsqlDatabase } from '../../db/libsql';
import { BUSY_TIMEOUT_MS } from '../../db/node-database';
import { migrate, readMigrations, type Migration } from '../../db/migrate';
import { copyOnThread } from './backup-thread';
import type { DatabaseMaintenance } from './maintenance';

/**
 * The database jobs under Node (decision 0814): the same runner and migrations/ as `npm start`,
 * and backups through VACUUM INTO when the database is an embedded file. Tests pass their own
 * migrations.
 */
export interface LibsqlMaintenanceOptions {
  /** Where backups go; null when the database is not a local file (Turso). */
  backupDir: string | null;
  migrations?: () => Promise<Migration[]>;
}

export function libsqlMaintenance(database: LibsqlDatabase, options: LibsqlMaintenanceOptions): DatabaseMaintenance {
  const migrations = options.migrations ?? (() => readMigrations());
  const backupDir = options.backupDir;
  return {
    shippedMigrations: async () => (await migrations()).map((m) => m.name),
    applyMigrations: async () => migrate(database.client, await migrations(), { allOrNothing: true }),
    backup: backupDir ? (at) => backupInto(database, backupDir, at) : null,
    removePartialBackups: async () => (backupDir ? removePartialBackups(backupDir) : 0),
  };
}

/** Backups are written as `<name>.db.part` and renamed when whole (backupInto). */
const PARTIAL_BACKUP = /^sambandh-.+\.db\.part$/;

async function removePartialBackups(dir: string): Promise<number> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const parts = names.filter((name) => PARTIAL_BACKUP.test(name));
  await Promise.all(parts.map((name) => rm(path.join(dir, name), { force: true })));
  return parts.length;
}

/**
 * VACUUM INTO writes a consistent copy while the app goes on (readers and writers wait only
 * for its read transaction), on a thread of its own (backup-thread.ts). It writes to `.part` and
 * renames when done, so a failure leaves no file that could be mistaken for a backup.
 */
async function backupInto(database: LibsqlDatabase, dir: string, at: number) {
  await mkdir(dir, { recursive: true });
  // This run holds the one-job lock, so no other backup is writing: any part is a leftover.
  await removePartialBackups(dir);
  const file = path.resolve(dir, `sambandh-${new Date(at).toISOString().replace(/[:.]/g, '-')}.db`);
  const part = `${file}.part`;
  try {
    await copyOnThread({ source: await databaseFile(database), part, name: path.basename(file), takenAt: at, busyTimeoutMs: BUSY_TIMEOUT_MS });
    await rename(part, file);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
  return { file, bytes: (await stat(file)).size };
}

/** The file of the embedded database, as SQLite itself names it. */
async function databaseFile(database: LibsqlDatabase): Promise<string> {
  const { rows } = await database.client.execute('PRAGMA database_list');
  const main = rows.find((r) => r.name === 'main');
  if (!main?.file) throw new Error('The database is not a file on this server, so it cannot be backed up here.');
  return main.file as string; // TEXT in SQLite's own list
}

/** The Node entry's maintenance: backups only for an embedded file. */
export function nodeMaintenance(database: LibsqlDatabase, databaseUrl: string, backupDir: string): DatabaseMaintenance {
  return libsqlMaintenance(database, { backupDir: databaseUrl.startsWith('file:') ? backupDir : null });
}
