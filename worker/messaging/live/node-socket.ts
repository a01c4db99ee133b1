import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { m } from '../../../contract/i18n/paraglide/messages';
import { SOCKET_PATH, SOCKET_PING, SOCKET_PONG } from '../../../contract/messaging';
import type { AppDeps } from '../../deps';
import { headersLocale, inLanguage } from '../../i18n/request-locale';
import { admitSocket } from './admit';
import { closePage, RESTARTING, type ProcessHub } from './hub';
import type { SocketOwner } from './tickets';

/**
 * A text frame's words. ws hands a Buffer unless a socket is told otherwise, but its type also
 * allows an ArrayBuffer or a fragmented message's Buffers, which String() would turn into
 * "[object ArrayBuffer]" or a comma-joined list.
 */
export function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString();
  return data.toString();
}

/** How often the server checks that each socket still answers (docs/decisions/0585). */
export const HEARTBEAT_MS = 30_000;

/**
 * The live socket of the Node entry, on the app's own HTTP server and port. An upgrade at
 * SOCKET_PATH is admitted (origin, ticket) and its socket attached to the process hub for its
 * member's session; every other upgrade is refused. Idle sockets cost no timer of their own:
 * one interval pings them all and drops those that answered nothing since the previous round.
 */
export function attachNodeSockets(server: Server, deps: AppDeps, hub: ProcessHub, heartbeatMs = HEARTBEAT_MS) {
  // Pages send nothing but 'ping': a tiny cap, and no compression state per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64, perMessageDeflate: false });
  const answered = new WeakSet<WebSocket>();
  let stopping = false;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy()); // a peer gone mid-handshake
    // Its refusals are the API's, in the language of the page that asked (decision 0963).
    const locale = () => headersLocale(req.headers.cookie, req.headers['accept-language']);
    void inLanguage(locale, () =>
      upgrade(req, socket, head).catch((err: unknown) => {
        console.error('Live socket upgrade failed:', err);
        reject(socket, 500, m.server_something_went_wrong());
      }),
    );
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname !== SOCKET_PATH) return reject(socket, 404, m.server_no_such_api_path());
    if (stopping) return reject(socket, 503, m.server_restarting());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const admitted = await admitSocket(deps, new Request(url, { headers }));
    if ('refusal' in admitted) return reject(socket, admitted.refusal.status, ((await admitted.refusal.json()) as { error: string }).error);
    if (stopping) return reject(socket, 503, m.server_restarting()); // stopped while the ticket was checked
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, admitted));
  }

  function connect(ws: WebSocket, owner: SocketOwner) {
    const detach = hub.attach(owner.userId, owner.sessionId, ws);
    answered.add(ws);
    ws.on('pong', () => answered.add(ws));
    ws.on('message', (data, isBinary) => {
      answered.add(ws);
      if (!isBinary && frameText(data) === SOCKET_PING) ws.send(SOCKET_PONG);
    });
    ws.on('close', detach);
    ws.on('error', () => ws.terminate());
  }

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!answered.delete(ws)) ws.terminate();
      else ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * At shutdown: refuses new sockets and closes every open one with 1012 Service Restart, so
     * pages reconnect to whichever server answers next and catch up (decision 0861). A page that
     * does not answer its close within `graceMs` is cut. Resolves when every socket is gone.
     */
    async close(graceMs: number) {
      stopping = true;
      clearInterval(heartbeat);
      const open = [...wss.clients];
      const gone = Promise.all(open.map((ws) => new Promise((resolve) => (ws.readyState === ws.CLOSED ? resolve(null) : ws.once('close', resolve)))));
      for (const ws of open) closePage(ws, RESTARTING);
      const cut = setTimeout(() => open.forEach((ws) => ws.terminate()), graceMs);
      await gone;
      clearTimeout(cut);
      wss.close();
    },
  };
}

/** An HTTP answer on a socket that is not upgraded: the same JSON envelope as the API's. */
function reject(socket: Duplex, status: number, error: string) {
  if (socket.destroyed) return;
  const body = JSON.stringify({ code: status, error });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}
