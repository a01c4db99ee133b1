import { sql } from 'kysely';
import { createApp } from '../../app';
import { openNodeDatabase } from '../../db/node-database';
import type { TestApp } from '../../test/harness';
import { followOtherProcesses, newOrigin, sharedHub, type Follower } from './follower';
import { processHub } from './hub';

/** The file behind a test app's database (SQLite names it), so a second connection can open it. */
export async function databaseFile(t: TestApp): Promise<string> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.deps.database.db);
  return rows[0]!.file;
}

/**
 * Another Node process of the same deployment, as far as chat can tell: the same database file
 * through a connection of its own, and a hub of its own (its members' open pages). It shares
 * the test's clock and mailbox.
 */
export async function secondProcess(t: TestApp): Promise<TestApp> {
  const database = await openNodeDatabase(`file:${await databaseFile(t)}`);
  const live = processHub(database, t.deps.now);
  const deps = { ...t.deps, database, live };
  return {
    ...t,
    app: createApp(deps),
    deps,
    live,
    close: async () => database.close(),
  };
}

/**
 * A Node process as worker/node.ts wires it: its own connection and hub, `deps.live` the
 * shared hub, and its follower of the other processes (`everyMs` 0: rounds only when the test
 * calls `follower.tick()`).
 */
export async function nodeProcess(t: TestApp, everyMs = 0): Promise<TestApp & { follower: Follower }> {
  const database = await openNodeDatabase(`file:${await databaseFile(t)}`);
  const local = processHub(database, () => t.clock.now);
  const origin = newOrigin();
  const deps = { ...t.deps, database, live: sharedHub(local, database, origin) };
  const follower = await followOtherProcesses(deps, local, origin, everyMs);
  return {
    ...t,
    app: createApp(deps),
    deps,
    live: local,
    follower,
    close: async () => {
      await follower.close();
      database.close();
    },
  };
}
