import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_FINDING_TEXT, type FamilyFindingMember } from '../../contract/family-finding';
import { seedDemoMembership } from '../membership/demo';
import { seedDemoPreferences } from '../preferences/demo';
import { seedDemoProfile } from '../profile/demo';
import { seedDemoRequests } from '../requests/demo';
import { seedDemoCommunity } from '../seed/demo';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { seedDemoSettings } from '../settings/demo';
import { README_ACCOUNT, seedDemoSocial } from '../social/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { signIn } from '../test/factories';
import { seedDemoFamilies } from './demo';
import { RELATIONS } from '../reference/catalogue/relations';
import type { RelationId } from '../../contract/reference';

const YEAR = 365.25 * 24 * 3600 * 1000;
const GENERATION = new Map<string, number>(RELATIONS.map((r) => [r._id, r.generation]));
const SIBLING: RelationId[] = ['elder-brother', 'younger-brother', 'elder-sister', 'younger-sister'];
/** Whose child each relation of the catalogue is, as the member's own relation to that parent. */
const PARENT_OF: Partial<Record<RelationId, RelationId[]>> = {
  father: ['paternal-grandfather', 'paternal-grandmother'],
  mother: ['maternal-grandfather', 'maternal-grandmother'],
  'paternal-grandfather': ['paternal-great-grandfather', 'paternal-great-grandmother'],
  'maternal-grandfather': ['maternal-great-grandfather', 'maternal-great-grandmother'],
  ...Object.fromEntries(SIBLING.map((r) => [r, ['father', 'mother']])),
  ...Object.fromEntries(['father-elder-brother', 'father-younger-brother', 'father-sister'].map((r) => [r, ['paternal-grandfather', 'paternal-grandmother']])),
  ...Object.fromEntries(['mother-brother', 'mother-sister'].map((r) => [r, ['maternal-grandfather', 'maternal-grandmother']])),
  ...Object.fromEntries(
    ['paternal-cousin-brother', 'paternal-cousin-sister'].map((r) => [
      r,
      ['father-elder-brother', 'father-younger-brother', 'father-sister', 'father-elder-brother-wife', 'father-younger-brother-wife', 'father-sister-husband'],
    ]),
  ),
  ...Object.fromEntries(['maternal-cousin-brother', 'maternal-cousin-sister'].map((r) => [r, ['mother-brother', 'mother-sister', 'mother-brother-wife', 'mother-sister-husband']])),
  ...Object.fromEntries(['brother-son', 'brother-daughter'].map((r) => [r, ['elder-brother', 'younger-brother', 'brother-wife']])),
  ...Object.fromEntries(['sister-son', 'sister-daughter'].map((r) => [r, ['elder-sister', 'younger-sister', 'sister-husband']])),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.deps.now();
  const database = t.deps.database;
  await seedDemoCommunity(database, 1024, now);
  for (const step of [seedDemoProfile, seedDemoSettings, seedDemoSocial, seedDemoPreferences, seedDemoRequests, seedDemoMembership]) await step(database, now);
}, 120_000);
afterAll(() => t.close());

