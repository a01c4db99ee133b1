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

/**
 * Applies, in order, each migration not yet recorded. Each file runs in its own transaction;
 * `allOrNothing` puts every pending file in one, so that a failure anywhere leaves the database
 * as it was (the back office's "Apply pending", decision 0814).
 */
export async function migrate(client: Client, migrations: Migration[], { allOrNothing = false } = {}): Promise<string[]> {
  await client.execute(MIGRATIONS_TABLE);
  const done = new Set((await client.execute('SELECT name FROM d1_migrations')).rows.map((r) => r.name as string));
  const pending = migrations.filter((m) => !done.has(m.name));
  const groups = allOrNothing ? [pending] : pending.map((m) => [m]);
  for (const group of groups) if (group.length) await applyTogether(client, group);
  return pending.map((m) => m.name);
}

async function applyTogether(client: Client, group: Migration[]): Promise<void> {
  const tx = await client.transaction('write');
  let current = group[0]!;
  try {
    for (const m of group) {
      current = m;
      await tx.executeMultiple(m.sql);
      await tx.execute({ sql: 'INSERT INTO d1_migrations (name) VALUES (?)', args: [m.name] });
    }
    await tx.commit();
  } catch (err) {
    await tx.rollback();
    throw new Error(`Migration ${current.name} failed: ${(err as Error).message}`);
  } finally {
    tx.close();
  }
}
