import { useEffect } from 'react';
import { ROUTE_POLL_PAGE_SIZE } from '../../../contract/limits';
import { TEXT } from '../../../contract/texts';
import { showToast } from '../../state/alerts';
import { fetchNotifications } from './notifications-api';

/** Spec §4: the flag is 1 while a toast round is showing and back to 0 after 5 seconds. */
const TOAST_FLAG_KEY = 'family-toast';
const TOAST_FLAG_RESET_MS = 5000;

/** On /dashboard, unread request news is also shown as toasts (spec §9). */
export function useRequestToasts(): void {
  useEffect(() => {
    if (localStorage.getItem(TOAST_FLAG_KEY) === '1') return;
    localStorage.setItem(TOAST_FLAG_KEY, '1');
    const reset = setTimeout(() => localStorage.setItem(TOAST_FLAG_KEY, '0'), TOAST_FLAG_RESET_MS);
    let live = true;
    void fetchNotifications('all', 1, ROUTE_POLL_PAGE_SIZE).then((page) => {
      if (!live || !page) return;
      const unread = page.notifications.filter((n) => !n.isRead);
      if (unread.some((n) => n.type === 'member_request_accept')) showToast(TEXT.acceptedToast, 'success');
      if (unread.some((n) => n.type === 'member_request')) showToast(TEXT.newRequestToast, 'info');
    });
    return () => {
      live = false;
      clearTimeout(reset);
      localStorage.setItem(TOAST_FLAG_KEY, '0');
    };
  }, []);
}
