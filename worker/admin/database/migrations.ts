import { sql } from 'kysely';
import type { AppliedMigration } from '../../../contract/admin/database';
import type { AppDeps } from '../../deps';

/**
 * The migrations as the runner recorded them, in the table D1 uses (worker/db/migrate.ts), and
 * those shipped with the app but not applied. `applied_at` is SQLite's CURRENT_TIMESTAMP: UTC text.
 */
export async function appliedMigrations(deps: Pick<AppDeps, 'database'>): Promise<AppliedMigration[]> {
  const { rows } = await sql<{ name: string; applied_at: string }>`select name, applied_at from d1_migrations order by id`.execute(deps.database.db);
  return rows.map((r) => ({ name: r.name, appliedAt: Date.parse(`${r.applied_at.replace(' ', 'T')}Z`) }));
}

/** Null where the shipped files are not readable (Workers). */
export async function pendingMigrations(deps: Pick<AppDeps, 'database' | 'maintenance'>, applied?: AppliedMigration[]): Promise<string[] | null> {
  if (!deps.maintenance) return null;
  const done = new Set((applied ?? (await appliedMigrations(deps))).map((m) => m.name));
  return (await deps.maintenance.shippedMigrations()).filter((name) => !done.has(name));
}
