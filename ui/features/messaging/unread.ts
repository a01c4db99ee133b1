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

/** The server's counts replace what live events added up: the database is the truth. */
export async function refreshUnread(): Promise<void> {
  const res = await fetchUnread();
  if (!res.ok) return;
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
