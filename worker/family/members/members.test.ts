import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_TEXT, type FamilyMemberView } from '../../../contract/family';
import { FAMILY_RULE_TEXT } from '../../../contract/family-rules';
import { memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';
import { ensureSelfEntry } from './self';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;

async function tongue(code: string) {
  return (await t.deps.database.db.selectFrom('mother_tongues').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}
/** A member with a marital status (member_profiles is written as the profile editor would). */
async function member(gender: 'male' | 'female', marital = 'maritalStatus.married', code = 'hi'): Promise<M> {
  const m = await memberWithSession(t, { gender, motherTongueId: await tongue(code) });
  const now = t.deps.now();
  await t.deps.database.db
    .insertInto('member_profiles')
    .values({ user_id: m.id, marital_status_id: marital, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ marital_status_id: marital }))
    .execute();
  return m;
}

type Entry = JsonOf<Client['member']['$post']>;
const list = async (m: M): Promise<FamilyMemberView[]> => {
  const res = await answer(api(t, { token: m.token }).member.$get());
  expect(res.body.code).toBe(5);
  return res.body.data;
};
const save = (m: M, json: Entry) => answer(api(t, { token: m.token }).member.$post({ json }));
async function add(m: M, entry: Entry): Promise<string> {
  const res = await save(m, entry);
  // A new relative is "added"; a change keeps the spec's 'Family member updated successfully'.
  const message = entry._id ? FAMILY_TEXT.updated : FAMILY_TEXT.added;
  expect(res.body).toMatchObject({ code: 5, message });
  return res.body.data._id;
}
const remove = (m: M, id: string) => answer(api(t, { token: m.token }).member[':id'].$delete({ param: { id } }));
const setFrom = (m: M, json: JsonOf<Client['member']['setMemberFrom']['$post']>) =>
  answer(api(t, { token: m.token }).member.setMemberFrom.$post({ json }));
const rows = (ownerId: string) => t.deps.database.db.selectFrom('family_members').selectAll().where('owner_id', '=', ownerId).execute();

async function refused(m: M, entry: Entry, message: string) {
  await ensureSelfEntry(t.deps, m.id);
  const before = await rows(m.id);
  const res = await save(m, entry);
  expect(res.status).toBe(400);
  expect(res.refusal.error).toBe(message);
  expect(await rows(m.id)).toEqual(before);
}

describe('ensureSelfEntry', () => {
  it('creates the self entry once, linked to the member, with their name', async () => {
    const m = await member('male');
    const [a, b] = await Promise.all([ensureSelfEntry(t.deps, m.id), ensureSelfEntry(t.deps, m.id)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ relation_id: 'self', side: 'self', name: m.name, linked_user_id: m.id, member_from_id: null });
    expect(await rows(m.id)).toHaveLength(1);
  });
});

describe('GET /api/member', () => {
  it('needs a session', async () => {
    expect((await answer(api(t).member.$get())).status).toBe(401);
  });
  it('lists self first, labelled in the viewer’s language, with what the dialog needs', async () => {
    const m = await member('male', 'maritalStatus.married', 'hi');
    const res = await answer(api(t, { token: m.token }).member.$get());
    expect(res.body.me).toEqual({ gender: 'male', maritalStatus: 'maritalStatus.married', language: 'hi' });
    const [self] = res.body.data;
    expect(self).toMatchObject({ to_name: m.name, user_id: m.id, relationLabel: 'स्वयं', canEdit: false, canDelete: false });
    expect(self!.relationDetails).toMatchObject({ relation_id: 'self', side: 'self', memberFromId: self!._id });
  });
});

describe('POST /api/member', () => {
  it('builds three generations: father, grandfather, uncle (parent defaults to grandfather), child (parent is self)', async () => {
    const m = await member('male');
    const father = await add(m, { name: 'Suresh', relation_id: 'father' });
    const gf = await add(m, { name: 'Ramlal', relation_id: 'paternal-grandfather' });
    const uncle = await add(m, { name: 'Mahesh', relation_id: 'father-younger-brother' });
    const son = await add(m, { name: 'Aarav', relation_id: 'son', dob: '2020-01-05' });
    await add(m, { _id: father, name: 'Suresh', relation_id: 'father', parent_id: gf });
    const l = await list(m);
    const at = (id: string) => l.find((e) => e._id === id)!;
    expect(at(father)).toMatchObject({ relationLabel: 'पिता', parentDetails: { _id: gf, to_name: 'Ramlal' }, canDelete: true });
    expect(at(father).relationDetails.side).toBe('father');
    expect(at(uncle)).toMatchObject({ relationLabel: 'चाचा', parent_id: gf });
    expect(at(son)).toMatchObject({ relationLabel: 'बेटा', parent_id: l[0]!._id, userDetails: { DOB: '2020-01-05' } });
    expect(at(son).relationDetails.side).toBe('other');
    expect(at(gf).canDelete).toBe(false);
  });

  it('adds from another relative: the chain and the tooltip labels', async () => {
    const m = await member('male', 'maritalStatus.married', 'en');
    const gf = await add(m, { name: 'Ramlal', relation_id: 'paternal-grandfather' });
    const uncle = await add(m, { name: 'Mahesh', relation_id: 'father-elder-brother' });
    const cousin = await add(m, { name: 'Vikram', relation_id: 'paternal-cousin-brother', parent_id: uncle });
    const wife = await add(m, { name: 'Neha', relation_id: 'wife', memberFromId: cousin });
    const l = await list(m);
    const w = l.find((e) => e._id === wife)!;
    expect(w.memberFromRelations).toEqual(['paternal-cousin-brother', 'wife']);
    expect(w.chain).toHaveLength(2);
    expect(w.chain[1]).toBe('Wife');
    expect(w).toMatchObject({ spouse_id: cousin, relationDetails: { memberFrom: 'Vikram', memberFromId: cousin, side: 'father' } });
    expect(w.memberFromLabel).toBeTruthy();
    expect(gf).toBeTruthy();
  });

  it('refuses every §5 rule with its message and changes nothing', async () => {
    const m = await member('male');
    await refused(m, { name: '', relation_id: 'father' }, "Name cann't be empty");
    await refused(m, { name: 'x'.repeat(31), relation_id: 'father' }, FAMILY_RULE_TEXT.nameTooLong);
    await refused(m, { name: 'Suresh', relation_id: '' }, 'Select Relation');
    const uncle1 = await add(m, { name: 'Ramlal', relation_id: 'paternal-grandfather' });
    const tau = await add(m, { name: 'Mahesh', relation_id: 'father-elder-brother' });
    expect(uncle1 && tau).toBeTruthy();
    await refused(m, { name: 'Vikram', relation_id: 'paternal-cousin-brother' }, 'Select parents to submit');
    await add(m, { name: 'Rohit', relation_id: 'elder-brother' });
    await refused(m, { name: 'Priya', relation_id: 'brother-wife' }, 'Select spouse to submit');
    await refused(m, { name: '   ', relation_id: 'father' }, 'Enter Details Properly.');
    await refused(m, { name: 'Z', relation_id: 'great-uncle' }, 'Enter Details Properly.');
    await refused(m, { name: 'Z', relation_id: 'husband' }, FAMILY_RULE_TEXT.relationNotOffered);
    await refused(m, { name: 'Mohan', relation_id: 'mother-brother' }, 'Enter grandfather to add uncle');
    await refused(m, { name: 'Ram', relation_id: 'father-in-law' }, 'Enter husband or wife to father in law');
    await refused(m, { name: 'Sita', relation_id: 'mother-sister' }, "Enter grandfather to add father's sisters");
    await add(m, { name: 'Neha', relation_id: 'wife' });
    await refused(m, { name: 'Kiran', relation_id: 'sister-in-law' }, 'Enter father in law');
    await refused(m, { name: 'Dada', relation_id: 'paternal-grandfather' }, 'Enter pardada first to add dada');
  });

  it('applies the automatic parent and spouse defaults', async () => {
    const w = await member('female');
    const husband = await add(w, { name: 'Raj', relation_id: 'husband' });
    const daughter = await add(w, { name: 'Isha', relation_id: 'daughter' });
    const l = await list(w);
    expect(l.find((e) => e._id === husband)).toMatchObject({ spouse_id: l[0]!._id });
    expect(l.find((e) => e._id === daughter)).toMatchObject({ parent_id: husband });
  });

  it('bad input: unknown fields shape, a future date of birth, a parent not among the choices', async () => {
    const m = await member('male');
    const mother = await add(m, { name: 'Sunita', relation_id: 'mother' });
    await refused(m, { name: 'Suresh', relation_id: 'father', dob: '2099-01-01' }, FAMILY_TEXT.dobInvalid);
    await refused(m, { name: 'Suresh', relation_id: 'father', dob: '1960-02-31' }, FAMILY_TEXT.dobInvalid);
    // A parent kind the schema does not know: sent as is, as the typed client would not send it.
    const before = await rows(m.id);
    const step = await call(t, 'POST', '/api/member', { token: m.token, body: { name: 'Rohit', relation_id: 'elder-brother', parent_id: mother, parent_kind: 'step' } });
    expect(step.status).toBe(400);
    expect(step.body.error).toBe('Choose birth or adoptive.');
    expect(await rows(m.id)).toEqual(before);
    await refused(m, { name: 'Vikram', relation_id: 'elder-brother', parent_id: (await list(m))[0]!._id }, FAMILY_RULE_TEXT.parentNotAllowed);
  });

  it('self cannot be edited; someone else’s entry is not found', async () => {
    const [a, b] = [await member('male'), await member('female')];
    const self = (await list(a))[0]!;
    await refused(a, { _id: self._id, name: 'New', relation_id: 'self' }, FAMILY_TEXT.selfNotEditable);
    const theirs = await add(b, { name: 'Suresh', relation_id: 'father' });
    const res = await save(a, { _id: theirs, name: 'Mine now', relation_id: 'father' });
    expect(res.status).toBe(404);
    expect((await save(a, { name: 'X', relation_id: 'son', memberFromId: theirs })).status).toBe(404);
    expect((await save(a, { name: 'X', relation_id: 'son', parent_id: theirs })).status).toBe(400);
    expect((await rows(b.id)).find((r) => r.id === theirs)?.name).toBe('Suresh');
  });

  it('needs a session', async () => {
    expect((await answer(api(t).member.$post({ json: { name: 'X', relation_id: 'father' } }))).status).toBe(401);
  });
});

describe('POST /api/member/setMemberFrom', () => {
  it('moves an entry to another anchor, refuses loops, self and foreign ids', async () => {
    const m = await member('male', 'maritalStatus.married', 'en');
    await add(m, { name: 'Ramlal', relation_id: 'paternal-grandfather' });
    const uncle = await add(m, { name: 'Mahesh', relation_id: 'father-elder-brother' });
    const son = await add(m, { name: 'Karan', relation_id: 'son' });
    const res = await setFrom(m, { _id: son, memberFromId: uncle });
    expect(res.body).toMatchObject({ code: 5, message: FAMILY_TEXT.memberFromSet });
    const moved = (await list(m)).find((e) => e._id === son)!;
    expect(moved).toMatchObject({ memberFromRelations: ['father-elder-brother', 'son'], parent_id: uncle, relationDetails: { side: 'father' } });
    expect((await setFrom(m, { _id: son, memberFromId: uncle })).body.code).toBe(4);
    const loop = await setFrom(m, { _id: uncle, memberFromId: son });
    expect(loop.status).toBe(400);
    expect(loop.refusal.error).toBe(FAMILY_TEXT.memberFromCycle);
    const self = (await list(m))[0]!;
    expect((await setFrom(m, { _id: self._id, memberFromId: uncle })).refusal.error).toBe(FAMILY_TEXT.memberFromSelf);
    const other = await member('female');
    const theirs = await add(other, { name: 'Suresh', relation_id: 'father' });
    expect((await setFrom(m, { _id: son, memberFromId: theirs })).status).toBe(404);
    expect((await setFrom(m, { _id: '', memberFromId: uncle })).status).toBe(400);
    expect((await answer(api(t).member.setMemberFrom.$post({ json: { _id: son, memberFromId: uncle } }))).status).toBe(401);
  });
});

describe('DELETE /api/member/{id}', () => {
  it('deletes an own entry with the server’s message', async () => {
    const m = await member('male');
    const bro = await add(m, { name: 'Rohit', relation_id: 'younger-brother' });
    const res = await remove(m, bro);
    expect(res.body).toMatchObject({ code: 5, success: true, message: FAMILY_TEXT.deleted });
    expect((await rows(m.id)).map((r) => r.id)).not.toContain(bro);
  });
  it('refuses self, a parent, a spouse, an anchor; someone else’s entry is not found', async () => {
    const m = await member('male');
    const self = (await list(m))[0]!;
    const gf = await add(m, { name: 'Ramlal', relation_id: 'paternal-grandfather' });
    await add(m, { name: 'Mahesh', relation_id: 'father-elder-brother' });
    const gm = await add(m, { name: 'Kamla', relation_id: 'paternal-grandmother' });
    const bro = await add(m, { name: 'Rohit', relation_id: 'elder-brother' });
    await add(m, { name: 'Meera', relation_id: 'wife', memberFromId: bro });
    const expectRefused = async (id: string, message: string) => {
      const res = await remove(m, id);
      expect(res.status).toBe(400);
      expect(res.refusal.error).toBe(message);
    };
    await expectRefused(self._id, FAMILY_TEXT.selfNotDeletable);
    await expectRefused(gf, FAMILY_TEXT.parentNotDeletable);
    expect(gm).toBeTruthy();
    await expectRefused(bro, FAMILY_TEXT.spouseNotDeletable);
    const other = await member('female');
    const theirs = await add(other, { name: 'Suresh', relation_id: 'father' });
    expect((await remove(m, theirs)).status).toBe(404);
    expect((await rows(other.id)).map((r) => r.id)).toContain(theirs);
    expect((await answer(api(t).member[':id'].$delete({ param: { id: theirs } }))).status).toBe(401);
  });
  it('refuses an entry others were added from', async () => {
    const m = await member('male');
    const sister = await add(m, { name: 'Asha', relation_id: 'elder-sister' });
    await add(m, { name: 'Dev', relation_id: 'younger-brother', memberFromId: sister });
    const res = await remove(m, sister);
    expect(res.refusal.error).toBe(FAMILY_TEXT.anchorNotDeletable);
  });
});
