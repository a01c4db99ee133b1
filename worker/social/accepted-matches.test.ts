import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { adminSession, memberWithSession } from '../test/factories';
import { call, createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api, type Client, type JsonOf } from '../test/typed-client';
import { acceptedRequest } from './social-test-helpers';

/** POST /user/getMatches (spec §7 Other): the caller's accepted matches, paged, as cards (decision 0840). */
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const man = () => memberWithSession(t, { gender: 'male' });
const woman = () => memberWithSession(t, { gender: 'female' });
const matches = (by: M, body: JsonOf<Client['user']['getMatches']['$post']> = {}) => answer(api(t, { token: by.token }).user.getMatches.$post({ json: body }));
const ids = (res: { body: AnswerBody }) => (res.body.data.users as Array<{ _id: string }>).map((u) => u._id);

async function interest(from: M, to: M): Promise<string> {
  const res = await answer(api(t, { token: from.token }).match.matchAccount[':id'].$post({ param: { id: to.id }, json: {} }));
  expect(res.body.code).toBe(5);
  return res.body.requestId as string;
}
const answerInterest = (by: M, id: string, status: 'accepted' | 'rejected' | 'withdrawn') =>
  answer(api(t, { token: by.token }).match.updateMatchRequest.$put({ json: { id, status } }));

async function accepted(from: M, to: M) {
  expect((await answerInterest(to, await interest(from, to), 'accepted')).body.code).toBe(5);
}

describe('POST /api/user/getMatches', () => {
  it('lists members whose interest was accepted either way, newest acceptance first, as cards with their actions', async () => {
    const [me, sheAccepted, iAccepted] = [await man(), await woman(), await woman()];
    await accepted(me, sheAccepted);
    t.clock.advance(60_000);
    await accepted(iAccepted, me);
    const res = await matches(me);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(ids(res)).toEqual([iAccepted.id, sheAccepted.id]);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.users[0]).toMatchObject({
      _id: iAccepted.id,
      name: iAccepted.name,
      gender: 'female',
      age: expect.any(Number),
      profilePicture: expect.any(String),
      at: t.clock.now,
      isShortlisted: false,
      interest: { status: 'accepted', sent: false },
    });
    expect(res.body.data.users[1]?.interest).toMatchObject({ status: 'accepted', sent: true });
    // The same list as /usersList/matches reads it.
    const list = await answer(api(t, { token: me.token }).user.getUsersList[':type'].$post({ param: { type: 'matches' }, json: {} }));
    expect(list.body.data).toEqual(res.body.data);
  });

  it('leaves out pending, declined and withdrawn interests, other accepted requests, and interests sent for a relative', async () => {
    const [me, pending, declined, withdrawn, photo, forRelative] = [await man(), await woman(), await woman(), await woman(), await woman(), await woman()];
    await interest(pending, me);
    expect((await answerInterest(declined, await interest(me, declined), 'rejected')).body.code).toBe(5);
    expect((await answerInterest(me, await interest(me, withdrawn), 'withdrawn')).body.code).toBe(5);
    await acceptedRequest(t, photo.id, me.id, 'photo');
    const now = t.deps.now();
    await t.deps.database.db
      .insertInto('member_requests')
      .values({ id: newId(), from_user_id: me.id, to_user_id: forRelative.id, type: 'interest', status: 'accepted', created_at: now, updated_at: now, for_member_name: 'Rohan', for_member_relation: 'son' })
      .execute();
    const res = await matches(me);
    expect(res.body.data).toEqual({ users: [], total: 0, locked: false });
  });

  it('leaves out members blocked either way and members no longer active', async () => {
    const [me, iBlocked, blockedMe, gone, stays] = [await man(), await woman(), await woman(), await woman(), await woman()];
    for (const w of [iBlocked, blockedMe, gone, stays]) await accepted(me, w);
    expect(ids(await matches(me)).sort()).toEqual([iBlocked.id, blockedMe.id, gone.id, stays.id].sort());
    await answer(api(t, { token: me.token }).user.blockUser.$post({ json: { id: iBlocked.id, block: true } }));
    await answer(api(t, { token: blockedMe.token }).user.blockUser.$post({ json: { id: me.id, block: true } }));
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', gone.id).execute();
    const res = await matches(me);
    expect(ids(res)).toEqual([stays.id]);
    expect(res.body.data.total).toBe(1);
    expect(ids(await matches(iBlocked))).toEqual([]);
  });

  it('pages with page and limit, the total counting every match', async () => {
    const me = await man();
    const women = [await woman(), await woman(), await woman()];
    for (const w of women) {
      await accepted(w, me);
      t.clock.advance(1000);
    }
    const first = await matches(me, { page: 1, limit: 2 });
    expect(ids(first)).toEqual([women[2]!.id, women[1]!.id]);
    expect(first.body.data.total).toBe(3);
    const second = await matches(me, { page: 2, limit: 2 });
    expect(ids(second)).toEqual([women[0]!.id]);
    expect(second.body.data.total).toBe(3);
  });

  it('shows a member only their own matches', async () => {
    const [me, her, hisOther, stranger] = [await man(), await woman(), await woman(), await man()];
    await accepted(me, her);
    await accepted(me, hisOther);
    expect(ids(await matches(her))).toEqual([me.id]);
    expect((await matches(stranger)).body.data).toEqual({ users: [], total: 0, locked: false });
  });

  it('asks for a member session and a valid page; is in the OpenAPI document', async () => {
    const me = await man();
    expect((await answer(api(t).user.getMatches.$post({ json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getMatches.$post({ json: {} }))).status).toBe(403);
    const bad = await matches(me, { page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.refusal.error).toBe('page must be 1 or more');
    const doc = await call(t, 'GET', '/api/openapi.json');
    expect(doc.body.paths['/user/getMatches']).toHaveProperty('post');
  });
});
