import { decodeJwt } from 'jose';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PATH, type LiveEvent } from '../../../contract/messaging';
import { parseConfig } from '../../config';
import type { LibsqlDatabase } from '../../db/libsql';
import { startNodeServer } from '../../node';
import { memberWithSession, signIn } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { createTestApp, type TestApp } from '../../test/harness';
import { processHub, SIGNED_OUT, type ProcessHub } from './hub';
import { attachNodeSockets, frameText } from './node-socket';

/**
 * The Node entry's live socket for real: startNodeServer on a free port over the test's
 * database (members are made through the test app on the same file), `ws` as the page.
 */
let t: TestApp;
let running: Awaited<ReturnType<typeof startNodeServer>>;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  base = `127.0.0.1:${port}`;
  const config = parseConfig({ NODE_ENV: 'test', PORT: String(port), JWT_SECRET: t.deps.config.jwtSecret, PASSWORD_HASH_MEMORY_KIB: '1024' });
  running = await startNodeServer(config, t.deps.database as LibsqlDatabase, { distDir: tmpdir(), now: () => t.clock.now });
});
afterAll(async () => {
  await running.close();
  await t.close();
});

async function ticketOf(token: string): Promise<string> {
  const res = await fetch(`http://${base}/api/user/messaging/ticket`, { method: 'POST', headers: { jwt: token } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

/** A page's socket, open, with every text frame it got. */
async function open(ticket: string, origin = `http://${base}`) {
  const ws = new WebSocket(`ws://${base}${SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`, { origin });
  const frames: string[] = [];
  const closed: { code?: number; reason?: string } = {};
  ws.on('message', (data) => frames.push(frameText(data)));
  ws.on('close', (code, reason) => Object.assign(closed, { code, reason: reason.toString() }));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

/** What a refused upgrade at `url` answered: its HTTP status and JSON. */
function refusal(url: string, options: WebSocket.ClientOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        ws.terminate();
      });
    });
    ws.on('error', () => {}); // terminate() reports the handshake it cut short
    ws.once('open', () => reject(new Error('the socket opened')));
  });
}

const socketUrl = (ticket: string) => `ws://${base}${SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;

/** The HTTP status a refused upgrade answered. */
const refusedWith = async (ticket: string, origin = `http://${base}`) => (await refusal(socketUrl(ticket), { origin })).status;

