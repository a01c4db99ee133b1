import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LibsqlDatabase } from './libsql';
import { openNodeDatabase } from './node-database';

/**
 * The Node entry's driver (decision 0013): statements prepared once, rows as `@libsql/client`
 * gives them, `batch` all or nothing. A file of its own, not the migrated template: these are
 * the driver's rules, whatever the schema.
 */
let dir: string;
let database: LibsqlDatabase;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-driver-'));
  database = await openNodeDatabase(`file:${path.join(dir, 'driver.db')}`);
  await database.client.execute('create table notes (id integer primary key, body text not null unique, stars integer, score real)');
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const notes = () => database.db.selectFrom('notes' as never).selectAll().orderBy('id' as never).execute() as Promise<Record<string, unknown>[]>;
const insert = (id: number, body: string) => database.db.insertInto('notes' as never).values({ id, body });

describe('openNodeDatabase over an embedded file', () => {
  it('writes a batch all or nothing: a failing statement leaves none of the others', async () => {
    await database.batch([insert(1, 'first')]);
    await expect(database.batch([insert(2, 'second'), insert(3, 'first')])).rejects.toThrow(/UNIQUE constraint failed/);
    expect((await notes()).map((n) => n.body)).toEqual(['first']);
    // The connection is usable afterwards: the failed batch was rolled back, not left open.
    await database.batch([insert(2, 'second')]);
    expect((await notes()).map((n) => n.body)).toEqual(['first', 'second']);
  });

  it('answers the same statement twice from one prepared statement, with new parameters', async () => {
    await database.batch([insert(1, 'a'), insert(2, 'b')]);
    const byId = (id: number) => database.db.selectFrom('notes' as never).select('body' as never).where('id' as never, '=', id as never).executeTakeFirst();
    expect(await byId(1)).toEqual({ body: 'a' });
    expect(await byId(2)).toEqual({ body: 'b' });
  });

  it('gives integers and reals as numbers, refuses an integer past 2^53 instead of rounding it, binds booleans as 0/1', async () => {
    await database.db.insertInto('notes' as never).values({ id: 1, body: 'x', stars: true, score: 2.5 }).execute();
    expect(await notes()).toEqual([{ id: 1, body: 'x', stars: 1, score: 2.5 }]);
    await database.client.execute('update notes set stars = 9007199254740993');
    await expect(notes()).rejects.toThrow(RangeError);
  });

  it('keeps the first value of a column name that appears twice, as @libsql/client does', async () => {
    const { rows } = await sql<{ a: number }>`select 1 as a, 2 as a`.execute(database.db);
    expect(rows).toEqual([{ a: 1 }]);
  });

  it('writes the activity logs on a thread of its own, all or nothing, readable at once from the main connection', async () => {
    const log = database.activityLog!;
    await log.batch([insert(7, 'logged'), insert(8, 'logged too')]);
    expect((await notes()).map((n) => n.body)).toEqual(['logged', 'logged too']);
    await expect(log.batch([insert(9, 'lost'), insert(10, 'logged')])).rejects.toThrow(/UNIQUE constraint failed/);
    expect((await notes()).map((n) => n.body)).toEqual(['logged', 'logged too']);
  });

  it('sees a column another connection added (a migration) in a statement it prepared before', async () => {
    await database.batch([insert(1, 'a')]);
    expect(Object.keys((await notes())[0]!)).toEqual(['id', 'body', 'stars', 'score']);
    await database.client.execute('alter table notes add column mood text');
    expect((await notes())[0]).toEqual({ id: 1, body: 'a', stars: null, score: null, mood: null });
  });
});
