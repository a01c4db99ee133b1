import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_FINDING_TEXT, type ChildrenMatchesInput } from '../../../contract/family-finding';
import { PREFERENCE_TEXT } from '../../../contract/preferences';
import type { RelationId } from '../../../contract/reference';
import type { FamilyMembersTable } from '../../db/tables/family';
import { findingMember, writeListEntry, GOTRA, OTHER_GOTRA, type FindingMemberOptions } from './finding-fixtures';
import { RELATIONS } from '../../reference/catalogue/relations';
import { nameRelation } from '../relation-names';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (gender: 'male' | 'female', over?: FindingMemberOptions) => findingMember(t, gender, over);
const entry = (owner: string, relation: RelationId, over?: Partial<FamilyMembersTable>) => writeListEntry(t.deps.database.db, t.clock.now, owner, relation, over);

const setParent = (id: string, parent: string) => t.deps.database.db.updateTable('family_members').set({ parent_id: parent }).where('id', '=', id).execute();

const show = (m: { token?: string }, id: string) => answer(api(t, { token: m.token }).user.showMembers[':id'].$get({ param: { id } }));
const find = (m: { token?: string }, entryId: string, body: ChildrenMatchesInput = {}) =>
  answer(api(t, { token: m.token }).match.getChildrenMatches[':id'].$post({ param: { id: entryId }, json: body }));

/**
 * The family of one scenario: a father (the searching member) with a son of 29, his brother's
 * daughter (a member: the son's first cousin, sharing his grandparents), a woman of the son's
 * gotra, and a woman of neither. Every candidate lives in `country`, which the searches filter
 * on, so scenarios do not see each other's members.
 */
async function family(country: string, over: { fatherGen?: number; plan?: string | null } = {}) {
  const father = await member('male', { dob: '1965-06-01', profile: { gotra_id: GOTRA }, fatherGen: over.fatherGen, plan: over.plan });
  const inCountry = { country_id: country };
  // The cousin's profile gives another gotra, so that only kinship can leave her out.
  const cousin = await member('female', { profile: { ...inCountry, gotra_id: OTHER_GOTRA } });
  const sameGotra = await member('female', { profile: { ...inCountry, gotra_id: OTHER_GOTRA, birth_gotra_id: GOTRA } });
  const stranger = await member('female', { profile: inCountry });
  const self = await entry(father.id, 'self');
  const grandfather = await entry(father.id, 'father', { side: 'father', dob: '1935-01-01' });
  await setParent(self, grandfather);
  const uncle = await entry(father.id, 'younger-brother', { parent_id: grandfather, dob: '1968-01-01' });
  await entry(father.id, 'brother-daughter', { parent_id: uncle, dob: '1997-03-01', linked_user_id: cousin.id });
  const son = await entry(father.id, 'son', { parent_id: self, dob: '1996-05-05', name: 'Rohan' });
  return { father, cousin, sameGotra, stranger, son, self, grandfather, country };
}

const ids = (res: Awaited<ReturnType<typeof find>>) => (res.body.data.matches as { _id: string }[]).map((m) => m._id);

describe('GET /api/user/showMembers/{id}', () => {
  it('lists the children, siblings and their children of the list, each with why it cannot be searched for', async () => {
    const p = await member('male', { dob: '1960-01-01' });
    const linkedOff = await member('male', { dob: '1992-01-01', matchEnabled: false });
    const self = await entry(p.id, 'self');
    const wife = await entry(p.id, 'wife', { dob: '1963-01-01' });
    await entry(p.id, 'son', { parent_id: self, dob: '1990-02-02', name: 'Adult Son' });
    await entry(p.id, 'daughter', { parent_id: self, dob: '2012-02-02', name: 'Minor Daughter' });
    await entry(p.id, 'son', { parent_id: self, linked_user_id: linkedOff.id, name: 'Typed Name' });
    await entry(p.id, 'daughter', { parent_id: self, name: 'No Dob' });
    const married = await entry(p.id, 'son', { parent_id: self, dob: '1988-01-01', name: 'Married Son' });
    await entry(p.id, 'daughter-in-law', { spouse_id: married, dob: '1990-01-01' });
    const grandson = await entry(p.id, 'son', { member_from_id: married, parent_id: married, dob: '2010-01-01', name: 'Grandson' });
    await entry(p.id, 'father', { dob: '1930-01-01' });
    await entry(p.id, 'younger-sister', { dob: '1975-01-01', name: 'Sister' });

    const res = await show(p, p.id);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(res.body.message).toBeNull();
    const byName = new Map((res.body.childrens as { name: string; blocked: string | null; linked: boolean; gender: string; age: number | null; _id: string }[]).map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['Adult Son', 'Grandson', 'Married Son', 'Minor Daughter', 'No Dob', 'Sister', linkedOff.name].sort());
    expect(byName.get('Adult Son')).toMatchObject({ blocked: null, linked: false, gender: 'male', age: 36 });
    expect(byName.get('Minor Daughter')!.blocked).toBe(FAMILY_FINDING_TEXT.memberMinor);
    expect(byName.get(linkedOff.name)).toMatchObject({ blocked: FAMILY_FINDING_TEXT.memberMatchOff, linked: true });
    expect(byName.get('No Dob')!.blocked).toBe(FAMILY_FINDING_TEXT.memberNoDob);
    expect(byName.get('Married Son')!.blocked).toBe(FAMILY_FINDING_TEXT.memberMarried);
    expect(byName.get('Grandson')!._id).toBe(grandson);
    // Relations in the caller's mother tongue (Marathi here), composed along the chain for a grandson.
    const rows = res.body.childrens as { name: string; relation: string }[];
    expect(rows.find((c) => c.name === 'Adult Son')!.relation).toBe(RELATIONS.find((r) => r._id === 'son')!.labels.mr);
    expect(rows.find((c) => c.name === 'Grandson')!.relation).toBe(nameRelation(['son', 'son'], 'mr').label);
    expect(byName.has('wife')).toBe(false);
    expect(wife).toBeTruthy();

    // Each blocked person is refused by getChildrenMatches with the same text.
    for (const name of ['Minor Daughter', linkedOff.name, 'No Dob', 'Married Son']) {
      const r = await find(p, byName.get(name)!._id);
      expect(r.status).toBe(403);
      expect(r.refusal.error).toBe(byName.get(name)!.blocked);
    }
  });

  it('answers an empty list for a member with no family, and the caller\'s own blocking message', async () => {
    const p = await member('female', { verified: false });
    const res = await show(p, p.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, childrens: [], message: PREFERENCE_TEXT.emailNotVerified });
  });

  it('refuses without a session and for another member\'s id', async () => {
    const p = await member('male');
    const other = await member('female');
    expect((await show({}, p.id)).status).toBe(401);
    const res = await show(p, other.id);
    expect(res.status).toBe(403);
  });
});

