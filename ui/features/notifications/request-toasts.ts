import { m } from '../../../contract/i18n/paraglide/messages';
import { useEffect } from 'react';
import { ROUTE_POLL_PAGE_SIZE } from '../../../contract/limits';
import { showToast } from '../../state/alerts';
import { fetchNotifications } from './notifications-api';
import { TOAST_FLAG_KEY, TOAST_FLAG_RESET_MS, toastRoundShowing } from './toast-flag';

/** The newest unread request news of each kind, by notification id; null when none. */
export interface RequestNews {
  received: string | null;
  accepted: string | null;
}

/**
 * The dashboard loader's part (decision 0900): read with the page, and again when a live
 * 'requests' event invalidates it, so news that arrives while the dashboard is open comes too.
 */
export async function loadRequestNews(): Promise<RequestNews> {
  const page = await fetchNotifications('all', 1, ROUTE_POLL_PAGE_SIZE);
  const newest = (type: string) => page?.notifications.find((n) => !n.isRead && n.type === type)?._id ?? null;
  return { received: newest('member_request'), accepted: newest('member_request_accept') };
}

/**
 * On /dashboard, unread request news is also shown as toasts (spec §9): a round when the page
 * opens with news, and again only when newer news arrives (the ids change), not on every reload
 * of the loader. The effect fetches nothing; it only shows what the loader read.
 */
export function useRequestToasts({ received, accepted }: RequestNews): void {
  useEffect(() => {
    if (!received && !accepted) return;
    const now = Date.now();
    if (toastRoundShowing(localStorage.getItem(TOAST_FLAG_KEY), now)) return;
    localStorage.setItem(TOAST_FLAG_KEY, String(now));
    const reset = setTimeout(() => localStorage.setItem(TOAST_FLAG_KEY, '0'), TOAST_FLAG_RESET_MS);
    if (accepted) showToast(m.notifications_accepted_toast(), 'success');
    if (received) showToast(m.notifications_new_request_toast(), 'info');
    return () => {
      clearTimeout(reset);
      localStorage.setItem(TOAST_FLAG_KEY, '0');
    };
  }, [received, accepted]);
}
