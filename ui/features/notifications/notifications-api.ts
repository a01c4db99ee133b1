import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const byType = api.user.notifications[':type'].$get;
export type NotificationPage = InferResponseType<typeof byType, 200>['data'];
export type Notification = NotificationPage['notifications'][number];

/** 'all', 'feed' or one notification type; pages start at 1. */
export async function fetchNotifications(type: string, page: number, limit: number): Promise<NotificationPage | null> {
  const res = await call(() => byType({ param: { type }, query: { page: String(page), limit: String(limit) } }));
  if (res.ok) return res.body.data;
  // Spec §8: list fetch failures are only logged.
  console.error('Notifications/GET requests API failed', res.error);
  return null;
}

export async function markNotificationRead(id: string): Promise<void> {
  const res = await call(() => api.user.readNotification[':id'].$get({ param: { id } }));
  if (!res.ok) console.error('Notifications/GET requests API failed', res.error);
}
