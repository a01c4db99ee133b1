import { SOCKET_TICKET_TTL_MS, type SocketTicket } from '../../../contract/messaging';
import { socketSessionsQuery } from '../../auth/sessions';
import { newToken, sha256 } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';

/**
 * Socket tickets (decision 0585): the page trades its session for a ticket through an
 * authenticated call and opens the socket with the ticket in the URL, so the session token
 * never appears in a URL (proxy logs, history). Only the SHA-256 is stored, with the session
 * that asked: the socket belongs to that session and ends with it (decision 0860).
 */
export async function issueTicket(deps: AppDeps, session: Pick<Session, 'userId' | 'sessionId'>): Promise<SocketTicket> {
  const ticket = newToken();
  const now = deps.now();
  const expiresAt = now + SOCKET_TICKET_TTL_MS;
  await deps.database.batch([
    // Tickets live seconds; pruning the expired ones here keeps the table to the last half minute's.
    deps.database.db.deleteFrom('socket_tickets').where('expires_at', '<=', now),
    deps.database.db
      .insertInto('socket_tickets')
      .values({ hash: await sha256(ticket), user_id: session.userId, session_id: session.sessionId, expires_at: expiresAt }),
  ]);
  return { ticket, expiresAt };
}

/** Whom an admitted socket belongs to: the member, and the session that asked for its ticket. */
export interface SocketOwner {
  userId: string;
  sessionId: string;
}

/**
 * Uses up a ticket: one statement deletes it and answers its member and session, so of two
 * sockets racing with the same ticket only one gets a row. Unknown, used or expired tickets,
 * and tickets whose session can no longer hold a socket (ended, an impersonation, an account
 * no longer active), answer null.
 */
export async function consumeTicket(deps: AppDeps, ticket: string): Promise<SocketOwner | null> {
  const db = deps.database.db;
  const now = deps.now();
  const row = await db
    .deleteFrom('socket_tickets')
    .where('hash', '=', await sha256(ticket))
    .where('expires_at', '>', now)
    .where('session_id', 'in', socketSessionsQuery(db, now))
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  return row?.session_id ? { userId: row.user_id, sessionId: row.session_id } : null;
}
