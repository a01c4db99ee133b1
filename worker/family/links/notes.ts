import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppDeps } from '../../deps';
import { newId } from '../../ids';

/** Notifications of the link flow; the family links page is where they are answered. */
export const LINKS_PAGE = '/familyLinks';

export interface LinkNote {
  userId: string;
  senderId: string;
  type: 'family_link_request' | 'family_link_answer' | 'family_link_unlink';
  content: string;
  link: string;
}

/**
 * A notification inserted only when `guard` holds as the batch runs, so a double click that
 * changes nothing notifies nobody (the same pattern as worker/requests/write.ts).
 */
export function noteIf(deps: AppDeps, n: LinkNote, guard: RawBuilder<SqlBool>) {
  const { db } = deps.database;
  return db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'sender_id', 'type', 'content', 'link', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(newId()).as('id'),
          eb.val(n.userId).as('user_id'),
          eb.val(n.senderId).as('sender_id'),
          eb.val(n.type).as('type'),
          eb.val(n.content).as('content'),
          eb.val(n.link).as('link'),
          eb.val(deps.now()).as('created_at'),
        ])
        .where(guard),
    );
}

/** True when the request row has `status` and was written at `at` (i.e. by this very batch). */
export const requestNowIs = (requestId: string, status: string, at: number) =>
  sql<SqlBool>`exists (select 1 from family_link_requests where id = ${requestId} and status = ${status} and updated_at = ${at})`;
