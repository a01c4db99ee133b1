/**
 * A write refused by a unique index: the guard SQL keeps when two requests race (the same name
 * saved by two admins, the same plan asked for twice). libSQL and D1 both say it in the message.
 */
export const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e));

/**
 * A write refused because the database has no room: SQLITE_FULL, as libSQL (`code` on its
 * LibsqlError and on the native SqliteError) and D1 (in the message) report a full disk or a
 * database at its size limit.
 */
export const isDatabaseFull = (e: unknown) =>
  (e as { code?: unknown })?.code === 'SQLITE_FULL' || /SQLITE_FULL|database or disk is full/i.test(String((e as Error)?.message ?? e));
