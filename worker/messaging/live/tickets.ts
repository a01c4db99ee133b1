import { SOCKET_TICKET_TTL_MS, type SocketTicket } from '../../../contract/messaging';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppDeps } from '../../deps';

/**
 * Socket tickets (decision 0585): the page trades its session for a ticket through an
 * authenticated call and opens the socket with the ticket in the URL, so the session token
 * never appears in a URL (proxy logs, history). Only the SHA-256 is stored.
 */
export async function issueTicket(deps: AppDeps, userId: string): Promise<SocketTicket> {
  const ticket = newToken();
  const now = deps.now();
  const expiresAt = now + SOCKET_TICKET_TTL_MS;
  await deps.database.batch([
    // Tickets live seconds; pruning the expired ones here keeps the table to the last half minute's.
    deps.database.db.deleteFrom('socket_tickets').where('expires_at', '<=', now),
    deps.database.db.insertInto('socket_tickets').values({ hash: await sha256(ticket), user_id: userId, expires_at: expiresAt }),
  ]);
  return { ticket, expiresAt };
}

/**
 * Uses up a ticket: one statement deletes it and answers its member, so of two sockets racing
 * with the same ticket only one gets a row. Unknown, used or expired tickets, and tickets of a
 * member no longer active, answer null.
 */
export async function consumeTicket(deps: AppDeps, ticket: string): Promise<string | null> {
  const db = deps.database.db;
  const row = await db
    .deleteFrom('socket_tickets')
    .where('hash', '=', await sha256(ticket))
    .where('expires_at', '>', deps.now())
    .where('user_id', 'in', db.selectFrom('users').select('id').where('status', '=', 'active'))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
