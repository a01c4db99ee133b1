import type { Client } from '@libsql/client';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Migration {
  name: string;
  sql: string;
}

/** The table `wrangler d1 migrations apply` keeps, so both runners agree on what ran. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

export async function readMigrations(dir = path.resolve('migrations')): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/** Applies, in order, each migration not yet recorded; each file runs in its own transaction. */
export async function migrate(client: Client, migrations: Migration[]): Promise<string[]> {
  await client.execute(MIGRATIONS_TABLE);
  const done = new Set((await client.execute('SELECT name FROM d1_migrations')).rows.map((r) => String(r.name)));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    const tx = await client.transaction('write');
    try {
      await tx.executeMultiple(m.sql);
      await tx.execute({ sql: 'INSERT INTO d1_migrations (name) VALUES (?)', args: [m.name] });
      await tx.commit();
    } catch (err) {
      await tx.rollback();
      throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
    } finally {
      tx.close();
    }
    applied.push(m.name);
  }
  return applied;
}
