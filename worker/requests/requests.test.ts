import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, type Answer, type MemberRequestKind } from '../../contract/requests';
import { hasAcceptedRequest } from '../social/relationships';
import { setPrivacy } from '../social/social-test-helpers';
import { adminSession, memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api, type Client, type JsonOf } from '../test/typed-client';
import { isShortlisted, requestBetween, shortlistedMe, shortlistedMeCount } from './queries';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const man = () => memberWithSession(t, { gender: 'male' });
const woman = () => memberWithSession(t, { gender: 'female' });
const interest = (by: { token: string }, id: string, body: JsonOf<Client['match']['matchAccount'][':id']['$post']> = {}) => answer(api(t, { token: by.token }).match.matchAccount[':id'].$post({ param: { id }, json: body }));
const answerInterest = (by: { token: string }, id: string, status: Answer) => answer(api(t, { token: by.token }).match.updateMatchRequest.$put({ json: { id, status } }));
const matched = (by: { token: string }, body: JsonOf<Client['match']['getMatchedRequest']['$post']>) => answer(api(t, { token: by.token }).match.getMatchedRequest.$post({ json: body }));
const ask = (by: { token: string }, id: string, type: MemberRequestKind) => answer(api(t, { token: by.token }).user.sendRequest.$post({ json: { id, type } }));
const respond = (by: { token: string }, id: string, status: Answer) => answer(api(t, { token: by.token }).user.sendResponse.$post({ json: { id, status } }));
const requests = (by: { token: string }, body: JsonOf<Client['user']['getRequests']['$post']>) => answer(api(t, { token: by.token }).user.getRequests.$post({ json: body }));
const shortlist = (by: { token: string }, id: string, body: JsonOf<Client['match']['shortlistAccount'][':id']['$post']> = {}) => answer(api(t, { token: by.token }).match.shortlistAccount[':id'].$post({ param: { id }, json: body }));
const getShortlist = (by: { token: string }, body: JsonOf<Client['match']['getShortlist']['$post']> = {}) => answer(api(t, { token: by.token }).match.getShortlist.$post({ json: body }));
const block = (by: M, id: string) => answer(api(t, { token: by.token }).user.blockUser.$post({ json: { id, block: true } }));
const count = async (table: 'member_requests' | 'notifications' | 'shortlists') =>
  Number((await t.deps.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

async function pendingInterest(a: M, b: M) {
  const res = await interest(a, b.id);
  expect(res.body.code).toBe(5);
  return res.body.requestId as string;
}

describe('POST /api/match/matchAccount/{id}', () => {
  it('sends an interest, notifies the other member, and sending twice changes nothing (code 4)', async () => {
    const [a, b] = [await man(), await woman()];
    const res = await interest(a, b.id, { id: b.id, userId: 'someone-else' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.interestSent });
    const row = await requestBetween(t.deps, b.id, a.id);
    expect(row).toMatchObject({ from_user_id: a.id, to_user_id: b.id, type: 'interest', status: 'pending' });
    const n = await notes(b.id);
    expect(n).toContainEqual(expect.objectContaining({ type: 'member_request', sender_id: a.id, content: `${a.name} sent you an interest.`, link: '/requests/received/pending' }));
    const [requestsBefore, notesBefore] = [await count('member_requests'), await count('notifications')];
    const again = await interest(a, b.id);
    expect(again.body).toMatchObject({ code: 4, message: REQUESTS_TEXT.interestAlreadySent });
    const back = await interest(b, a.id);
    expect(back.body).toMatchObject({ code: 4, message: REQUESTS_TEXT.interestAlreadyReceived });
    expect([await count('member_requests'), await count('notifications')]).toEqual([requestsBefore, notesBefore]);
  });

  it('works without a body and two at once make one request', async () => {
    const [a, b] = [await man(), await woman()];
    const before = await count('member_requests');
    const both = await Promise.all([answer(api(t, { token: a.token }).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} })), interest(a, b.id)]);
    expect(both.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([4, 5]);
    expect(await count('member_requests')).toBe(before + 1);
  });

  it('refuses oneself, blocks either way, inactive, same gender, minors and finding soulmate off; nothing changes', async () => {
    const [a, b, c, d, e, f, g] = [await man(), await woman(), await woman(), await woman(), await man(), await woman(), await woman()];
    await block(a, b.id);
    await block(c, a.id);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', d.id).execute();
    await t.deps.database.db.updateTable('users').set({ dob: '2015-01-01' }).where('id', '=', f.id).execute();
    await setPrivacy(t, g.id, { match_enabled: 0 });
    const before = [await count('member_requests'), await count('notifications')];
    const cases: Array<[string, number, string]> = [
      [a.id, 400, REQUESTS_TEXT.notYourself],
      [b.id, 403, REQUESTS_TEXT.youBlocked],
      [c.id, 404, REQUESTS_TEXT.profileNotAvailable],
      [d.id, 404, REQUESTS_TEXT.profileNotAvailable],
      [e.id, 403, REQUESTS_TEXT.sameGender],
      [f.id, 403, REQUESTS_TEXT.theyAreMinor],
      [g.id, 403, REQUESTS_TEXT.theyMatchOff],
      ['no-such-member', 404, REQUESTS_TEXT.profileNotAvailable],
    ];
    for (const [id, status, error] of cases) {
      const res = await interest(a, id);
      expect([id, res.status, res.refusal.error]).toEqual([id, status, error]);
    }
    await setPrivacy(t, a.id, { match_enabled: 0 });
    expect((await interest(a, f.id)).refusal.error).toBe(REQUESTS_TEXT.youMatchOff);
    expect([await count('member_requests'), await count('notifications')]).toEqual(before);
  });

  it('keeps to the plan: the free plan sends 5 interests a day, and hidden profiles cannot be reached', async () => {
    const a = await man();
    const women = [];
    for (let i = 0; i < 7; i++) women.push(await woman());
    await setPrivacy(t, women[6]!.id, { profile_visibility: 'hidden' });
    expect((await interest(a, women[6]!.id)).refusal.error).toBe(REQUESTS_TEXT.profileNotAvailable);
    for (let i = 0; i < 5; i++) expect((await interest(a, women[i]!.id)).body.code).toBe(5);
    const sixth = await interest(a, women[5]!.id);
    expect([sixth.status, sixth.refusal.error]).toEqual([403, REQUESTS_TEXT.interestLimit(5)]);
    expect(await requestBetween(t.deps, a.id, women[5]!.id)).toBeNull();
  });

  it('needs a member session', async () => {
    const b = await woman();
    expect((await answer(api(t).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} }))).status).toBe(403);
  });
});

