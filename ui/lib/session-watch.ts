import { IDLE_LOGOUT_MS, SESSION_LIFETIME_MS } from '../../contract/limits';
import { sessionAtom } from '../state/session';
import { appStore } from '../state/store';
import { logout, sessionRejected, type Go } from './session';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

/**
 * Idle logout (spec §4): after 30 minutes without mouse move, key press, click or scroll.
 * Activity only records the time; one timer checks it, so a fake clock can drive it.
 */
function watchIdle(onIdle: () => void): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => {
    lastActivity = Date.now();
  };
  const check = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= IDLE_LOGOUT_MS) onIdle();
    else timer = setTimeout(check, IDLE_LOGOUT_MS - idleFor);
  };
  for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
  timer = setTimeout(check, IDLE_LOGOUT_MS);
  return () => {
    for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    if (timer) clearTimeout(timer);
  };
}

/** The server ends a session 2 hours after it opened; the tab follows at the same moment. */
function watchLifetime(setTime: number, onExpired: () => void): () => void {
  const timer = setTimeout(onExpired, Math.max(0, setTime + SESSION_LIFETIME_MS - Date.now()));
  return () => clearTimeout(timer);
}

/** Runs the idle and lifetime timers while someone is signed in. */
export function watchSession(go: Go, currentPath: () => string): () => void {
  let stop: (() => void) | null = null;
  let watched: string | null = null;
  const sync = () => {
    const session = appStore.get(sessionAtom);
    const key = session ? `${session.token}` : null;
    if (key === watched) return;
    stop?.();
    stop = null;
    watched = key;
    if (!session) return;
    const offIdle = watchIdle(() => void logout(go));
    const offLifetime = watchLifetime(session.setTime, () => sessionRejected(go, currentPath()));
    stop = () => {
      offIdle();
      offLifetime();
    };
  };
  sync();
  const unsubscribe = appStore.sub(sessionAtom, sync);
  return () => {
    unsubscribe();
    stop?.();
  };
}
