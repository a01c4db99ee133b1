import { sql, type SqlBool } from 'kysely';
import type { AppDeps } from '../../deps';
import { ABANDONED } from './runs';

/**
 * A server starting on a restored backup (issue 20 §3.4, decision 0876). Every backup carries a
 * row in `backup_marks` (backup-thread.ts); the live database never does. Sessions in the copy
 * are as they were when it was taken: a sign-out, a password change or a blocked account since
 * then is lost with the rest, so every session is ended and members sign in again. Single-use
 * links mailed before the backup are spent for the same reason: their use may be what was lost.
 * Runs that were in progress when the copy was taken (its own backup among them) are abandoned.
 *
 * One atomic batch, every change guarded by the mark, which the batch deletes: two processes
 * starting on the same restored file sign everyone out once, not again after the first
 * members are back.
 */
export async function signOutAfterRestore(deps: Pick<AppDeps, 'database' | 'now'>): Promise<string | null> {
  const { db } = deps.database;
  const mark = await db.selectFrom('backup_marks').select('file').executeTakeFirst();
  if (!mark) return null;
  const now = deps.now();
  const restored = sql<SqlBool>`exists (select 1 from backup_marks)`;
  await deps.database.batch([
    db.updateTable('impersonations').set({ ended_at: now }).where('ended_at', 'is', null).where(restored),
    db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null).where(restored),
    db.updateTable('auth_tokens').set({ used_at: now }).where('used_at', 'is', null).where(restored),
    db.updateTable('email_changes').set({ used_at: now }).where('used_at', 'is', null).where(restored),
    db.deleteFrom('email_codes').where(restored),
    db.updateTable('maintenance_runs').set({ status: 'abandoned', finished_at: now, output: ABANDONED }).where('status', '=', 'running').where(restored),
    db.deleteFrom('backup_marks'),
  ]);
  return mark.file;
}
