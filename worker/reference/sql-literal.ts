import type { CompiledQuery } from 'kysely';

/**
 * Compiled queries as plain SQL text with their parameters written as SQLite literals, for
 * `wrangler d1 execute --file`: D1 caps bound parameters at 100 per query, inlined literals
 * have no such cap.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as an SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('Cannot write a NUL character in an SQL literal');
    return `'${value.replace(/'/g, "''")}'`;
  }
  throw new Error(`Cannot write a ${typeof value} as an SQL literal`);
}

/** Replaces each `?` placeholder outside quotes with the next parameter. */
export function inlineParameters(query: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  let out = '';
  let quote: string | null = null;
  let next = 0;
  for (const ch of query.sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      if (next >= query.parameters.length) throw new Error('More placeholders than parameters');
      out += sqlLiteral(query.parameters[next++]);
    } else {
      out += ch;
    }
  }
  if (next !== query.parameters.length) throw new Error('More parameters than placeholders');
  return out;
}
