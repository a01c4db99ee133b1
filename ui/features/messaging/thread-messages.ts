import type { ChatMessage } from '../../../contract/messaging';
import { m } from '../../../contract/i18n/paraglide/messages';
import { intlLocale } from '../../lib/format';

/**
 * The page-side merge rules of a thread (docs/decisions/0589, 0865). Stored messages are keyed by
 * their growing `_id`: whatever arrives (a page, a catch-up, a live event, the answer to a send)
 * replaces the copy held, so a message is never shown twice and its marks are the newest
 * known. A message being sent is held apart under its clientId until the stored one comes.
 */
export interface PendingMessage {
  clientId: string;
  text: string;
  sentAt: number;
  /** The server never answered, after the page tried again: shown as "Not sent" with Retry (same clientId). */
  failed: boolean;
}

export interface ThreadMessages {
  stored: ChatMessage[];
  pending: PendingMessage[];
  /** The page loaded the conversation from its first message (no older page is left). */
  fromStart: boolean;
}

export const EMPTY_THREAD: ThreadMessages = { stored: [], pending: [], fromStart: false };

/** `reachesStart`: `incoming` is a page of the API that ends at the conversation's first message. */
export function mergeStored(thread: ThreadMessages, incoming: readonly ChatMessage[], reachesStart = false): ThreadMessages {
  const fromStart = thread.fromStart || reachesStart;
  if (incoming.length === 0) return fromStart === thread.fromStart ? thread : { ...thread, fromStart };
  const byId = new Map(thread.stored.map((m) => [m._id, m]));
  for (const m of incoming) byId.set(m._id, m);
  const stored = [...byId.values()].sort((a, b) => a._id - b._id);
  const arrived = new Set(incoming.map((m) => m.clientId).filter((id): id is string => !!id));
  return { stored, pending: thread.pending.filter((p) => !arrived.has(p.clientId)), fromStart };
}

/**
 * The id up to which the page holds the conversation without a hole (decision 0865): from the
 * oldest message held, each next one must name the one before it as its `previousId`. 0 when
 * the page holds the conversation from its start but not its first message; undefined when it
 * holds nothing of it yet (its first load answers that). A catch-up asks for what follows this,
 * never for what follows the largest id held: a message pushed live after one the page missed
 * would hide the missed one for ever.
 */
export function heldThrough(thread: ThreadMessages): number | undefined {
  const [first, ...rest] = thread.stored;
  if (!first) return thread.fromStart ? 0 : undefined;
  if (thread.fromStart && first.previousId !== null) return 0;
  let through = first._id;
  for (const m of rest) {
    if (m.previousId !== through) break;
    through = m._id;
  }
  return through;
}

/** Something is missing between what the page holds: a live message named one it never got. */
export const hasHole = (thread: ThreadMessages): boolean => {
  const through = heldThrough(thread);
  return through !== undefined && through !== newestId(thread);
};

/** Rounds of a catch-up at most: the API answers up to 500 messages a call. */
const CATCH_UP_ROUNDS = 20;

/**
 * Fetches what the page has not received: everything after `heldThrough`, asked again from
 * the new point while a hole is left (a hole longer than one answer). `fetchAfter` answers
 * `GET /user/getMessages/{id}?after=`, null on failure.
 */
export async function fetchMissed(thread: ThreadMessages, fetchAfter: (after: number) => Promise<readonly ChatMessage[] | null>): Promise<ChatMessage[]> {
  const fetched: ChatMessage[] = [];
  let held = thread;
  for (let round = 0; round < CATCH_UP_ROUNDS; round += 1) {
    const from = heldThrough(held);
    if (from === undefined) break;
    const page = await fetchAfter(from);
    if (!page?.length) break;
    fetched.push(...page);
    held = mergeStored(held, page);
    if (!hasHole(held)) break;
  }
  return fetched;
}

export function addPending(thread: ThreadMessages, pending: PendingMessage): ThreadMessages {
  return { ...thread, pending: [...thread.pending, pending] };
}

export function dropPending(thread: ThreadMessages, clientId: string): ThreadMessages {
  return { ...thread, pending: thread.pending.filter((p) => p.clientId !== clientId) };
}

export function setPendingFailed(thread: ThreadMessages, clientId: string, failed: boolean): ThreadMessages {
  return { ...thread, pending: thread.pending.map((p) => (p.clientId === clientId ? { ...p, failed } : p)) };
}

/** A 'read' notice: every message `fromUserId` sent up to `upTo` is read (and so delivered). */
export function markReadUpTo(thread: ThreadMessages, fromUserId: string, upTo: number, at: number): ThreadMessages {
  const stored = thread.stored.map((m) => {
    if (m.fromUserId !== fromUserId || m._id > upTo || m.readAt !== null) return m;
    return { ...m, readAt: at, deliveredAt: m.deliveredAt ?? at };
  });
  return { ...thread, stored };
}

/** A 'delivered' notice names its messages: only those get ✓✓. */
export function markDelivered(thread: ThreadMessages, ids: readonly number[], at: number): ThreadMessages {
  const named = new Set(ids);
  const stored = thread.stored.map((m) => (named.has(m._id) && m.deliveredAt === null ? { ...m, deliveredAt: at } : m));
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


function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** A day separator: "Today", "Yesterday" or the date. */
export function dayLabel(ms: number, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / 86_400_000);
  if (days === 0) return m.messaging_today();
  if (days === 1) return m.messaging_yesterday();
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(ms));
}

export const sameDay = (a: number, b: number) => startOfDay(a) === startOfDay(b);

export const timeOfDay = (ms: number) => new Intl.DateTimeFormat(intlLocale(), { timeStyle: 'short' }).format(new Date(ms));

/** The conversation list's time: the time today, else the day. */
export function listTime(ms: number, now = Date.now()): string {
  return sameDay(ms, now) ? timeOfDay(ms) : dayLabel(ms, now);
}
