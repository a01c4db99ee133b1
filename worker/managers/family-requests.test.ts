import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../contract/i18n/paraglide/messages';
import { SERVER_TEXT } from '../../contract/server-texts';
import { man, woman } from '../messaging/messaging-test-helpers';
import { cardsOf } from '../search/matches-sql';
import { signIn } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { managerOf } from './manager-test-helpers';

/**
 * Interests, the profile and the password of a family-run profile (issue 27): what a manager's
 * session sends says who sent it, the profile and the cards say it is run with the family, and
 * a manager changes their own password, never the candidate's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const interest = (token: string, to: string) => call(t, 'POST', `/api/match/matchAccount/${to}`, { token, body: {} });
const interests = (token: string, type: 'sent' | 'received') => call(t, 'POST', '/api/match/getMatchedRequest', { token, body: { type, status: 'pending' } });

describe('an interest a manager sends', () => {
  it('is stored as sent by them; the other member and the candidate read "sent by her father, Ramesh Sharma"', async () => {
    const [her, him] = [await woman(t), await man(t)];
    const father = await managerOf(t, her);
    const sent = await interest(father.token, him.id);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(5);
    expect(await db().selectFrom('member_requests').select(['from_user_id', 'sent_by']).where('id', '=', sent.body.requestId).executeTakeFirst()).toEqual({ from_user_id: her.id, sent_by: father.accountId });

    const received = (await interests(him.token, 'received')).body.data.requests;
    expect(received).toMatchObject([{ user: { _id: her.id }, sentBy: { name: 'Ramesh Sharma', relation: 'father' } }]);
    expect((await interests(her.token, 'sent')).body.data.requests).toMatchObject([{ user: { _id: him.id }, sentBy: { name: 'Ramesh Sharma', relation: 'father' } }]);
    const note = await db().selectFrom('notifications').select('content').where('user_id', '=', him.id).where('type', '=', 'member_request').executeTakeFirstOrThrow();
    expect(note.content).toBe(m.requests_note_sent_by({ note: m.server_note_interest_received({ name: her.name }), relation: m.managers_her_father(), name: 'Ramesh Sharma' }));
  });

  it('answered by a manager, tells the other member who answered', async () => {
    const [her, him] = [await woman(t), await man(t)];
    const father = await managerOf(t, her);
    const sent = await interest(him.token, her.id);
    const answered = await call(t, 'PUT', '/api/match/updateMatchRequest', { token: father.token, body: { id: sent.body.requestId, status: 'accepted' } });
    expect(answered.body.code, JSON.stringify(answered.body)).toBe(5);
    const note = await db().selectFrom('notifications').select('content').where('user_id', '=', him.id).where('type', '=', 'member_request_accept').executeTakeFirstOrThrow();
    expect(note.content).toContain(m.requests_note_answered_by({ note: '', relation: m.managers_her_father(), name: 'Ramesh Sharma' }).trim());
  });

  it("is the candidate's own when they send it: sentBy null", async () => {
    const [her, him] = [await woman(t), await man(t)];
    await managerOf(t, her);
    expect((await interest(her.token, him.id)).body.code).toBe(5);
    expect((await interests(him.token, 'received')).body.data.requests).toMatchObject([{ user: { _id: her.id }, sentBy: null }]);
  });
});

describe('the profile of a family-run profile', () => {
  it('says who manages it and who confirmed it; the result cards mark it managed', async () => {
    const [her, him, alone] = [await woman(t), await man(t), await woman(t)];
    await managerOf(t, her);
    await managerOf(t, her, 'Sunita Sharma', 'mother');
    const seen = await call(t, 'GET', `/api/user/get/${her.id}`, { token: him.token });
    expect(seen.body.user.family).toEqual({ managers: ['father', 'mother'], confirmedBy: her.name });
    expect((await call(t, 'GET', `/api/user/get/${alone.id}`, { token: him.token })).body.user.family).toBeNull();
    const cards = await cardsOf(t.deps, him.id, [her.id, alone.id]);
    expect(cards.map((c) => [c._id, c.managed])).toEqual([
      [her.id, true],
      [alone.id, false],
    ]);
  });

  it("tells a manager viewing another member that only the candidate writes ('family')", async () => {
    const [her, him] = [await woman(t), await man(t)];
    const father = await managerOf(t, her);
    const seen = await call(t, 'GET', `/api/user/get/${him.id}`, { token: father.token });
    expect(seen.body.user).toMatchObject({ sendMessageMe: false, messaging: { chat: 'family', mail: 'family' } });
  });
});

describe("a manager's password", () => {
  it('is their own account\'s: changed from their managed session; the profile\'s id is refused and her password is unchanged', async () => {
    const her = await woman(t);
    const father = await managerOf(t, her);
    const before = await db().selectFrom('users').select('password_hash').where('id', '=', her.id).executeTakeFirstOrThrow();
    const refused = await call(t, 'PUT', `/api/user/changePass/${her.id}`, { token: father.token, body: { oldPassword: her.password, newPassword: 'Taken12345' } });
    expect([refused.status, refused.body.error]).toEqual([403, m.managers_not_for_managers()]);
    expect(await db().selectFrom('users').select('password_hash').where('id', '=', her.id).executeTakeFirstOrThrow()).toEqual(before);

    const herSecond = await signIn(t, her.email, her.password);
    const changed = await call(t, 'PUT', `/api/user/changePass/${father.accountId}`, { token: father.token, body: { oldPassword: father.password, newPassword: 'Father98765' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(t, 'POST', '/api/auth/login', { body: { email: father.email, password: 'Father98765' } })).status).toBe(200);
    // Her sign-ins are hers: his change ends none of them, and hers none of his.
    expect((await call(t, 'GET', '/api/auth/checkLogin', { token: herSecond })).status).toBe(200);
    expect((await call(t, 'PUT', `/api/user/changePass/${her.id}`, { token: her.token, body: { oldPassword: her.password, newPassword: 'Priya98765' } })).status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/checkLogin', { token: father.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/checkLogin', { token: herSecond })).status).toBe(401);
  });

  it("is not a stranger's to change, nor the candidate's to change for her father", async () => {
    const her = await woman(t);
    const father = await managerOf(t, her);
    const stranger = await man(t);
    const byStranger = await call(t, 'PUT', `/api/user/changePass/${father.accountId}`, { token: stranger.token, body: { oldPassword: father.password, newPassword: 'Other12345' } });
    const byHer = await call(t, 'PUT', `/api/user/changePass/${father.accountId}`, { token: her.token, body: { oldPassword: father.password, newPassword: 'Other12345' } });
    expect([byStranger.status, byStranger.body.error, byHer.status]).toEqual([403, SERVER_TEXT.notYours, 403]);
  });
});

describe('a block is the whole profile’s', () => {
  it('a member the candidate blocked is blocked for her manager; one who blocked her is blocked for him too', async () => {
    const [her, blocked, blocker] = [await woman(t), await man(t), await man(t)];
    const father = await managerOf(t, her);
    expect((await call(t, 'POST', '/api/user/blockUser', { token: her.token, body: { id: blocked.id, block: true } })).body.code).toBe(5);
    expect((await call(t, 'POST', '/api/user/blockUser', { token: blocker.token, body: { id: her.id, block: true } })).body.code).toBe(5);
    for (const other of [blocked, blocker]) {
      const sent = await interest(father.token, other.id);
      expect(sent.status, JSON.stringify(sent.body)).toBeGreaterThanOrEqual(400);
    }
    expect((await call(t, 'GET', `/api/user/get/${blocked.id}`, { token: father.token })).body.user).toMatchObject({ youBlocked: true, isMatchable: false });
    expect((await call(t, 'GET', `/api/user/get/${blocker.id}`, { token: father.token })).status).toBe(404);
    expect(await db().selectFrom('member_requests').select('id').where('from_user_id', '=', her.id).execute()).toEqual([]);
  });

  it('a member her manager blocks is blocked for her', async () => {
    const [her, him] = [await woman(t), await man(t)];
    const father = await managerOf(t, her);
    expect((await call(t, 'POST', '/api/user/blockUser', { token: father.token, body: { id: him.id, block: true } })).body.code).toBe(5);
    expect((await call(t, 'GET', `/api/user/get/${him.id}`, { token: her.token })).body.user).toMatchObject({ youBlocked: true });
    expect((await interest(him.token, her.id)).status).toBeGreaterThanOrEqual(400);
  });
});
