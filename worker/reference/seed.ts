import {
  sql,
  type CompiledQuery,
  type Insertable,
} from 'kysely';
import { compileOnly } from '../db/compile-only';
import type { Database } from '../db/database';
import type { ReferenceTables } from '../db/tables/reference';
import { cityRows, countryRows, stateRows } from './catalogue/geography';
import {
  adRows,
  communityRows,
  motherTongueRows,
  nakshatraRows,
  optionRows,
  planRows,
  relationRows,
} from './seed-rows';

/**
 * Seeding of the reference data: the same compiled INSERTs feed the libSQL seed at start
 * (`seedReferenceData`) and the SQL file for D1 (`scripts/reference-seed-sql.ts`).
 * Importing this module loads the geography package, so only Node code may import it.
 */

const compiler = compileOnly;

type SeedTable = keyof ReferenceTables;

export interface SeedStep {
  table: SeedTable;
  /** Rows the seed holds for the table. */
  rowCount: number;
  /**
   * 'empty': admins edit the table, so it is seeded only while empty (in one atomic batch).
   * 'missing': fixed data; rows missing by id are added (INSERT OR IGNORE), so a seed that
   * stopped halfway resumes and rows added to the catalogue reach existing databases.
   */
  when: 'empty' | 'missing';
  /** Compiled on demand: compiling 148k city rows takes a while and is rarely needed. */
  queries: () => CompiledQuery[];
}

export interface SeedOptions {
  /** Creation time of the seeded plans and ads. */
  now?: number;
  /** Bound parameters per INSERT; D1 files use fewer so each statement stays small. */
  maxParameters?: number;
}

function inserts<T extends SeedTable>(table: T, rows: Array<Insertable<ReferenceTables[T]>>, maxParameters: number): CompiledQuery[] {
  const first = rows[0];
  if (!first) return [];
  const perStatement = Math.max(1, Math.floor(maxParameters / Object.keys(first).length));
  const queries: CompiledQuery[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement) as never;
    queries.push(compiler.insertInto(table).orIgnore().values(chunk).compile());
  }
  return queries;
}

/** Every reference table in dependency order, with the INSERTs that fill it. */
export function referenceSeedSteps(options: SeedOptions = {}): SeedStep[] {
  const now = options.now ?? Date.now();
  const max = options.maxParameters ?? 10_000;
  const communities = communityRows();
  const step = <T extends SeedTable>(table: T, when: SeedStep['when'], rows: Array<Insertable<ReferenceTables[T]>>): SeedStep => ({
    table,
    when,
    rowCount: rows.length,
    queries: () => inserts(table, rows, max),
  });
  return [
    step('religions', 'empty', communities.religions),
    step('castes', 'empty', communities.castes),
    step('sub_castes', 'empty', communities.sub_castes),
    step('gotras', 'empty', communities.gotras),
    step('mother_tongues', 'missing', motherTongueRows()),
    step('countries', 'missing', countryRows()),
    step('states', 'missing', stateRows()),
    step('cities', 'missing', cityRows()),
    step('reference_options', 'empty', optionRows()),
    step('nakshatras', 'missing', nakshatraRows()),
    step('relations', 'missing', relationRows()),
    step('plans', 'empty', planRows(now)),
    step('ads', 'empty', adRows(now)),
  ];
}

/** All seed INSERTs in order, for an empty database. */
export function referenceSeedQueries(options: SeedOptions = {}): CompiledQuery[] {
  return referenceSeedSteps(options).flatMap((s) => s.queries());
}

/** Statements per batch: keeps one libSQL/Turso request to a few MB. */
const STATEMENTS_PER_BATCH = 8;

async function countRows(database: Database, table: SeedTable): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Seeds what is missing and nothing else; running it again changes nothing. Returns the
 * tables it wrote to. Meant for libSQL (Node start, tests, Turso); D1 takes the SQL file.
 */
export async function seedReferenceData(database: Database, options: SeedOptions = {}): Promise<SeedTable[]> {
  const seeded: SeedTable[] = [];
  for (const s of referenceSeedSteps(options)) {
    const count = await countRows(database, s.table);
    const needed = s.when === 'empty' ? count === 0 : count < s.rowCount;
    if (!needed || s.rowCount === 0) continue;
    const queries = s.queries();
    if (s.when === 'empty') {
      await database.batch(queries);
    } else {
      for (let i = 0; i < queries.length; i += STATEMENTS_PER_BATCH) {
        await database.batch(queries.slice(i, i + STATEMENTS_PER_BATCH));
      }
    }
    seeded.push(s.table);
  }
  return seeded;
}
