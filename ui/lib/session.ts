import { ADMIN_SESSION_STORAGE_KEY, ROLE_ADMIN, SESSION_LIFETIME_MS } from '../../contract/limits';
import { m } from '../../contract/i18n/paraglide/messages';
import { showToast } from '../state/alerts';
import { impersonatingAtom, sessionAtom, type SessionUser, type StoredSession } from '../state/session';
import { appStore } from '../state/store';
import { api, call } from './api';
import { followAccountLanguage } from './language';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

/** Where to go next; the router's `navigate({ href })` in practice. */
export type Go = (href: string) => void | Promise<void>;

export interface SignedIn {
  token: string;
  user: SessionUser;
  userRole: number;
}

/** A session is valid on load only if it was opened at most 2 hours ago (spec §4). */
export function isFresh(session: StoredSession, now = Date.now()): boolean {
  return now - session.setTime <= SESSION_LIFETIME_MS && session.setTime <= now + 60_000;
}

/** Stores a new session (login or impersonation) and makes it current. */
export function beginSession(signedIn: SignedIn): StoredSession {
  const session: StoredSession = {
    token: signedIn.token,
    userId: signedIn.user._id,
    userRole: signedIn.userRole,
    setTime: Date.now(),
    userData: signedIn.user,
  };
  writeStoredSession(session);
  appStore.set(sessionAtom, session);
  followAccountLanguage(signedIn.user.setting?.language);
  return session;
}

/** Replaces the cached user data (after a check or a profile change). */
export function updateSessionUser(user: SessionUser): void {
  const current = appStore.get(sessionAtom);
  if (!current) return;
  const next = { ...current, userData: user };
  writeStoredSession(next);
  appStore.set(sessionAtom, next);
  followAccountLanguage(user.setting?.language);
}

export function endSessionLocally(): void {
  clearStoredSession();
  appStore.set(sessionAtom, null);
}

/** Puts the admin's own session back after acting as a member; false when there was none. */
export function restoreAdminSession(): boolean {
  const admin = readStoredSession(ADMIN_SESSION_STORAGE_KEY);
  clearStoredSession(ADMIN_SESSION_STORAGE_KEY);
  appStore.set(impersonatingAtom, false);
  if (!admin) return false;
  writeStoredSession(admin);
  appStore.set(sessionAtom, admin);
  return true;
}

/** Where someone whose session just ended should sign in again. */
export function signInPageFor(role: number | undefined, returnTo?: string): string {
  if (role === ROLE_ADMIN) return '/adminlogin';
  return returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
}

/**
 * Logout (spec §4): revoke the session on the server, clear it here, then return to the
 * admin area if an admin was acting as a member, else admins to /adminlogin and others to /.
 */
export async function logout(go: Go, message: string = m.common_logged_out()): Promise<void> {
  const role = appStore.get(sessionAtom)?.userRole;
  // Logging out of a session the server already ended is still a logout, not an expiry.
  if (appStore.get(sessionAtom)) await call(() => api.auth.logout.$post(), { reportRejection: false });
  endSessionLocally();
  showToast(message, 'info');
  if (restoreAdminSession()) return go('/admin');
  return go(role === ROLE_ADMIN ? '/adminlogin' : '/');
}

/** The server no longer accepts the session (expired, revoked): sign in again. */
export function sessionRejected(go: Go, currentPath: string): void {
  const session = appStore.get(sessionAtom);
  if (!session) return;
  endSessionLocally();
  showToast(m.common_session_expired(), 'error', 5000);
  if (restoreAdminSession()) {
    void go('/admin');
    return;
  }
  void go(signInPageFor(session.userRole, currentPath));
}

export type RestoreOutcome = { state: 'none' } | { state: 'valid' } | { state: 'expired'; role: number };

/**
 * On app load: a stored session must be fresh and still accepted by the server (admin check
 * for role 1, member check otherwise); otherwise it is cleared.
 */
export async function restoreSession(): Promise<RestoreOutcome> {
  const stored = readStoredSession();
  appStore.set(impersonatingAtom, !!readStoredSession(ADMIN_SESSION_STORAGE_KEY));
  if (!stored) return { state: 'none' };
  if (!isFresh(stored)) return expire(stored.userRole);
  appStore.set(sessionAtom, stored);
  const check = stored.userRole === ROLE_ADMIN ? api.auth.checkAdminLogin.$get : api.auth.checkLogin.$get;
  const res = await call(() => check(), { reportRejection: false });
  if (res.ok) {
    updateSessionUser(res.body.user);
    return { state: 'valid' };
  }
  // A server that cannot be reached does not end the session; a refusal does.
  if (res.status === 0 || res.status >= 500) return { state: 'valid' };
  return expire(stored.userRole);
}

/** Clears an ended session; an admin who was acting as a member gets their own one back. */
function expire(role: number): Promise<RestoreOutcome> | RestoreOutcome {
  endSessionLocally();
  if (restoreAdminSession()) return restoreSession();
  return { state: 'expired', role };
}
