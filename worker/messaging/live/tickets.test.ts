import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXT, SOCKET_PATH, SOCKET_TICKET_TTL_MS } from '../../../contract/messaging';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { adminSession, memberWithSession } from '../../test/factories';
import { admitSocket } from './admit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The upgrade request a page's `new WebSocket(…)` makes. */
function upgrade(ticket: string, origin: string | null = 'http://localhost') {
  const headers: Record<string, string> = { upgrade: 'websocket', connection: 'Upgrade' };
  if (origin) headers.origin = origin;
  return new Request(`http://localhost${SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`, { headers });
}

async function ticketOf(token: string): Promise<string> {
  const res = await answer(api(t, { token }).user.messaging.ticket.$post());
  expect(res.status).toBe(200);
  return res.body.data.ticket;
}

/** What admission answers for a member's ticket: the member and the session that asked for it. */
const admitted = (m: { id: string; token: string }) => ({ userId: m.id, sessionId: decodeJwt(m.token).sid });

async function refusal(request: Request) {
  const admitted = await admitSocket(t.deps, request);
  if (!('refusal' in admitted)) throw new Error(`admitted ${admitted.userId}`);
  return { status: admitted.refusal.status, error: ((await admitted.refusal.json()) as { error: string }).error };
}

describe('POST /user/messaging/ticket', () => {
  it('gives a member a ticket that expires in SOCKET_TICKET_TTL_MS and stores only its SHA-256', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.messaging.ticket.$post());
    expect(res.status).toBe(200);
    expect(res.body.data.expiresAt).toBe(t.clock.now + SOCKET_TICKET_TTL_MS);
    const rows = await t.deps.database.db.selectFrom('socket_tickets').selectAll().where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.hash).not.toBe(res.body.data.ticket);
  });

  it('is for signed-in members only', async () => {
    const res = await answer(api(t).user.messaging.ticket.$post());
    expect(res.status).toBe(401);
  });

  it('prunes expired tickets as it issues new ones', async () => {
    const m = await memberWithSession(t);
    await ticketOf(m.token);
    t.clock.advance(SOCKET_TICKET_TTL_MS);
    await ticketOf(m.token);
    const left = await t.deps.database.db.selectFrom('socket_tickets').select('expires_at').execute();
    expect(left.every((r) => r.expires_at > t.clock.now)).toBe(true);
  });
});

describe('opening the socket', () => {
  it('admits a ticket once: a replay is refused', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    expect(await admitSocket(t.deps, upgrade(ticket))).toEqual(admitted(m));
    expect(await refusal(upgrade(ticket))).toEqual({ status: 401, error: MESSAGING_TEXT.ticketInvalid });
  });

  it('refuses a ticket past its time, and one never issued', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    t.clock.advance(SOCKET_TICKET_TTL_MS);
    expect((await refusal(upgrade(ticket))).status).toBe(401);
    expect((await refusal(upgrade('made-up'))).status).toBe(401);
    expect((await refusal(new Request(`http://localhost${SOCKET_PATH}`, { headers: { upgrade: 'websocket', origin: 'http://localhost' } }))).status).toBe(401);
  });

  it('refuses another site’s page without using up the ticket (cross-site WebSocket hijacking)', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    expect((await refusal(upgrade(ticket, 'https://evil.example'))).status).toBe(403);
    expect((await refusal(upgrade(ticket, 'http://localhost.evil.example'))).status).toBe(403);
    expect((await refusal(upgrade(ticket, null))).status).toBe(403);
    expect(await admitSocket(t.deps, upgrade(ticket))).toEqual(admitted(m));
  });

  it('accepts the origin of PUBLIC_URL (a proxy that rewrites Host)', async () => {
    const behindProxy = await createTestApp({ PUBLIC_URL: 'https://sambandh.example' });
    try {
      const m = await memberWithSession(behindProxy);
      const res = await answer(api(behindProxy, { token: m.token }).user.messaging.ticket.$post());
      expect(await admitSocket(behindProxy.deps, upgrade(res.body.data.ticket, 'https://sambandh.example'))).toEqual(admitted(m));
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses the ticket of a member who is no longer active', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', m.id).execute();
    expect((await refusal(upgrade(ticket))).status).toBe(401);
  });

  it('records the session that asked for the ticket, and refuses the ticket once that session ended', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    const row = await t.deps.database.db.selectFrom('socket_tickets').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.session_id).toBe(decodeJwt(m.token).sid);
    expect((await answer(api(t, { token: m.token }).auth.logout.$post())).status).toBe(200);
    expect((await refusal(upgrade(ticket))).status).toBe(401);
  });

  it('refuses a ticket recorded for an administrator acting as the member', async () => {
    const m = await memberWithSession(t);
    const admin = await adminSession(t);
    const acting = (await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }))).body.token;
    // The ticket call refuses an impersonation (403); a ticket row for one, however it came, opens nothing.
    const ticket = await ticketOf(m.token);
    await t.deps.database.db.updateTable('socket_tickets').set({ session_id: decodeJwt(acting).sid as string }).where('user_id', '=', m.id).execute();
    expect((await refusal(upgrade(ticket))).status).toBe(401);
  });

  it('answers a plain GET of the socket address 426, without touching a ticket', async () => {
    const m = await memberWithSession(t);
    const ticket = await ticketOf(m.token);
    const res = await call(t, 'GET', `${SOCKET_PATH}?ticket=${ticket}`);
    expect(res.status).toBe(426);
    expect(res.body.error).toBe('Open this address as a WebSocket, with a ticket from POST /api/user/messaging/ticket.');
    expect(await admitSocket(t.deps, upgrade(ticket))).toEqual(admitted(m));
  });

  it('says so in the page’s language', async () => {
    const res = await call(t, 'GET', SOCKET_PATH, { headers: { cookie: 'sambandh_lang=bn' } });
    expect(res.body).toEqual({ code: 426, error: 'POST /api/user/messaging/ticket থেকে পাওয়া টিকিট দিয়ে এই ঠিকানাটি WebSocket হিসেবে খুলুন।' });
  });
});
