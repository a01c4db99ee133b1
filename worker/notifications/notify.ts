import type { AppDeps } from '../deps';
import { newId } from '../ids';

export interface NewNotification {
  userId: string;
  senderId?: string | null;
  /** e.g. member_request_accept, member_request, feed, welcome */
  type: string;
  content: string;
  link?: string | null;
}

/** The insert for one notification, to run alone or inside a caller's atomic batch. */
export function notificationInsert(deps: AppDeps, n: NewNotification) {
  return deps.database.db.insertInto('notifications').values({
    id: newId(),
    user_id: n.userId,
    sender_id: n.senderId ?? null,
    type: n.type,
    content: n.content,
    link: n.link ?? null,
    created_at: deps.now(),
  });
}
