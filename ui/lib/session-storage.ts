import { type ADMIN_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../contract/limits';
import type { StoredSession } from '../state/session';

type Key = typeof SESSION_STORAGE_KEY | typeof ADMIN_SESSION_STORAGE_KEY;

/** The stored session, or null when there is none or it is not one we wrote. */
export function readStoredSession(key: Key = SESSION_STORAGE_KEY): StoredSession | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!s || typeof s.token !== 'string' || typeof s.userId !== 'string') return null;
    if (typeof s.userRole !== 'number' || typeof s.setTime !== 'number' || !s.userData) return null;
    return s as StoredSession;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession, key: Key = SESSION_STORAGE_KEY): void {
  localStorage.setItem(key, JSON.stringify(session));
}

export function clearStoredSession(key: Key = SESSION_STORAGE_KEY): void {
  localStorage.removeItem(key);
}
