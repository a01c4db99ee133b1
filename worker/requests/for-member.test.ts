import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_FINDING_TEXT } from '../../contract/family-finding';
import type { RelationId } from '../../contract/reference';
import { REQUESTS_TEXT } from '../../contract/requests';
import type { FamilyMembersTable } from '../db/tables/family';
import { findingMember, writeListEntry, GOTRA, OTHER_GOTRA, type FindingMember, type FindingMemberOptions } from '../family/finding/finding-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * Interest sent for a person of the sender's family list (family finding's Send Match;
 * docs/decisions/0546): the person's matching rules, family finding's relatives and gotra,
 * whom the receiver is told it is for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = FindingMember;
const member = (gender: 'male' | 'female', over?: FindingMemberOptions) => findingMember(t, gender, over);
const entry = (owner: string, relation: RelationId, over?: Partial<FamilyMembersTable>) => writeListEntry(t.deps.database.db, t.clock.now, owner, relation, over);

/** A mother (gotra atreya, her married gotra) with her son Rohan Sharma, 29. */
async function motherAndSon(over: { plan?: string | null; sonDob?: string; sonUser?: string } = {}) {
  const mother = await member('female', { name: 'Sunita Sharma', dob: '1968-04-04', plan: over.plan, profile: { gotra_id: GOTRA } });
  const self = await entry(mother.id, 'self', { name: 'Sunita Sharma' });
  const son = await entry(mother.id, 'son', { parent_id: self, dob: over.sonDob ?? '1996-05-05', name: 'Rohan Sharma', linked_user_id: over.sonUser ?? null });
  return { mother, self, son };
}

