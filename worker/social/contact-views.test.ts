import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_GRANTS_TEXT } from '../../contract/plan-grants';
import { SOCIAL_TEXT } from '../../contract/social';
import { adminSession, givePlan, memberWithSession, signIn } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { acceptedRequest, setPrivacy } from './social-test-helpers';

/** Plan grants in the social layer (docs/decisions/0564): contact views and visitors. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A plan an admin could add: two contact views, for a month.
  const silver = await t.deps.database.db.selectFrom('plans').selectAll().where('id', '=', 'silver').executeTakeFirstOrThrow();
  const grants = { ...JSON.parse(silver.grants), contactViews: 2 };
  await t.deps.database.db
    .insertInto('plans')
    .values({ ...silver, id: 'trial', plan_name: 'Trial', type: '1 Month', duration_months: 1, grants: JSON.stringify(grants) })
    .execute();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const man = () => memberWithSession(t, { gender: 'male' });
/** A woman whose contact details every member may see, by her privacy. */
async function openWoman() {
  const w = await memberWithSession(t, { gender: 'female' });
  await setPrivacy(t, w.id, { contact_privacy: 'members' });
  return w;
}
const reveal = (by: M | null, id: string) => call(t, 'POST', `/api/user/viewContact/${id}`, by ? { token: by.token } : {});
const view = (by: M, id: string) => answer(api(t, { token: by.token }).user.get[':id'].$get({ param: { id }, query: {} }));
const spent = async (viewerId: string) =>
  Number(
    (await t.deps.database.db.selectFrom('contact_views').select((eb) => eb.fn.countAll<number>().as('n')).where('viewer_id', '=', viewerId).executeTakeFirstOrThrow()).n,
  );
const MONTH = 31 * 24 * 3600 * 1000;
/** Moves the clock on, and signs the member in again (sessions expire meanwhile). */
async function later(m: M, ms: number): Promise<M> {
  t.clock.advance(ms);
  return { ...m, token: await signIn(t, m.email, m.password) };
}

