import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeAnswer, TreeNode, TreePerson, TreeType } from '../../contract/family-tree';
import { memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { loadFamilyGraph, type FamilyGraph } from './graph';
import { samePerson } from './identity';
import { relativeUserIds } from './kinship';
import { joinedRelatives } from './links/joined-members';
import { normaliseName, sameOrShorterName } from './names';
import { familyList } from './trees/tree-test-helpers';

/**
 * Several lists describing one family become one family (decision 0722, identity): three
 * cousins each write the same grandparents, parents, uncles and aunts their own way, and link
 * each other. Rows are written straight to the table, as the lists and links would leave them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (gender: 'male' | 'female', name: string, dob?: string) => memberWithSession(t, { gender, name, ...(dob ? { dob } : {}) });
// The client's JSON typing stops a few levels down a recursive type: the contract's type is the
// answer's, as the tree page reads it (ui/features/family/tree/tree-api.ts).
const treeIn = (res: { body: unknown }) => (res.body as TreeAnswer).data as TreeNode;
const myTree = async (by: M, tree: TreeType) => treeIn(await answer(api(t, { token: by.token }).user.getTreeData.$get({ query: { tree } })));
const userTree = async (by: M, id: string, tree: TreeType) =>
  treeIn(await answer(api(t, { token: by.token }).user.getUserTree[':id'].$post({ param: { id }, query: { tree }, json: {} })));

function people(node: TreeNode | null): TreePerson[] {
  if (!node) return [];
  return [node, ...node.spouseDetails, ...node.children.flatMap(people)];
}
const namesIn = (node: TreeNode | null) => people(node).map((p) => p.to_name).sort();
function nodeNamed(node: TreeNode | null, name: string): TreeNode | undefined {
  if (!node) return undefined;
  if (node.to_name === name) return node;
  for (const c of node.children) {
    const found = nodeNamed(c, name);
    if (found) return found;
  }
  return undefined;
}
const personsNamed = (g: FamilyGraph, first: string) => [...g.persons.values()].filter((p) => normaliseName(p.name).split(' ')[0] === first.toLowerCase());

/**
 * Grandparents Hari and Kamla; sons Ramesh (Arun's father, wife Radha, whose father is Gopal)
 * and Suresh (Bina's and Chetan's father, wife Sunita); daughter Meena. Arun also writes a second
 * uncle named Suresh, born 1966: one list's two entries are never one person.
 */
async function threeCousins() {
  const arun = await member('male', 'Arun Verma', '1990-01-01');
  const bina = await member('female', 'Bina Verma', '1992-02-02');
  const chetan = await member('male', 'Chetan Verma', '1995-03-03');

  const a = familyList(t.deps, arun.id);
  const aSelf = await a.self();
  const aHari = await a.entry({ name: 'Hari Prasad', relation: 'paternal-grandfather', dob: '1930-01-01' });
  const aKamla = await a.entry({ name: 'Kamla', relation: 'paternal-grandmother', spouse: aHari });
  await a.tie(aHari, { spouse: aKamla });
  const aRamesh = await a.entry({ name: 'Ramesh', relation: 'father', parent: aHari, dob: '1960-01-01' });
  const aRadha = await a.entry({ name: 'Radha', relation: 'mother', side: 'mother' });
  await a.tie(aRamesh, { spouse: aRadha });
  await a.tie(aSelf, { parent: aRamesh });
  const gopal = await a.entry({ name: 'Gopal', relation: 'maternal-grandfather', side: 'mother' });
  await a.tie(aRadha, { parent: gopal });
  const aSuresh = await a.entry({ name: 'Suresh', relation: 'father-younger-brother', parent: aHari, dob: '1963-01-01' });
  await a.entry({ name: 'Suresh', relation: 'father-younger-brother', parent: aHari, dob: '1966-06-06' });
  await a.entry({ name: 'Bina', relation: 'paternal-cousin-sister', parent: aSuresh, linked: bina.id });
  await a.entry({ name: 'Chetan', relation: 'paternal-cousin-brother', parent: aSuresh, linked: chetan.id });

  const b = familyList(t.deps, bina.id);
  const bSelf = await b.self();
  const bHari = await b.entry({ name: 'Shri Hari Prasad', relation: 'paternal-grandfather' });
  const bKamla = await b.entry({ name: 'Kamla Devi', relation: 'paternal-grandmother' });
  await b.tie(bHari, { spouse: bKamla });
  const bSuresh = await b.entry({ name: 'Suresh Verma', relation: 'father', parent: bHari, dob: '1963-01-01' });
  const bSunita = await b.entry({ name: 'Sunita', relation: 'mother', side: 'mother' });
  await b.tie(bSuresh, { spouse: bSunita });
  await b.tie(bSelf, { parent: bSuresh });
  await b.entry({ name: 'Chetan', relation: 'younger-brother', parent: bSuresh, linked: chetan.id });
  const bRamesh = await b.entry({ name: 'Ramesh Verma', relation: 'father-elder-brother', parent: bHari, dob: '1960-01-01' });
  const bRadha = await b.entry({ name: 'Radha Verma', relation: 'father-elder-brother-wife' });
  await b.tie(bRamesh, { spouse: bRadha });
  await b.entry({ name: 'Arun', relation: 'paternal-cousin-brother', parent: bRamesh, linked: arun.id });
  await b.entry({ name: 'Meena', relation: 'father-sister', parent: bHari, dob: '1958-08-08' });

  const c = familyList(t.deps, chetan.id);
  const cSelf = await c.self();
  const cHari = await c.entry({ name: 'Hari', relation: 'paternal-grandfather' });
  const cKamla = await c.entry({ name: 'Kamla', relation: 'paternal-grandmother' });
  await c.tie(cHari, { spouse: cKamla });
  const cSuresh = await c.entry({ name: 'Suresh Kumar', relation: 'father', parent: cHari });
  const cSunita = await c.entry({ name: 'Sunita', relation: 'mother', side: 'mother' });
  await c.tie(cSuresh, { spouse: cSunita });
  await c.tie(cSelf, { parent: cSuresh });
  await c.entry({ name: 'Bina', relation: 'elder-sister', parent: cSuresh, linked: bina.id });
  const cRamesh = await c.entry({ name: 'Ramesh', relation: 'father-elder-brother', parent: cHari });
  await c.entry({ name: 'Arun', relation: 'paternal-cousin-brother', parent: cRamesh, linked: arun.id });
  await c.entry({ name: 'Meena', relation: 'father-sister', parent: cHari, dob: '1958-08-08' });
  const divya = await c.entry({ name: 'Divya', relation: 'wife', side: 'other' });
  await c.tie(cSelf, { spouse: divya });
  return { arun, bina, chetan, lists: { a, b, c }, ids: { aRamesh, bRamesh, cRamesh, aRadha, bRadha, divya, cSelf } };
}

describe('the identity rule', () => {
  it('same name after normalising, or a shorter form; gender and dob must not disagree', () => {
    expect(sameOrShorterName('Shri Hari  Prasad', 'hari prasad')).toBe(true);
    expect(sameOrShorterName('Hari', 'Hari Prasad')).toBe(true);
    expect(sameOrShorterName('Prasad', 'Hari Prasad')).toBe(false);
    expect(sameOrShorterName('Hari Shah', 'Hari Prasad')).toBe(false);
    const hari = { names: ['Hari'], gender: 'male' as const, dob: null };
    expect(samePerson(hari, { names: ['Hari Prasad'], gender: null, dob: '1930-01-01' })).toBe(true);
    expect(samePerson(hari, { names: ['Hari'], gender: 'female', dob: null })).toBe(false);
    expect(samePerson({ ...hari, dob: '1930-01-01' }, { ...hari, dob: '1931-01-01' })).toBe(false);
  });
});

describe('three cousins’ lists, linked', () => {
  it('make one family: every grandparent, parent, uncle and aunt once; two same-named uncles of one list stay two', async () => {
    const { arun, bina, chetan } = await threeCousins();
    for (const who of [arun, bina, chetan]) {
      const g = await loadFamilyGraph(t.deps, who.id);
      for (const first of ['Hari', 'Kamla', 'Ramesh', 'Radha', 'Sunita', 'Meena', 'Arun', 'Bina', 'Chetan']) expect(personsNamed(g, first), first).toHaveLength(1);
      expect(personsNamed(g, 'Suresh').map((p) => String(p.dob)).sort()).toEqual(['1963-01-01', '1966-06-06']);
      for (const cousin of [arun, bina, chetan]) {
        const parents = g.persons.get(g.selfKey(cousin.id))!.parents.map((p) => g.persons.get(p.key)!);
        expect(parents.map((p) => String(p.gender)).sort()).toEqual(['female', 'male']);
      }
      const [hari] = personsNamed(g, 'Hari');
      expect(hari!.dob).toBe('1930-01-01');
      expect(hari!.children.map((k) => String(g.persons.get(k)!.name.split(' ')[0])).sort()).toEqual(['Meena', 'Ramesh', 'Suresh', 'Suresh']);
      // The member's own list names everyone it writes (Hari is 'Shri Hari Prasad' in Bina's graph, 'Hari' in Chetan's).
      expect(hari!.name).toBe(who === arun ? 'Hari Prasad' : who === bina ? 'Shri Hari Prasad' : 'Hari');
    }
    // Each member's own list names their parents: Chetan's father is 'Suresh Kumar' in his graph.
    const fromChetan = await loadFamilyGraph(t.deps, chetan.id);
    const father = fromChetan.persons.get(fromChetan.selfKey(chetan.id))!.parents.map((p) => fromChetan.persons.get(p.key)!).find((p) => p.gender === 'male');
    expect(father).toMatchObject({ name: 'Suresh Kumar', dob: '1963-01-01' });
    expect(father!.ownerIds.sort()).toEqual([arun.id, bina.id, chetan.id].sort());
  });

  it('every chart shows each person once: the cousin’s father tree holds the others; the mother appears once in her son’s mother tree', async () => {
    const { arun, bina, chetan } = await threeCousins();
    const binaFather = await myTree(bina, 'father');
    const names = namesIn(binaFather);
    expect(new Set(names).size).toBe(names.length);
    expect(binaFather.to_name).toBe('Shri Hari Prasad');
    expect(nodeNamed(binaFather, 'Ramesh Verma')!.children.map((c) => c.to_name)).toEqual(['Arun Verma']);
    expect(nodeNamed(binaFather, 'Suresh Verma')!.children.map((c) => c.to_name)).toEqual(['Bina Verma', 'Chetan Verma']);

    const arunMother = await myTree(arun, 'mother');
    expect(arunMother.to_name).toBe('Gopal');
    expect(people(arunMother).filter((p) => p.to_name.startsWith('Radha'))).toHaveLength(1);
    expect(nodeNamed(arunMother, 'Radha')!.children.map((c) => c.to_name)).toEqual(['Arun Verma']);

    const chetanFather = await myTree(chetan, 'father');
    expect(people(chetanFather).filter((p) => p.user_id === arun.id)).toHaveLength(1);
    expect(people(chetanFather).filter((p) => p.to_name.startsWith('Hari'))).toHaveLength(1);
  });

  it('joined rows show each relative once, none already in the member’s own list', async () => {
    const { arun, chetan } = await threeCousins();
    const rows = await joinedRelatives(t.deps, arun.id);
    // Meena and Sunita (the aunt) are in both cousins' lists; Divya in Chetan's; everyone else is in Arun's own list.
    expect(rows.map((r) => r.to_name).sort()).toEqual(['Divya', 'Meena', 'Sunita']);
    const forChetan = (await joinedRelatives(t.deps, chetan.id)).map((r) => `${r.to_name}|${r.userDetails.DOB}`);
    expect(new Set(forChetan).size).toBe(forChetan.length);
    // From Arun's list: his mother (also Bina's 'Radha Verma'), her father, and the second uncle Suresh.
    expect(forChetan.map((r) => String(r.split(/[ |]/)[0])).sort()).toEqual(['Gopal', 'Radha', 'Suresh']);
  });
});

describe('how far a tree view reaches', () => {
  it('a list of a member blocked either way with the viewer is not read: its relatives are absent', async () => {
    const { arun, chetan } = await threeCousins();
    const viewer = await member('female', 'Viewer Kaur', '1993-04-04');
    const sent = await answer(api(t, { token: viewer.token }).user.request.viewTree.$post({ json: { id: arun.id } }));
    await answer(api(t, { token: arun.token }).user.update.request.viewTree.$post({ json: { id: sent.body.requestId!, status: 'accepted' } }));
    const before = await userTree(viewer, arun.id, 'father');
    expect(namesIn(before)).toContain('Divya');
    expect(people(before).find((p) => p.to_name === 'Chetan Verma')?.user_id).toBe(chetan.id);

    await answer(api(t, { token: chetan.token }).user.blockUser.$post({ json: { id: viewer.id, block: true } }));
    const after = await userTree(viewer, arun.id, 'father');
    expect(namesIn(after)).not.toContain('Divya');
    // Chetan himself is still in Arun's list, shown as an unlinked person.
    expect(people(after).find((p) => p.to_name === 'Chetan Verma')?.user_id).toBeNull();
    // The owner still sees everything.
    expect(namesIn(await myTree(arun, 'father'))).toContain('Divya');
  });

  it('a tree reads the owner’s list and the lists joined to it directly; kinship reads the whole linked family', async () => {
    const { arun, chetan, lists } = await threeCousins();
    const kabir = await member('male', 'Kabir Verma');
    const veer = await member('male', 'Veer Verma');
    await lists.c.entry({ name: 'Kabir', relation: 'son', side: 'other', parent: await lists.c.self(), linked: kabir.id });
    const k = familyList(t.deps, kabir.id);
    await k.entry({ name: 'Veer', relation: 'son', side: 'other', parent: await k.self(), linked: veer.id });

    const arunTree = namesIn(await myTree(arun, 'father'));
    expect(arunTree).toContain('Kabir Verma');
    expect(arunTree).not.toContain('Veer Verma');
    expect(namesIn(await myTree(chetan, 'father'))).toContain('Veer Verma');
    // Veer is Arun's relative within five generations on the father's side (common ancestor Hari).
    expect(await relativeUserIds(t.deps, arun.id, { father: 5, mother: 3 })).toContain(veer.id);
  });
});
