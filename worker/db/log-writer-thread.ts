import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/**
 * The Node entry's activity-log writes, on a thread of their own (decision 0013). A second of
 * API requests is a few hundred rows into a table with five indexes: 10–15 µs of SQLite work a
 * row, which on the event loop's thread was a fifth of a checkLogin under load (issue 13 §4).
 * The thread has its own connection to the file, whose commits skip the sync (WAL's
 * synchronous=NORMAL): a power cut can lose its last commits, never corrupt the file, and the
 * logs already wait up to a second in memory. Every other write keeps the sync.
 *
 * The thread's program is plain JavaScript given as text, so it runs the same under tsx, the
 * test runner and a build, with no loader of its own.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Libsql = require(workerData.libsql);
const db = new Libsql(workerData.path, { timeout: workerData.busyTimeoutMs });
db.exec('PRAGMA synchronous = NORMAL');
const kept = new Map();
function statement(sql) {
  let stmt = kept.get(sql);
  if (!stmt) {
    if (kept.size >= 100) kept.clear();
    kept.set(sql, (stmt = db.prepare(sql)));
  }
  return stmt;
}
parentPort.on('message', ({ id, statements, close }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.exec('BEGIN IMMEDIATE');
    for (const q of statements) statement(q.sql).run(q.parameters);
    db.exec('COMMIT');
    parentPort.postMessage({ id });
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/** What a log write sends: plain strings, numbers and nulls, so it also crosses to another process (worker/cluster.ts). */
export type LogStatement = Pick<CompiledQuery, 'sql' | 'parameters'>;

export interface LogWriter {
  /** Writes the statements in one transaction on the thread: all or, on any error, none. */
  write(statements: ReadonlyArray<LogStatement>): Promise<void>;
  close(): Promise<void>;
}

export function logWriterThread(path: string, busyTimeoutMs: number): LogWriter {
  const libsql = createRequire(import.meta.url).resolve('libsql');
  const thread = new Worker(PROGRAM, { eval: true, workerData: { path, busyTimeoutMs, libsql } });
  // Idle, it must not keep the process alive; a write in flight holds it (ref below).
  thread.unref();
  const pending = new Map<number, { resolve(): void; reject(err: Error): void }>();
  let nextId = 0;
  let failed: Error | null = null;
  const settle = (id: number, error?: string) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (!pending.size) thread.unref();
    if (error === undefined) waiting?.resolve();
    else waiting?.reject(new Error(error));
  };
  thread.on('message', ({ id, error }: { id: number; error?: string }) => settle(id, error));
  thread.on('error', (err: Error) => {
    failed = err;
    for (const id of pending.keys()) settle(id, err.message);
  });
  return {
    write(statements) {
      if (failed) return Promise.reject(failed);
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.ref();
        // Only what the thread needs: sql and parameters are plain strings, numbers and nulls.
        thread.postMessage({ id, statements: statements.map((q) => ({ sql: q.sql, parameters: q.parameters })) });
      });
    },
    /** The thread closes its connection (the last one to close folds the WAL into the file) and ends. */
    async close() {
      const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.postMessage({ close: true });
      await ended;
    },
  };
}
