import type { RawBuilder, SqlBool } from 'kysely';
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

/**
 * A notification inserted only when `guard` (a boolean SQL expression) holds as the batch runs,
 * e.g. "the request row now has the status this batch wrote": a double click or a second tab
 * that changes nothing notifies nobody.
 */
export function notificationInsertIf(deps: AppDeps, n: NewNotification, guard: RawBuilder<SqlBool>) {
  const { db } = deps.database;
  return db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'sender_id', 'type', 'content', 'link', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(newId()).as('id'),
          eb.val(n.userId).as('user_id'),
          eb.val(n.senderId ?? null).as('sender_id'),
          eb.val(n.type).as('type'),
          eb.val(n.content).as('content'),
          eb.val(n.link ?? null).as('link'),
          eb.val(deps.now()).as('created_at'),
        ])
        .where(guard),
    );
}
