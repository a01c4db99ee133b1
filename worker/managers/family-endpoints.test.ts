import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../contract/i18n/paraglide/messages';
import { MESSAGING_TEXT } from '../../contract/messaging';
import { SERVER_TEXT } from '../../contract/server-texts';
import { man, woman, type Member } from '../messaging/messaging-test-helpers';
import { call, createTestApp, type TestApp } from '../test/harness';
import { managerOf, type Manager } from './manager-test-helpers';

/**
 * Every profile, request and messaging call of a family-run profile with three sessions (issue
 * 27): her father's (a manager), hers (the candidate) and a stranger's (another member). What
 * each may do, and what each is refused — 403 with its reason, and nothing changed.
 */
let t: TestApp;
let her: Member;
let father: Manager;
let stranger: Member;
let him: Member;
let suitorRequest: string;
beforeAll(async () => {
  t = await createTestApp();
  [her, stranger, him] = [await woman(t), await man(t), await man(t)];
  father = await managerOf(t, her);
  const suitor = await man(t);
  suitorRequest = (await call(t, 'POST', `/api/match/matchAccount/${her.id}`, { token: suitor.token, body: {} })).body.requestId;
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
type Who = 'father' | 'her' | 'stranger';
const token = (who: Who) => ({ father, her, stranger })[who].token;

/** Calls that read: [what, method, path, body, status for father, her, stranger]. */
const READS: Array<[string, string, () => string, unknown, number, number, number]> = [
  ['her profile to edit', 'GET', () => `/api/user/getMyProfile/${her.id}`, undefined, 200, 200, 403],
  ["her profile's completeness", 'GET', () => `/api/user/getProfilePercentage/${her.id}`, undefined, 200, 200, 403],
  ['her partner preference', 'GET', () => `/api/user/get/preference/${her.id}`, undefined, 200, 200, 403],
  ['her settings', 'GET', () => `/api/user/getSetting/${her.id}`, undefined, 200, 200, 403],
  ['her profile as others see it', 'GET', () => `/api/user/get/${her.id}`, undefined, 200, 200, 200],
  ['her family and managers', 'GET', () => `/api/user/managers/${her.id}`, undefined, 200, 200, 403],
  ["her profile's history", 'GET', () => `/api/user/profile/history/${her.id}`, undefined, 200, 200, 403],
  ['the requests', 'POST', () => '/api/match/getMatchedRequest', { type: 'received', status: 'pending' }, 200, 200, 200],
  ['the requests count', 'GET', () => '/api/user/requests/counts', undefined, 200, 200, 200],
  ['the chat list', 'GET', () => '/api/user/getChatUsers', undefined, 200, 200, 200],
  ['the unread badges', 'GET', () => '/api/user/messaging/unread', undefined, 200, 200, 200],
  ['the letters', 'GET', () => '/api/user/letters', undefined, 403, 200, 200],
  ['a live ticket', 'POST', () => '/api/user/messaging/ticket', undefined, 200, 200, 200],
];

describe('reading, with a manager’s, the candidate’s and a stranger’s session', () => {
  for (const [what, method, path, body, ...expected] of READS) {
    it(`${what}: ${expected.join(' / ')}`, async () => {
      const got = [];
      for (const who of ['father', 'her', 'stranger'] as const) got.push((await call(t, method, path(), { token: token(who), body })).status);
      expect(got).toEqual(expected);
    });
  }

  it('a manager reads her requests and counts as hers; a stranger his own', async () => {
    const list = async (who: Who) => (await call(t, 'POST', '/api/match/getMatchedRequest', { token: token(who), body: { type: 'received', status: 'pending' } })).body.data.requests.map((r: { _id: string }) => r._id);
    expect(await list('father')).toEqual([suitorRequest]);
    expect(await list('her')).toEqual([suitorRequest]);
    expect(await list('stranger')).toEqual([]);
    const counts = async (who: Who) => (await call(t, 'GET', '/api/user/requests/counts', { token: token(who) })).body.data;
    expect(await counts('father')).toEqual(await counts('her'));
  });
});

describe('writing, with a manager’s, the candidate’s and a stranger’s session', () => {
  it("her settings: the stranger is refused and nothing changes; her manager changes them for her", async () => {
    const settings = () => db().selectFrom('member_settings').selectAll().where('user_id', '=', her.id).executeTakeFirst();
    const before = await settings();
    const refused = await call(t, 'PUT', `/api/user/updateSetting/${her.id}`, { token: stranger.token, body: { matchEnabled: false } });
    expect([refused.status, refused.body.error]).toEqual([403, SERVER_TEXT.notYours]);
    expect(await settings()).toEqual(before);
    expect((await call(t, 'PUT', `/api/user/updateSetting/${her.id}`, { token: father.token, body: { matchEnabled: true } })).status).toBe(200);
  });

  it('an interest, a photo request and the shortlist: her manager does them for her', async () => {
    expect((await call(t, 'POST', `/api/match/matchAccount/${him.id}`, { token: father.token, body: {} })).body.code).toBe(5);
    expect((await call(t, 'POST', '/api/user/sendRequest', { token: father.token, body: { id: him.id, type: 'photo' } })).body.code).toBe(5);
    expect((await call(t, 'POST', `/api/match/shortlistAccount/${him.id}`, { token: father.token, body: { shortlist: true } })).body.code).toBe(5);
    const sent = await db().selectFrom('member_requests').select(['type', 'from_user_id', 'sent_by']).where('to_user_id', '=', him.id).orderBy('type').execute();
    expect(sent).toEqual([
      { type: 'interest', from_user_id: her.id, sent_by: father.accountId },
      { type: 'photo', from_user_id: her.id, sent_by: father.accountId },
    ]);
    expect(await db().selectFrom('shortlists').select('owner_id').where('member_id', '=', him.id).execute()).toEqual([{ owner_id: her.id }]);
  });

  it('an interest she received: the stranger finds no such request and it stays pending; her manager accepts it', async () => {
    const refused = await call(t, 'PUT', '/api/match/updateMatchRequest', { token: stranger.token, body: { id: suitorRequest, status: 'accepted' } });
    expect(refused.status).toBe(404);
    const status = async () => (await db().selectFrom('member_requests').select('status').where('id', '=', suitorRequest).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('pending');
    expect((await call(t, 'PUT', '/api/match/updateMatchRequest', { token: father.token, body: { id: suitorRequest, status: 'accepted' } })).body.code).toBe(5);
    expect(await status()).toBe('accepted');
  });

  it('what only she does: deleting the account, family in a conversation, writing and letters — refused to her manager, nothing changed', async () => {
    const refused = await Promise.all([
      call(t, 'POST', '/api/user/delete/', { token: father.token, body: { password: father.password, confirm: 'DELETE' } }),
      call(t, 'PUT', `/api/user/messaging/family/${him.id}`, { token: father.token, body: { enabled: true } }),
      call(t, 'POST', '/api/user/sendMessage', { token: father.token, body: { userId: him.id, text: 'Namaste' } }),
      call(t, 'POST', `/api/user/messaging/read/${him.id}`, { token: father.token }),
      call(t, 'POST', '/api/user/sendMail', { token: father.token, body: { userId: him.id, subject: 'Hello', body: 'From her father' } }),
      call(t, 'PUT', `/api/user/changePass/${her.id}`, { token: father.token, body: { oldPassword: her.password, newPassword: 'Other12345' } }),
    ]);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual([
      [403, m.managers_not_for_managers()],
      [403, m.managers_candidate_only()],
      [403, MESSAGING_TEXT.reasons.family],
      [403, MESSAGING_TEXT.reasons.family],
      [403, MESSAGING_TEXT.lettersCandidateOnly],
      [403, m.managers_not_for_managers()],
    ]);
    expect(await db().selectFrom('users').select('status').where('id', '=', her.id).executeTakeFirstOrThrow()).toEqual({ status: 'active' });
    expect(await db().selectFrom('messages').select('id').where('from_user_id', '=', her.id).execute()).toEqual([]);
    expect(await db().selectFrom('letters').select('id').where('from_user_id', '=', her.id).execute()).toEqual([]);
    expect(await db().selectFrom('family_conversations').select('since').where('profile_id', '=', her.id).execute()).toEqual([]);
  });
});
