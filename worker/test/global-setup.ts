import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openLibsql } from '../db/libsql';
import { migrate, readMigrations } from '../db/migrate';
import { seedReferenceData } from '../reference/seed';

/**
 * Migrates and seeds one template database per test run (reference data includes ~150k
 * cities, a few seconds); each test file then copies the file instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-template-'));
  const file = path.join(dir, 'template.db');
  const database = await openLibsql(`file:${file}`);
  await migrate(database.client, await readMigrations());
  await seedReferenceData(database);
  await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  await database.client.execute('PRAGMA journal_mode = DELETE');
  database.close();
  project.provide('templateDb', file);
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
