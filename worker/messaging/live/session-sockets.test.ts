import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/messaging';
import { adminSession, linkIn, memberWithSession, signIn } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { socketSessionsQuery } from '../../auth/sessions';
import type { LibsqlDatabase } from '../../db/libsql';
import { SIGNED_OUT } from './hub';

/**
 * A live socket belongs to the session that opened it (issue 20 §1.2, docs/decisions/0860):
 * every way a session ends closes its pages at once, and no frame reaches a page whose session
 * is gone, even when another process ended it behind this hub's back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (token: string) => decodeJwt(token).sid as string;
const event: LiveEvent = { type: 'closed', partnerId: 'someone' };

/** One open page of a member's session, as the hub sees it: the frames it got and how it was closed. */
function openPage(userId: string, token: string) {
  const page = { frames: [] as string[], closed: null as { code: number; reason: string } | null };
  t.live.attach(userId, sessionOf(token), {
    send: (data) => {
      if (page.closed) throw new Error('sent to a closed page');
      page.frames.push(data);
    },
    close: (code, reason) => void (page.closed = { code, reason }),
  });
  return page;
}

/** Two pages of one member, each on its own session (two browsers). */
async function memberOnTwoBrowsers() {
  const m = await memberWithSession(t);
  const otherToken = await signIn(t, m.email, m.password);
  return { m, here: openPage(m.id, m.token), there: openPage(m.id, otherToken), otherToken };
}

describe('a page of a session that ends', () => {
  it('is closed as signed out at logout, and only that session’s page', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    expect((await answer(api(t, { token: m.token }).auth.logout.$post())).status).toBe(200);
    expect(here.closed).toEqual(SIGNED_OUT);
    expect(there.closed).toBeNull();
    expect(await t.live.publish(m.id, event)).toBe(1);
    expect(here.frames).toEqual([]);
    expect(there.frames).toEqual([JSON.stringify(event)]);
  });

  it('is closed at a password change, except the page of the session that changed it', async () => {
    const { m, here, there, otherToken } = await memberOnTwoBrowsers();
    const res = await answer(api(t, { token: otherToken }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: m.password, newPassword: 'Another123' } }));
    expect(res.status).toBe(200);
    expect(here.closed).toEqual(SIGNED_OUT);
    expect(there.closed).toBeNull();
  });

  it('is closed at a reset of the password through the mailed link', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    await answer(api(t).auth.forgotPassword.$post({ json: { email: m.email } }));
    const { token } = await linkIn(t, m.email, 'new password');
    expect((await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'Another123' } }))).status).toBe(200);
    expect([here.closed, there.closed]).toEqual([SIGNED_OUT, SIGNED_OUT]);
  });

  it('is closed when an administrator blocks the member', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).admin.blockUser.$post({ json: { id: m.id, block: true, reason: 'Spam' } }))).status).toBe(200);
    expect([here.closed, there.closed]).toEqual([SIGNED_OUT, SIGNED_OUT]);
    expect(await t.live.publish(m.id, event)).toBe(0);
    expect([...here.frames, ...there.frames]).toEqual([]);
  });

  it('is closed when an administrator deactivates the member', async () => {
    const { m, here } = await memberOnTwoBrowsers();
    const admin = await adminSession(t);
    const res = await answer(api(t, { token: admin.token }).admin.updateSettings[':id'].$post({ param: { id: m.id }, json: { status: 'deactivated' } }));
    expect(res.status).toBe(200);
    expect(here.closed).toEqual(SIGNED_OUT);
  });

  it('is closed when the member deactivates the account', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    expect((await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: { password: m.password } })).status).toBe(200);
    expect([here.closed, there.closed]).toEqual([SIGNED_OUT, SIGNED_OUT]);
  });

  it('is closed when the member deletes the account', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    const res = await call(t, 'POST', '/api/user/delete/', { token: m.token, body: { password: m.password, confirm: 'DELETE' } });
    expect(res.status).toBe(200);
    expect([here.closed, there.closed]).toEqual([SIGNED_OUT, SIGNED_OUT]);
  });
});

describe('an impersonation', () => {
  it('never reaches a page: an administrator acting as the member is not the member in person', async () => {
    const m = await memberWithSession(t);
    const admin = await adminSession(t);
    const acting = (await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }))).body.token;
    const own = openPage(m.id, m.token);
    const impersonated = openPage(m.id, acting);
    expect(await t.live.publish(m.id, event)).toBe(1);
    expect(impersonated.frames).toEqual([]);
    expect(impersonated.closed).toEqual(SIGNED_OUT);
    // Its end (the administrator's logout) leaves the member's own page open.
    expect((await answer(api(t, { token: admin.token }).auth.logout.$post())).status).toBe(200);
    expect(own.closed).toBeNull();
    expect(await t.live.publish(m.id, event)).toBe(1);
  });
});

describe('a session ended by another process', () => {
  it('gets no frame: publish sends only to pages of live sessions, and closes the others', async () => {
    const { m, here, there } = await memberOnTwoBrowsers();
    // As another Node process sharing the database would: the row changes, this hub is not told.
    await t.deps.database.db.updateTable('sessions').set({ revoked_at: t.clock.now }).where('id', '=', sessionOf(m.token)).execute();
    expect(await t.live.publish(m.id, event)).toBe(1);
    expect(here.frames).toEqual([]);
    expect(here.closed).toEqual(SIGNED_OUT);
    expect(there.frames).toEqual([JSON.stringify(event)]);
  });

  it('gets no frame once the session expired, nor once the account was blocked behind the hub’s back', async () => {
    const m = await memberWithSession(t);
    const page = openPage(m.id, m.token);
    await t.deps.database.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', m.id).execute();
    expect(await t.live.publish(m.id, event)).toBe(0);
    expect(page.closed).toEqual(SIGNED_OUT);

    const n = await memberWithSession(t);
    const later = openPage(n.id, n.token);
    t.clock.advance(3 * 60 * 60 * 1000);
    expect(await t.live.publish(n.id, event)).toBe(0);
    expect(later.closed).toEqual(SIGNED_OUT);
  });

  it('is found with one read on the index of live sessions', async () => {
    const compiled = socketSessionsQuery(t.deps.database.db, t.clock.now).where('sessions.user_id', '=', 'someone').compile();
    // On the test's own connection: the app's keeps its statements prepared, and an EXPLAIN is no query of the app's.
    const { client } = t.deps.database as LibsqlDatabase;
    const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${compiled.sql}`, args: compiled.parameters as never[] });
    expect(plan.rows.map((r) => r.detail as string).join('\n')).toMatch(/SEARCH sessions USING INDEX sessions_live_by_user/);
  });

  it('is forgotten by the hub once closed', async () => {
    const m = await memberWithSession(t);
    const before = t.live.size();
    openPage(m.id, m.token);
    expect(t.live.size()).toBe(before + 1);
    await answer(api(t, { token: m.token }).auth.logout.$post());
    expect(t.live.size()).toBe(before);
  });
});
