import { referenceSeedQueries, type SeedOptions } from './seed';
import { inlineParameters } from './sql-literal';

/** D1 refuses statements over 100 KB; stay clear of it. */
export const MAX_STATEMENT_BYTES = 90_000;

/**
 * The reference-data seed as plain SQL statements (parameters inlined), for D1. Small
 * INSERTs (2,000 values each) keep every statement far below D1's statement size limit.
 */
export function referenceSeedSql(options: Omit<SeedOptions, 'maxParameters'> = {}): string[] {
  const statements = referenceSeedQueries({ ...options, maxParameters: 2_000 }).map((q) => `${inlineParameters(q)};`);
  for (const s of statements) {
    const bytes = new TextEncoder().encode(s).length;
    if (bytes > MAX_STATEMENT_BYTES) throw new Error(`A seed statement of ${bytes} bytes is over the limit: ${s.slice(0, 80)}…`);
  }
  return statements;
}
