import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseJob, DatabaseRun, DatabaseUpdates } from '../../../contract/admin/database';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { openLibsql, type LibsqlDatabase } from '../../db/libsql';
import { readMigrations, type Migration } from '../../db/migrate';
import { newId } from '../../ids';
import type { LocalMatchShard } from '../../search/match-index/shard';
import { matchShardsOf, warmMatchIndex } from '../../search/match-index/shards';
import { adminSession, memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { libsqlMaintenance } from './libsql-maintenance';
import type { DatabaseMaintenance } from './maintenance';
import { ABANDONED, STALE_RUN_MS } from './runs';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The same app with other maintenance: the shipped migrations plus test ones, or none (Workers). */
function appWith(maintenance: DatabaseMaintenance | undefined): TestApp {
  const deps: AppDeps = { ...t.deps, maintenance };
  return { ...t, deps, app: createApp(deps) };
}

function withExtraMigrations(extra: Migration[]): TestApp {
  const database = t.deps.database as LibsqlDatabase;
  return appWith(libsqlMaintenance(database, { backupDir: null, migrations: async () => [...(await readMigrations()), ...extra] }));
}

async function updates(app: TestApp = t): Promise<DatabaseUpdates> {
  const res = await answer(api(app, { token: admin.token }).admin.getDatabaseUpdates.$get({ query: { page: '1', limit: '200' } }));
  expect(res.status).toBe(200);
  return res.body;
}

async function start(job: DatabaseJob, app: TestApp = t) {
  return answer(api(app, { token: admin.token }).admin.updateDatabase.$post({ json: { job } }));
}

/** A start's answer when it began a run (code 5), not "nothing to apply" (code 4). */
function begun<B extends { code: number }>(body: B): Extract<B, { code: 5 }> {
  expect(body.code, JSON.stringify(body)).toBe(5);
  return body as Extract<B, { code: 5 }>;
}

/** Waits for the run to finish, reading the runs list as the page does. */
async function finished(id: string, app: TestApp = t): Promise<DatabaseRun> {
  for (let i = 0; i < 500; i++) {
    const run = (await updates(app)).items.find((r) => r._id === id);
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the run did not finish');
}

async function run(job: DatabaseJob, app: TestApp = t): Promise<DatabaseRun> {
  const res = await start(job, app);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const { data } = begun(res.body);
  expect(data.status).toBe('running');
  return finished(data._id, app);
}

const tableExists = async (name: string) =>
  !!(await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${name}`.execute(t.deps.database.db)).rows.length;
const recorded = async (name: string) => !!(await sql`select 1 from d1_migrations where name = ${name}`.execute(t.deps.database.db)).rows.length;
const runCount = async () => Number((await t.deps.database.db.selectFrom('maintenance_runs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /api/admin/getDatabaseUpdates', () => {
  it('lists the applied migrations with when, and none pending once npm start’s runner has run', async () => {
    const u = await updates();
    const shipped = (await readMigrations()).map((m) => m.name);
    expect(u.migrations.applied.map((m) => m.name)).toEqual(shipped);
    expect(u.migrations.applied.every((m) => Number.isFinite(m.appliedAt))).toBe(true);
    expect(u.migrations.pending).toEqual([]);
    expect(u.elsewhere).toEqual({});
    expect(u).toMatchObject({ page: 1, limit: 200 });
  });

  it('refuses an unknown sort key with fields', async () => {
    // Sent as is: the typed client would not send a sort key the schema lacks.
    const res = await call(t, 'GET', '/api/admin/getDatabaseUpdates?key=size', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.fields.key).toMatch(/Sort by one of/);
  });
});

describe('POST /api/admin/updateDatabase', () => {
  it('refuses an unknown job with fields, and records nothing', async () => {
    const before = await runCount();
    const res = await call(t, 'POST', '/api/admin/updateDatabase', { token: admin.token, body: { job: 'dropEverything' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.job).toMatch(/^Choose a job: applyMigrations/);
    expect(await runCount()).toBe(before);
  });

  it('integrity check: outcome, output “ok”, who, how long, and its audit entry', async () => {
    const done = await run('integrityCheck');
    expect(done).toMatchObject({ job: 'integrityCheck', status: 'succeeded', output: 'ok', adminEmail: expect.stringContaining('@'), durationMs: 0 });
    const audit = await t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', done._id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'database.integrityCheck', target_type: 'database', admin_id: admin.id });
  });

  it('applies pending migrations in one go, lists them as applied, and has nothing left to apply', async () => {
    const app = withExtraMigrations([
      { name: '9001_test_create_scratch.sql', sql: 'CREATE TABLE test_scratch (id INTEGER); INSERT INTO test_scratch VALUES (1);' },
      { name: '9002_test_add_note.sql', sql: 'ALTER TABLE test_scratch ADD COLUMN note TEXT;' },
    ]);
    expect((await updates(app)).migrations.pending).toEqual(['9001_test_create_scratch.sql', '9002_test_add_note.sql']);
    const done = await run('applyMigrations', app);
    expect(done).toMatchObject({ status: 'succeeded', output: 'Applied: 9001_test_create_scratch.sql, 9002_test_add_note.sql' });
    expect(await tableExists('test_scratch')).toBe(true);
    const u = await updates(app);
    expect(u.migrations.pending).toEqual([]);
    expect(u.migrations.applied.map((m) => m.name).slice(-2)).toEqual(['9001_test_create_scratch.sql', '9002_test_add_note.sql']);
    // Again: nothing to apply, no run.
    const before = await runCount();
    const again = await start('applyMigrations', app);
    expect(again.body).toMatchObject({ code: 4, message: 'Nothing to apply: the database is up to date.' });
    expect(await runCount()).toBe(before);
  });

  it('a failing migration leaves the database as it was: none of the run’s files applied or recorded', async () => {
    const app = withExtraMigrations([
      { name: '9101_test_create_good.sql', sql: 'CREATE TABLE test_good (id INTEGER);' },
      { name: '9102_test_create_bad.sql', sql: 'CREATE TABLE test_bad (id INTEGER); INSERT INTO no_such_table VALUES (1);' },
    ]);
    const done = await run('applyMigrations', app);
    expect(done.status).toBe('failed');
    expect(done.output).toMatch(/^Migration 9102_test_create_bad\.sql failed: .*no_such_table/);
    expect(await tableExists('test_good')).toBe(false);
    expect(await tableExists('test_bad')).toBe(false);
    expect(await recorded('9101_test_create_good.sql')).toBe(false);
    expect((await updates(app)).migrations.pending).toEqual(['9101_test_create_good.sql', '9102_test_create_bad.sql']);
  });

  it('runs one job at a time: a second start while one runs is refused with 409 and records nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const real = libsqlMaintenance(t.deps.database as LibsqlDatabase, { backupDir: null, migrations: async () => [...(await readMigrations()), { name: '9201_test_slow.sql', sql: 'CREATE TABLE test_slow (id INTEGER);' }] });
    const app = appWith({ ...real, applyMigrations: async () => (await gate, real.applyMigrations()) });
    const first = await start('applyMigrations', app);
    expect(first.status).toBe(200);
    const before = await runCount();
    const [second, third] = await Promise.all([start('integrityCheck', app), start('optimize', app)]);
    expect([second.status, third.status]).toEqual([409, 409]);
    expect(second.refusal.error).toBe('Another database job is running. Wait for it to finish, then start this one.');
    expect(await runCount()).toBe(before);
    release();
    expect((await finished(begun(first.body).data._id, app)).status).toBe('succeeded');
    expect((await run('integrityCheck', app)).status).toBe('succeeded');
  });

  it('a run whose server stopped beating a minute ago frees the lock and is marked abandoned', async () => {
    const id = newId();
    const beat = t.clock.now - STALE_RUN_MS - 1;
    await t.deps.database.db
      .insertInto('maintenance_runs')
      .values({ id, job: 'backup', status: 'running', admin_id: admin.id, admin_email: 'admin@sambandh.test', started_at: beat - 1000, heartbeat_at: beat })
      .execute();
    expect((await run('optimize')).status).toBe('succeeded');
    const old = (await updates()).items.find((r) => r._id === id)!;
    expect(old).toMatchObject({ status: 'abandoned', output: ABANDONED });
  });

  it('optimize refreshes the planner’s statistics', async () => {
    await sql`DROP TABLE IF EXISTS sqlite_stat1`.execute(t.deps.database.db);
    expect(await tableExists('sqlite_stat1')).toBe(false);
    expect((await run('optimize')).status).toBe('succeeded');
    expect(await tableExists('sqlite_stat1')).toBe(true);
  });

  it('backup writes a readable SQLite file with the same tables, named with the time, and no partial file', async () => {
    const done = await run('backup');
    expect(done.status).toBe('succeeded');
    const file = /^Wrote (.+\.db) \(/.exec(done.output!)![1]!;
    expect(path.basename(file)).toBe('sambandh-2026-11-22T10-00-00-000Z.db');
    const files = await readdir(path.dirname(file));
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    const copy = await openLibsql(`file:${file}`);
    const names = (db: LibsqlDatabase['db']) => sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    expect((await names(copy.db)).rows).toEqual((await names(t.deps.database.db)).rows);
    const migrationsIn = async (db: LibsqlDatabase['db']) => (await sql<{ name: string }>`select name from d1_migrations order by id`.execute(db)).rows;
    expect(await migrationsIn(copy.db)).toEqual(await migrationsIn(t.deps.database.db));
    copy.close();
  });

  it('rebuild the match index reads every member again into a new store in every shard', async () => {
    await memberWithSession(t);
    await warmMatchIndex(t.deps);
    const shards = matchShardsOf(t.deps) as LocalMatchShard[];
    const before = shards.map((s) => s.index.store);
    const done = await run('rebuildMatchIndex');
    expect(done.status).toBe('succeeded');
    const members = before.reduce((n, store) => n + store.slotOf.size, 0);
    expect(done.output).toMatch(new RegExp(`^Loaded ${members} members in \\d+ ms`));
    shards.forEach((s, k) => {
      expect(s.index.store).not.toBe(before[k]);
      expect(s.index.store.slotOf.size).toBe(before[k]!.slotOf.size);
    });
  });

  it('prune logs now removes page views and API logs past the retention period, and keeps the rest', async () => {
    const { db } = t.deps.database;
    const old = t.clock.now - 91 * DAY;
    const recent = t.clock.now - DAY;
    const view = (created_at: number) => ({ id: newId(), user_id: null, ip: null, pathname: '/x', loading_time: 1, time_spant: 1, created_at });
    const [oldView, newView] = [view(old), view(recent)];
    await db.insertInto('page_logs').values([oldView, newView]).execute();
    await db.insertInto('api_logs').values({ id: newId(), method: 'GET', path: '/x', status: 200, duration_ms: 1, user_id: null, ip: null, created_at: old }).execute();
    const done = await run('pruneLogs');
    expect(done.status).toBe('succeeded');
    expect(done.output).toMatch(/^Removed [1-9]\d* API log records and [1-9]\d* page views older than 90 days/);
    const left = await db.selectFrom('page_logs').select('id').where('id', 'in', [oldView.id, newView.id]).execute();
    expect(left.map((r) => r.id)).toEqual([newView.id]);
  });
});

describe('on Workers (no migration files, no disk)', () => {
  it('says how to migrate and back up instead, refuses those jobs with that text, and runs the others', async () => {
    const edge = appWith(undefined);
    const u = await updates(edge);
    expect(u.migrations.pending).toBeNull();
    expect(u.migrations.applied.length).toBeGreaterThan(20);
    expect(u.elsewhere.applyMigrations).toMatch(/wrangler d1 migrations apply/);
    expect(u.elsewhere.backup).toMatch(/wrangler d1 export/);
    const before = await runCount();
    const res = await start('backup', edge);
    expect(res.status).toBe(400);
    expect(res.refusal.fields!.job).toBe(u.elsewhere.backup);
    expect(await runCount()).toBe(before);
    expect(await run('integrityCheck', edge)).toMatchObject({ status: 'succeeded', output: 'ok' });
  });
});
