import { createClient, type Client } from '@libsql/client';
import { Kysely } from 'kysely';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { compileAll, type Database } from './database';
import type { DB } from './schema';

export interface LibsqlDatabase extends Database {
  client: Client;
  /** Where the Node entry writes the activity logs, if not here: an embedded file's unsynced connection (node-database.ts). */
  activityLog?: Database;
  close(): void;
}

/** A libSQL database: an embedded file (`file:…`) or a remote Turso URL. */
export async function openLibsql(url: string, authToken?: string): Promise<LibsqlDatabase> {
  // `timeout` is the busy timeout of every pooled connection: a second writer waits instead of
  // failing at once with SQLITE_BUSY. (A PRAGMA would reach only the first connection.)
  const client = createClient({ url, authToken, timeout: 5000 });
  // WAL lets readers go on while one request writes; it is a property of the file.
  if (url.startsWith('file:')) await client.execute('PRAGMA journal_mode = WAL');
  const db = new Kysely<DB>({ dialect: new LibsqlDialect({ client }) });
  return {
    db,
    client,
    async batch(queries) {
      const stmts = compileAll(queries).map((q) => ({ sql: q.sql, args: q.parameters as never[] }));
      if (stmts.length) await client.batch(stmts, 'write');
    },
    close: () => client.close(),
  };
}
