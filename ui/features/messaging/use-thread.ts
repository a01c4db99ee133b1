import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendMessageSchema, type ChatPartner, type FamilyReadsSince, type LiveEvent, type MessagePermission, type MessagesPage, type SendMessageInput } from '../../../contract/messaging';
import type { ApiResult } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { sessionAtom } from '../../state/session';
import { fetchThread, markThreadRead, sendMessage } from './messaging-api';
import { addPending, dropPending, EMPTY_THREAD, fetchMissed, hasHole, markDelivered, markReadUpTo, mergeStored, newestUnreadFrom, setPendingFailed, type ThreadMessages } from './thread-messages';
import { openThreadAtom, refreshUnread, usePageVisible } from './unread';
import { useCatchUp, useLiveEvents } from './use-live';

/** Waits before each automatic resend of a message whose outcome is unknown; then it shows "Not sent". */
const RESEND_AFTER_MS = [1000, 3000];

/** No answer, or the server (or a proxy) failed: the message may be stored or not. */
const outcomeUnknown = (status: number) => status === 0 || status >= 500;

export type ThreadStatus = { kind: 'error'; error: string } | { kind: 'ready' };

/** Where the thread starts: the route loader's newest page, or why it could not be read. */
function fromPage(first: ApiResult<MessagesPage>) {
  const page = first.ok ? first.body : null;
  return {
    error: first.ok ? null : first.error,
    partner: page?.partner ?? null,
    permission: page?.permission ?? 'allowed',
    familyReadsSince: page?.familyReadsSince ?? { mine: null, partner: null },
    olderLeft: page ? Math.max(0, page.total - page.messages.length) : Infinity,
    thread: page ? mergeStored(EMPTY_THREAD, page.messages, page.total <= page.messages.length) : EMPTY_THREAD,
  };
}

/**
 * One conversation as the page holds it: it starts from the route loader's newest page
 * (`first`); the older pages, live events and catch-ups are merged in from there
 * (docs/decisions/0589), sending with a clientId, and marking read while in view. The Thread is
 * keyed by the partner, and its route reads the page on every opening (no cached copy), so the
 * start is always the server's current page; a reconnect's catch-up reads it again itself.
 */