describe('POST /api/user/viewContact/{id}', () => {
  it('refuses a member on Free with the upgrade message; nothing is spent', async () => {
    const [a, b] = [await man(), await openWoman()];
    const res = await reveal(a, b.id);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(PLAN_GRANTS_TEXT.needsPlan);
    expect(await spent(a.id)).toBe(0);
    expect((await view(a, b.id)).body.user).toMatchObject({ contactAccess: 'upgrade', contactDetails: null, contactViews: { allowed: 0, left: 0 } });
  });

  it('reveals for a paid plan and counts down; the profile then shows the details', async () => {
    const [a, b, c] = [await man(), await openWoman(), await openWoman()];
    await givePlan(t, a.id, 'silver');
    const first = await reveal(a, b.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 5, contactViews: { planName: 'Silver', allowed: 40, used: 1, left: 39 } });
    expect(first.body.message).toBe(PLAN_GRANTS_TEXT.revealed({ left: 39, allowed: 40 }));
    expect(first.body.contactDetails).toMatchObject({ email: b.email, phone: expect.any(String) });
    expect((await reveal(a, c.id)).body.contactViews).toMatchObject({ used: 2, left: 38 });
    const shown = (await view(a, b.id)).body.user;
    expect(shown).toMatchObject({ contactAccess: 'visible', contactViews: null, contactDetails: { email: b.email } });
    // Another viewer's reveal is theirs alone.
    const d = await man();
    await givePlan(t, d.id, 'gold');
    expect((await view(d, b.id)).body.user).toMatchObject({ contactAccess: 'reveal', contactDetails: null, contactViews: { allowed: 100, left: 100 } });
  });

  it('charges the same member once: revealing again answers code 4 with the details', async () => {
    const [a, b] = [await man(), await openWoman()];
    await givePlan(t, a.id, 'silver');
    await reveal(a, b.id);
    const again = await reveal(a, b.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 4, message: PLAN_GRANTS_TEXT.alreadyRevealed, contactViews: { used: 1, left: 39 }, contactDetails: { email: b.email } });
    expect(await spent(a.id)).toBe(1);
  });

  it('refuses once the plan’s views are spent, with the message; revealed members stay revealed', async () => {
    const [a, b, c, d] = [await man(), await openWoman(), await openWoman(), await openWoman()];
    await givePlan(t, a.id, 'trial');
    await reveal(a, b.id);
    expect((await view(a, c.id)).body.user).toMatchObject({ contactAccess: 'reveal', contactViews: { left: 1 } });
    await reveal(a, c.id);
    const refused = await reveal(a, d.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(PLAN_GRANTS_TEXT.limitReached({ planName: 'Trial', allowed: 2 }));
    expect(refused.body.error).toBe('You have used all 2 contact views of your Trial plan. Upgrade your membership to view more.');
    expect((await view(a, d.id)).body.user).toMatchObject({ contactAccess: 'upgrade', contactViews: { allowed: 2, used: 2, left: 0 } });
    expect((await reveal(a, b.id)).body.code).toBe(4);
    expect(await spent(a.id)).toBe(2);
  });

  it('lets two reveals at once spend the last view only once', async () => {
    const [a, b, c, d] = [await man(), await openWoman(), await openWoman(), await openWoman()];
    await givePlan(t, a.id, 'trial');
    await reveal(a, b.id);
    const answers = await Promise.all([reveal(a, c.id), reveal(a, d.id)]);
    expect(answers.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 403]);
    expect(await spent(a.id)).toBe(2);
  });

  it('counts views from the approval of the plan in force; after it ends, Free again', async () => {
    const [first, b, c] = [await man(), await openWoman(), await openWoman()];
    await givePlan(t, first.id, 'trial');
    await reveal(first, b.id);
    const a = await later(first, MONTH + 1000);
    // The Trial month is over: Free, no views, but b stays revealed.
    expect((await reveal(a, c.id)).body.error).toBe(PLAN_GRANTS_TEXT.needsPlan);
    expect((await view(a, b.id)).body.user.contactAccess).toBe('visible');
    await givePlan(t, a.id, 'trial');
    expect((await view(a, c.id)).body.user.contactViews).toMatchObject({ used: 0, left: 2 });
  });

  it('lets privacy win over the plan: hidden, and accepted without an accepted request', async () => {
    const [a, b, c] = [await man(), await memberWithSession(t, { gender: 'female' }), await memberWithSession(t, { gender: 'female' })];
    await givePlan(t, a.id, 'platinum');
    await setPrivacy(t, b.id, { contact_privacy: 'hidden' });
    await acceptedRequest(t, a.id, b.id);
    const hidden = await reveal(a, b.id);
    expect(hidden.status).toBe(403);
    expect(hidden.body.error).toBe(SOCIAL_TEXT.contactHidden);
    // c keeps the default 'accepted'.
    const afterAccept = await reveal(a, c.id);
    expect(afterAccept.status).toBe(403);
    expect(afterAccept.body.error).toBe(SOCIAL_TEXT.contactAfterAccept);
    expect((await view(a, c.id)).body.user).toMatchObject({ contactAccess: 'afterAccept', contactViews: null });
    await acceptedRequest(t, c.id, a.id);
    expect((await reveal(a, c.id)).body.code).toBe(5);
    // A member revealed before who now hides them is hidden again.
    await setPrivacy(t, c.id, { contact_privacy: 'hidden' });
    expect((await view(a, c.id)).body.user).toMatchObject({ contactAccess: 'hidden', contactDetails: null });
    expect((await reveal(a, c.id)).status).toBe(403);
    expect(await spent(a.id)).toBe(1);
  });

  it('never reveals across a block, either way', async () => {
    const [a, b, c] = [await man(), await openWoman(), await openWoman()];
    await givePlan(t, a.id, 'gold');
    await answer(api(t, { token: a.token }).user.blockUser.$post({ json: { id: b.id, block: true } }));
    const mine = await reveal(a, b.id);
    expect(mine.status).toBe(403);
    expect(mine.body.error).toBe(PLAN_GRANTS_TEXT.contactBlocked);
    await answer(api(t, { token: c.token }).user.blockUser.$post({ json: { id: a.id, block: true } }));
    const theirs = await reveal(a, c.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(SOCIAL_TEXT.profileNotAvailable);
    expect(await spent(a.id)).toBe(0);
  });

  it('refuses oneself, unknown members, hidden profiles, no session and admins', async () => {
    const [a, b] = [await man(), await openWoman()];
    await givePlan(t, a.id, 'gold');
    const self = await reveal(a, a.id);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(SOCIAL_TEXT.notYourself);
    expect((await reveal(a, 'no-such-member')).status).toBe(404);
    await setPrivacy(t, b.id, { profile_visibility: 'hidden' });
    expect((await reveal(a, b.id)).status).toBe(404);
    expect((await reveal(null, b.id)).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.viewContact[':id'].$post({ param: { id: b.id } }))).status).toBe(403);
    expect(await spent(a.id)).toBe(0);
  });

  it('leaves a member’s own profile as it was: details shown, nothing spent', async () => {
    const a = await man();
    const own = (await view(a, a.id)).body.user;
    expect(own).toMatchObject({ contactAccess: 'visible', contactViews: null, contactDetails: { email: a.email } });
  });
});

