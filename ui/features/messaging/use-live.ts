import type { LiveEvent } from '../../../contract/messaging';
import { useLiveConnection, useLiveEvent, useLiveReconnected, useWhileOffline } from '../../lib/live';

/** While the live socket is not open, the screens ask the server this often. */
export const POLL_MS = 4000;

/** The messaging screens' one door to the live socket (ui/lib/live.ts). */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
  useLiveEvent(onEvent);
}

/**
 * Runs `catchUp` each time the socket (re)opens and, while it cannot, every POLL_MS: the
 * database is the truth, so whatever the page missed comes from the API (docs/decisions/0589).
 */
export function useCatchUp(catchUp: () => void): void {
  useLiveReconnected(catchUp);
  useWhileOffline(catchUp, POLL_MS);
}

/** Keeps the tab's socket open while the member frame is shown. */
export const useMessagingConnection = useLiveConnection;
