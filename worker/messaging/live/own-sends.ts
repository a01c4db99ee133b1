import type { LiveHub } from './hub';

/**
 * What a Node process stores and announces itself (decision 0866), so its follower of the
 * other processes (follower.ts) passes it by: `from\nclientId` → when it was noted.
 */
const ownSends = new WeakMap<LiveHub, Map<string, number>>();

/** The follower's side: the sends of the process whose `deps.live` is `live`. */
export function ownSendsOf(live: LiveHub): Map<string, number> {
  let own = ownSends.get(live);
  if (!own) ownSends.set(live, (own = new Map()));
  return own;
}

/**
 * Before a send stores its message: this process will announce it, so its follower must not
 * announce it again. Answers the undo for a send that stored nothing. Without a follower
 * (Workers, tests of one process) it keeps nothing.
 */
export function announcingHere(live: LiveHub, fromUserId: string, clientId: string): () => void {
  const own = ownSends.get(live);
  if (!own) return () => undefined;
  const key = `${fromUserId}\n${clientId}`;
  own.set(key, Date.now());
  return () => void own.delete(key);
}
