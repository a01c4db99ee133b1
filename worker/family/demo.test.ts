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
import { call, createTestApp, type TestApp } from '../test/harness';
import { signIn } from '../test/factories';
import { seedDemoFamilies } from './demo';

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
    const shown = await call(t, 'GET', `/api/user/showMembers/${aarav.id}`, { token });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBeNull();
    const childrens = shown.body.childrens as FamilyFindingMember[];
    const open = childrens.filter((c) => !c.blocked);
    expect(open.map((c) => c.gender).sort()).toEqual(['female', 'male']);
    expect(childrens.some((c) => c.blocked === FAMILY_FINDING_TEXT.memberMinor)).toBe(true);

    const brother = open.find((c) => c.gender === 'male')!;
    const at3 = await call(t, 'POST', `/api/match/getChildrenMatches/${brother._id}`, { token, body: { fatherGen: 3, motherGen: 3 } });
    expect(at3.status).toBe(200);
    expect(at3.body.data.leftOut.relatives).toBeGreaterThanOrEqual(2);
    const at4 = await call(t, 'POST', `/api/match/getChildrenMatches/${brother._id}`, { token, body: { fatherGen: 4, motherGen: 3 } });
    expect(at4.body.data.leftOut.relatives).toBeGreaterThan(at3.body.data.leftOut.relatives);
    const sister = open.find((c) => c.gender === 'female')!;
    const forSister = await call(t, 'POST', `/api/match/getChildrenMatches/${sister._id}`, { token, body: {} });
    expect(forSister.body.data.leftOut.relatives).toBeGreaterThanOrEqual(1);

    const treeRequests = await db.selectFrom('member_requests').select('id').where('type', '=', 'tree').where('to_user_id', '=', aarav.id).where('status', '=', 'pending').execute();
    expect(treeRequests.length).toBeGreaterThanOrEqual(3);
    const link = await db.selectFrom('family_link_requests').select('status').where('user_id', '=', aarav.id).execute();
    expect(link.map((l) => l.status)).toContain('pending');
  });
});
