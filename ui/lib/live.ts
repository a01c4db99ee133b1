import { atom, useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { SOCKET_PATH, SOCKET_PING, SOCKET_PONG, type LiveEvent } from '../../contract/messaging';
import { sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { api, call } from './api';

/**
 * The page's end of live delivery (docs/decisions/0587): one socket per tab, opened with a
 * single-use ticket (never the session token in a URL), kept alive with a ping, reopened with
 * backoff when it drops. Events only say that something changed; pages catch up from the API
 * each time the socket opens, and poll while it is not open.
 */
export type LiveStatus = 'connecting' | 'open' | 'offline';

export const liveStatusAtom = atom<LiveStatus>('offline');
/** Counts the times the socket opened: a page catches up when it changes (useLiveReconnected). */
const liveOpenedAtom = atom(0);
/** Counts the times a member's socket opened again after it had been open (useLiveReopened). */
const liveReopenedAtom = atom(0);

/** The page's ping; the server (or the Durable Object's auto-response) answers 'pong'. */
export const PING_EVERY_MS = 25_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0 first): 1 s doubling to 30 s, then a random point
 * in its upper half, so the pages of a restarted server do not all come back at once.
 */
export function reconnectDelay(attempt: number, random = Math.random()): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}

const listeners = new Set<(event: LiveEvent) => void>();

/** Calls `handler` with each event the server sends this tab; returns the unsubscribe. */
export function subscribeLive(handler: (event: LiveEvent) => void): () => void {
  listeners.add(handler);
  return () => void listeners.delete(handler);
}

function dispatch(frame: string) {
  let event: LiveEvent;
  try {
    event = JSON.parse(frame) as LiveEvent;
  } catch {
    return; // not ours: the protocol's frames are JSON
  }
  for (const listener of listeners) listener(event);
}

/** Opens the socket and keeps it open until the returned function is called. */
function connectLive(): () => void {
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let openedBefore = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  const setStatus = (status: LiveStatus) => appStore.set(liveStatusAtom, status);

  const retry = () => {
    setStatus('offline');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void open(), reconnectDelay(attempt++));
  };

  /** Forgets the socket at once: a half-open one may take minutes to report its close. */
  const drop = () => {
    clearInterval(pingTimer);
    if (!socket) return;
    socket.onclose = socket.onmessage = socket.onopen = null;
    socket.close();
    socket = null;
  };

  const open = async () => {
    if (stopped) return;
    setStatus('connecting');
    const ticket = await call(() => api.user.messaging.ticket.$post());
    if (stopped) return;
    // An administrator acting as the member gets no socket (their messages are not theirs to read).
    if (!ticket.ok && ticket.status === 403) return setStatus('offline');
    if (!ticket.ok) return retry(); // offline, or the session ended (the app signs out and stops us)
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}${SOCKET_PATH}?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
    socket = ws;
    let heard = true;
    ws.onopen = () => {
      attempt = 0;
      setStatus('open');
      appStore.set(liveOpenedAtom, (n) => n + 1);
      if (openedBefore) appStore.set(liveReopenedAtom, (n) => n + 1);
      openedBefore = true;
      pingTimer = setInterval(() => {
        // Nothing since the last ping, not even its pong: the connection is gone without a close.
        if (!heard) {
          drop();
          return retry();
        }
        heard = false;
        ws.send(SOCKET_PING);
      }, PING_EVERY_MS);
    };
    ws.onmessage = (e) => {
      heard = true;
      if (typeof e.data === 'string' && e.data !== SOCKET_PONG) dispatch(e.data);
    };
    ws.onclose = () => {
      drop();
      if (!stopped) retry();
    };
  };

  // Back on the network: try now rather than at the end of a long backoff.
  const onOnline = () => {
    if (socket || stopped) return;
    attempt = 0;
    clearTimeout(retryTimer);
    void open();
  };
  window.addEventListener('online', onOnline);
  void open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    drop();
    setStatus('offline');
  };
}

let running: { token: string; users: number; stop: () => void } | null = null;

/**
 * Keeps this tab's one socket open while a member is signed in; mount it once in the member
 * frame. Mounted twice it still opens one socket; signing out (or in as someone else) closes
 * it (and opens the new member's).
 */
export function useLiveConnection(): void {
  const session = useAtomValue(sessionAtom);
  // A profile waiting for its candidate's yes is hidden: nobody writes to it, and the server
  // admits sockets of shown profiles only (issue 27). It connects once confirmed.
  const hidden = session?.userData.consent === 'awaiting' || session?.userData.consent === 'declined';
  const token = hidden ? null : (session?.token ?? null);
  useEffect(() => {
    if (!token) return;
    if (running && running.token !== token) {
      running.stop();
      running = null;
    }
    if (running) running.users++;
    else running = { token, users: 1, stop: connectLive() };
    const mine = running;
    return () => {
      if (--mine.users > 0) return;
      mine.stop();
      if (running === mine) running = null;
    };
  }, [token]);
}

/** Calls the latest `handler` with each live event while the component is mounted. */
export function useLiveEvent(handler: (event: LiveEvent) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => subscribeLive((event) => onEvent(event)), []);
}

/** Calls `catchUp` each time the counter changes after the component mounted. */
function useOnCount(counter: typeof liveOpenedAtom, catchUp: () => void): void {
  const count = useAtomValue(counter);
  const onChange = useEffectEvent(catchUp);
  const seen = useRef(count);
  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    onChange();
  }, [count]);
}

/**
 * Calls `catchUp` each time the socket opens after the component mounted (first open
 * included): events sent while the page had no socket are only in the database, so the page
 * asks for what came after its last id (`getMessages?after`, `getChatUsers`).
 */
export const useLiveReconnected = (catchUp: () => void) => useOnCount(liveOpenedAtom, catchUp);

/**
 * Calls `catchUp` each time the member's socket opens again after a drop, not at its first open:
 * a page's loaders ran as it opened, a moment before that first open, so reloading them then
 * would only load every page twice (and, racing the first load, draw it twice).
 */
export const useLiveReopened = (catchUp: () => void) => useOnCount(liveReopenedAtom, catchUp);

/** Calls `poll` every `ms` while the socket is not open: the fallback that keeps a page current. */
export function useWhileOffline(poll: () => void, ms: number): void {
  const status = useAtomValue(liveStatusAtom);
  const onPoll = useEffectEvent(poll);
  useEffect(() => {
    if (status === 'open') return;
    const timer = setInterval(() => onPoll(), ms);
    return () => clearInterval(timer);
  }, [status, ms]);
}
