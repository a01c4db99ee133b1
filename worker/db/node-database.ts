import Libsql from 'libsql';
import { Kysely, SqliteDialect, type CompiledQuery, type Logger, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { createClient } from '@libsql/client';
import { compileAll, type Database } from './database';
import { logWriterThread, type LogWriter } from './log-writer-thread';
import { openLibsql, type LibsqlDatabase } from './libsql';
import type { DB } from './schema';

/**
 * The Node entry's database (decision 0013). An embedded file (`file:…`) is queried through
 * Kysely's SqliteDialect over one `libsql` connection (the native module `@libsql/client` itself
 * wraps) whose statements are prepared once and kept: `@libsql/client` prepares every statement on
 * every call and reads its columns twice, which was a third of a checkLogin request (issue 13 §4).
 * A remote URL goes through `@libsql/client` as on Workers. `client` stays for the migrations, the
 * maintenance tasks and the tests, on connections of its own.
 */
export async function openNodeDatabase(url: string, authToken?: string, options: StatementLog & { logWriter?: LogWriter } = {}): Promise<LibsqlDatabase> {
  if (!url.startsWith('file:')) return openLibsql(url, authToken);
  const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  // WAL lets readers go on while one request writes; it is a property of the file.
  await client.execute('PRAGMA journal_mode = WAL');
  const main = kyselyOver(new Libsql(filePath(url), { timeout: BUSY_TIMEOUT_MS }), options);
  // The activity logs are written on a thread of their own, unsynced (log-writer-thread.ts), or
  // handed to the one such thread of the deployment (`logWriter`: a server process of several,
  // worker/cluster.ts); the queries are built here as any other, `db` reads them back here.
  const logWriter = options.logWriter ?? logWriterThread(filePath(url), BUSY_TIMEOUT_MS);
  const activityLog: Database = { db: main.db, batch: (queries) => logWriter.write(compileAll(queries)) };
  return {
    ...main,
    client,
    activityLog,
    close() {
      void logWriter.close();
      main.close();
      client.close();
    },
  };
}

/** Every statement the app sends through `db` and `batch`, as sent (the query-plan test, issue 26 §3). */
export interface StatementLog {
  onStatement?: (query: CompiledQuery) => void;
}

function kyselyOver(native: Native, { onStatement }: StatementLog): Database & { close(): void } {
  const connection = new PreparedStatements(native);
  const log: Logger | undefined = onStatement && ((event) => void (event.level === 'query' && onStatement(event.query)));
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }), log });
  return {
    db,
    async batch(queries) {
      const stmts = compileAll(queries);
      if (!stmts.length) return;
      stmts.forEach((q) => onStatement?.(q));
      // Kysely's one connection, taken in turn like any query: the statements run synchronously
      // between BEGIN IMMEDIATE and COMMIT, so nothing else runs inside the transaction.
      await db.connection().execute(async () => connection.inTransaction(() => stmts.forEach((q) => connection.prepare(q.sql).all(q.parameters))));
    },
    // Synchronously, as `@libsql/client` closes: a process that exits next leaves no WAL behind.
    close: () => connection.close(),
  };
}

/** A second writer waits this long instead of failing at once with SQLITE_BUSY (as `@libsql/client`'s `timeout`). */
export const BUSY_TIMEOUT_MS = 5000;
/** Prepared statements kept per connection; the oldest unused go first. The app has a few hundred distinct statements. */
const STATEMENTS_KEPT = 1000;

/** `file:/abs/path`, `file:relative/path` or `file:///abs/path` → the path. */
export function filePath(url: string): string {
  return url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url.slice('file:'.length);
}

type Native = InstanceType<typeof Libsql>;
type NativeStatement = ReturnType<Native['prepare']>;

/** One connection with its statements prepared once, in the shape Kysely's SqliteDialect drives. */
class PreparedStatements implements SqliteDatabase {
  readonly #kept = new Map<string, Statement>();
  constructor(readonly native: Native) {}

  prepare(sql: string): Statement {
    let stmt = this.#kept.get(sql);
    if (stmt) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      this.#kept.delete(sql);
    } else {
      stmt = new Statement(this.native.prepare(sql));
      if (this.#kept.size >= STATEMENTS_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
    }
    this.#kept.set(sql, stmt);
    return stmt;
  }

  /** Runs `work` (synchronous) in one write transaction: all of it or, on any error, none. */
  inTransaction(work: () => void): void {
    this.prepare('BEGIN IMMEDIATE').run([]);
    try {
      work();
      this.prepare('COMMIT').run([]);
    } catch (err) {
      if (this.native.inTransaction) this.prepare('ROLLBACK').run([]);
      throw err;
    }
  }

  get size() {
    return this.#kept.size;
  }

  close() {
    this.#kept.clear();
    this.native.close();
  }
}

/**
 * A kept statement, answering as `@libsql/client` does so the app sees the same rows: integers as
 * numbers, refusing one past 2^53 rather than rounding it; blobs as ArrayBuffers; a column name
 * that appears twice keeps its first value; booleans and dates bound as numbers.
 */
class Statement implements SqliteStatement {
  readonly reader: boolean;
  #columns: Columns = { names: [], width: 0 };
  constructor(private readonly native: NativeStatement) {
    this.reader = native.reader;
    if (this.reader) {
      native.raw(true);
      native.safeIntegers(true);
      this.#columns = columnNames(native);
    }
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    if (!this.reader) {
      this.run(parameters);
      return [];
    }
    const raw = this.native.all(bound(parameters)) as unknown[][];
    // A migration on another connection can change what `select *` returns: SQLite prepares
    // the statement again by itself, and the names are read again here.
    if (raw.length && raw[0]!.length !== this.#columns.width) this.#columns = columnNames(this.native);
    return raw.map((values) => toRow(values, this.#columns));
  }

  run(parameters: ReadonlyArray<unknown>) {
    if (this.reader) {
      this.all(parameters);
      return { changes: 0, lastInsertRowid: 0 };
    }
    return this.native.run(bound(parameters));
  }

  /** Nothing in the app streams; rows come all at once (a kept statement cannot be read twice at a time). */
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.all(parameters)[Symbol.iterator]();
  }
}

/** The statement's column names, each with the position of its first value; `width`: how many values a row has. */
interface Columns {
  names: Array<readonly [name: string, index: number]>;
  width: number;
}

function columnNames(stmt: NativeStatement): Columns {
  const all = stmt.columns().map((c) => c.name);
  return { names: [...new Set(all)].map((name) => [name, all.indexOf(name)] as const), width: all.length };
}

function toRow(values: unknown[], columns: Columns): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, i] of columns.names) {
    const value = values[i];
    row[name] = typeof value === 'bigint' ? safeNumber(value) : value;
  }
  return row;
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
  }
  return Number(value);
}

function bound(parameters: ReadonlyArray<unknown>): unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < parameters.length; i++) {
    const value = parameters[i];
    let sql: unknown = value;
    if (typeof value === 'boolean') sql = value ? 1 : 0;
    else if (value instanceof Date) sql = value.valueOf();
    else if (value instanceof ArrayBuffer) sql = Buffer.from(value);
    else if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
    else if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    if (sql !== value) (out ??= [...parameters])[i] = sql;
  }
  return out ?? (parameters as unknown[]);
}
