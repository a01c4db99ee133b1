import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A backup's copy, written on a thread of its own (issue 20 §3.4, decision 0876). The libSQL
 * native module answers synchronously, so VACUUM INTO on the event loop's thread held every
 * request for as long as the copy took (0.65 s for 38 MB). The thread opens its own connection
 * to the file: the copy reads one snapshot while requests go on reading and writing (WAL).
 *
 * Once the copy is whole, the thread writes its mark into it (`backup_marks`, migration 0041):
 * the live database never has a row there, so a server that starts on a file with one is
 * running on a restored backup (restored-backup.ts). The copy is left in rollback-journal mode:
 * one self-contained file, nothing beside it.
 *
 * The program is plain JavaScript given as text, as log-writer-thread.ts explains.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Libsql = require(workerData.libsql);
const { source, part, name, takenAt, busyTimeoutMs } = workerData;
try {
  const db = new Libsql(source, { timeout: busyTimeoutMs });
  try {
    db.prepare('VACUUM INTO ?').run([part]);
  } finally {
    db.close();
  }
  const copy = new Libsql(part, { timeout: busyTimeoutMs });
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    copy.prepare('INSERT INTO backup_marks (file, taken_at) VALUES (?, ?)').run([name, takenAt]);
  } finally {
    copy.close();
  }
  parentPort.postMessage({});
} catch (err) {
  parentPort.postMessage({ error: String((err && err.message) || err) });
}
`;

interface BackupCopy {
  /** The database file to copy. */
  source: string;
  /** Where the copy is written; renamed by the caller once this resolves. */
  part: string;
  /** The backup's file name, as the mark in the copy records it. */
  name: string;
  takenAt: number;
  busyTimeoutMs: number;
}

/** Writes the marked copy on a new thread; rejects with SQLite's message if it fails. */
export function copyOnThread(copy: BackupCopy): Promise<void> {
  const libsql = createRequire(import.meta.url).resolve('libsql');
  return new Promise((resolve, reject) => {
    const thread = new Worker(PROGRAM, { eval: true, workerData: { ...copy, libsql } });
    thread.once('message', ({ error }: { error?: string }) => (error === undefined ? resolve() : reject(new Error(error))));
    thread.once('error', reject);
    // A thread that ends without a word (killed, out of memory) must not leave the run waiting.
    thread.once('exit', (code) => reject(new Error(`The backup thread stopped (exit code ${code}) before the copy was done.`)));
  });
}
