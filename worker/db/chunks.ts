import { sql } from 'kysely';

/** D1 allows at most 100 bound parameters per statement (STACK-NOTES pitfall 10); room is left for the query's own. */
export const IN_LIST_MAX = 90;

/** D1 allows at most 5 terms in a compound SELECT (UNION ALL …): its SQLite runs with that limit (wrangler's local D1 answers "too many terms" at 6). */
export const COMPOUND_SELECT_MAX = 5;

/** `items` in runs of at most `size`, for `IN (…)` lists and multi-row inserts within D1's limit. */
export function chunks<T>(items: readonly T[], size = IN_LIST_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows of a multi-row INSERT in runs that bind at most 100 parameters (one per column of each row). */
export function rowChunks<T extends object>(rows: readonly T[]): T[][] {
  return chunks(rows, rows.length ? Math.max(1, Math.floor(100 / Object.keys(rows[0]!).length)) : 1);
}

/**
 * An `IN` list as ONE bound parameter (a JSON array read by json_each), for lists of any length
 * where splitting into runs would split a query: `.where('id', 'in', idList(ids))`.
 */
export const idList = (ids: readonly string[]) => sql<string>`(select value from json_each(${JSON.stringify(ids)}))`;