describe('PUT /api/match/updateMatchRequest and POST /api/match/getMatchedRequest', () => {
  it('the receiver accepts; the sender is notified (member_request_accept); lists and counts follow', async () => {
    const [a, b] = [await man(), await woman()];
    const id = await pendingInterest(a, b);
    const received = await matched(b, { type: 'received', status: 'pending', page: 0, limit: 10 });
    expect(received.body.data.requests).toEqual([expect.objectContaining({ _id: id, type: 'interest', status: 'pending', sent: false, user: expect.objectContaining({ _id: a.id, name: a.name }) })]);
    expect(received.body.data.counts.received.pending).toBe(1);
    const res = await answerInterest(b, id, 'accepted');
    expect(res.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.accepted, status: 'accepted' });
    expect(await hasAcceptedRequest(t.deps, a.id, b.id)).toBe(true);
    expect(await notes(a.id)).toContainEqual(expect.objectContaining({ type: 'member_request_accept', sender_id: b.id, content: `${b.name} accepted your interest.` }));
    const sent = await matched(a, { type: 'sent', status: 'accepted' });
    expect(sent.body.data.total).toBe(1);
    expect(sent.body.data.counts.sent).toEqual({ pending: 0, accepted: 1, rejected: 0, withdrawn: 0 });
    expect((await answerInterest(b, id, 'accepted')).body.code).toBe(4);
    expect((await answerInterest(b, id, 'rejected')).status).toBe(409);
    expect((await interest(a, b.id)).body).toMatchObject({ code: 4, message: REQUESTS_TEXT.interestAlreadyAccepted });
  });

  it('only the receiver accepts or rejects, only the sender withdraws, strangers find nothing; nothing changes', async () => {
    const [a, b, c] = [await man(), await woman(), await man()];
    const id = await pendingInterest(a, b);
    const before = await count('notifications');
    expect((await answerInterest(a, id, 'accepted')).status).toBe(403);
    expect((await answerInterest(a, id, 'rejected')).refusal.error).toBe(REQUESTS_TEXT.onlyReceiverAnswers);
    expect((await answerInterest(b, id, 'withdrawn')).refusal.error).toBe(REQUESTS_TEXT.onlySenderWithdraws);
    expect((await answerInterest(c, id, 'accepted')).status).toBe(404);
    expect((await answerInterest(b, 'nope', 'accepted')).status).toBe(404);
    expect((await call(t, 'PUT', '/api/match/updateMatchRequest', { token: b.token, body: { id, status: 'maybe' } })).status).toBe(400);
    expect((await answer(api(t).match.updateMatchRequest.$put({ json: { id, status: 'accepted' } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).match.updateMatchRequest.$put({ json: { id, status: 'accepted' } }))).status).toBe(403);
    expect((await requestBetween(t.deps, a.id, b.id))?.status).toBe('pending');
    expect(await count('notifications')).toBe(before);
    // Withdraw, then send again; reject and the sender cannot send again.
    expect((await answerInterest(a, id, 'withdrawn')).body).toMatchObject({ code: 5, message: REQUESTS_TEXT.withdrawn });
    expect(await notes(b.id)).toContainEqual(expect.objectContaining({ type: 'member_request_withdrawn' }));
    expect((await answerInterest(b, id, 'accepted')).status).toBe(409);
    const id2 = await pendingInterest(a, b);
    expect((await answerInterest(b, id2, 'rejected')).body.code).toBe(5);
    expect(await notes(a.id)).toContainEqual(expect.objectContaining({ type: 'member_request_reject', content: `${b.name} declined your interest.` }));
    expect((await interest(a, b.id)).status).toBe(409);
  });

  it('a photo request is not an interest', async () => {
    const [a, b] = [await man(), await woman()];
    const res = await ask(a, b.id, 'photo');
    expect((await answerInterest(b, res.body.requestId!, 'accepted')).status).toBe(404);
  });

  it('validates the list body and leaves out blocked members', async () => {
    const [a, b] = [await man(), await woman()];
    await pendingInterest(a, b);
    expect((await call(t, 'POST', '/api/match/getMatchedRequest', { token: a.token, body: { type: 'mine' } })).status).toBe(400);
    expect((await matched(a, { limit: 101 })).status).toBe(400);
    expect((await matched(a, { type: 'sent', status: 'pending' })).body.data.total).toBe(1);
    await block(b, a.id);
    expect((await matched(a, { type: 'sent', status: 'pending' })).body.data.total).toBe(0);
    expect((await answer(api(t).match.getMatchedRequest.$post({ json: {} }))).status).toBe(401);
  });
});

