/**
 * A write refused by a unique index: the guard SQL keeps when two requests race (the same name
 * saved by two admins, the same plan asked for twice). libSQL and D1 both say it in the message.
 */
export const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e));
