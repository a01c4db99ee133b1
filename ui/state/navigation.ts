import { atom } from 'jotai';

/** Paths visited in this tab, oldest first; the header shows a back arrow when it has more than one. */
export const navigationHistoryAtom = atom<string[]>([]);

/** True from the start of a route change until the new page has rendered. */
export const loadingAtom = atom(false);