async function until(probe: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const event = (partnerId: string): LiveEvent => ({ type: 'closed', partnerId });

describe('the Node live socket', () => {
  it('delivers what is published for the member to every open tab, and only to theirs', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const tab1 = await open(await ticketOf(m.token));
    const tab2 = await open(await ticketOf(m.token));
    const theirs = await open(await ticketOf(other.token));
    expect(await running.live.publish(m.id, event('x'))).toBe(2);
    await until(() => tab1.frames.length === 1 && tab2.frames.length === 1);
    expect(JSON.parse(tab1.frames[0]!)).toEqual(event('x'));
    expect(theirs.frames).toEqual([]);
    for (const s of [tab1, tab2, theirs]) s.ws.close();
  });

  it("answers the page's 'ping' with 'pong'", async () => {
    const m = await memberWithSession(t);
    const tab = await open(await ticketOf(m.token));
    tab.ws.send('ping');
    await until(() => tab.frames.includes('pong'));
    tab.ws.close();
  });

  it('forgets a closed socket', async () => {
    const m = await memberWithSession(t);
    const before = running.live.size();
    const tab = await open(await ticketOf(m.token));
    expect(running.live.size()).toBe(before + 1);
    tab.ws.close();
    await until(() => running.live.size() === before);
    expect(await running.live.publish(m.id, event('y'))).toBe(0);
  });

  it('refuses a used ticket and another site’s page with an HTTP answer, before any upgrade', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    expect(await refusedWith(ticket, 'https://evil.example')).toBe(403);
    (await open(ticket)).ws.close();
    expect(await refusedWith(ticket)).toBe(401);
    expect(await refusedWith('never-issued')).toBe(401);
  });

  it('refuses in the language of the page that asked (its cookie, else Accept-Language), English unchanged', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    expect(await refusal(socketUrl(ticket), { origin: 'https://evil.example', headers: { cookie: 'theme=dark; sambandh_lang=hi' } })).toEqual({
      status: 403,
      body: { code: 403, error: 'लाइव कनेक्शन सिर्फ़ इसी साइट के अपने पेजों से खुलता है।' },
    });
    expect(await refusal(socketUrl('never-issued'), { origin: `http://${base}`, headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' } })).toEqual({
      status: 401,
      body: { code: 401, error: 'இந்த இணைப்பு செல்லாது. பக்கத்தை மீண்டும் திறங்கள்.' },
    });
    expect(await refusal(`ws://${base}/api/user/elsewhere`, { headers: { cookie: 'sambandh_lang=mr' } })).toEqual({ status: 404, body: { code: 404, error: 'असा कोणताही API पाथ नाही.' } });
    expect(await refusal(socketUrl('never-issued'), { origin: `http://${base}` })).toEqual({
      status: 401,
      body: { code: 401, error: 'This connection ticket is not valid. Reload the page.' },
    });
  });

  it('is closed as signed out when its session logs out; the member’s other session keeps its socket', async () => {
    const m = await memberWithSession(t);
    const elsewhere = await signIn(t, m.email, m.password);
    const tab = await open(await ticketOf(m.token));
    const other = await open(await ticketOf(elsewhere));
    const res = await fetch(`http://${base}/api/auth/logout`, { method: 'POST', headers: { jwt: m.token } });
    expect(res.status).toBe(200);
    await until(() => tab.closed.code !== undefined);
    expect(tab.closed).toEqual(SIGNED_OUT);
    expect(await running.live.publish(m.id, event('after'))).toBe(1);
    await until(() => other.frames.length === 1);
    expect(tab.frames).toEqual([]);
    other.ws.close();
  });

  it('sends nothing to a socket whose session another process revoked, and closes it', async () => {
    const m = await memberWithSession(t);
    const tab = await open(await ticketOf(m.token));
    await t.deps.database.db.updateTable('sessions').set({ revoked_at: t.clock.now }).where('id', '=', decodeJwt(m.token).sid as string).execute();
    expect(await running.live.publish(m.id, event('gone'))).toBe(0);
    await until(() => tab.closed.code !== undefined);
    expect(tab.closed).toEqual(SIGNED_OUT);
    expect(tab.frames).toEqual([]);
  });

  it('keeps serving the app on the same port', async () => {
    const res = await fetch(`http://${base}/api/app/getData`);
    expect(res.status).toBe(200);
  });
});

describe('a server that is stopping', () => {
  it('refuses new sockets, in the language of the page that asked', async () => {
    const server = createServer();
    const sockets = attachNodeSockets(server, t.deps, processHub(t.deps.database, t.deps.now));
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      await sockets.close(0);
      const url = `ws://127.0.0.1:${port}${SOCKET_PATH}?ticket=any`;
      expect(await refusal(url, { headers: { cookie: 'sambandh_lang=te' } })).toEqual({
        status: 503,
        body: { code: 503, error: 'సర్వర్ మళ్లీ ప్రారంభమవుతోంది. దయచేసి కాసేపట్లో మళ్లీ ప్రయత్నించండి.' },
      });
      expect((await refusal(url, {})).body).toEqual({ code: 503, error: 'The server is restarting. Please try again in a moment.' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('the heartbeat', () => {
  let server: Server;
  let sockets: ReturnType<typeof attachNodeSockets>;
  let hub: ProcessHub;
  let port = 0;
  beforeAll(async () => {
    hub = processHub(t.deps.database, t.deps.now);
    server = createServer();
    sockets = attachNodeSockets(server, t.deps, hub, 40);
    port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  });
  afterAll(async () => {
    await sockets.close(0);
    await new Promise((r) => server.close(r));
  });

  it('closes a socket that stops answering, and keeps one that answers', async () => {
    const connect = async (autoPong: boolean) => {
      const m = await memberWithSession(t);
      const res = await t.app.request('/api/user/messaging/ticket', { method: 'POST', headers: { jwt: m.token } });
      const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
      const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}?ticket=${ticket}`, { origin: `http://127.0.0.1:${port}`, autoPong });
      // Listened for from the start: the silent one may be dropped before the second is open.
      const closed = new Promise((r) => ws.once('close', r));
      await new Promise((r) => ws.once('open', r));
      return Object.assign(ws, { closed });
    };
    const silent = await connect(false);
    const alive = await connect(true);
    await silent.closed;
    expect(alive.readyState).toBe(WebSocket.OPEN);
    await until(() => hub.size() === 1);
    alive.close();
  });
});
