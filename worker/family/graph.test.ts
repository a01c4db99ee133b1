import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMembersTable } from '../db/tables/family';
import { newId } from '../ids';
import { registerMember } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { buildFamilyGraph, loadFamilyGraph, relationPath, type FamilyGraph, type GraphEntry, type PersonKey } from './graph';
import { relatedWithin, relativeUserIds, relativesWithin } from './kinship';
import { ensureSelfEntry } from './members/self';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type EntryInput = Pick<FamilyMembersTable, 'name' | 'relation_id'> & Partial<FamilyMembersTable> & { member_from_id: string };

/** Rows as the family list writes them (the graph reads rows; the list's own rules are C's to test). */
async function entry(ownerId: string, input: EntryInput) {
  const now = t.deps.now();
  const row: FamilyMembersTable = {
    id: newId(), owner_id: ownerId, side: 'father', parent_id: null, spouse_id: null, parent_kind: 'birth', dob: null,
    linked_user_id: null, created_at: now, updated_at: now, ...input,
  };
  await t.deps.database.db.insertInto('family_members').values(row).execute();
  return row;
}

/**
 * Aarav's list: father, mother, grandparents, his father's younger brother (chacha) and the
 * chacha's son, linked to the member Bhavesh. Bhavesh's list: his father (typed again, unlinked),
 * his wife and his son, and Aarav again, linked. Nobody else's list touches theirs.
 */
async function twoLinkedLists() {
  const aarav = await registerMember(t, { gender: 'male', name: 'Aarav Test', dob: '1994-02-01' });
  const bhavesh = await registerMember(t, { gender: 'male', name: 'Bhavesh Test', dob: '1990-06-01' });
  const stranger = await registerMember(t, { gender: 'female' });
  const a = await ensureSelfEntry(t.deps, aarav.id);
  const gf = await entry(aarav.id, { name: 'Dadaji', relation_id: 'paternal-grandfather', member_from_id: a.id });
  const gm = await entry(aarav.id, { name: 'Dadiji', relation_id: 'paternal-grandmother', member_from_id: a.id, spouse_id: gf.id });
  const father = await entry(aarav.id, { name: 'Papa', relation_id: 'father', member_from_id: a.id, parent_id: gf.id, dob: '1965-01-01' });
  const mother = await entry(aarav.id, { name: 'Mummy', relation_id: 'mother', member_from_id: a.id, side: 'mother', spouse_id: father.id });
  const chacha = await entry(aarav.id, { name: 'Chacha', relation_id: 'father-younger-brother', member_from_id: a.id, parent_id: gf.id, dob: '1968-01-01' });
  const cousin = await entry(aarav.id, { name: 'Bhavesh', relation_id: 'paternal-cousin-brother', member_from_id: a.id, parent_id: chacha.id, linked_user_id: bhavesh.id });
  const b = await ensureSelfEntry(t.deps, bhavesh.id);
  const bFather = await entry(bhavesh.id, { name: 'Papa ji', relation_id: 'father', member_from_id: b.id });
  const bWife = await entry(bhavesh.id, { name: 'Bhabhi', relation_id: 'wife', member_from_id: b.id, side: 'other' });
  const bSon = await entry(bhavesh.id, { name: 'Chhotu', relation_id: 'son', member_from_id: b.id, side: 'other', parent_id: b.id });
  const aInB = await entry(bhavesh.id, { name: 'Aarav bhaiya', relation_id: 'paternal-cousin-brother', member_from_id: b.id, linked_user_id: aarav.id });
  const s = await ensureSelfEntry(t.deps, stranger.id);
  await entry(stranger.id, { name: 'Aarav Test', relation_id: 'elder-brother', member_from_id: s.id });
  return { aarav, bhavesh, stranger, e: { a, gf, gm, father, mother, chacha, cousin, b, bFather, bWife, bSon, aInB } };
}

const names = (g: FamilyGraph, keys: Iterable<PersonKey>) => [...keys].map((k) => String(g.persons.get(k)?.name)).sort();

