import { atom } from 'jotai';
import type { InferResponseType } from 'hono/client';
import { ROLE_ADMIN, ROLE_MEMBER } from '../../contract/limits';
import type { api } from '../lib/api';

export type SessionUser = InferResponseType<typeof api.auth.login.$post, 200>['user'];

/** What spec §3 keeps in browser storage under 'family-token'. */
export interface StoredSession {
  token: string;
  userId: string;
  userRole: number;
  /** When the session was opened, epoch milliseconds. */
  setTime: number;
  userData: SessionUser;
}

export const sessionAtom = atom<StoredSession | null>(null);

export const isMemberAtom = atom((get) => {
  const s = get(sessionAtom);
  return !!s && !!s.userId && s.userRole === ROLE_MEMBER;
});

export const isAdminAtom = atom((get) => {
  const s = get(sessionAtom);
  return !!s && !!s.userId && s.userRole === ROLE_ADMIN;
});

/** True while an admin acts as a member (the admin session waits in storage). */
export const impersonatingAtom = atom(false);