describe('member requests: /api/user/sendRequest, getRequests, sendResponse', () => {
  it('sends, lists, answers and notifies; twice is code 4; only the receiver answers', async () => {
    const [a, b, c] = [await man(), await man(), await woman()];
    const res = await ask(a, b.id, 'photo');
    expect(res.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.requestSent });
    expect(await notes(b.id)).toContainEqual(expect.objectContaining({ type: 'member_request', content: `${a.name} asked to see your photos.` }));
    const before = [await count('member_requests'), await count('notifications')];
    expect((await ask(a, b.id, 'photo')).body.code).toBe(4);
    expect([await count('member_requests'), await count('notifications')]).toEqual(before);
    // The other way round is another request; another kind too.
    expect((await ask(b, a.id, 'photo')).body.code).toBe(5);
    expect((await ask(a, b.id, 'contact')).body.code).toBe(5);
    const list = await requests(b, { type: 'received', status: 'pending', page: 0, limit: 100 });
    expect(list.body.data.requests.map((r: { type: string }) => r.type).sort()).toEqual(['contact', 'photo']);
    const id = res.body.requestId as string;
    expect((await respond(a, id, 'accepted')).status).toBe(403);
    expect((await respond(c, id, 'accepted')).status).toBe(404);
    expect((await respond(b, id, 'accepted')).body.code).toBe(5);
    expect(await notes(a.id)).toContainEqual(expect.objectContaining({ type: 'member_request_accept', content: `${b.name} accepted your photo request.` }));
    const accepted = await requests(a, { type: 'sent', status: 'accepted', page: 0, limit: 100 });
    expect(accepted.body.data.requests).toEqual([expect.objectContaining({ _id: id, type: 'photo', sent: true })]);
    expect((await requests(a, { type: 'sent', status: 'pending', kind: 'contact' })).body.data.total).toBe(1);
  });

  it('refuses bad input, oneself, blocked members, no session and admins', async () => {
    const [a, b] = [await man(), await woman()];
    await block(b, a.id);
    const before = await count('member_requests');
    expect((await ask(a, b.id, 'photo')).status).toBe(404);
    expect((await ask(a, a.id, 'photo')).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/sendRequest', { token: a.token, body: { id: b.id, type: 'interest' } })).status).toBe(400);
    expect((await ask(a, '', 'photo')).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/getRequests', { token: a.token, body: { status: 'lost' } })).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/sendResponse', { token: a.token, body: { id: 'x', status: 'ok' } })).status).toBe(400);
    expect((await answer(api(t).user.sendRequest.$post({ json: { id: b.id, type: 'photo' } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.sendRequest.$post({ json: { id: b.id, type: 'photo' } }))).status).toBe(403);
    expect((await answer(api(t, { token: admin.token }).user.getRequests.$post({ json: {} }))).status).toBe(403);
    expect((await answer(api(t).user.sendResponse.$post({ json: { id: 'x', status: 'accepted' } }))).status).toBe(401);
    expect(await count('member_requests')).toBe(before);
  });
});

