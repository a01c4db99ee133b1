import type { ChatMessage } from '../../../contract/messaging';

/**
 * The page-side merge rules of a thread (docs/decisions/0589). Stored messages are keyed by
 * their growing `_id`: whatever arrives (a page, a catch-up, a live event, the answer to a send)
 * replaces the copy held, so a message is never shown twice and its marks are the newest
 * known. A message being sent is held apart under its clientId until the stored one comes.
 */
export interface PendingMessage {
  clientId: string;
  text: string;
  sentAt: number;
}

export interface ThreadMessages {
  stored: ChatMessage[];
  pending: PendingMessage[];
}

export const EMPTY_THREAD: ThreadMessages = { stored: [], pending: [] };

export function mergeStored(thread: ThreadMessages, incoming: readonly ChatMessage[]): ThreadMessages {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.stored.map((m) => [m._id, m]));
  for (const m of incoming) byId.set(m._id, m);
  const stored = [...byId.values()].sort((a, b) => a._id - b._id);
  const arrived = new Set(incoming.map((m) => m.clientId).filter((id): id is string => !!id));
  return { stored, pending: thread.pending.filter((p) => !arrived.has(p.clientId)) };
}

export function addPending(thread: ThreadMessages, pending: PendingMessage): ThreadMessages {
  return { ...thread, pending: [...thread.pending, pending] };
}

export function dropPending(thread: ThreadMessages, clientId: string): ThreadMessages {
  return { ...thread, pending: thread.pending.filter((p) => p.clientId !== clientId) };
}

/** A 'delivered' or 'read' notice: every message `fromUserId` sent up to `upTo` gets the mark. */
export function markUpTo(thread: ThreadMessages, fromUserId: string, upTo: number, mark: 'deliveredAt' | 'readAt', at: number): ThreadMessages {
  const stored = thread.stored.map((m) => {
    if (m.fromUserId !== fromUserId || m._id > upTo || m[mark] !== null) return m;
    // Read implies delivered.
    return mark === 'readAt' ? { ...m, readAt: at, deliveredAt: m.deliveredAt ?? at } : { ...m, deliveredAt: at };
  });
  return { ...thread, stored };
}

export const newestId = (thread: ThreadMessages): number | undefined => thread.stored.at(-1)?._id;

/** The newest unread message the partner sent: what marking read covers. */
export function newestUnreadFrom(thread: ThreadMessages, partnerId: string): number | undefined {
  for (let i = thread.stored.length - 1; i >= 0; i -= 1) {
    const m = thread.stored[i]!;
    if (m.fromUserId === partnerId && m.readAt === null) return m._id;
  }
  return undefined;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** A day separator: "Today", "Yesterday" or the date. */
export function dayLabel(ms: number, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return dayFormat.format(new Date(ms));
}

export const sameDay = (a: number, b: number) => startOfDay(a) === startOfDay(b);

export const timeOfDay = (ms: number) => timeFormat.format(new Date(ms));

/** The conversation list's time: the time today, else the day. */
export function listTime(ms: number, now = Date.now()): string {
  return sameDay(ms, now) ? timeOfDay(ms) : dayLabel(ms, now);
}
