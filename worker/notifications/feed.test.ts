import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { pngWithMetadata } from '../pictures/test-images';
import { newId } from '../ids';
import { toSettingsRow } from '../settings/privacy';
import { createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { givePlan, memberWithSession, signIn } from '../test/factories';
import { shortlistersFeedInsert } from './feed';
import { writeDailyFeed } from './feed-daily';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithSession>>;
type Item = { content: string; link: string | null; type: string; sender: { _id: string } | null };
const HOUR = 3_600_000;

/** Signed in afresh: these tests move the clock past a session's two hours. */
const tokenOf = (m: Member) => signIn(t, m.email, m.password);

async function feedOf(m: Member): Promise<Item[]> {
  const res = await answer(api(t, { token: await tokenOf(m) }).user.notifications[':type'].$get({ param: { type: 'feed' }, query: { page: '1', limit: '50' } }));
  expect(res.status).toBe(200);
  return res.body.data.notifications;
}
const shortlist = async (by: Member, id: string) =>
  expect((await answer(api(t, { token: await tokenOf(by) }).match.shortlistAccount[':id'].$post({ param: { id }, json: {} }))).body.code).toBe(5);
const block = async (by: Member, id: string) => answer(api(t, { token: await tokenOf(by) }).user.blockUser.$post({ json: { id, block: true } }));
const ABOUT = { complexion: 'complexion.fair', bodyType: 'bodyType.slim', physicalStatus: 'physicalStatus.normal', bloodGroup: 'bloodGroup.b-positive', weight: '55', tag: 'Music', aboutMe: 'I am an engineer in Pune who loves classical music and trekking.' };
const updateProfile = async (m: Member) => {
  const res = await answer(api(t, { token: await tokenOf(m) }).user.update.additionalInfo[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: ABOUT }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};
async function uploadPhoto(m: Member): Promise<{ status: number; body: AnswerBody }> {
  const form = new FormData();
  form.append('pictures', new File([(await pngWithMetadata()) as BlobPart], 'me.png', { type: 'image/png' }));
  const res = await t.app.request('/api/user/update/uploadPictures', { method: 'POST', body: form, headers: { jwt: await tokenOf(m) } });
  return { status: res.status, body: (await res.json()) as AnswerBody };
}

/** A member who shortlisted `member`, with the item about `member` in their feed (if any). */
async function shortlisterOf(member: Member) {
  const reader = await memberWithSession(t);
  await shortlist(reader, member.id);
  return reader;
}
const aboutMember = (items: Item[], member: Member) => items.filter((i) => i.sender?._id === member.id);

describe('feed: a shortlisted member changes their profile', () => {
  it('a new photo reaches every shortlister, in the upload itself, linking to the profile', async () => {
    const member = await memberWithSession(t, { name: 'Priya Deshmukh' });
    const [a, b] = [await shortlisterOf(member), await shortlisterOf(member)];
    const stranger = await memberWithSession(t);
    expect((await uploadPhoto(member)).status).toBe(200);
    for (const reader of [a, b]) {
      expect(aboutMember(await feedOf(reader), member)).toEqual([
        expect.objectContaining({ type: 'feed', content: 'Priya Deshmukh added new photos.', link: `/viewprofile/${member.id}` }),
      ]);
    }
    expect(aboutMember(await feedOf(stranger), member)).toEqual([]);
    // The member's own feed does not hear of their own change.
    expect(aboutMember(await feedOf(member), member)).toEqual([]);
  });

  it('a profile section saved tells shortlisters; more changes the same day are one item, the next day another', async () => {
    const member = await memberWithSession(t, { name: 'Asha Patil' });
    const reader = await shortlisterOf(member);
    await updateProfile(member);
    t.clock.advance(HOUR);
    await updateProfile(member);
    expect((await uploadPhoto(member)).status).toBe(200);
    expect(aboutMember(await feedOf(reader), member).map((i) => i.content)).toEqual(['Asha Patil updated their profile.']);
    t.clock.advance(24 * HOUR);
    await updateProfile(member);
    expect(aboutMember(await feedOf(reader), member)).toHaveLength(2);
  });

  it('a failed upload writes no item (nothing of the batch is kept)', async () => {
    const member = await memberWithSession(t);
    const reader = await shortlisterOf(member);
    const form = new FormData();
    form.append('pictures', new File([new TextEncoder().encode('not a picture')], 'x.png', { type: 'image/png' }));
    const res = await t.app.request('/api/user/update/uploadPictures', { method: 'POST', body: form, headers: { jwt: await tokenOf(member) } });
    expect(res.status).toBe(400);
    expect(aboutMember(await feedOf(reader), member)).toEqual([]);
  });

  it('leaves out blocks either way, deactivated readers, and readers the profile is hidden from (not those with an accepted interest)', async () => {
    const member = await memberWithSession(t);
    const blockedByMember = await shortlisterOf(member);
    const blocker = await shortlisterOf(member);
    const deactivated = await shortlisterOf(member);
    const hiddenFrom = await shortlisterOf(member);
    const accepted = await shortlisterOf(member);
    const now = t.clock.now;
    await t.deps.database.db
      .insertInto('member_requests')
      .values({ id: newId(), from_user_id: accepted.id, to_user_id: member.id, type: 'interest', status: 'accepted', created_at: now, updated_at: now })
      .execute();
    await block(member, blockedByMember.id);
    await block(blocker, member.id);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();
    await updateProfile(member);
    for (const reader of [blockedByMember, blocker]) expect(aboutMember(await feedOf(reader), member)).toEqual([]);
    const rows = await t.deps.database.db.selectFrom('notifications').select('id').where('user_id', '=', deactivated.id).where('sender_id', '=', member.id).execute();
    expect(rows).toEqual([]);
    expect(aboutMember(await feedOf(hiddenFrom), member)).toHaveLength(1);

    // A hidden profile: only members with an accepted request hear of it.
    t.clock.advance(24 * HOUR);
    await t.deps.database.db
      .insertInto('member_settings')
      .values({ ...toSettingsRow(member.id, { ...DEFAULT_SETTINGS, profileVisibility: 'hidden' }, null, t.clock.now) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ profile_visibility: 'hidden' }))
      .execute();
    await updateProfile(member);
    expect(aboutMember(await feedOf(hiddenFrom), member)).toHaveLength(1);
    expect(aboutMember(await feedOf(accepted), member)).toHaveLength(2);
  });

  it('a deactivated member tells nobody', async () => {
    const member = await memberWithSession(t);
    const reader = await shortlisterOf(member);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', member.id).execute();
    await shortlistersFeedInsert(t.deps, member.id, 'profile').execute();
    expect(aboutMember(await feedOf(reader), member)).toEqual([]);
  });
});

/** An adult, verified member with a religion, as matching finds them. */
async function matchable(gender: 'male' | 'female', religionId = 'hindu') {
  return memberWithSession(t, { gender, dob: '1996-03-01', religionId });
}
const wantsReligion = async (m: Member, religion: string) =>
  answer(api(t, { token: await tokenOf(m) }).user.userPreferences[':id'].$put({ param: { id: m.id }, json: { religion: [religion] } }));

describe('feed: the daily digest of new members who match', () => {
  it('counts the new members who meet the preference, once a day, leaving out blocks', async () => {
    const reader = await matchable('male');
    expect((await wantsReligion(reader, 'hindu')).status).toBe(200);
    const unmatched = await matchable('male');
    expect((await wantsReligion(unmatched, 'jain')).status).toBe(200);
    t.clock.advance(2 * 24 * HOUR); // the readers are not new any more
    const [n1] = [await matchable('female'), await matchable('female')];
    const blocked = await matchable('female');
    await matchable('female', 'jain');
    await block(reader, blocked.id);
    t.clock.advance(HOUR);

    await writeDailyFeed(t.deps);
    const digest = (m: Member) => feedOf(m).then((items) => items.filter((i) => i.link === '/newMatches'));
    expect(await digest(reader)).toEqual([expect.objectContaining({ type: 'feed', content: '2 new members match your preferences.', sender: null })]);
    expect(await digest(unmatched)).toEqual([expect.objectContaining({ content: '1 new member matches your preferences.' })]);
    expect(await digest(n1)).toEqual([]);

    // A second run the same day writes nothing.
    t.clock.advance(6 * HOUR);
    await writeDailyFeed(t.deps);
    expect(await digest(reader)).toHaveLength(1);
    // The next day, with nobody new, nothing either.
    t.clock.advance(24 * HOUR);
    await writeDailyFeed(t.deps);
    expect(await digest(reader)).toHaveLength(1);
  });
});

describe('feed: the plan about to end', () => {
  it('reminds once per term, a week ahead, linking to Membership', async () => {
    const m = await memberWithSession(t);
    const { db } = t.deps.database;
    const plan = await db.selectFrom('plans').select(['id', 'plan_name']).where('price', '>', 0).orderBy('sort').executeTakeFirstOrThrow();
    await givePlan(t, m.id, plan.id);
    const ends = t.clock.now + 10 * 24 * HOUR;
    await db.updateTable('upgrade_requests').set({ expires_at: ends }).where('user_id', '=', m.id).execute();
    const reminders = () => feedOf(m).then((items) => items.filter((i) => i.link === '/membership'));

    await writeDailyFeed(t.deps);
    expect(await reminders()).toEqual([]); // ten days ahead: not yet
    t.clock.advance(5 * 24 * HOUR);
    await writeDailyFeed(t.deps);
    expect(await reminders()).toEqual([expect.objectContaining({ type: 'feed', content: `Your ${plan.plan_name} plan ends in 5 days. Renew it to keep its benefits.` })]);
    t.clock.advance(24 * HOUR);
    await writeDailyFeed(t.deps);
    expect(await reminders()).toHaveLength(1);
  });

  it('reminds nobody deactivated', async () => {
    const m = await memberWithSession(t);
    const { db } = t.deps.database;
    const plan = await db.selectFrom('plans').select('id').where('price', '>', 0).orderBy('sort').executeTakeFirstOrThrow();
    await givePlan(t, m.id, plan.id);
    await db.updateTable('upgrade_requests').set({ expires_at: t.clock.now + 3 * 24 * HOUR }).where('user_id', '=', m.id).execute();
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', m.id).execute();
    await writeDailyFeed(t.deps);
    const rows = await db.selectFrom('notifications').select('id').where('user_id', '=', m.id).where('link', '=', '/membership').execute();
    expect(rows).toEqual([]);
  });
});
