import { Hono } from 'hono';
import { m } from '../../../contract/i18n/paraglide/messages';
import { requireMember, requireMemberInPerson } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { issueTicket } from './tickets';

/**
 * The ticket, and the socket's address for what is not a WebSocket upgrade. Upgrades never
 * reach the app: each entry takes them first (node-socket.ts, durable-hub.ts) and admits them
 * with admitSocket.
 */
export const liveRoutes = new Hono<AppEnv>()
  .post('/user/messaging/ticket', requireMember, requireMemberInPerson, async (c) => ok(c, { data: await issueTicket(c.var.deps, c.var.session) }))
  // SOCKET_PATH of contract/messaging.ts
  .get('/user/messaging/socket', (c) => c.json({ code: 426, error: m.server_socket_not_a_socket() }, 426));
