import { atom } from 'jotai';
import { TOAST_CLOSE_MS } from '../../contract/limits';
import { appStore } from './store';

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const toastsAtom = atom<Toast[]>([]);

/**
 * The dialog that says an unverified member reaches out to nobody yet, with "Resend the link":
 * opened by the server's refusal, whatever button reached it (decision 0880). Kept with the
 * toasts, which it silences, so /login's first visit carries no chunk of its own for it.
 */
export const verifyEmailPromptAtom = atom(false);

let nextId = 1;

/** Shows a toast that closes by itself (spec §2: 2000 ms) or when its close button is pressed. */
export function showToast(message: string, tone: ToastTone = 'info', closeAfterMs = TOAST_CLOSE_MS): void {
  // The refusal that opened the "verify your e-mail" dialog reaches the button's own error
  // handling too: the dialog already says it, with the way on (decision 0880).
  if (tone === 'error' && appStore.get(verifyEmailPromptAtom)) return;
  const id = nextId++;
  appStore.set(toastsAtom, (list) => [...list.filter((t) => t.message !== message), { id, message, tone }]);
  setTimeout(() => dismissToast(id), closeAfterMs);
}

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
