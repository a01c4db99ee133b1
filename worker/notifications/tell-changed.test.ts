import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange, LiveEvent } from '../../contract/messaging';
import type { Answer } from '../../contract/requests';
import { addEntry } from '../family/links/family-fixtures';
import { acceptedRequest } from '../social/social-test-helpers';
import { adminSession, memberWithSession, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * Live events beyond chat (issue 21 §1, decision 0900): a write that notifies a member tells
 * their open pages what changed, and the actor's other tabs what changed for them, so the bell,
 * the Requests count and the page in view refresh without a reload.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;

/** One open page of a member's session: the `changed` events it got. */
function openPage(m: M, token = m.token) {
  const changes: LiveChange[][] = [];
  t.live.attach(m.id, decodeJwt(token).sid as string, {
    send: (data) => {
      const event = JSON.parse(data) as LiveEvent;
      if (event.type === 'changed') changes.push(event.what);
    },
    close: () => undefined,
  });
  return changes;
}

const interest = (by: M, id: string) => answer(api(t, { token: by.token }).match.matchAccount[':id'].$post({ param: { id }, json: {} }));
const reply = (by: M, id: string, status: Answer) => answer(api(t, { token: by.token }).match.updateMatchRequest.$put({ json: { id, status } }));

describe('a change that notifies a member', () => {
  it('an interest sent tells the receiver (requests, notifications) and the sender’s other tab (requests)', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    const aElsewhere = openPage(a, await signIn(t, a.email, a.password));
    const bPage = openPage(b);
    expect((await interest(a, b.id)).body.code).toBe(5);
    expect(bPage).toEqual([['requests', 'notifications']]);
    expect(aElsewhere).toEqual([['requests']]);
  });

  it('an interest accepted tells the sender (requests, notifications) and the receiver’s tabs (requests)', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    const sent = await interest(a, b.id);
    const [aPage, bPage] = [openPage(a), openPage(b)];
    expect((await reply(b, sent.body.requestId!, 'accepted')).body.code).toBe(5);
    expect(aPage).toEqual([['requests', 'notifications']]);
    expect(bPage).toEqual([['requests']]);
  });

  it('a tree view request and its answer tell both sides (treeViews)', async () => {
    const [owner, viewer] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    const [ownerPage, viewerPage] = [openPage(owner), openPage(viewer)];
    const asked = await answer(api(t, { token: viewer.token }).user.request.viewTree.$post({ json: { id: owner.id } }));
    expect(asked.body.code).toBe(5);
    expect(ownerPage).toEqual([['requests', 'notifications', 'treeViews']]);
    expect(viewerPage).toEqual([['treeViews']]);
    const shared = await answer(api(t, { token: owner.token }).user.update.request.viewTree.$post({ json: { id: asked.body.requestId!, status: 'accepted' } }));
    expect(shared.body.code).toBe(5);
    expect(viewerPage.at(-1)).toEqual(['treeViews', 'notifications']);
    expect(ownerPage.at(-1)).toEqual(['requests', 'treeViews']);
  });

  it('a family link request tells the asked member (familyLinks, notifications) and the sender (familyLinks)', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'male' })];
    const entry = await addEntry(t, a.id, { name: 'Bharat', relation: 'elder-brother', dob: '1990-01-02' });
    const [aPage, bPage] = [openPage(a), openPage(b)];
    const res = await answer(api(t, { token: a.token }).user.member.merge.request.$post({ json: { memberId: entry, userId: b.id } }));
    expect(res.body.code).toBe(5);
    expect(bPage).toEqual([['familyLinks', 'notifications']]);
    expect(aPage).toEqual([['familyLinks']]);
  });

  it('a rating and a comment tell the member rated (notifications)', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    await acceptedRequest(t, b.id, a.id);
    const bPage = openPage(b);
    expect((await answer(api(t, { token: a.token }).user.rateUser.$post({ json: { id: b.id, rating: 5 } }))).body.code).toBe(5);
    expect((await answer(api(t, { token: a.token }).user.commentUser.$post({ json: { id: b.id, comment: 'Lovely family.' } }))).body.code).toBe(5);
    expect(bPage).toEqual([['notifications'], ['notifications']]);
  });

  it('an administrator’s answer to a plan upgrade tells the member (notifications)', async () => {
    const m = await memberWithSession(t);
    expect((await answer(api(t, { token: m.token }).user.upgreadePlan[':id'].$post({ param: { id: 'gold' } }))).body.code).toBe(5);
    const request = await t.deps.database.db.selectFrom('upgrade_requests').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow();
    const page = openPage(m);
    const admin = await adminSession(t);
    const res = await answer(api(t, { token: admin.token }).admin.updateUpgreadeRequest.$post({ json: { id: request.id, status: 'approved', reference: 'UTR402411223344' } }));
    expect(res.body.code).toBe(5);
    expect(page).toEqual([['notifications']]);
  });

  it('a repeat that changes nothing tells nobody', async () => {
    const [a, b] = [await memberWithSession(t, { gender: 'male' }), await memberWithSession(t, { gender: 'female' })];
    await interest(a, b.id);
    const bPage = openPage(b);
    expect((await interest(a, b.id)).body.code).toBe(4);
    expect(bPage).toEqual([]);
  });
});