describe('shortlist', () => {
  it('toggles (code 5 each change), lists newest first without blocked or inactive members, and answers the queries', async () => {
    const [a, b, c, d] = [await man(), await woman(), await woman(), await woman()];
    const on = await shortlist(a, b.id);
    expect(on.body).toMatchObject({ code: 5, shortlisted: true, message: REQUESTS_TEXT.shortlisted });
    expect(await isShortlisted(t.deps, a.id, b.id)).toBe(true);
    expect((await shortlist(a, b.id, { shortlist: true })).body.code).toBe(4);
    t.deps.now = ((n) => () => n + 1000)(t.deps.now());
    await shortlist(a, c.id);
    await shortlist(a, d.id);
    const list = await getShortlist(a, { page: 1, limit: 10 });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.users.map((u: { _id: string }) => u._id).slice(-1)).toEqual([b.id]);
    await block(c, a.id);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', d.id).execute();
    expect((await getShortlist(a)).body.data.users.map((u: { _id: string }) => u._id)).toEqual([b.id]);
    expect(await shortlistedMeCount(t.deps, b.id)).toBe(1);
    expect((await shortlistedMe(t.deps, b.id, 1, 10)).users.map((u) => u._id)).toEqual([a.id]);
    const off = await shortlist(a, b.id);
    expect(off.body).toMatchObject({ code: 5, shortlisted: false });
    expect((await shortlist(a, b.id, { shortlist: false })).body.code).toBe(4);
    expect(await isShortlisted(t.deps, a.id, b.id)).toBe(false);
    expect(await shortlistedMeCount(t.deps, b.id)).toBe(0);
  });

  it('refuses oneself, blocked, unknown members, bad input, no session and admins', async () => {
    const [a, b] = [await man(), await woman()];
    await block(a, b.id);
    const before = await count('shortlists');
    expect((await shortlist(a, a.id)).status).toBe(400);
    expect((await shortlist(a, b.id)).status).toBe(403);
    expect((await shortlist(a, 'nobody')).status).toBe(404);
    expect((await call(t, 'POST', `/api/match/shortlistAccount/${b.id}`, { token: a.token, body: { shortlist: 'yes' } })).status).toBe(400);
    expect((await getShortlist(a, { page: -1 })).status).toBe(400);
    expect((await answer(api(t).match.shortlistAccount[':id'].$post({ param: { id: b.id }, json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).match.shortlistAccount[':id'].$post({ param: { id: b.id }, json: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: admin.token }).match.getShortlist.$post({ json: {} }))).status).toBe(403);
    expect(await count('shortlists')).toBe(before);
  });
});
