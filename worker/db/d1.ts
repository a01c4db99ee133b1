import type { D1Database } from '@cloudflare/workers-types';
import { Kysely } from 'kysely';
import { D1Dialect } from 'kysely-d1';
import { compileAll, type Database } from './database';
import type { DB } from './schema';

/** A Cloudflare D1 binding. Its `batch()` runs the statements in one implicit transaction. */
export function openD1(d1: D1Database): Database {
  return {
    db: new Kysely<DB>({ dialect: new D1Dialect({ database: d1 }) }),
    async batch(queries) {
      const stmts = compileAll(queries).map((q) => d1.prepare(q.sql).bind(...q.parameters));
      if (stmts.length) await d1.batch(stmts);
    },
  };
}
