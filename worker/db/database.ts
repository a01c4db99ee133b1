import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * What the app holds of its database: the Kysely query builder, and `batch`, the one way to
 * write several rows atomically. D1 has no interactive transactions and every round trip at
 * the edge is a network hop, so multi-row writes are compiled queries sent as one batch.
 */
export interface Database {
  db: Kysely<DB>;
  batch(queries: ReadonlyArray<Compilable | CompiledQuery>): Promise<void>;
}

export function compileAll(queries: ReadonlyArray<Compilable | CompiledQuery>): CompiledQuery[] {
  return queries.map((q) => ('compile' in q ? q.compile() : q));
}
