import { sql } from 'kysely';
import { chunks, COMPOUND_SELECT_MAX, idList } from '../db/chunks';
import type { Database } from '../db/database';
import type { ReferenceKind } from '../i18n/reference-names';
import { referenceVersion } from './load';

/** The tables whose rows name the values members hold (a caste, a city, an option of a list …). */
export type NameTable = 'reference_options' | 'religions' | 'castes' | 'mother_tongues' | 'nakshatras' | 'countries' | 'states' | 'cities';

/** The name column of each name table, and the list its names belong to (reference_options: each row's kind). */
const NAME_SOURCES: Record<NameTable, { column: string; kind: ReferenceKind | null }> = {
  reference_options: { column: 'name', kind: null },
  religions: { column: 'name', kind: 'religion' },
  castes: { column: 'name', kind: 'caste' },
  mother_tongues: { column: 'mothertongue', kind: 'motherTongue' },
  nakshatras: { column: 'name', kind: 'nakshatra' },
  countries: { column: 'name', kind: 'country' },
  states: { column: 'name', kind: 'state' },
  cities: { column: 'name', kind: 'city' },
};

/** One id's name as stored (English), with the list it belongs to, for `referenceName`/`pickerName`. */
export interface StoredName {
  name: string;
  kind: ReferenceKind;
}

/**
 * The names this process or isolate has looked up, per database, at one reference_version
 * (migrations 0021 and 0069: every write to a name table bumps it). Only ids some request asked
 * for are kept, not whole tables: the cities alone are ~150,000 rows, and the ids that members
 * hold are a few thousand that barely change, so after the first requests a page reads no name
 * from the database (decision 0972). An id without a row is kept as null, so it is not asked again.
 */
interface CachedNames {
  version: number;
  tables: Map<NameTable, Map<string, StoredName | null>>;
}
const cached = new WeakMap<Database, CachedNames>();

async function currentNames(database: Database): Promise<CachedNames> {
  const version = await referenceVersion(database);
  const entry = cached.get(database);
  if (entry && entry.version === version) return entry;
  const fresh: CachedNames = { version, tables: new Map((Object.keys(NAME_SOURCES) as NameTable[]).map((t) => [t, new Map()])) };
  cached.set(database, fresh);
  return fresh;
}

/**
 * The stored names of the wanted ids of each name table: from memory, and what memory lacks in at
 * most two statements — a UNION ALL of one indexed lookup per table (five tables at most, D1's
 * limit of a compound SELECT), each table's ids bound as one JSON array, so a statement has five
 * parameters whatever the number of ids (D1 allows 100). One reference_version read a call.
 */
export async function storedNames(database: Database, wanted: ReadonlyMap<NameTable, ReadonlySet<string>>): Promise<Map<NameTable, Map<string, StoredName>>> {
  const entry = await currentNames(database);
  const missing = new Map<NameTable, string[]>();
  for (const [t, ids] of wanted) {
    const known = entry.tables.get(t)!;
    const lacking = [...ids].filter((id) => !known.has(id));
    if (lacking.length) missing.set(t, lacking);
  }
  if (missing.size) {
    const parts = [...missing].map(([t, ids]) => {
      const { column, kind } = NAME_SOURCES[t];
      return sql`select ${t} as t, id, ${sql.ref(column)} as name, ${kind === null ? sql.ref('kind') : sql.lit(kind)} as kind from ${sql.table(t)} where id in ${idList(ids)}`;
    });
    // The pages' filters name up to eight tables: two statements, in parallel.
    const answers = await Promise.all(
      chunks(parts, COMPOUND_SELECT_MAX).map((run) => sql<{ t: NameTable; id: string | number; name: string; kind: ReferenceKind }>`${sql.join(run, sql` union all `)}`.execute(database.db)),
    );
    for (const [t, ids] of missing) for (const id of ids) entry.tables.get(t)!.set(id, null);
    for (const r of answers.flatMap((a) => a.rows)) entry.tables.get(r.t)!.set(String(r.id), { name: r.name, kind: r.kind });
  }
  const out = new Map<NameTable, Map<string, StoredName>>();
  for (const [t, ids] of wanted) {
    const known = entry.tables.get(t)!;
    const names = new Map<string, StoredName>();
    for (const id of ids) {
      const stored = known.get(id);
      if (stored) names.set(id, stored);
    }
    out.set(t, names);
  }
  return out;
}
