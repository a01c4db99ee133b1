import type { UnreadCounts } from '../../../contract/messaging';
import { atom } from 'jotai';
import { useEffect, useState } from 'react';
import { unreadAtom } from '../../state/messaging';
import { appStore } from '../../state/store';
import { fetchUnread } from './messaging-api';

/** The partner whose thread this tab shows, while it is mounted. */
export const openThreadAtom = atom<string | null>(null);

/** A thread counts as seen only while its tab is in front: a hidden tab still gets the toast. */
export function threadInView(partnerId: string): boolean {
  return appStore.get(openThreadAtom) === partnerId && document.visibilityState === 'visible';
}

let counted = false;

/** Whether the counts shown came from the server at least once (so a growth is news). */
export const unreadCounted = () => counted;

/** Forgets the counts (the frame goes away: signed out, or another member signs in). */
export function resetUnread(): void {
  counted = false;
  appStore.set(unreadAtom, { messages: 0, letters: 0 });
}

// Live events counted so far, and the newest count asked for: an answer is applied only when it
// is the newest asked and no event was counted while it was on its way (it may predate that
// message, and would take the badge back to 0).
let liveCounted = 0;
let asked = 0;

/** A message or letter came live while its thread is not in view: the badge counts it at once. */
export function countLive(kind: keyof UnreadCounts): void {
  liveCounted += 1;
  appStore.set(unreadAtom, (u) => ({ ...u, [kind]: u[kind] + 1 }));
}

/** The server's counts replace what live events added up: the database is the truth. */
export async function refreshUnread(): Promise<void> {
  const mine = ++asked;
  const eventsBefore = liveCounted;
  const res = await fetchUnread();
  if (!res.ok || mine !== asked) return;
  if (liveCounted !== eventsBefore) return refreshUnread();
  appStore.set(unreadAtom, res.body);
  counted = true;
}

export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
