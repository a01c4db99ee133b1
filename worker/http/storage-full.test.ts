import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SERVER_TEXT } from '../../contract/server-texts';
import { bufferedApiLog } from '../activity/api-log';
import { createApp } from '../app';
import { isDatabaseFull } from '../db/errors';
import { newId } from '../ids';
import { acceptedPair, messagesBetween, send, thread, type Member } from '../messaging/messaging-test-helpers';
import { expectLogged } from '../test/clean-run';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * A database that is really full (issue 20 §3.2): the request connection may not grow the file
 * past its size (`PRAGMA max_page_count`), and the tables these requests write are filled to the
 * brim, so their next row or longer row needs a page SQLite may not take and fails with SQLITE_FULL
 * as on a full disk. Writes answer 507; reads whose bookkeeping fails still answer.
 */
let t: TestApp;
let paid: Member;
let free: Member;
// Every test here fills the log on purpose; each counts the lines it caused.
const logged = expectLogged(/^Storage full: the database/);
/** The storage-full lines logged from here on. */
const linesFromNow = () => {
  const from = logged.calls.length;
  return () => logged.calls.slice(from);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, free } = await acceptedPair(t));
  for (let i = 0; i < 10; i++) expect((await send(t, paid, free.id, `Hello ${i}`)).status).toBe(200);
  await fillTheDatabase();
});
afterAll(async () => {
  await t.close();
});

/** Inserts rows, largest first, until even the smallest finds no room. */
async function fillUntilFull(row: (i: number, size: number) => Compilable) {
  let i = 0;
  for (const size of [2000, 200, 20, 0]) {
    for (;;) {
      const refused = await t.deps.database.db
        .executeQuery(row(i++, size).compile())
        .then(() => false, (err: unknown) => (isDatabaseFull(err) ? true : Promise.reject(err)));
      if (refused) break;
    }
  }
}

async function fillTheDatabase() {
  const { db } = t.deps.database;
  const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
  await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]!.page_count}`).execute(db);
  // Filler rows name no real member or conversation: nothing the app reads joins to them.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await fillUntilFull((i, size) =>
    db.insertInto('messages').values({ conversation_id: -1, from_user_id: 'x', to_user_id: 'x', text: 'f'.repeat(size), client_id: String(i), sent_at: 0, delivered_at: 0, read_at: 0 }),
  );
  await fillUntilFull((i, size) => db.insertInto('profile_visits').values({ visitor_id: `${'v'.repeat(size)}${i}`, visited_id: 'x', last_visited_at: 0, count: 1 }));
  await sql`PRAGMA foreign_keys = ON`.execute(db);
}

/**
 * The test app's own request log is written on another connection, which the cap does not hold:
 * it is flushed first, then the log table is filled with rows as the requests below write them,
 * so they land on the same (full) pages.
 */
async function fillTheApiLog() {
  await t.flushApiLog();
  await fillUntilFull((_, size) =>
    t.deps.database.db
      .insertInto('api_logs')
      .values({ id: newId(), method: 'GET', path: `/api/user/get/${paid.id}`, status: 200, duration_ms: 1, user_id: free.id, ip: 'x'.repeat(size), created_at: t.clock.now }),
  );
}


describe('when the database is full', () => {
  test('a profile view answers 200 without recording the visit', async () => {
    const res = await answer(api(t, { token: free.token }).user.get[':id'].$get({ param: { id: paid.id }, query: {} }));
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(paid.id);
    const visits = await t.deps.database.db.selectFrom('profile_visits').selectAll().where('visitor_id', '=', free.id).execute();
    expect(visits).toEqual([]);
  });

  test('a message load answers 200 with the messages, leaving them undelivered', async () => {
    const res = await thread(t, free, paid.id);
    expect(res.status).toBe(200);
    expect(res.body.data.messages).toHaveLength(10);
    expect((await messagesBetween(t, paid.id, free.id)).map((m) => m.delivered_at)).toEqual(Array.from({ length: 10 }, () => null));
  });

  test('a write answers 507 with a sentence and changes nothing', async () => {
    const res = await send(t, free, paid.id, 'Are you there?');
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ code: 507, error: SERVER_TEXT.storageFull });
    expect(await messagesBetween(t, paid.id, free.id)).toHaveLength(10);
  });

  test('the log gets one line a minute, without a stack, saying how many were refused in between', async () => {
    t.clock.advance(61_000);
    const lines = linesFromNow();
    for (let i = 0; i < 5; i++) expect((await send(t, free, paid.id, `Try ${i}`)).status).toBe(507);
    expect((await answer(api(t, { token: free.token }).user.get[':id'].$get({ param: { id: paid.id }, query: {} }))).status).toBe(200);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.every((arg: unknown) => typeof arg === 'string')).toBe(true);
    t.clock.advance(60_000);
    expect((await send(t, free, paid.id, 'Once more')).status).toBe(507);
    expect(lines()).toHaveLength(2);
    expect(lines()[1]![0]).toContain('(5 more since the last line)');
  });
});

describe('the activity log, when the database is full', () => {
  beforeEach(fillTheApiLog);
  const record = () => ({ method: 'GET', path: `/api/user/get/${paid.id}`, status: 200, durationMs: 1, userId: free.id, ip: '203.0.113.7', at: t.clock.now });

  test('a request whose log write fails in the background adds nothing to the line a minute', async () => {
    // Each request's record is written as it ends (a buffer of one), as Workers do.
    const app = createApp({ ...t.deps, apiLog: bufferedApiLog(t.deps.database, 60_000, 1) });
    const lines = linesFromNow();
    for (let i = 0; i < 5; i++) expect((await app.request(`/api/user/get/${paid.id}`, { headers: { jwt: free.token } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20)); // the last background write
    expect(lines()).toHaveLength(1);
  });

  test('flushes on the timer log one line a minute too, not a stack a second', async () => {
    const log = bufferedApiLog(t.deps.database, 5);
    const lines = linesFromNow();
    for (let i = 0; i < 4; i++) {
      await log.write(record());
      await new Promise((r) => setTimeout(r, 25)); // past the flush
    }
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.every((arg: unknown) => typeof arg === 'string')).toBe(true);
  });
});
