import type { LiveEvent } from '../../../contract/messaging';

/**
 * Tells a member's open pages what happened (issue 12 "Live delivery"; docs/decisions/0582).
 * Only notice: callers store first and publish after, and a page that missed an event catches
 * up from the database. Node keeps the sockets in this process (`processHub`); Workers keep
 * them in one Durable Object per member.
 */
export interface LiveHub {
  /** Sends `event` to every open page of `userId`; resolves to how many pages it reached. */
  publish(userId: string, event: LiveEvent): Promise<number>;
}

/** One open page as the hub sees it: something that takes a text frame. */
export interface LivePage {
  send(data: string): void;
}

/** The hub of one process: Node's sockets, and the pages tests attach. */
export interface ProcessHub extends LiveHub {
  /** Registers a page of `userId`; the returned function removes it. */
  attach(userId: string, page: LivePage): () => void;
  /** Open pages, all members together. */
  size(): number;
}

export function processHub(): ProcessHub {
  const pages = new Map<string, Set<LivePage>>();
  let count = 0;
  return {
    attach(userId, page) {
      let mine = pages.get(userId);
      if (!mine) pages.set(userId, (mine = new Set()));
      mine.add(page);
      count++;
      return () => {
        if (!mine.delete(page)) return;
        count--;
        if (mine.size === 0 && pages.get(userId) === mine) pages.delete(userId);
      };
    },
    async publish(userId, event) {
      const mine = pages.get(userId);
      if (!mine) return 0;
      const frame = JSON.stringify(event);
      let reached = 0;
      for (const page of mine) {
        try {
          page.send(frame);
          reached++;
        } catch {
          // A page closing as we send: it catches up when it connects again.
        }
      }
      return reached;
    },
    size: () => count,
  };
}
