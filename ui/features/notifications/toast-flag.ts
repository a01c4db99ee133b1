/**
 * Spec §4's flag: set while a toast round is showing, back to 0 after 5 seconds. It holds the
 * time the round began rather than 1 (decision 0946): a tab closed or reloaded within the 5
 * seconds runs no reset, and a 1 left behind would silence the toasts for good; a time older
 * than 5 seconds counts as unset whatever was or was not reset.
 */
export const TOAST_FLAG_KEY = 'family-toast';
export const TOAST_FLAG_RESET_MS = 5000;

/** Whether a round began less than 5 seconds ago (an old '1', or '0', is a time long past). */
export function toastRoundShowing(flag: string | null, now: number): boolean {
  const began = Number(flag);
  return Number.isFinite(began) && began > 0 && now - began >= 0 && now - began < TOAST_FLAG_RESET_MS;
}
