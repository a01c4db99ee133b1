import type { DurableObjectNamespace, DurableObjectState, WebSocket as WorkersWebSocket } from '@cloudflare/workers-types';
import type * as Workers from '@cloudflare/workers-types';
import { SOCKET_PING, SOCKET_PONG, type LiveEvent } from '../../../contract/messaging';
import { liveSocketSessions } from '../../auth/sessions';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import { headersLocale, inLanguage } from '../../i18n/request-locale';
import { admitSocket } from './admit';
import { audienceOf } from './audience';
import { SIGNED_OUT, type LiveHub } from './hub';

/** workerd's own globals; typed from workers-types (the project's DOM lib has none of them). */
const { WebSocketPair, WebSocketRequestResponsePair } = globalThis as unknown as typeof Workers;

const PUBLISH_URL = 'https://member-sockets/publish';
const OPEN_URL = 'https://member-sockets/open';

/**
 * What the worker posts to the object: the member's live sessions, and a frame for the pages of
 * the sessions it is for (`to`, audience.ts; `own`: those that count as reaching the member);
 * without a frame the object only closes the others.
 */
interface Publication {
  live: string[];
  frame?: { text: string; to: string[]; own: string[] };
}

/**
 * One Durable Object per member (`idFromName(userId)`, decision 0586) holds every open page of
 * that member through the WebSocket Hibernation API: between events the object is evicted from
 * memory while workerd keeps the sockets, and pings are answered without waking it. Each socket
 * is tagged with the session it belongs to (decision 0860); the object has no database, so the
 * worker sends the member's live sessions with every frame and the object closes the others.
 */
export class MemberSockets {
  constructor(private readonly ctx: DurableObjectState) {
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(SOCKET_PING, SOCKET_PONG));
  }

  /** A socket the worker already admitted for a session, or a publication (answers how many pages it reached). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      const sessionId = new URL(request.url).searchParams.get('session');
      if (!sessionId) return new Response(null, { status: 400 });
      const [client, server] = Object.values(new WebSocketPair()) as [WorkersWebSocket, WorkersWebSocket];
      this.ctx.acceptWebSocket(server, [sessionId]);
      return new Response(null, { status: 101, webSocket: client } as ResponseInit);
    }
    const { live, frame } = (await request.json()) as Publication;
    let reached = 0;
    for (const ws of this.ctx.getWebSockets()) {
      const session = this.ctx.getTags(ws)[0] ?? '';
      try {
        if (!live.includes(session)) ws.close(SIGNED_OUT.code, SIGNED_OUT.reason);
        else if (frame?.to.includes(session)) {
          ws.send(frame.text);
          if (frame.own.includes(session)) reached++;
        }
      } catch {
        // closing as we send: that page catches up when it connects again
      }
    }
    return Response.json({ reached });
  }

  /** Pages send only 'ping', answered by the auto-response; anything else is ignored. */
  webSocketMessage(): void {}

  webSocketClose(ws: WorkersWebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // already closed
    }
  }
}

/** The LiveHub of the Workers entry: each publish reads the member's live sessions and asks their object to send. */
export function durableHub(namespace: DurableObjectNamespace, database: Database, now: () => number): LiveHub {
  async function post(userId: string, event?: LiveEvent): Promise<number> {
    const audience = event ? await audienceOf(database, userId, event, now()) : null;
    const live = audience?.live ?? (await liveSocketSessions(database, userId, now()));
    const publication: Publication = { live, ...(audience ? { frame: { text: JSON.stringify(event), to: audience.to, own: audience.own } } : {}) };
    const stub = namespace.get(namespace.idFromName(userId));
    const res = await stub.fetch(PUBLISH_URL, { method: 'POST', body: JSON.stringify(publication) });
    return (await res.json<{ reached: number }>()).reached;
  }
  return {
    publish: (userId, event) => post(userId, event),
    async closeEndedSessions(userId) {
      await post(userId).catch((err: unknown) => console.error('Closing the live pages of ended sessions failed:', err));
    },
  };
}

/** The socket route of the Workers entry: admitted here, then handed to the member's object. */
export async function openMemberSocket(deps: AppDeps, namespace: DurableObjectNamespace, request: Request): Promise<Response> {
  // A refusal in the language of the page that asked, as the API's (decision 0963).
  const locale = () => headersLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
  const admitted = await inLanguage(locale, () => admitSocket(deps, request));
  if ('refusal' in admitted) return admitted.refusal;
  const stub = namespace.get(namespace.idFromName(admitted.userId));
  // The object makes its own socket pair; it needs only the session the socket belongs to.
  const url = `${OPEN_URL}?session=${encodeURIComponent(admitted.sessionId)}`;
  return stub.fetch(url, { headers: { upgrade: 'websocket' } }) as unknown as Promise<Response>;
}
