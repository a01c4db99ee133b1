import { sql } from 'kysely';
import type { LiveEvent } from '../../../contract/messaging';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import { newId } from '../../ids';
import { toChatMessage, type MessageRow } from '../partners';
import { announce } from '../send-message';
import type { LiveHub, ProcessHub } from './hub';
import { ownSendsOf } from './own-sends';

/**
 * Live delivery across the Node processes of one deployment (issue 20 §2.2, decision 0866).
 * Each process tells its own members' pages at once. Every other process learns of it from the
 * database, which is already shared, rather than from a broker: its follower reads, every
 * FOLLOW_EVERY_MS, the messages stored since its last position (by id) and the live notices
 * (marks, letters, closed conversations) other processes wrote, and tells its own pages. One
 * indexed statement a tick when nothing happened. Workers keep their Durable Object.
 */
export const FOLLOW_EVERY_MS = 300;
/** Notices are kept this long: a process further behind has lost its pages' sockets anyway. */
const NOTICES_KEPT_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** Rows a tick takes at most of each kind; a busy moment takes the next tick too. */
const ROWS_A_TICK = 200;

/**
 * Node's `deps.live`: tells this process's pages, and writes what it told them for the other
 * processes, except new messages (their followers read those from `messages`). `origin` names
 * this process.
 */
export function sharedHub<H extends LiveHub>(local: H, database: Database, origin: string): H {
  return {
    ...local,
    async publish(userId: string, event: LiveEvent) {
      const reached = await local.publish(userId, event);
      if (event.type !== 'message') {
        await database.db
          .insertInto('live_notices')
          .values({ user_id: userId, event: JSON.stringify(event), origin, created_at: Date.now() })
          .execute()
          .catch((err: unknown) => console.error('Recording a live notice for the other processes failed:', err));
      }
      return reached;
    },
  };
}

interface FollowedRow extends MessageRow {
  kind: 'message' | 'notice';
  user_id: string | null;
  event: string | null;
}

export interface Follower {
  /** One round: what the other processes stored since the last, told to this process's pages. */
  tick(): Promise<void>;
  /** Stops following; resolves once a round under way has finished. */
  close(): Promise<void>;
}

/**
 * Follows the other processes for `local` (this process's pages). `deps.live` must be the
 * `sharedHub` over `local` with the same `origin`.
 */
export async function followOtherProcesses(deps: AppDeps, local: ProcessHub, origin: string, everyMs = FOLLOW_EVERY_MS): Promise<Follower> {
  const { db } = deps.database;
  const own = ownSendsOf(deps.live);
  // From now on: what was stored before, pages have from the API when they connect.
  const start = await sql<{ m: number | null; n: number | null }>`select (select max(id) from messages) as m, (select max(id) from live_notices) as n`.execute(db);
  let lastMessage = Number(start.rows[0]?.m ?? 0);
  let lastNotice = Number(start.rows[0]?.n ?? 0);
  let prunedAt = Date.now();

  // One statement: two ranges of primary keys. Each message with the id of the one before it (decision 0865).
  const read = () =>
    sql<FollowedRow>`select * from (
        select 'message' as kind, m.id, m.from_user_id, m.to_user_id, m.text, m.client_id, m.sent_at, m.delivered_at, m.read_at,
          (select max(p.id) from messages p where p.conversation_id = m.conversation_id and p.id < m.id) as previous_id,
          null as user_id, null as event
        from messages m where m.id > ${lastMessage} order by m.id limit ${ROWS_A_TICK})
      union all
      select * from (
        select 'notice', id, null, null, null, null, null, null, null, null, user_id, event
        from live_notices where id > ${lastNotice} and origin <> ${origin} order by id limit ${ROWS_A_TICK})`.execute(db);

  async function tick(): Promise<void> {
    const { rows } = await read();
    // Messages first: a notice (a delivered mark) always follows the message it is about.
    for (const row of rows) {
      if (row.kind !== 'message') continue;
      lastMessage = Math.max(lastMessage, row.id);
      if (own.delete(`${row.from_user_id}\n${row.client_id}`)) continue;
      // No page at all in this process: nobody here to tell.
      if (local.size() > 0) await announce(deps, toChatMessage(row));
    }
    for (const row of rows) {
      if (row.kind !== 'notice') continue;
      lastNotice = Math.max(lastNotice, row.id);
      await local.publish(row.user_id!, JSON.parse(row.event!) as LiveEvent);
    }
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) await prune();
  }

  async function prune(): Promise<void> {
    prunedAt = Date.now();
    await db.deleteFrom('live_notices').where('created_at', '<', prunedAt - NOTICES_KEPT_MS).execute();
    // A send that stored nothing in the end (its undo not reached) must not hold its key for ever.
    for (const [key, at] of own) if (at < prunedAt - NOTICES_KEPT_MS) own.delete(key);
  }

  // Rounds run one after another, whether the timer or a test asks for them.
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();
  const round = () => {
    const result = chain.then(tick);
    chain = result.catch(() => undefined);
    return result;
  };
  const loop = () => {
    void round()
      .catch((err: unknown) => console.error('Following the other processes failed (trying again):', err))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, everyMs);
      });
  };
  if (everyMs > 0) timer = setTimeout(loop, everyMs);

  return {
    tick: round,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}

/** A name for this process in `live_notices.origin`. */
export const newOrigin = (): string => newId();
