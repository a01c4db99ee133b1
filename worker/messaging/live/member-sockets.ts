import type { DurableObjectNamespace, DurableObjectState, WebSocket as WorkersWebSocket } from '@cloudflare/workers-types';
import { SOCKET_PING, SOCKET_PONG } from '../../../contract/messaging';
import type { AppDeps } from '../../deps';
import { admitSocket } from './admit';
import type { LiveHub } from './hub';

/** workerd's own globals; typed from workers-types (the project's DOM lib has none of them). */
const { WebSocketPair, WebSocketRequestResponsePair } = globalThis as unknown as typeof import('@cloudflare/workers-types');

const PUBLISH_URL = 'https://member-sockets/publish';

/**
 * One Durable Object per member (`idFromName(userId)`, decision 0586) holds every open page of
 * that member through the WebSocket Hibernation API: between events the object is evicted from
 * memory while workerd keeps the sockets, and pings are answered without waking it.
 */
export class MemberSockets {
  constructor(private readonly ctx: DurableObjectState) {
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(SOCKET_PING, SOCKET_PONG));
  }

  /** A socket the worker already admitted, or a frame to send to all of them (answers how many). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      const [client, server] = Object.values(new WebSocketPair()) as [WorkersWebSocket, WorkersWebSocket];
      this.ctx.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client } as ResponseInit);
    }
    const frame = await request.text();
    let reached = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(frame);
        reached++;
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

/** The LiveHub of the Workers entry: each publish asks the member's object to send. */
export function durableHub(namespace: DurableObjectNamespace): LiveHub {
  return {
    async publish(userId, event) {
      const stub = namespace.get(namespace.idFromName(userId));
      const res = await stub.fetch(PUBLISH_URL, { method: 'POST', body: JSON.stringify(event) });
      return ((await res.json()) as { reached: number }).reached;
    },
  };
}

/** The socket route of the Workers entry: admitted here, then handed to the member's object. */
export async function openMemberSocket(deps: AppDeps, namespace: DurableObjectNamespace, request: Request): Promise<Response> {
  const admitted = await admitSocket(deps, request);
  if ('refusal' in admitted) return admitted.refusal;
  const stub = namespace.get(namespace.idFromName(admitted.userId));
  return stub.fetch(request as never) as unknown as Promise<Response>;
}
