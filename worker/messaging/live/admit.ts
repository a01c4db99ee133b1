import { m } from '../../../contract/i18n/paraglide/messages';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import type { AppDeps } from '../../deps';
import { consumeTicket, type SocketOwner } from './tickets';

/**
 * The door of the live socket, the same on Node and Workers: each entry asks it before it
 * upgrades, and a refusal is an ordinary HTTP answer (no socket is ever opened for it). An
 * admitted socket belongs to the member's session that asked for the ticket. A refusal is in the
 * language of the page that asked: each entry runs the door in its request's language (inLanguage).
 */
export type Admission = SocketOwner | { refusal: Response };

const refuse = (status: number, error: string) => ({ refusal: Response.json({ code: status, error }, { status, headers: { 'cache-control': 'no-store' } }) });

/**
 * A page of another site could open a socket to us with the member's browser (cross-site
 * WebSocket hijacking): browsers send no CORS check for WebSockets, only the Origin header,
 * which scripts cannot forge. It must name this host (or PUBLIC_URL's).
 */
function sameSite(deps: AppDeps, request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === new URL(request.url).host) return true;
  return !!deps.config.publicUrl && host === new URL(deps.config.publicUrl).host;
}

export async function admitSocket(deps: AppDeps, request: Request): Promise<Admission> {
  if (request.method !== 'GET' || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return refuse(426, m.server_socket_not_a_socket());
  // Before the ticket, so a hijacking page cannot even burn one.
  if (!sameSite(deps, request)) return refuse(403, m.server_socket_cross_site());
  const ticket = new URL(request.url).searchParams.get('ticket');
  const owner = ticket ? await consumeTicket(deps, ticket) : null;
  if (!owner) return refuse(401, MESSAGING_TEXT.ticketInvalid);
  return owner;
}