describe('loadFamilyGraph', () => {
  it('joins two linked lists into one graph: each member appears once, named from their account', async () => {
    const { aarav, bhavesh, stranger, e } = await twoLinkedLists();
    const g = await loadFamilyGraph(t.deps, aarav.id);
    expect(new Set(g.ownerIds)).toEqual(new Set([aarav.id, bhavesh.id]));
    expect(g.truncated).toBe(false);
    const me = g.persons.get(g.selfKey(aarav.id))!;
    // Aarav's self entry and Bhavesh's entry for him are one person with the account's details.
    expect(me.entryIds.sort()).toEqual([e.a.id, e.aInB.id].sort());
    expect(me).toMatchObject({ name: 'Aarav Test', gender: 'male', dob: '1994-02-01', userId: aarav.id });
    expect(g.entryPerson(e.cousin.id)?.key).toBe(`u:${bhavesh.id}`);
    expect(g.entryPerson(e.cousin.id)?.name).toBe('Bhavesh Test');
    expect([...g.persons.values()].filter((p) => p.userId === aarav.id)).toHaveLength(1);
    expect([...g.persons.values()].some((p) => p.userId === stranger.id)).toBe(false);
    // Parents: the father entry is Aarav's father, with his one spouse the mother; the grandfather's spouse is the other grandparent.
    expect(names(g, me.parents.map((p) => p.key))).toEqual(['Mummy', 'Papa']);
    expect(names(g, g.entryPerson(e.father.id)!.parents.map((p) => p.key))).toEqual(['Dadaji', 'Dadiji']);
    // Bhavesh has one father: the 'Papa ji' of his own list and Aarav's 'Chacha' are one person (decision 0722,
    // identity), named as the list the graph is loaded around writes him.
    const bhaveshPerson = g.persons.get(`u:${bhavesh.id}`)!;
    expect(names(g, bhaveshPerson.parents.map((p) => p.key))).toEqual(['Chacha']);
    expect(g.entryPerson(e.chacha.id)).toBe(g.entryPerson(e.bFather.id));
    expect(g.entryPerson(e.chacha.id)).toMatchObject({ dob: '1968-01-01', entryIds: [e.chacha.id, e.bFather.id] });
    expect(names(g, bhaveshPerson.spouses)).toEqual(['Bhabhi']);
    expect(names(g, bhaveshPerson.children)).toEqual(['Chhotu']);
    expect(g.entryPerson(e.bWife.id)?.gender).toBe('female');

    // The same persons from the other side, named as Bhavesh wrote them.
    const fromB = await loadFamilyGraph(t.deps, bhavesh.id);
    expect(fromB.persons.size).toBe(g.persons.size);
    expect(fromB.entryPerson(e.chacha.id)!.name).toBe('Papa ji');
    expect(names(fromB, fromB.persons.get(`u:${bhavesh.id}`)!.parents.map((p) => p.key))).toEqual(['Papa ji']);
  });

  it('gives the same kinship answers as the pure graph, and member ids for family finding', async () => {
    const { aarav, bhavesh, e } = await twoLinkedLists();
    const g = await loadFamilyGraph(t.deps, aarav.id);
    const a = g.selfKey(aarav.id);
    const b = g.selfKey(bhavesh.id);
    const son = g.entryPerson(e.bSon.id)!.key;
    expect(relatedWithin(g, a, b, { father: 3, mother: 3 }).related).toBe(true);
    expect(relatedWithin(g, a, b, { father: 2, mother: 3 }).related).toBe(false);
    // Bhavesh's son reaches the grandfather at generation 4.
    expect(relatedWithin(g, a, son, { father: 3, mother: 3 }).related).toBe(false);
    expect(relatedWithin(g, a, son, { father: 4, mother: 1 }).related).toBe(true);
    expect(relativesWithin(g, a, { father: 3, mother: 3 }).has(g.entryPerson(e.bWife.id)!.key)).toBe(false);

    expect(await relativeUserIds(t.deps, aarav.id, { father: 3, mother: 3 })).toEqual(new Set([bhavesh.id]));
    expect(await relativeUserIds(t.deps, aarav.id, { father: 2, mother: 3 })).toEqual(new Set());
    // By an entry id of another list: the cousin entry in Aarav's list is Bhavesh.
    expect(await relativeUserIds(t.deps, e.cousin.id, { father: 3, mother: 3 })).toEqual(new Set([aarav.id]));
    // An unlinked entry: Bhavesh's son; his relatives among members at f = 4.
    expect(await relativeUserIds(t.deps, e.bSon.id, { father: 4, mother: 3 })).toEqual(new Set([aarav.id, bhavesh.id]));
  });

  it('names the path between two persons in primitive steps, elder and younger from the dobs', async () => {
    const { aarav, bhavesh, e } = await twoLinkedLists();
    const g = await loadFamilyGraph(t.deps, aarav.id);
    const path = relationPath(g, g.selfKey(aarav.id), g.selfKey(bhavesh.id))!;
    expect(path.map((s) => s.kind)).toEqual(['father', 'younger-brother', 'son']);
    expect(relationPath(g, g.selfKey(bhavesh.id), g.entryPerson(e.gm.id)!.key)!.map((s) => s.kind)).toEqual(['father', 'mother']);
    expect(relationPath(g, g.selfKey(aarav.id), g.entryPerson(e.bWife.id)!.key)!.map((s) => s.kind)).toEqual(['father', 'younger-brother', 'son', 'wife']);
    expect(relationPath(g, g.selfKey(aarav.id), g.selfKey(aarav.id))).toEqual([]);
  });

  it('stops at maxOwners and says so; a pending link (no linked_user_id) joins nothing', async () => {
    const { aarav, stranger } = await twoLinkedLists();
    const g = await loadFamilyGraph(t.deps, aarav.id, { maxOwners: 1 });
    expect(g.ownerIds).toEqual([aarav.id]);
    expect(g.truncated).toBe(true);
    const s = await loadFamilyGraph(t.deps, stranger.id);
    expect(s.ownerIds).toEqual([stranger.id]);
    expect(s.persons.size).toBe(2);
  });

  it('a member without a list is a graph of one', async () => {
    const loner = await registerMember(t, { gender: 'female', name: 'Loner' });
    const g = await loadFamilyGraph(t.deps, loner.id);
    expect([...g.persons.values()].map((p) => p.name)).toEqual(['Loner']);
    expect(relativesWithin(g, g.selfKey(loner.id), { father: 6, mother: 6 }).size).toBe(0);
  });
});

