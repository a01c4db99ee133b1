import type { LiveChange } from '../../contract/messaging';
import type { AppDeps } from '../deps';

/**
 * After a write committed: tells `userId`'s open pages what changed for them (decision 0900), so
 * the bell, the Requests count and the page in view refresh without a reload. Goes the way every
 * live event goes: this process's pages, the other Node processes through `live_notices`, the
 * member's Durable Object on Workers. Only notice: a page that missed it catches up on its next
 * load, so a failure is logged and the write still answers as done.
 */
export async function tellChanged(deps: AppDeps, userId: string, what: LiveChange[]): Promise<void> {
  try {
    await deps.live.publish(userId, { type: 'changed', what });
  } catch (err) {
    console.error('Telling a member’s pages of a change failed:', err);
  }
}