const interest = (by: { token?: string }, id: string, body: object = {}) => answer(api(t, { token: by.token }).match.matchAccount[':id'].$post({ param: { id }, json: body }));
const requests = (by: { token: string }, body: object) => answer(api(t, { token: by.token }).user.getRequests.$post({ json: body }));
const block = (by: Member, id: string) => answer(api(t, { token: by.token }).user.blockUser.$post({ json: { id, block: true } }));
const count = async (table: 'member_requests' | 'notifications') =>
  Number((await t.deps.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').select(['type', 'content', 'sender_id']).where('user_id', '=', userId).execute();

/** Refused with `status` and `message`, and nothing written. */
async function refused(res: Promise<Awaited<ReturnType<typeof interest>>>, status: number, message: string) {
  const before = [await count('member_requests'), await count('notifications')];
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  expect(r.refusal.error).toBe(message);
  expect([await count('member_requests'), await count('notifications')]).toEqual(before);
}

describe('POST /api/match/matchAccount/{id} with forMember', () => {
  it('a mother sends an interest for her son to a woman: stored for him, the receiver told so, the lists say for whom, sending again is code 4', async () => {
    const { mother, son } = await motherAndSon();
    const bride = await member('female', { name: 'Priya Verma' });
    const res = await interest(mother, bride.id, { id: bride.id, userId: mother.id, forMember: son });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.forSent('Rohan Sharma') });
    const row = await t.deps.database.db.selectFrom('member_requests').selectAll().where('id', '=', res.body.requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ from_user_id: mother.id, to_user_id: bride.id, type: 'interest', status: 'pending', for_member_id: son, for_member_name: 'Rohan Sharma', for_member_relation: 'son' });
    // The relation in the bride's mother tongue (Marathi, the factories' default; decision 0724); the request keeps the English snapshot.
    expect(await notes(bride.id)).toContainEqual({ type: 'member_request', sender_id: mother.id, content: 'Sunita Sharma sent an interest for Rohan Sharma (मुलगा).' });

    // Lists name the relation in the reader's mother tongue (Marathi) while the entry exists (decision 0724).
    const received = await requests(bride, { type: 'received', status: 'pending' });
    expect(received.body.data.requests).toEqual([expect.objectContaining({ type: 'interest', user: expect.objectContaining({ _id: mother.id }), forMember: { _id: son, name: 'Rohan Sharma', relation: 'मुलगा' } })]);
    const sent = await requests(mother, { type: 'sent', status: 'pending', kind: 'interest' });
    expect(sent.body.data.requests).toEqual([expect.objectContaining({ user: expect.objectContaining({ _id: bride.id }), forMember: { _id: son, name: 'Rohan Sharma', relation: 'मुलगा' } })]);

    const before = [await count('member_requests'), await count('notifications')];
    const again = await interest(mother, bride.id, { forMember: son });
    expect(again.body).toMatchObject({ code: 4, message: REQUESTS_TEXT.forAlreadySent('Rohan Sharma'), requestId: res.body.requestId });
    expect([await count('member_requests'), await count('notifications')]).toEqual(before);
    // The bride's profile, as the mother sees it, shows no interest of the mother's own.
    const profile = await answer(api(t, { token: mother.token }).user.get[':id'].$get({ param: { id: bride.id }, query: {} }));
    expect(profile.body.user).toMatchObject({ requested: false, matchRequest: null });

    // Accepting works as for any interest; the mother reads whom it was for.
    const accepted = await answer(api(t, { token: bride.token }).match.updateMatchRequest.$put({ json: { id: res.body.requestId!, status: 'accepted' } }));
    expect(accepted.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.accepted });
    expect(await notes(mother.id)).toContainEqual(expect.objectContaining({ type: 'member_request_accept', content: `${bride.name} accepted your interest for Rohan Sharma.` }));

    // Once the mother removes him from her list, the lists read what was stored when it was sent.
    await t.deps.database.db.deleteFrom('family_members').where('id', '=', son).execute();
    const after = await requests(bride, { type: 'received', status: 'accepted' });
    expect(after.body.data.requests).toEqual([expect.objectContaining({ forMember: { _id: null, name: 'Rohan Sharma', relation: 'son' } })]);
  });

  it('an interest for oneself and one for one’s son to the same woman are two requests', async () => {
    const father = await member('male', { dob: '1966-01-01', profile: { gotra_id: GOTRA } });
    const self = await entry(father.id, 'self');
    const son = await entry(father.id, 'son', { parent_id: self, dob: '1995-01-01', name: 'Aman' });
    const woman = await member('female', { dob: '1970-01-01' });
    const own = await interest(father, woman.id);
    expect(own.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.interestSent });
    const forSon = await interest(father, woman.id, { forMember: son });
    expect(forSon.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.forSent('Aman') });
    expect(forSon.body.requestId).not.toBe(own.body.requestId);
    expect((await interest(father, woman.id)).body).toMatchObject({ code: 4, message: REQUESTS_TEXT.interestAlreadySent });
    expect((await interest(father, woman.id, { forMember: son })).body).toMatchObject({ code: 4, message: REQUESTS_TEXT.forAlreadySent('Aman') });
    // The woman answering the father's own interest finds only that one; his son's stays pending.
    const list = await requests(woman, { type: 'received', status: 'pending' });
    expect(list.body.data.requests.map((r: { forMember: unknown }) => r.forMember)).toEqual(expect.arrayContaining([null, { _id: son, name: 'Aman', relation: 'मुलगा' }]));
  });

  it('applies the son’s gender, not the mother’s', async () => {
    const { mother, son } = await motherAndSon();
    const man = await member('male');
    await refused(interest(mother, man.id, { forMember: son }), 403, REQUESTS_TEXT.forSameGender('Rohan Sharma'));
  });

  it('refuses a son under 18 with family finding’s text', async () => {
    const { mother, son } = await motherAndSon({ sonDob: '2012-01-01' });
    const bride = await member('female');
    await refused(interest(mother, bride.id, { forMember: son }), 403, FAMILY_FINDING_TEXT.memberMinor);
  });

  it('refuses a linked son who switched finding a soulmate off, and a son the bride blocked or who blocked her', async () => {
    const rohan = await member('male', { dob: '1996-05-05' });
    const { mother, son } = await motherAndSon({ sonUser: rohan.id });
    const [bride, other] = [await member('female'), await member('female')];
    await block(rohan, bride.id);
    await refused(interest(mother, bride.id, { forMember: son }), 403, REQUESTS_TEXT.forTheyBlocked(rohan.name));
    await block(other, rohan.id);
    await refused(interest(mother, other.id, { forMember: son }), 404, REQUESTS_TEXT.profileNotAvailable);
    await t.deps.database.db
      .insertInto('member_settings')
      .values({ user_id: rohan.id, match_enabled: 0, horoscope_privacy: 'visible', horoscope_password_hash: null, photo_privacy: 'members', contact_privacy: 'members', profile_visibility: 'everyone', updated_at: t.clock.now })
      .execute();
    const third = await member('female');
    await refused(interest(mother, third.id, { forMember: son }), 403, FAMILY_FINDING_TEXT.memberMatchOff);
  });

  it('refuses the caller’s blocks either way', async () => {
    const { mother, son } = await motherAndSon();
    const [blockedByMother, blockedMother] = [await member('female'), await member('female')];
    await block(mother, blockedByMother.id);
    await block(blockedMother, mother.id);
    await refused(interest(mother, blockedByMother.id, { forMember: son }), 403, REQUESTS_TEXT.youBlocked);
    await refused(interest(mother, blockedMother.id, { forMember: son }), 404, REQUESTS_TEXT.profileNotAvailable);
  });

  it('refuses a relative of the son within the generations and a woman of his gotra', async () => {
    const { mother, self, son } = await motherAndSon();
    // The mother's sister's daughter, a member: the son's first cousin on the mother's side.
    const cousin = await member('female', { dob: '1998-01-01' });
    const grandmother = await entry(mother.id, 'mother', { side: 'mother', dob: '1940-01-01' });
    await t.deps.database.db.updateTable('family_members').set({ parent_id: grandmother }).where('id', '=', self).execute();
    const aunt = await entry(mother.id, 'younger-sister', { parent_id: grandmother, dob: '1972-01-01' });
    await entry(mother.id, 'sister-daughter', { parent_id: aunt, dob: '1998-01-01', linked_user_id: cousin.id });
    await refused(interest(mother, cousin.id, { forMember: son }), 403, REQUESTS_TEXT.forRelative('Rohan Sharma', 3, 3));

    // The son's gotra is his mother's married gotra; a woman born into it is left out.
    const sameGotra = await member('female', { profile: { gotra_id: OTHER_GOTRA, birth_gotra_id: GOTRA } });
    await refused(interest(mother, sameGotra.id, { forMember: son }), 403, REQUESTS_TEXT.forSameGotra('Rohan Sharma'));
  });

  it('refuses the prohibited degrees of s.3(g) at any generations: his brother’s widow, and a first cousin at 2 generations', async () => {
    const { mother, self, son } = await motherAndSon();
    await t.deps.database.db.updateTable('member_preferences').set({ father_gen: 2, mother_gen: 2 }).where('user_id', '=', mother.id).execute();
    // Rohan's elder brother Arjun, whose widow is a member: (g)(iii), the wife of a brother.
    const widow = await member('female', { dob: '1994-01-01' });
    const arjun = await entry(mother.id, 'son', { parent_id: self, dob: '1990-01-01', name: 'Arjun Sharma' });
    await entry(mother.id, 'daughter-in-law', { spouse_id: arjun, dob: '1994-01-01', linked_user_id: widow.id });
    await refused(interest(mother, widow.id, { forMember: son }), 403, REQUESTS_TEXT.forProhibited('Rohan Sharma'));
    // The mother's sister's daughter: at 2 generations not a sapinda, but (g)(iv) bars her whatever the setting.
    const cousin = await member('female', { dob: '1998-01-01' });
    const grandmother = await entry(mother.id, 'mother', { side: 'mother', dob: '1940-01-01' });
    await t.deps.database.db.updateTable('family_members').set({ parent_id: grandmother }).where('id', '=', self).execute();
    const aunt = await entry(mother.id, 'younger-sister', { parent_id: grandmother, dob: '1972-01-01' });
    await entry(mother.id, 'sister-daughter', { parent_id: aunt, dob: '1998-01-01', linked_user_id: cousin.id });
    await refused(interest(mother, cousin.id, { forMember: son }), 403, REQUESTS_TEXT.forProhibited('Rohan Sharma'));
  });

  it('with the cross-cousin custom, the mother’s brother’s daughter may be sent a match; her sister’s daughter still not', async () => {
    const { mother, self, son } = await motherAndSon();
    await t.deps.database.db.updateTable('member_preferences').set({ father_gen: 5, mother_gen: 3, cross_cousin_custom: 1 }).where('user_id', '=', mother.id).execute();
    const grandmother = await entry(mother.id, 'mother', { side: 'mother', dob: '1940-01-01' });
    await t.deps.database.db.updateTable('family_members').set({ parent_id: grandmother }).where('id', '=', self).execute();
    const crossCousin = await member('female', { dob: '1998-01-01' });
    const uncle = await entry(mother.id, 'younger-brother', { parent_id: grandmother, dob: '1970-01-01' });
    await entry(mother.id, 'brother-daughter', { parent_id: uncle, dob: '1998-01-01', linked_user_id: crossCousin.id });
    const parallelCousin = await member('female', { dob: '1998-01-01' });
    const aunt = await entry(mother.id, 'younger-sister', { parent_id: grandmother, dob: '1972-01-01' });
    await entry(mother.id, 'sister-daughter', { parent_id: aunt, dob: '1998-01-01', linked_user_id: parallelCousin.id });
    const ok = await interest(mother, crossCousin.id, { forMember: son });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    await refused(interest(mother, parallelCousin.id, { forMember: son }), 403, REQUESTS_TEXT.forRelative('Rohan Sharma', 5, 3));
  });

  it('another member’s entry is 404, an entry family finding does not search for 403, a plan without family finding 403', async () => {
    const { son } = await motherAndSon();
    const { mother: otherMother, self } = await motherAndSon();
    const bride = await member('female');
    await refused(interest(otherMother, bride.id, { forMember: son }), 404, FAMILY_FINDING_TEXT.notInYourList);
    await refused(interest(otherMother, bride.id, { forMember: 'no-such-entry' }), 404, FAMILY_FINDING_TEXT.notInYourList);
    const husband = await entry(otherMother.id, 'husband', { spouse_id: self, dob: '1965-01-01' });
    await refused(interest(otherMother, bride.id, { forMember: husband }), 403, FAMILY_FINDING_TEXT.notSearchable);
    const free = await motherAndSon({ plan: null });
    await refused(interest(free.mother, bride.id, { forMember: free.son }), 403, REQUESTS_TEXT.forNeedsPlan);
  });

  it('refuses the son himself as the candidate', async () => {
    const rohan = await member('male', { dob: '1996-05-05' });
    const { mother, son } = await motherAndSon({ sonUser: rohan.id });
    await refused(interest(mother, rohan.id, { forMember: son }), 400, REQUESTS_TEXT.forThemself(rohan.name));
  });

  it('without a session 401; a forMember that is not an id 400; nothing changes', async () => {
    const { mother, son } = await motherAndSon();
    const bride = await member('female');
    await refused(interest({}, bride.id, { forMember: son }), 401, 'Please sign in to continue.');
    for (const forMember of [42, '', 'x'.repeat(65)]) {
      await refused(interest(mother, bride.id, { forMember }), 400, REQUESTS_TEXT.forMember);
    }
  });
});
