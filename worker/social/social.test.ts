import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_TEXT, type USERS_LIST_TYPES } from '../../contract/social';
import { adminSession, givePlan, memberWithSession } from '../test/factories';
import { call, createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api, type Client, type JsonOf } from '../test/typed-client';
import { hasAcceptedRequest } from './relationships';
import { blockedUserIds, isBlockedEitherWay } from './reach';
import { acceptedRequest, request, setPrivacy } from './social-test-helpers';

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
const view = (viewer: M, id: string, q = '') => answer(api(t, { token: viewer.token }).user.get[':id'].$get({ param: { id: `${id}${q}` }, query: {} }));
const block = (by: M, id: string, on = true) => answer(api(t, { token: by.token }).user.blockUser.$post({ json: { id, block: on } }));
const list = (by: M, type: (typeof USERS_LIST_TYPES)[number], body: JsonOf<Client['user']['getUsersList'][':type']['$post']> = {}) => answer(api(t, { token: by.token }).user.getUsersList[':type'].$post({ param: { type }, json: body }));
const ids = (res: { body: AnswerBody }) => (res.body.data.users as Array<{ _id: string }>).map((u) => u._id);
const count = async (table: 'blocks' | 'ratings' | 'comments' | 'profile_visits') =>
  Number((await t.deps.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('relationships', () => {
  it('answers blocks either way, accepted requests either way, and the blocked ids both ways', async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    expect(await isBlockedEitherWay(t.deps, a.id, b.id)).toBe(false);
    await block(b, a.id);
    expect(await isBlockedEitherWay(t.deps, a.id, b.id)).toBe(true);
    await block(a, c.id);
    expect((await blockedUserIds(t.deps, a.id)).sort()).toEqual([b.id, c.id].sort());
    await request(t, a.id, c.id, 'pending');
    expect(await hasAcceptedRequest(t.deps, c.id, a.id)).toBe(false);
    await acceptedRequest(t, c.id, a.id);
    expect(await hasAcceptedRequest(t.deps, a.id, c.id)).toBe(true);
  });
});

describe('GET /api/user/get/{id}', () => {
  it('shows a member with the flags, records one visit row per pair and counts views', async () => {
    const [a, b] = [await man(), await woman()];
    const res = await view(a, b.id);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    const u = res.body.user;
    expect(u).toMatchObject({
      _id: b.id,
      youBlocked: false,
      blocked: false,
      requested: false,
      matchRequest: null,
      rateAllowed: false,
      commentAllowed: false,
      sendMessageMe: false,
      sendRelationRequest: true,
      isMatchable: true,
      rated: false,
      rating: 0,
      comments: [],
      isShortlisted: false,
      matchPercentage: null,
      isSelf: false,
    });
    expect(u.profilePicture).toBe('female.png');
    await view(a, b.id);
    const visit = await t.deps.database.db.selectFrom('profile_visits').selectAll().where('visitor_id', '=', a.id).where('visited_id', '=', b.id).execute();
    expect(visit).toHaveLength(1);
    expect(visit[0]!.count).toBe(2);
  });

  it('lets a member see themselves without recording a visit', async () => {
    const a = await man();
    const res = await view(a, a.id);
    expect(res.body.user).toMatchObject({ isSelf: true, isMatchable: false, rateAllowed: false, contactAccess: 'visible' });
    expect(res.body.user.contactDetails).not.toBeNull();
    expect(await t.deps.database.db.selectFrom('profile_visits').select('count').where('visitor_id', '=', a.id).executeTakeFirst()).toBeUndefined();
  });

  it('is not matchable between members of the same gender or when one switched finding off', async () => {
    const [a, b, c] = [await man(), await man(), await woman()];
    expect((await view(a, b.id)).body.user.isMatchable).toBe(false);
    await setPrivacy(t, c.id, { match_enabled: 0 });
    expect((await view(a, c.id)).body.user.isMatchable).toBe(false);
  });

  it('decides contact details by the owner’s contact privacy first, then the viewer’s plan', async () => {
    const [a, b] = [await man(), await woman()];
    // default 'accepted'
    let u = (await view(a, b.id)).body.user;
    expect(u.contactDetails).toBeNull();
    expect(u.contactAccess).toBe('afterAccept');
    expect(u.contactViews).toBeNull();
    expect(JSON.stringify(u)).not.toContain(b.email);
    // 'members': the privacy allows it, the Free plan has no contact views (decision 0564).
    await setPrivacy(t, b.id, { contact_privacy: 'members' });
    u = (await view(a, b.id)).body.user;
    expect(u.contactAccess).toBe('upgrade');
    expect(u.contactViews).toEqual({ planName: 'Free', allowed: 0, used: 0, left: 0 });
    expect(JSON.stringify(u)).not.toContain(b.email);
    await givePlan(t, a.id, 'silver');
    u = (await view(a, b.id)).body.user;
    expect(u.contactAccess).toBe('reveal');
    expect(u.contactViews).toEqual({ planName: 'Silver', allowed: 40, used: 0, left: 40 });
    expect(u.contactDetails).toBeNull();
    await setPrivacy(t, b.id, { contact_privacy: 'hidden' });
    await acceptedRequest(t, a.id, b.id);
    u = (await view(a, b.id)).body.user;
    expect(u.contactAccess).toBe('hidden');
    expect(u.contactDetails).toBeNull();
    await setPrivacy(t, b.id, { contact_privacy: 'accepted' });
    u = (await view(a, b.id)).body.user;
    expect(u.contactAccess).toBe('reveal');
    expect(u).toMatchObject({ rateAllowed: true, commentAllowed: true, sendMessageMe: true, matchRequest: { status: 'accepted', sent: true } });
    expect((await answer(api(t, { token: a.token }).user.viewContact[':id'].$post({ param: { id: b.id } }))).body.code).toBe(5);
    u = (await view(a, b.id)).body.user;
    expect(u.contactAccess).toBe('visible');
    expect(JSON.stringify(u.contactDetails)).toContain(b.email);
  });

  it('hides the horoscope unless its privacy is visible', async () => {
    const [a, b] = [await man(), await woman()];
    await setPrivacy(t, b.id, { horoscope_privacy: 'hidden' });
    const u = (await view(a, b.id)).body.user;
    expect(u.horoscope).toBeNull();
    expect(u.horoscopePrivacy).toBe('hidden');
  });

  it('honours a hidden profile: only members with an accepted request see it', async () => {
    const [a, b, c] = [await man(), await woman(), await man()];
    await setPrivacy(t, b.id, { profile_visibility: 'hidden' });
    const res = await view(a, b.id);
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe(SOCIAL_TEXT.profileNotAvailable);
    await acceptedRequest(t, b.id, c.id);
    expect((await view(c, b.id)).status).toBe(200);
    expect((await view(b, b.id)).status).toBe(200);
    await setPrivacy(t, b.id, { profile_visibility: 'members' });
    expect((await view(a, b.id)).status).toBe(200);
  });

  it('answers 404 for unknown, deactivated, deleted members and admins', async () => {
    const [a, b] = [await man(), await woman()];
    expect((await view(a, 'no-such-member')).status).toBe(404);
    expect((await view(a, admin.id)).status).toBe(404);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', b.id).execute();
    const res = await view(a, b.id);
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe(SOCIAL_TEXT.profileNotAvailable);
    expect(await count('profile_visits')).toBeGreaterThanOrEqual(0);
  });

  it('answers 404 when the member blocked the viewer; the blocker still sees them, flagged', async () => {
    const [a, b] = [await man(), await woman()];
    await block(b, a.id);
    const res = await view(a, b.id);
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe(SOCIAL_TEXT.profileNotAvailable);
    const mine = await view(b, a.id);
    expect(mine.status).toBe(200);
    expect(mine.body.user).toMatchObject({ youBlocked: true, blocked: false, rateAllowed: false, sendRelationRequest: false, contactDetails: null });
    // a blocker's look is not a visit
    expect(await t.deps.database.db.selectFrom('profile_visits').select('count').where('visitor_id', '=', b.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a bad page, no session and admins', async () => {
    const [a, b] = [await man(), await woman()];
    expect((await view(a, b.id, '?page=0')).status).toBe(400);
    expect((await view(a, b.id, '?page=x')).status).toBe(400);
    expect((await answer(api(t).user.get[':id'].$get({ param: { id: b.id }, query: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.get[':id'].$get({ param: { id: b.id }, query: {} }))).status).toBe(403);
  });

  it('shows pending requests as requested and the newest request as matchRequest', async () => {
    const [a, b] = [await man(), await woman()];
    await request(t, a.id, b.id, 'pending');
    const u = (await view(a, b.id)).body.user;
    expect(u.requested).toBe(true);
    expect(u.matchRequest).toMatchObject({ status: 'pending', type: 'interest', sent: true });
    expect((await view(b, a.id)).body.user.matchRequest).toMatchObject({ sent: false });
  });

  it('keeps the interest and each ask apart from matchRequest, so asking for photos does not hide the interest (decision 0547)', async () => {
    const [a, b] = [await man(), await woman()];
    const sent = await answer(api(t, { token: a.token }).match.matchAccount[':id'].$post({ param: { id: b.id }, json: {} }));
    expect((await answer(api(t, { token: a.token }).user.sendRequest.$post({ json: { id: b.id, type: 'photo' } }))).body.code).toBe(5);
    const u = (await view(a, b.id)).body.user;
    expect(u.matchRequest).toMatchObject({ type: 'photo', status: 'pending', sent: true });
    expect(u.interest).toEqual({ _id: sent.body.requestId, status: 'pending', sent: true });
    expect(u.asked).toEqual({ photo: 'pending', contact: null, horoscope: null });
    const theirs = (await view(b, a.id)).body.user;
    expect(theirs.interest).toEqual({ _id: sent.body.requestId, status: 'pending', sent: false });
    // What the other member asked for is not the viewer's ask.
    expect(theirs.asked).toEqual({ photo: null, contact: null, horoscope: null });
    await answer(api(t, { token: a.token }).match.updateMatchRequest.$put({ json: { id: sent.body.requestId!, status: 'withdrawn' } }));
    expect((await view(a, b.id)).body.user.interest).toBeNull();
  });
});

describe('POST /api/user/getViewers and /getUsersList/{type}', () => {
  it('lists who viewed me (newest first) and whom I viewed, paged', async () => {
    const [me, v1, v2, v3] = [await woman(), await man(), await man(), await man()];
    // Seeing who viewed one's profile is the plan's seeVisitors (decision 0564).
    await givePlan(t, me.id, 'gold');
    for (const v of [v1, v2, v3]) {
      t.clock.advance(1000);
      await view(v, me.id);
    }
    const viewers = await answer(api(t, { token: me.token }).user.getViewers.$post({ json: { page: 1, limit: 2 } }));
    expect(viewers.body.code).toBe(5);
    expect(ids(viewers)).toEqual([v3.id, v2.id]);
    expect(viewers.body.data.total).toBe(3);
    expect(viewers.body.data.users[0]).toMatchObject({ name: v3.name, count: 1, profilePicture: 'male.png' });
    expect(ids(await answer(api(t, { token: me.token }).user.getViewers.$post({ json: { page: 2, limit: 2 } })))).toEqual([v1.id]);
    expect(ids(await list(v1, 'viewed'))).toEqual([me.id]);
    expect(ids(await list(me, 'viewers'))).toEqual([v3.id, v2.id, v1.id]);
  });

  it('leaves blocked members out both ways', async () => {
    const [me, v1, v2] = [await woman(), await man(), await man()];
    await givePlan(t, me.id, 'silver');
    await view(v1, me.id);
    await view(v2, me.id);
    await block(me, v1.id);
    await block(v2, me.id);
    expect(ids(await list(me, 'viewers'))).toEqual([]);
    expect(ids(await list(v1, 'viewed'))).toEqual([]);
    await block(me, v1.id, false);
    expect(ids(await list(me, 'viewers'))).toEqual([v1.id]);
  });

  it('has an empty shortlisted list until matching, and likes with stars', async () => {
    const [me, r] = [await woman(), await man()];
    expect((await list(me, 'shortlisted')).body.data).toEqual({ users: [], total: 0, locked: false });
    await acceptedRequest(t, r.id, me.id);
    await answer(api(t, { token: r.token }).user.rateUser.$post({ json: { id: me.id, rating: 4 } }));
    const likes = await list(me, 'likes');
    expect(likes.body.data.users).toEqual([expect.objectContaining({ _id: r.id, stars: 4 })]);
  });

  it('refuses bad input, no session and admins', async () => {
    const me = await woman();
    expect((await call(t, 'POST', '/api/user/getUsersList/enemies', { token: me.token, body: {} })).status).toBe(400);
    expect((await list(me, 'viewers', { limit: 1000 })).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/getUsersList/viewers', { token: me.token, body: { page: 'one' } })).status).toBe(400);
    expect((await answer(api(t, { token: me.token }).user.getViewers.$post({ json: { page: 0 } }))).status).toBe(400);
    expect((await answer(api(t).user.getViewers.$post({ json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getViewers.$post({ json: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: admin.token }).user.getUsersList[':type'].$post({ param: { type: 'viewers' }, json: {} }))).status).toBe(403);
  });
});

describe('POST /api/user/blockUser and /getBlockedUsers', () => {
  it('blocks, lists, says when nothing changed, and unblocks', async () => {
    const [a, b] = [await man(), await woman()];
    const res = await block(a, b.id);
    expect(res.body).toMatchObject({ code: 5, blocked: true });
    expect((await block(a, b.id)).body.code).toBe(4);
    const blocked = await answer(api(t, { token: a.token }).user.getBlockedUsers.$post({ json: {} }));
    expect(ids(blocked)).toEqual([b.id]);
    expect(blocked.body.data.total).toBe(1);
    expect((await block(a, b.id, false)).body).toMatchObject({ code: 5, blocked: false });
    expect((await block(a, b.id, false)).body.code).toBe(4);
    expect(ids(await answer(api(t, { token: a.token }).user.getBlockedUsers.$post({ json: {} })))).toEqual([]);
    // no notification to either
    const notes = await t.deps.database.db.selectFrom('notifications').select('type').where('user_id', 'in', [a.id, b.id]).execute();
    expect(notes.every((n) => n.type === 'welcome')).toBe(true);
  });

  it('refuses oneself, unknown members, bad input, no session and admins; nothing changes', async () => {
    const a = await man();
    const before = await count('blocks');
    expect((await block(a, a.id)).status).toBe(400);
    expect((await block(a, 'nobody')).status).toBe(404);
    expect((await block(a, admin.id)).status).toBe(404);
    expect((await call(t, 'POST', '/api/user/blockUser', { token: a.token, body: { id: 'x' } })).status).toBe(400);
    expect((await answer(api(t, { token: a.token }).user.blockUser.$post({ json: { id: '', block: true } }))).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/blockUser', { token: a.token, body: { id: 'x', block: 'yes' } })).status).toBe(400);
    expect((await answer(api(t).user.blockUser.$post({ json: { id: a.id, block: true } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.blockUser.$post({ json: { id: a.id, block: true } }))).status).toBe(403);
    expect((await answer(api(t).user.getBlockedUsers.$post({ json: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getBlockedUsers.$post({ json: {} }))).status).toBe(403);
    expect((await answer(api(t, { token: a.token }).user.getBlockedUsers.$post({ json: { limit: 0 } }))).status).toBe(400);
    expect(await count('blocks')).toBe(before);
  });
});

describe('POST /api/user/rateUser', () => {
  it('rates a member with an accepted request, notifies them, and re-rating changes the stars', async () => {
    const [a, b] = [await man(), await woman()];
    await acceptedRequest(t, b.id, a.id);
    const res = await answer(api(t, { token: a.token }).user.rateUser.$post({ json: { id: b.id, rating: 5 } }));
    expect(res.body).toMatchObject({ code: 5, rating: 5 });
    expect((await answer(api(t, { token: a.token }).user.rateUser.$post({ json: { id: b.id, rating: 5 } }))).body.code).toBe(4);
    await answer(api(t, { token: a.token }).user.rateUser.$post({ json: { id: b.id, rating: 3 } }));
    const u = (await view(a, b.id)).body.user;
    expect(u).toMatchObject({ rated: true, rating: 3, ratingSummary: { average: 3, count: 1 } });
    const notes = await t.deps.database.db.selectFrom('notifications').select(['type', 'sender_id', 'link']).where('user_id', '=', b.id).where('type', '=', 'rating').execute();
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ sender_id: a.id, link: '/userLike' });
  });

  it('refuses without an accepted request, when blocked either way, oneself, bad stars, no session and admins', async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    const before = await count('ratings');
    const rate = (by: M, id: string, rating: unknown) => call(t, 'POST', '/api/user/rateUser', { token: by.token, body: { id, rating } });
    expect((await rate(a, b.id, 4)).status).toBe(403);
    await request(t, a.id, b.id, 'pending');
    await request(t, b.id, a.id, 'rejected');
    expect((await rate(a, b.id, 4)).status).toBe(403);
    await acceptedRequest(t, a.id, c.id);
    await block(c, a.id);
    expect((await rate(a, c.id, 4)).status).toBe(404);
    expect((await rate(c, a.id, 4)).status).toBe(403);
    expect((await rate(a, a.id, 4)).status).toBe(400);
    for (const bad of [0, 6, 2.5, '5', null]) {
      const res = await rate(a, b.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.fields.rating).toBe('Choose from 1 to 5 stars.');
    }
    expect((await answer(api(t).user.rateUser.$post({ json: { id: b.id, rating: 4 } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.rateUser.$post({ json: { id: b.id, rating: 4 } }))).status).toBe(403);
    expect(await count('ratings')).toBe(before);
  });
});

describe('comments', () => {
  async function connected() {
    const [a, b] = [await man(), await woman()];
    await acceptedRequest(t, a.id, b.id);
    return [a, b] as const;
  }
  const comment = (by: M, id: string, text: unknown) => call(t, 'POST', '/api/user/commentUser', { token: by.token, body: { id, comment: text } });
  const commentsOf = (by: M, id: string, q = '') => answer(api(t, { token: by.token }).user.getComments[':id'].$get({ param: { id: `${id}${q}` }, query: {} }));

  it('posts a trimmed comment, notifies the owner and lists it newest first, paged', async () => {
    const [a, b] = await connected();
    const first = await comment(a, b.id, '  Lovely family photos!  ');
    expect(first.body).toMatchObject({ code: 5, comment: { comment: 'Lovely family photos!', canDelete: true, author: { _id: a.id } } });
    t.clock.advance(1000);
    await comment(a, b.id, 'Second');
    const page1 = await commentsOf(b, b.id, '?page=1&limit=1');
    expect(page1.body.data).toMatchObject({ total: 2, isOwner: true, commentAllowed: false });
    expect(page1.body.data.comments.map((c: { comment: string }) => c.comment)).toEqual(['Second']);
    expect(page1.body.data.comments[0]?.canDelete).toBe(true);
    const page2 = await commentsOf(a, b.id, '?page=2&limit=1');
    expect(page2.body.data.comments.map((c: { comment: string }) => c.comment)).toEqual(['Lovely family photos!']);
    const note = await t.deps.database.db.selectFrom('notifications').select(['sender_id', 'link']).where('user_id', '=', b.id).where('type', '=', 'comment').execute();
    expect(note).toHaveLength(2);
    expect(note[0]).toMatchObject({ sender_id: a.id, link: `/comments/${b.id}` });
    expect((await view(a, b.id)).body.user.comments).toHaveLength(2);
  });

  it('shows comments to other members without a delete right', async () => {
    const [a, b] = await connected();
    const c = await man();
    await comment(a, b.id, 'Hello');
    const res = await commentsOf(c, b.id);
    expect(res.body.data.comments[0]).toMatchObject({ comment: 'Hello', canDelete: false });
    expect(res.body.data.commentAllowed).toBe(false);
  });

  it('refuses comments without an accepted request, when blocked, on oneself, empty or too long', async () => {
    const [a, b] = await connected();
    const c = await woman();
    const before = await count('comments');
    expect((await comment(a, c.id, 'Hi')).status).toBe(403);
    expect((await comment(a, a.id, 'Hi')).status).toBe(400);
    const empty = await comment(a, b.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.comment).toBe('Write a comment.');
    const long = await comment(a, b.id, 'x'.repeat(501));
    expect(long.body.fields.comment).toBe('A comment can have at most 500 characters.');
    expect((await comment(a, b.id, 42)).status).toBe(400);
    await block(a, b.id);
    expect((await comment(a, b.id, 'Hi')).status).toBe(403);
    expect((await comment(b, a.id, 'Hi')).status).toBe(404);
    expect((await answer(api(t).user.commentUser.$post({ json: { id: b.id, comment: 'Hi' } }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.commentUser.$post({ json: { id: b.id, comment: 'Hi' } }))).status).toBe(403);
    expect(await count('comments')).toBe(before);
  });

  it('hides the comments of blocked members both ways', async () => {
    const [a, b] = await connected();
    const c = await man();
    await acceptedRequest(t, c.id, b.id);
    await comment(a, b.id, 'From A');
    await comment(c, b.id, 'From C');
    await block(c, a.id);
    const seenByC = await commentsOf(c, b.id);
    expect(seenByC.body.data.comments.map((x: { comment: string }) => x.comment)).toEqual(['From C']);
    const seenByA = await commentsOf(a, b.id);
    expect(seenByA.body.data.comments.map((x: { comment: string }) => x.comment)).toEqual(['From A']);
    await block(b, a.id);
    expect((await commentsOf(b, b.id)).body.data.comments.map((x: { comment: string }) => x.comment)).toEqual(['From C']);
    expect((await commentsOf(a, b.id)).status).toBe(404);
  });

  it('refuses getComments for bad paging, unknown members, no session and admins', async () => {
    const a = await man();
    expect((await commentsOf(a, a.id, '?limit=500')).status).toBe(400);
    expect((await commentsOf(a, 'nobody')).status).toBe(404);
    expect((await answer(api(t).user.getComments[':id'].$get({ param: { id: a.id }, query: {} }))).status).toBe(401);
    expect((await answer(api(t, { token: admin.token }).user.getComments[':id'].$get({ param: { id: a.id }, query: {} }))).status).toBe(403);
  });

  it('lets the author and the profile owner delete a comment, and nobody else', async () => {
    const [a, b] = await connected();
    const c = await man();
    const one = (await comment(a, b.id, 'One')).body.comment._id;
    const two = (await comment(a, b.id, 'Two')).body.comment._id;
    const del = (by: M | { token: string }, id: string) => answer(api(t, { token: by.token }).user.deleteComment[':id'].$delete({ param: { id } }));
    expect((await del(c, one)).status).toBe(403);
    expect((await del(admin, one)).status).toBe(403);
    expect((await answer(api(t).user.deleteComment[':id'].$delete({ param: { id: one } }))).status).toBe(401);
    expect((await del(a, 'no-such-comment')).status).toBe(404);
    expect((await commentsOf(b, b.id)).body.data.total).toBe(2);
    expect((await del(a, one)).body.code).toBe(5);
    expect((await del(a, one)).status).toBe(404);
    expect((await del(b, two)).body.code).toBe(5);
    expect((await commentsOf(b, b.id)).body.data.total).toBe(0);
    const note = await t.deps.database.db.selectFrom('notifications').select('type').where('user_id', '=', a.id).where('type', '=', 'comment_deleted').execute();
    expect(note).toHaveLength(1);
  });
});