describe('visitors and the plan’s seeVisitors', () => {
  async function visited() {
    const [me, v1, v2] = [await memberWithSession(t, { gender: 'female' }), await man(), await man()];
    for (const v of [v1, v2]) {
      t.clock.advance(1000);
      await view(v, me.id);
    }
    return { me, v1, v2 };
  }

  it('gives a member on Free the count only, flagged locked, in the lists and on the dashboard', async () => {
    const { me } = await visited();
    const viewers = await answer(api(t, { token: me.token }).user.getViewers.$post({ json: {} }));
    expect(viewers.body.data).toEqual({ users: [], total: 2, locked: true });
    const list = await answer(api(t, { token: me.token }).user.getUsersList[':type'].$post({ param: { type: 'viewers' }, json: {} }));
    expect(list.body.data).toEqual({ users: [], total: 2, locked: true });
    const d = (await answer(api(t, { token: me.token }).user['get-dashboard-data'].$get())).body.data;
    expect(d.counts.visitors).toBe(2);
    expect(d.latestVisitors).toEqual([]);
    expect(d.visitorsLocked).toBe(true);
    // Whom I viewed, and likes, are not plan-limited.
    expect((await answer(api(t, { token: me.token }).user.getUsersList[':type'].$post({ param: { type: 'viewed' }, json: {} }))).body.data.locked).toBe(false);
  });

  it('shows names and pictures with a plan that grants seeVisitors, and hides them again when it ends', async () => {
    const { me: first, v1, v2 } = await visited();
    let me = first;
    await givePlan(t, me.id, 'silver');
    const viewers = await answer(api(t, { token: me.token }).user.getViewers.$post({ json: {} }));
    expect(viewers.body.data.locked).toBe(false);
    expect(viewers.body.data.users.map((u: { _id: string }) => u._id)).toEqual([v2.id, v1.id]);
    expect(viewers.body.data.users[0]).toMatchObject({ name: v2.name, profilePicture: 'male.png' });
    const d = (await answer(api(t, { token: me.token }).user['get-dashboard-data'].$get())).body.data;
    expect(d).toMatchObject({ visitorsLocked: false, counts: { visitors: 2 }, plan: { _id: 'silver', held: true, isFree: false } });
    expect(d.latestVisitors).toHaveLength(2);
    me = await later(me, 4 * MONTH);
    const after = (await answer(api(t, { token: me.token }).user['get-dashboard-data'].$get())).body.data;
    expect(after).toMatchObject({ visitorsLocked: true, latestVisitors: [], plan: { planName: 'Free', held: false } });
  });

  it('does not unlock visitors for a plan without seeVisitors (Classic)', async () => {
    const { me } = await visited();
    await givePlan(t, me.id, 'classic');
    expect((await answer(api(t, { token: me.token }).user.getViewers.$post({ json: {} }))).body.data).toEqual({ users: [], total: 2, locked: true });
  });
});
