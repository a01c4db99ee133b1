import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibsqlDatabase } from '../../db/libsql';
import { newId } from '../../ids';
import { adminSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { databaseAtStart } from './at-start';
import { ABANDONED, HEARTBEAT_MS, keepRunAlive, STALE_RUN_MS } from './runs';

/**
 * Issue 20 §3.1: a process killed during a database job (kill -9) leaves its run 'running' and
 * its backup's `.part` behind. The next start marks such runs abandoned and sweeps the parts,
 * so the next job is accepted at once instead of answering 409 for an hour.
 */
let t: TestApp;
let admin: { token: string; id: string };
let backupDir: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  backupDir = path.join(path.dirname(await databaseFile(t)), 'backups');
});
afterAll(() => t.close());

async function databaseFile(app: TestApp): Promise<string> {
  const { rows } = await (app.deps.database as LibsqlDatabase).client.execute('PRAGMA database_list');
  return rows[0]!.file as string;
}

const asAdmin = () => api(t, { token: admin.token });
const startBackup = () => answer(asAdmin().admin.updateDatabase.$post({ json: { job: 'backup' } }));
const runsList = async () => (await answer(asAdmin().admin.getDatabaseUpdates.$get({ query: { page: '1', limit: '200' } }))).body.items;

/** A run as a killed process leaves it: 'running', its last heartbeat `beatAgo` ms ago. */
async function leftRunning(beatAgo: number): Promise<string> {
  const id = newId();
  const at = t.clock.now - beatAgo;
  await t.deps.database.db
    .insertInto('maintenance_runs')
    .values({ id, job: 'backup', status: 'running', admin_id: admin.id, admin_email: 'admin@sambandh.test', started_at: at - 5000, heartbeat_at: at })
    .execute();
  return id;
}

async function finishedAll() {
  for (let i = 0; i < 500 && (await runsList()).some((r) => r.status === 'running'); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('a database job cut short by a crash', () => {
  it('at start: the run of a process that is gone is abandoned, its .part swept, and a new backup is accepted', async () => {
    const id = await leftRunning(STALE_RUN_MS + 1);
    await mkdir(backupDir, { recursive: true });
    const part = path.join(backupDir, 'sambandh-2026-11-22T09-58-00-000Z.db.part');
    await writeFile(part, 'half a copy');

    const report = await databaseAtStart(t.deps);
    expect(report).toMatchObject({ abandoned: 1, partialBackups: 1 });
    expect((await runsList()).find((r) => r._id === id)).toMatchObject({ status: 'abandoned', output: ABANDONED });
    expect((await readdir(backupDir)).filter((f) => f.endsWith('.part'))).toEqual([]);

    const res = await startBackup();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await finishedAll();
  });

  it('at start: a run whose process still beats (another server on the same database) is left running, and so is its .part', async () => {
    const id = await leftRunning(1000);
    const part = path.join(backupDir, 'sambandh-2026-11-22T09-59-59-000Z.db.part');
    await writeFile(part, 'being written by the other server');

    expect(await databaseAtStart(t.deps)).toMatchObject({ abandoned: 0, partialBackups: 0 });
    expect((await runsList()).find((r) => r._id === id)?.status).toBe('running');
    expect(await readdir(backupDir)).toContain(path.basename(part));
    expect((await startBackup()).status).toBe(409);

    // Its heartbeat stops: a minute later the next start of a job takes over, and the backup sweeps the part first.
    t.clock.advance(STALE_RUN_MS);
    const res = await startBackup();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await finishedAll();
    expect((await runsList()).find((r) => r._id === id)).toMatchObject({ status: 'abandoned', output: ABANDONED });
    expect((await readdir(backupDir)).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('a job that runs longer than a minute keeps its lock: its process beats', async () => {
    const id = await leftRunning(0);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = keepRunAlive(t.deps, id);
      for (let waited = 0; waited <= STALE_RUN_MS; waited += HEARTBEAT_MS) {
        t.clock.advance(HEARTBEAT_MS);
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      }
      expect((await startBackup()).status).toBe(409);
      stop();
    } finally {
      vi.useRealTimers();
    }
    expect((await runsList()).find((r) => r._id === id)?.status).toBe('running');
    await t.deps.database.db.updateTable('maintenance_runs').set({ status: 'succeeded' }).where('id', '=', id).execute();
  });
});