describe('buildFamilyGraph', () => {
  const row = (id: string, relation_id: string, more: Partial<GraphEntry> = {}): GraphEntry => ({
    id, owner_id: 'u1', name: id, relation_id, member_from_id: relation_id === 'self' ? null : 'me', parent_id: null, spouse_id: null,
    parent_kind: 'birth', dob: null, linked_user_id: relation_id === 'self' ? 'u1' : null, ...more,
  });

  it('reads parents from the relations where the list set no parent_id, never against one it set', () => {
    const g = buildFamilyGraph([
      row('me', 'self'),
      row('dad', 'father'),
      row('mom', 'mother'),
      row('dada', 'paternal-grandfather'),
      row('dadi', 'paternal-grandmother', { spouse_id: 'dada' }),
      row('nana', 'maternal-grandfather'),
      row('pardada', 'paternal-great-grandfather'),
      row('bro', 'elder-brother'),
      row('son', 'son'),
      row('wife', 'wife', { spouse_id: 'me' }),
      row('adopted', 'daughter', { parent_id: 'wife', parent_kind: 'adoptive' }),
    ], [{ id: 'u1', name: 'Me', gender: 'male', dob: null }]);
    const parents = (id: string) => g.entryPerson(id)!.parents.map((p) => `${p.key.slice(2)}:${p.kind}`).sort();
    expect(parents('me')).toEqual(['dad:birth', 'mom:birth']);
    expect(parents('dad')).toEqual(['dada:birth', 'dadi:birth']);
    expect(parents('mom')).toEqual(['nana:birth']);
    expect(parents('dada')).toEqual(['pardada:birth']);
    expect(parents('bro')).toEqual(['dad:birth', 'mom:birth']);
    // The son's other parent is the member's one wife.
    expect(parents('son')).toEqual(['u1:birth', 'wife:birth']);
    expect(parents('adopted')).toEqual(['u1:adoptive', 'wife:adoptive']);
    expect(g.persons.get('u:u1')!.spouses).toEqual(['e:wife']);
    expect(relationPath(g, 'u:u1', 'e:pardada')!.map((s) => s.kind)).toEqual(['father', 'father', 'father']);
  });
});
