import cluster, { type Worker } from 'node:cluster';
import type { LogStatement, LogWriter } from './db/log-writer-thread';

/**
 * One server process per core (issue 26 §4, decision 0967). One Node process is bound by its one
 * main thread; node:cluster runs several on the same port (the primary accepts and hands the
 * connections round) over the same database file. The primary serves nothing itself: it migrated
 * and seeded before forking, it runs the background jobs and the one activity-log thread
 * (worker/start.ts), it replaces a server process that ends and it stops them all.
 * Live delivery between them is the followers' (decision 0866), as between separate processes.
 */

/** More ends than this within RESTARTS_WINDOW_MS is a crash loop: the primary stops rather than spin. */
const MAX_RESTARTS = 5;
const RESTARTS_WINDOW_MS = 60_000;

type LogMessage = { kind: 'log-write'; id: number; statements: LogStatement[] } | { kind: 'log-written'; id: number; error?: string };

export interface ServerProcesses {
  /** Resolves once every first process listens. */
  listening: Promise<void>;
  /** SIGTERM to each (its own bounded stop, decision 0861); resolves when all have ended. */
  close(): Promise<void>;
}

/**
 * The primary's side: `count` server processes of this same program, kept at that number.
 * `logWriter` writes the activity logs they send; `onCrashLoop` is called once, when they keep ending.
 */
export function startServerProcesses(count: number, logWriter: LogWriter | undefined, onCrashLoop: () => void): ServerProcesses {
  let stopping = false;
  const ends: number[] = [];
  cluster.on('message', (worker: Worker, message: LogMessage) => {
    if (message?.kind !== 'log-write' || !logWriter) return;
    const answer = (error?: string) => void (worker.isConnected() && worker.send({ kind: 'log-written', id: message.id, error } satisfies LogMessage));
    logWriter.write(message.statements).then(
      () => answer(),
      (err: unknown) => answer(err instanceof Error ? err.message : String(err)),
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    ends.push(now);
    while (ends[0]! < now - RESTARTS_WINDOW_MS) ends.shift();
    if (ends.length > MAX_RESTARTS) {
      console.error(`Server processes ended ${ends.length} times within a minute; stopping instead of starting more.`);
      stopping = true;
      onCrashLoop();
      return;
    }
    console.error(`A server process (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another.`);
    cluster.fork();
  });
  let listeners = 0;
  const listening = new Promise<void>((resolve) => {
    const listened = () => {
      if (++listeners < count) return;
      cluster.off('listening', listened);
      resolve();
    };
    cluster.on('listening', listened);
  });
  for (let i = 0; i < count; i++) cluster.fork();
  return {
    listening,
    async close() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/**
 * A server process's activity-log writer: its writes go to the primary's one log thread, so the
 * deployment has one log writer on the file whatever the number of processes.
 */
export function logWriterOfPrimary(): LogWriter {
  const pending = new Map<number, { resolve(): void; reject(err: Error): void }>();
  let nextId = 0;
  process.on('message', (message: LogMessage) => {
    if (message?.kind !== 'log-written') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) waiting?.resolve();
    else waiting?.reject(new Error(message.error));
  });
  return {
    write(statements) {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: LogMessage = { kind: 'log-write', id, statements: statements.map((q) => ({ sql: q.sql, parameters: q.parameters })) };
        process.send!(message, undefined, {}, (err: Error | null) => {
          if (!err) return;
          pending.delete(id);
          reject(err);
        });
      });
    },
    // The primary's thread is the primary's to close, after the last process has ended.
    close: async () => undefined,
  };
}