describe('POST /api/match/getChildrenMatches/{id}', () => {
  it('leaves out a first cousin at 3 generations and the same gotra, counting both without naming them', async () => {
    const f = await family('NZ');
    const res = await find(f.father, f.son, { country: ['NZ'], fatherGen: 3, motherGen: 3 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    const data = res.body.data;
    expect(ids(res)).toEqual([f.stranger.id]);
    expect(data.total).toBe(1);
    expect(data.leftOut).toEqual({ relatives: 1, prohibited: 0, sameGotra: 1, fatherGen: 3, motherGen: 3 });
    expect(data.crossCousinCustom).toBe(false);
    // The filter counts leave them out too: the country's option counts only the stranger.
    expect(data.filters.country.find((o: { _id: string }) => o._id === 'NZ')?.count).toBe(1);
    expect(data).toMatchObject({ fatherGen: 3, motherGen: 3, locked: false, message: null });
    expect(data.member).toMatchObject({ _id: f.son, name: 'Rohan', gender: 'male', blocked: null });
    expect(JSON.stringify(data)).not.toContain(f.cousin.name);
    expect(JSON.stringify(data)).not.toContain(f.sameGotra.name);
  });

  it('at 2 generations on the father\'s side still leaves the first cousin out, now as a prohibited relationship (s.3(g)(iv))', async () => {
    const f = await family('FJ');
    const res = await find(f.father, f.son, { country: ['FJ'], fatherGen: 2, motherGen: 2 });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([f.stranger.id]);
    expect(res.body.data.leftOut).toEqual({ relatives: 0, prohibited: 1, sameGotra: 1, fatherGen: 2, motherGen: 2 });
  });

  it('leaves out the prohibited degrees at any generations and counts each reason: a step-mother, a brother\'s divorced wife and his widow', async () => {
    const f = await family('BB', { fatherGen: 2 });
    // The father's two wives: Rohan's mother and the woman he married later (Rohan's step-mother, a member).
    const stepMother = await member('female', { dob: '1975-01-01', profile: { country_id: 'BB' } });
    await entry(f.father.id, 'wife', { name: 'Rohan’s mother', spouse_id: f.self });
    await entry(f.father.id, 'wife', { spouse_id: f.self, linked_user_id: stepMother.id });
    // Rohan's elder brother Arjun: his first wife (divorced) and the wife he left a widow, both members.
    const divorced = await member('female', { dob: '1990-01-01', profile: { country_id: 'BB' } });
    const widow = await member('female', { dob: '1992-01-01', profile: { country_id: 'BB' } });
    const arjun = await entry(f.father.id, 'son', { parent_id: f.self, dob: '1990-05-05', name: 'Arjun' });
    await entry(f.father.id, 'daughter-in-law', { spouse_id: arjun, linked_user_id: divorced.id });
    await entry(f.father.id, 'daughter-in-law', { spouse_id: arjun, linked_user_id: widow.id });
    for (const [fatherGen, motherGen] of [[2, 2], [3, 3], [6, 6]] as const) {
      const res = await find(f.father, f.son, { country: ['BB'], fatherGen, motherGen });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([f.stranger.id]);
      // The cousin is a sapinda from 3 generations on; below that s.3(g)(iv) bars her.
      const cousinAs = fatherGen >= 3 ? { relatives: 1, prohibited: 3 } : { relatives: 0, prohibited: 4 };
      expect(res.body.data.leftOut).toEqual({ ...cousinAs, sameGotra: 1, fatherGen, motherGen });
    }
    // Without generations in the criteria, the member's preference (2) gives them.
    const byPreference = await find(f.father, f.son, { country: ['BB'] });
    expect(byPreference.body.data).toMatchObject({ fatherGen: 2, motherGen: 3 });
    expect(byPreference.body.data.leftOut).toMatchObject({ relatives: 0, prohibited: 4 });
  });

  it('with the cross-cousin custom shows the children of a brother and a sister, and says so; the children of two brothers stay out', async () => {
    const f = await family('BH');
    await t.deps.database.db.updateTable('member_preferences').set({ cross_cousin_custom: 1 }).where('user_id', '=', f.father.id).execute();
    // The father's sister's daughter: Rohan's cross cousin.
    const crossCousin = await member('female', { profile: { country_id: 'BH', gotra_id: OTHER_GOTRA } });
    const aunt = await entry(f.father.id, 'younger-sister', { parent_id: f.grandfather, dob: '1970-01-01' });
    await entry(f.father.id, 'sister-daughter', { parent_id: aunt, dob: '1998-01-01', linked_user_id: crossCousin.id });
    const res = await find(f.father, f.son, { country: ['BH'], fatherGen: 5, motherGen: 3 });
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([crossCousin.id, f.stranger.id].sort());
    expect(res.body.data.crossCousinCustom).toBe(true);
    expect(res.body.data.leftOut).toEqual({ relatives: 1, prohibited: 0, sameGotra: 1, fatherGen: 5, motherGen: 3 });
  });

  it('takes the generations from the searching member\'s preference', async () => {
    const f = await family('IS', { fatherGen: 2 });
    const res = await find(f.father, f.son, { country: ['IS'] });
    expect(res.body.data).toMatchObject({ fatherGen: 2, motherGen: 3 });
    expect(res.body.data.leftOut).toMatchObject({ relatives: 0, prohibited: 1 });
  });

  it('on a plan without family finding answers the counts, no rows, and the upgrade text', async () => {
    const f = await family('MT', { plan: null });
    const res = await find(f.father, f.son, { country: ['MT'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ matches: [], total: 1, locked: true, message: FAMILY_FINDING_TEXT.needsPlan });
    expect(res.body.data.leftOut).toMatchObject({ relatives: 1, sameGotra: 1 });
  });

  it('searches men for a daughter and keeps out her father\'s gotra', async () => {
    const f = await family('LU');
    const daughter = await entry(f.father.id, 'daughter', { parent_id: f.self, dob: '1999-01-01', name: 'Meera' });
    const sameGotraMan = await member('male', { profile: { country_id: 'LU', gotra_id: GOTRA } });
    const man = await member('male', { profile: { country_id: 'LU' } });
    const res = await find(f.father, daughter, { country: ['LU'] });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([man.id]);
    expect(res.body.data.leftOut).toMatchObject({ relatives: 0, sameGotra: 1 });
    expect(sameGotraMan.id).not.toBe(man.id);
  });

  it('refuses bad criteria with a clear message and changes nothing', async () => {
    const f = await family('CY');
    const gen = await find(f.father, f.son, { fatherGen: 7 });
    expect(gen.status).toBe(400);
    expect(gen.refusal.error).toBe(FAMILY_FINDING_TEXT.generation);
    const one = await find(f.father, f.son, { motherGen: 1 });
    expect(one.status).toBe(400);
    const age = await find(f.father, f.son, { age: { from: 30, to: 20 } });
    expect(age.status).toBe(400);
    expect(age.refusal.error).toBe('Enter Valid Details.');
    const limit = await find(f.father, f.son, { limit: 500 });
    expect(limit.status).toBe(400);
  });

  it('refuses without a session, another member\'s entry, and a person family finding does not search for', async () => {
    const f = await family('EE');
    expect((await find({}, f.son)).status).toBe(401);
    const other = await member('female');
    const res = await find(other, f.son);
    expect(res.status).toBe(404);
    expect(res.refusal.error).toBe(FAMILY_FINDING_TEXT.notInYourList);
    const notSearchable = await find(f.father, f.grandfather);
    expect(notSearchable.status).toBe(400);
    expect(notSearchable.refusal.error).toBe(FAMILY_FINDING_TEXT.notSearchable);
    expect((await find(f.father, 'no-such-entry')).status).toBe(404);
  });

  it('gives the caller\'s recommendation blocking message first', async () => {
    const f = await family('LV');
    await t.deps.database.db.updateTable('users').set({ is_email_verified: 0 }).where('id', '=', f.father.id).execute();
    const res = await find(f.father, f.son);
    expect(res.status).toBe(403);
    expect(res.refusal.error).toBe(PREFERENCE_TEXT.emailNotVerified);
  });
});