export function useThread(partnerId: string, first: ApiResult<MessagesPage>) {
  const myId = useAtomValue(sessionAtom)?.userId ?? '';
  const [start] = useState(() => fromPage(first));
  const [thread, setShownThread] = useState<ThreadMessages>(start.thread);
  // Every change goes through setThread: the ref is what callbacks read (the latest, even before
  // React draws it), the state what the page draws. Nothing writes the ref while rendering.
  const current = useRef(start.thread);
  const setThread = useCallback((change: (t: ThreadMessages) => ThreadMessages) => {
    current.current = change(current.current);
    setShownThread(current.current);
  }, []);
  const [partner, setPartner] = useState<ChatPartner | null>(start.partner);
  const [permission, setPermission] = useState<MessagePermission>(start.permission);
  // Family in the conversation (issue 27): since when either side's family reads it.
  const [familyReadsSince, setFamilyReadsSince] = useState<FamilyReadsSince>(start.familyReadsSince);
  // Messages older than the oldest held: pages answer it exactly; live ones never add to it.
  const [olderLeft, setOlderLeft] = useState(start.olderLeft);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A first page that failed shows why, unless a catch-up has read the conversation since.
  const status: ThreadStatus = partner || start.error === null ? { kind: 'ready' } : { kind: 'error', error: start.error };

  const apply = useCallback((page: MessagesPage, skip?: number) => {
    setPartner(page.partner);
    setPermission(page.permission);
    setFamilyReadsSince(page.familyReadsSince);
    const olderLeft = skip === undefined ? undefined : Math.max(0, page.total - skip - page.messages.length);
    if (olderLeft !== undefined) setOlderLeft((left) => Math.min(left, olderLeft));
    setThread((t) => mergeStored(t, page.messages, olderLeft === 0));
  }, [setThread]);

  // Anything missed (decision 0865): the newest page again (marks that changed meanwhile, the
  // permission), then whatever the page has not received, from the point up to which it holds
  // the conversation without a hole. One at a time; a call meanwhile runs once more after it.
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback(async (): Promise<void> => {
    if (document.visibilityState !== 'visible') return;
    if (catching.current) {
      again.current = true;
      return catching.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const newest = await fetchThread(partnerId, { skip: 0 });
        if (newest.ok) apply(newest.body, 0);
        const missed = await fetchMissed(current.current, async (after) => {
          const res = await fetchThread(partnerId, { after });
          return res.ok ? res.body.messages : null;
        });
        setThread((t) => mergeStored(t, missed));
      } while (again.current && document.visibilityState === 'visible');
    };
    catching.current = run().finally(() => {
      catching.current = null;
    });
    return catching.current;
  }, [partnerId, apply, setThread]);
  useCatchUp(() => void catchUp());

  useLiveEvents((event: LiveEvent) => {
    if (event.type === 'message') {
      const m = event.message;
      if (m.fromUserId !== partnerId && m.toUserId !== partnerId) return;
      setThread((t) => mergeStored(t, [m]));
      // It names a message this page never got (stored where this page had no socket): fetch it.
      if (hasHole(current.current)) void catchUp();
    } else if (event.type === 'delivered' && event.partnerId === partnerId) {
      setThread((t) => markDelivered(t, event.ids, event.at));
    } else if (event.type === 'read') {
      // The partner read my messages, or I read theirs in another tab.
      const mine = event.readerId !== myId;
      if ((mine ? event.readerId : event.partnerId) !== partnerId) return;
      setThread((t) => markReadUpTo(t, mine ? myId : partnerId, event.upTo, event.at));
    } else if (event.type === 'closed' && event.partnerId === partnerId) {
      void catchUp();
    } else if (event.type === 'familyReads' && event.partnerId === partnerId) {
      setFamilyReadsSince(event.familyReadsSince);
    }
  });

  const loadOlder = useCallback(async () => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    const skip = current.current.stored.length;
    const res = await fetchThread(partnerId, { skip });
    setLoadingOlder(false);
    if (res.ok) apply(res.body, skip);
  }, [partnerId, apply, loadingOlder]);

  /**
   * Sends until the server answers (issue 20 §2.4). An unknown outcome is sent again with the
   * same clientId, so the server stores it once whatever happened to the first try; after the
   * last try it stays as "Not sent" with Retry. A refusal puts the text back into the composer.
   */
  const deliver = useCallback(
    async (input: SendMessageInput & { clientId: string }) => {
      setThread((t) => setPendingFailed(t, input.clientId, false));
      for (let tries = 0; ; tries += 1) {
        const res = await sendMessage(input);
        if (res.ok) return setThread((t) => mergeStored(t, [res.body]));
        if (!outcomeUnknown(res.status)) {
          // Refused (throttled, no longer allowed, signed out): nothing was stored.
          setThread((t) => dropPending(t, input.clientId));
          setDraft((d) => (d === '' ? input.text : d));
          setError(res.fields.text ?? res.error);
          if (res.status === 403) void catchUp();
          return;
        }
        const wait = RESEND_AFTER_MS[tries];
        if (wait === undefined) return setThread((t) => setPendingFailed(t, input.clientId, true));
        await new Promise((resolve) => setTimeout(resolve, wait));
        // The stored copy came meanwhile (the live echo, a catch-up): it was stored, nothing to send.
        if (!current.current.pending.some((p) => p.clientId === input.clientId)) return;
      }
    },
    [catchUp, setThread],
  );

  const send = useCallback(() => {
    const clientId = crypto.randomUUID();
    const parsed = sendMessageSchema.safeParse({ userId: partnerId, text: draft, clientId });
    if (!parsed.success) return setError(fieldErrors(parsed.error).text ?? parsed.error.issues[0]?.message ?? null);
    setError(null);
    setDraft('');
    setThread((t) => addPending(t, { clientId, text: draft, sentAt: Date.now(), failed: false }));
    void deliver({ ...parsed.data, clientId });
  }, [draft, partnerId, deliver, setThread]);

  /** "Retry" on a message not sent: the same text with the same clientId. */
  const retry = useCallback(
    (clientId: string) => {
      const pending = current.current.pending.find((p) => p.clientId === clientId);
      if (pending) void deliver({ userId: partnerId, text: pending.text, clientId });
    },
    [partnerId, deliver],
  );

  useMarkRead(partnerId, thread, setThread);

  return {
    myId,
    status,
    thread,
    partner,
    permission,
    familyReadsSince,
    setFamilyReadsSince,
    hasOlder: status.kind === 'ready' && olderLeft > 0,
    loadingOlder,
    loadOlder,
    draft,
    setDraft: (text: string) => {
      setDraft(text);
      if (error) setError(null);
    },
    error,
    send,
    retry,
  };
}

/** While the thread is on screen in a tab in front, the partner's messages are marked read as they come. */
function useMarkRead(partnerId: string, thread: ThreadMessages, setThread: (f: (t: ThreadMessages) => ThreadMessages) => void) {
  const visible = usePageVisible();
  const setOpen = useSetAtom(openThreadAtom);
  const marked = useRef(0);

  useEffect(() => {
    setOpen(partnerId);
    marked.current = 0;
    return () => setOpen((open) => (open === partnerId ? null : open));
  }, [partnerId, setOpen]);

  const upTo = newestUnreadFrom(thread, partnerId);
  useEffect(() => {
    if (!visible || upTo === undefined || upTo <= marked.current) return;
    marked.current = upTo;
    void markThreadRead(partnerId).then((res) => {
      if (!res.ok) {
        marked.current = 0;
        return;
      }
      setThread((t) => markReadUpTo(t, partnerId, upTo, Date.now()));
      void refreshUnread();
    });
  }, [visible, upTo, partnerId, setThread]);
}
