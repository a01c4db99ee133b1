import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_TEXT } from '../../../contract/family';
import { memberWithSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type JsonOf, type Client } from '../../test/typed-client';

/** Issue 22 §3: what the family list and tree say of a family (decision 0940). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = JsonOf<Client['member']['$post']>;

async function member(code = 'en') {
  const tongue = await t.deps.database.db.selectFrom('mother_tongues').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const m = await memberWithSession(t, { gender: 'male', motherTongueId: tongue.id });
  return { ...m, client: api(t, { token: m.token }) };
}
type M = Awaited<ReturnType<typeof member>>;

const list = async (m: M) => (await answer(m.client.member.$get())).body.data;
const save = (m: M, json: Body) => answer(m.client.member.$post({ json }));
const rows = (m: M) => t.deps.database.db.selectFrom('family_members').selectAll().where('owner_id', '=', m.id).orderBy('id').execute();

describe('POST /api/member: added or updated, and where it went', () => {
  it('says "added" for a new relative and names the side it is listed on; "updated" for a change', async () => {
    const m = await member();
    const added = await save(m, { name: 'Suresh', relation_id: 'father' });
    expect(added.body).toMatchObject({ code: 5, message: FAMILY_TEXT.added, data: { side: 'father' } });
    const brother = await save(m, { name: 'Rohit', relation_id: 'elder-brother' });
    expect(brother.body).toMatchObject({ message: FAMILY_TEXT.added, data: { side: 'other' } });
    const changed = await save(m, { _id: added.body.data._id, name: 'Suresh Rao', relation_id: 'father' });
    expect(changed.body).toMatchObject({ code: 5, message: FAMILY_TEXT.updated, data: { _id: added.body.data._id, side: 'father' } });
  });
});

describe('GET /api/member: the Parent and Spouse columns', () => {
  it('names the spouse on both rows, whichever of the two entries holds the link', async () => {
    const m = await member();
    const father = (await save(m, { name: 'Suresh', relation_id: 'father' })).body.data._id;
    const mother = (await save(m, { name: 'Sunita', relation_id: 'mother', spouse_id: father })).body.data._id;
    const l = await list(m);
    expect(l.find((e) => e._id === mother)?.spouseDetails).toEqual({ _id: father, to_name: 'Suresh' });
    expect(l.find((e) => e._id === father)?.spouseDetails).toEqual({ _id: mother, to_name: 'Sunita' });
    // The stored link stays on the entry that holds it: the dialog edits what is written.
    expect(l.find((e) => e._id === father)?.spouse_id).toBeNull();
  });
});

describe('date of death', () => {
  it('keeps "deceased" with or without a date, and a date means deceased', async () => {
    const m = await member();
    const grandfather = (await save(m, { name: 'Hariprasad', relation_id: 'paternal-great-grandfather', dob: '1915-03-01', dateOfDeath: '1998-06-10' })).body.data._id;
    const grandmother = (await save(m, { name: 'Kamala', relation_id: 'paternal-great-grandmother', deceased: true })).body.data._id;
    const l = await list(m);
    expect(l.find((e) => e._id === grandfather)).toMatchObject({ deceased: true, dateOfDeath: '1998-06-10', userDetails: { DOB: '1915-03-01' } });
    expect(l.find((e) => e._id === grandmother)).toMatchObject({ deceased: true, dateOfDeath: null });
    expect(l.find((e) => e.relationDetails.relation_id === 'self')).toMatchObject({ deceased: false, dateOfDeath: null });
    // Cleared again: an edit without them says the person lives.
    await save(m, { _id: grandmother, name: 'Kamala', relation_id: 'paternal-great-grandmother', spouse_id: grandfather });
    expect((await list(m)).find((e) => e._id === grandmother)).toMatchObject({ deceased: false, dateOfDeath: null });
  });

  it('marks the person in the tree', async () => {
    const m = await member();
    await save(m, { name: 'Ramesh', relation_id: 'father', dob: '1940-01-01', dateOfDeath: '2020-02-02' });
    const tree = await answer(m.client.user.getTreeData.$get({ query: { tree: 'father' } }));
    const root = tree.body.data!;
    expect(root).toMatchObject({ to_name: 'Ramesh', deceased: true, dateOfDeath: '2020-02-02' });
    expect(root.children[0]).toMatchObject({ isOwner: true, deceased: false, dateOfDeath: null });
  });

  it('bad input changes nothing: a future date, a date that is not one, a death before the birth', async () => {
    const m = await member();
    const father = (await save(m, { name: 'Ramesh', relation_id: 'father', dob: '1940-01-01' })).body.data._id;
    const before = await rows(m);
    const cases: [Body, string][] = [
      [{ _id: father, name: 'Ramesh', relation_id: 'father', dob: '1940-01-01', dateOfDeath: '2099-01-01' }, FAMILY_TEXT.dodInvalid],
      [{ _id: father, name: 'Ramesh', relation_id: 'father', dob: '1940-01-01', dateOfDeath: '2001-02-30' }, FAMILY_TEXT.dodInvalid],
      [{ _id: father, name: 'Ramesh', relation_id: 'father', dob: '1940-01-01', dateOfDeath: '1939-12-31' }, FAMILY_TEXT.dodBeforeBirth],
    ];
    for (const [json, message] of cases) {
      const res = await save(m, json);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.refusal.error).toBe(message);
    }
    expect(await rows(m)).toEqual(before);
  });
});

describe('relation names in two languages', () => {
  it('gives the English name beside the native one, and none when the member reads English', async () => {
    const marathi = await member('mr');
    await save(marathi, { name: 'Suresh', relation_id: 'father' });
    await save(marathi, { name: 'Kamala', relation_id: 'paternal-great-grandmother' });
    const l = await list(marathi);
    expect(l.find((e) => e.to_name === 'Suresh')).toMatchObject({ relationLabel: 'वडील', relationLabelEnglish: 'Father' });
    expect(l.find((e) => e.to_name === 'Kamala')).toMatchObject({ relationLabel: 'पणजी (वडिलांकडील)', relationLabelEnglish: 'Paternal Great-grandmother' });
    // The tree says the same (the father, the root of his side's tree).
    const tree = (await answer(marathi.client.user.getTreeData.$get({ query: { tree: 'father' } }))).body.data!;
    expect(tree).toMatchObject({ to_name: 'Suresh', relation: { label: 'वडील', english: 'Father' } });
    const english = await member('en');
    await save(english, { name: 'Suresh', relation_id: 'father' });
    expect((await list(english)).find((e) => e.to_name === 'Suresh')).toMatchObject({ relationLabel: 'Father', relationLabelEnglish: null });
    const englishTree = (await answer(english.client.user.getTreeData.$get({ query: { tree: 'father' } }))).body.data!;
    expect(englishTree.relation).toMatchObject({ label: 'Father', english: null });
  });
});