const count = async (table: 'family_members' | 'family_link_requests' | 'member_requests') =>
  Number((await t.deps.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('seedDemoFamilies', () => {
  it('gives most demo members a tree of up to five generations, quickly and once', async () => {
    const started = Date.now();
    await seedDemoFamilies(t.deps.database, t.deps.now());
    expect(Date.now() - started).toBeLessThan(5000);
    const { db } = t.deps.database;
    const owners = await db.selectFrom('family_members').select('owner_id').distinct().where('relation_id', '!=', 'self').execute();
    expect(owners.length).toBeGreaterThan(150);
    const relations = new Set((await db.selectFrom('family_members').select('relation_id').distinct().execute()).map((r) => r.relation_id));
    for (const r of ['paternal-great-grandfather', 'paternal-grandfather', 'maternal-grandmother', 'father', 'father-younger-brother', 'paternal-cousin-sister', 'maternal-cousin-brother', 'brother-son'])
      expect(relations).toContain(r);
    // Every row's chain, parent and spouse stay in its own list.
    const rows = await db.selectFrom('family_members').select(['id', 'owner_id', 'member_from_id', 'parent_id', 'spouse_id']).execute();
    const ownerOf = new Map(rows.map((r) => [r.id, r.owner_id]));
    for (const r of rows) for (const ref of [r.member_from_id, r.parent_id, r.spouse_id]) if (ref) expect(ownerOf.get(ref)).toBe(r.owner_id);

    const before = { members: await count('family_members'), links: await count('family_link_requests'), requests: await count('member_requests') };
    await seedDemoFamilies(t.deps.database, t.deps.now());
    expect({ members: await count('family_members'), links: await count('family_link_requests'), requests: await count('member_requests') }).toEqual(before);
  });

  it('writes lists whose relations agree with parents, spouses and dates of birth, with names that fit', async () => {
    const { db } = t.deps.database;
    const rows = await db.selectFrom('family_members').select(['id', 'owner_id', 'name', 'relation_id', 'member_from_id', 'parent_id', 'spouse_id', 'dob', 'linked_user_id']).execute();
    const names = new Map((await db.selectFrom('users').select(['id', 'name']).execute()).map((u) => [u.id, u.name]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const lists = new Map<string, typeof rows>();
    for (const r of rows) lists.set(r.owner_id, [...(lists.get(r.owner_id) ?? []), r]);
    const problems: string[] = [];
    const years = (older: string, younger: string) => (Date.parse(younger) - Date.parse(older)) / YEAR;
    for (const [owner, list] of lists) {
      if (list.length < 2) continue;
      const self = list.find((r) => r.relation_id === 'self')!;
      // Generations above the member (negative below), summed along the chain of relatives.
      const gen = (r: (typeof rows)[number]): number => (r.relation_id === 'self' ? 0 : gen(byId.get(r.member_from_id!)!) + GENERATION.get(r.relation_id)!);
      const seen = new Set<string>();
      for (const r of list) {
        const say = (what: string) => problems.push(`${names.get(owner)}: ${r.relation_id} ${r.name} ${what}`);
        if (seen.has(r.name)) say('shares a full name with another entry');
        seen.add(r.name);
        if (r.linked_user_id && r.name !== names.get(r.linked_user_id)) say(`is linked to ${names.get(r.linked_user_id)}`);
        if (r === self) continue;
        const g = gen(r);
        if (r.dob && self.dob) {
          const older = years(r.dob, self.dob);
          // A youngest uncle's wife can be a dozen years older than her nephew; a parent is 15 to 60 years older (below).
          if (g === 0 ? Math.abs(older) > 25 : g > 0 ? older < 10 * g || older > 60 * g : older > 10 * g || older < 60 * g) say(`is ${older.toFixed(0)} years older than the member at generation ${g}`);
        }
        const parent = r.parent_id ? byId.get(r.parent_id)! : undefined;
        if (parent) {
          if (gen(parent) !== g + 1) say(`has a parent at generation ${gen(parent)}`);
          if (parent.dob && r.dob && (years(parent.dob, r.dob) < 15 || years(parent.dob, r.dob) > 60)) say(`is born ${years(parent.dob, r.dob).toFixed(0)} years after the parent`);
        }
        const spouse = r.spouse_id ? byId.get(r.spouse_id)! : undefined;
        if (spouse && (gen(spouse) !== g || (spouse.dob && r.dob && Math.abs(years(spouse.dob, r.dob)) > 15))) say('has a spouse of another generation');
        const from = byId.get(r.member_from_id!)!;
        if (from === self) {
          const expected = PARENT_OF[r.relation_id];
          if (expected && parent && !expected.includes(parent.relation_id)) say(`has the parent ${parent.relation_id}`);
        } else if (r.relation_id === 'son' || r.relation_id === 'daughter') {
          if (parent !== from && parent?.id !== from.spouse_id) say('is not the child of the relative it is added from');
        } else if (SIBLING.includes(r.relation_id) && from.parent_id && r.parent_id !== from.parent_id) say('has another parent than its sibling');
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('links cousins who are both demo members both ways', async () => {
    const { db } = t.deps.database;
    const links = await db.selectFrom('family_members').select(['owner_id', 'linked_user_id']).where('relation_id', '!=', 'self').where('linked_user_id', 'is not', null).execute();
    expect(links.length).toBeGreaterThanOrEqual(10);
    const pairs = new Set(links.map((l) => `${l.owner_id}|${l.linked_user_id}`));
    for (const l of links) expect(pairs.has(`${l.linked_user_id}|${l.owner_id}`)).toBe(true);
  });

  it('gives the README account people to search for, relatives left out, tree view requests and a link request', async () => {
    const { db } = t.deps.database;
    const aarav = await db.selectFrom('users').select('id').where('email', '=', README_ACCOUNT).executeTakeFirstOrThrow();
    const token = await signIn(t, README_ACCOUNT, DEMO_PASSWORD);
    const shown = await answer(api(t, { token }).user.showMembers[':id'].$get({ param: { id: aarav.id } }));
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBeNull();
    const childrens = shown.body.childrens as FamilyFindingMember[];
    const open = childrens.filter((c) => !c.blocked);
    expect(open.map((c) => String(c.gender)).sort()).toEqual(['female', 'male']);
    expect(childrens.some((c) => c.blocked === FAMILY_FINDING_TEXT.memberMinor)).toBe(true);

    const brother = open.find((c) => c.gender === 'male')!;
    const at3 = await answer(api(t, { token }).match.getChildrenMatches[':id'].$post({ param: { id: brother._id }, json: { fatherGen: 3, motherGen: 3 } }));
    expect(at3.status).toBe(200);
    expect(at3.body.data.leftOut.relatives).toBeGreaterThanOrEqual(2);
    const at4 = await answer(api(t, { token }).match.getChildrenMatches[':id'].$post({ param: { id: brother._id }, json: { fatherGen: 4, motherGen: 4 } }));
    expect(at4.body.data.leftOut.relatives).toBeGreaterThan(at3.body.data.leftOut.relatives);
    const sister = open.find((c) => c.gender === 'female')!;
    const forSister = await answer(api(t, { token }).match.getChildrenMatches[':id'].$post({ param: { id: sister._id }, json: { fatherGen: 3, motherGen: 3 } }));
    expect(forSister.body.data.leftOut.relatives).toBeGreaterThanOrEqual(1);

    const treeRequests = await db.selectFrom('member_requests').select('id').where('type', '=', 'tree').where('to_user_id', '=', aarav.id).where('status', '=', 'pending').execute();
    expect(treeRequests.length).toBeGreaterThanOrEqual(3);
    const link = await db.selectFrom('family_link_requests').select('status').where('user_id', '=', aarav.id).execute();
    expect(link.map((l) => l.status)).toContain('pending');
  });
});
