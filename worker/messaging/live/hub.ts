import type { LiveEvent } from '../../../contract/messaging';
import { liveSocketSessions } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { audienceOf } from './audience';

/**
 * Tells a member's open pages what happened (issue 12 "Live delivery"; docs/decisions/0582).
 * Only notice: callers store first and publish after, and a page that missed an event catches
 * up from the database. Node keeps the sockets in this process (`processHub`); Workers keep
 * them in one Durable Object per member.
 *
 * Each page belongs to the session that asked for its ticket (decision 0860): before each frame
 * the hub reads which of the member's sessions are live, sends only to their pages and closes
 * the others, so a session ended anywhere (another process, the clock) gets nothing more.
 */
export interface LiveHub {
  /**
   * Sends `event` to every open page of `userId` whose session is live and may see it
   * (audience.ts); resolves to how many pages of the member's own sessions it reached (a family
   * manager's page is not the member's).
   */
  publish(userId: string, event: LiveEvent): Promise<number>;
  /**
   * Closes, as SIGNED_OUT, the pages of `userId` whose session has ended. Called after a batch
   * that revoked sessions committed, so they close at once rather than at the next frame. It
   * never throws: the revocation stands, and the next publish checks again.
   */
  closeEndedSessions(userId: string): Promise<void>;
}

/**
 * The close a page gets when its session ended: it does not come back (ui/lib/live.ts). A close's
 * reason is part of the protocol, like its code, for logs and tools: no page shows it, so it is
 * not translated. Nothing else the hub sends holds a server text (events carry data only).
 */
export const SIGNED_OUT = { code: 4001, reason: 'signed out' } as const;
/** The close every page gets when the server stops: 1012 Service Restart, reconnect to the next one. */
export const RESTARTING = { code: 1012, reason: 'service restart' } as const;

/** One open page as the hub sees it: something that takes a text frame, and can be closed. */
export interface LivePage {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** The hub of one process: Node's sockets, and the pages tests attach. */
export interface ProcessHub extends LiveHub {
  /** Registers a page of `userId`'s session `sessionId`; the returned function removes it. */
  attach(userId: string, sessionId: string, page: LivePage): () => void;
  /** Open pages, all members together. */
  size(): number;
}

/** Closes a page that may be closing already. */
export function closePage(page: LivePage, how: { code: number; reason: string }): void {
  try {
    page.close(how.code, how.reason);
  } catch {
    // already closed
  }
}

export function processHub(database: Database, now: () => number): ProcessHub {
  // Each member's open pages in this process, with the session each belongs to.
  const pages = new Map<string, Map<LivePage, string>>();
  let count = 0;

  const detach = (userId: string, page: LivePage) => {
    const mine = pages.get(userId);
    if (!mine?.delete(page)) return;
    count--;
    if (mine.size === 0) pages.delete(userId);
  };

  /**
   * The member's pages whose session is live and, given an event, is one it is for
   * (audience.ts); the pages of ended sessions are closed and forgotten. No page here, no read.
   */
  async function livePages(userId: string, event?: LiveEvent): Promise<Array<{ page: LivePage; own: boolean }>> {
    if (!pages.has(userId)) return [];
    const audience = event ? await audienceOf(database, userId, event, now()) : null;
    const live = new Set(audience?.live ?? (await liveSocketSessions(database, userId, now())));
    const to = new Set(audience?.to ?? live);
    const own = new Set(audience?.own ?? live);
    const kept: Array<{ page: LivePage; own: boolean }> = [];
    for (const [page, sessionId] of pages.get(userId) ?? []) {
      if (!live.has(sessionId)) {
        detach(userId, page);
        closePage(page, SIGNED_OUT);
      } else if (to.has(sessionId)) kept.push({ page, own: own.has(sessionId) });
    }
    return kept;
  }

  return {
    attach(userId, sessionId, page) {
      let mine = pages.get(userId);
      if (!mine) pages.set(userId, (mine = new Map()));
      mine.set(page, sessionId);
      count++;
      return () => detach(userId, page);
    },
    async publish(userId, event) {
      const frame = JSON.stringify(event);
      let reached = 0;
      for (const { page, own } of await livePages(userId, event)) {
        try {
          page.send(frame);
          if (own) reached++;
        } catch {
          // A page closing as we send: it catches up when it connects again.
        }
      }
      return reached;
    },
    async closeEndedSessions(userId) {
      await livePages(userId).catch((err: unknown) => console.error('Closing the live pages of ended sessions failed:', err));
    },
    size: () => count,
  };
}
