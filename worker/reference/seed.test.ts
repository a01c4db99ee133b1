import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsql, type LibsqlDatabase } from '../db/libsql';
import { migrate, readMigrations } from '../db/migrate';
import { createTestApp, type TestApp } from '../test/harness';
import { referenceSeedSteps, seedReferenceData } from './seed';
import { MAX_STATEMENT_BYTES, referenceSeedSql } from './seed-sql';

/** The test database is a copy of the template the global setup seeded with seedReferenceData. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.flushApiLog();
  await t.close();
});

const TABLES = referenceSeedSteps().map((s) => s.table);

/**
 * Row count and a hash of every row of each table, computed as one string per table (fast
 * for 148k cities). Seed times are left out, and REAL columns written to 1e-9: SQLite's
 * text-to-REAL conversion can land one ulp away from the bound value.
 */
async function fingerprint(db: TestApp['deps']['database']['db']) {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const cols = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
    const parts = cols.rows
      .filter((c) => c.name !== 'created_at' && c.name !== 'updated_at')
      .map((c) => (c.type === 'REAL' ? `printf('%.9f', ${c.name})` : `quote(${c.name})`));
    const r = await sql<{ n: number; s: string | null }>`select count(*) as n, group_concat(${sql.raw(parts.join(" || ',' || "))}, char(10)) as s from (select * from ${sql.table(table)} order by id)`.execute(db);
    const row = r.rows[0]!;
    out[table] = `${row.n}/${createHash('sha1').update(row.s ?? '').digest('hex')}`;
  }
  return out;
}

describe('seedReferenceData', () => {
  it('filled every reference table with what the data modules hold', async () => {
    const { db } = t.deps.database;
    for (const s of referenceSeedSteps()) {
      const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(s.table)}`.execute(db);
      expect(Number(r.rows[0]!.n), s.table).toBe(s.rowCount);
    }
    expect(TABLES).toContain('cities');
  });

  it('changes nothing when run again', async () => {
    const before = await fingerprint(t.deps.database.db);
    expect(await seedReferenceData(t.deps.database)).toEqual([]);
    expect(await fingerprint(t.deps.database.db)).toEqual(before);
  });

  it('adds back missing fixed rows but leaves tables that admins edit alone', async () => {
    const own = await createTestApp();
    const { db } = own.deps.database;
    const before = await fingerprint(db);
    await db.deleteFrom('cities').where('id', '>', 140_000).execute();
    await db.deleteFrom('relations').where('id', '=', 'wife-sister').execute();
    await db.deleteFrom('plans').where('id', '=', 'classic').execute();
    expect((await seedReferenceData(own.deps.database)).sort()).toEqual(['cities', 'relations']);
    const after = await fingerprint(db);
    expect(after.cities).toBe(before.cities);
    expect(after.relations).toBe(before.relations);
    expect(await db.selectFrom('plans').select('id').where('id', '=', 'classic').executeTakeFirst()).toBeUndefined();
    await own.flushApiLog();
    await own.close();
  });
});

describe('the D1 seed file', () => {
  let fresh: LibsqlDatabase;
  let statements: string[];
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-seed-sql-'));
    fresh = await openLibsql(`file:${path.join(dir, 'fresh.db')}`);
    await migrate(fresh.client, await readMigrations());
    statements = referenceSeedSql();
  }, 60_000);
  afterAll(() => fresh.close());

  it('keeps every statement small enough for D1', () => {
    for (const s of statements) expect(new TextEncoder().encode(s).length).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
    expect(statements.every((s) => s.startsWith('insert or ignore into '))).toBe(true);
  });

  it('fills a freshly migrated database with the same rows as the seed', async () => {
    await fresh.client.executeMultiple(statements.join('\n'));
    const a = await fingerprint(fresh.db);
    const b = await fingerprint(t.deps.database.db);
    for (const table of TABLES) expect(a[table], table).toBe(b[table]);
  }, 60_000);
});
