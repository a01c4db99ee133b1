import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { FamilyLinkRequestsTable, FamilyMembersTable } from '../db/tables/family';
import type { MemberRequestsTable } from '../db/tables/social';
import { newId } from '../ids';
import { COMMUNITIES, DEMO_EMAIL_DOMAIN, type Community } from '../seed/demo-people';
import { seededRandom } from '../seed/random';
import { README_ACCOUNT } from '../social/demo';
import { FamilyGrower, ListWriter, writeList, yearsBefore, type ClanPerson, type DemoMember } from './demo-clan';
import { NamePool, firstNameOf, fullName, surnameOf } from './demo-names';
import { rowChunks } from '../db/chunks';

/**
 * The family-tree part of the demo community (docs/decisions/0774). Most demo members get a
 * tree of five generations on the father's side and four on the mother's: great-grandparents,
 * grandparents, parents, uncles and aunts with spouses, brothers, sisters and cousins, and the
 * children of elder siblings. Lists are read from shared families (demo-clan.ts), so members of
 * one family (cousins who are both demo members) have lists that agree and are linked both ways.
 * Names fit the family: first names do not repeat within a family, the patriline carries the
 * family surname, women who married in keep their own. The README account's cousins are demo
 * members of his community whose surnames fit where they stand (his father's family, his
 * mother's brother's, his aunts' husbands'), of the other gender to his brother and sisters, so
 * /familyFinding visibly leaves relatives out; he also has pending tree view requests and a
 * pending link request to answer.
 * Deterministic (a seeded generator, members in e-mail order) and skipped once any demo member
 * has a relative in their list.
 */
const YEAR = 365.25 * 24 * 3600 * 1000;
const isoYearsBefore = yearsBefore;

export async function seedDemoFamilies(database: Database, now: number): Promise<void> {
  const { db } = database;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .leftJoin('mother_tongues as t', 't.id', 'u.mother_tongue_id')
    .select(['u.id', 'u.email', 'u.name', 'u.gender', 'u.dob', 'u.status', 't.code', 's.match_enabled', 's.profile_visibility'])
    .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('u.role', '=', 2)
    .orderBy('u.email')
    .execute();
  if (rows.length < 20) return;
  const ids = rows.map((r) => r.id);
  const done = await db.selectFrom('family_members').select('id').where('owner_id', 'in', ids.slice(0, 90)).where('relation_id', '!=', 'self').limit(1).executeTakeFirst();
  if (done) return;
  const aaravRow = rows.find((r) => r.email === README_ACCOUNT);
  if (!aaravRow) return;
  const blocks = await db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).where((eb) => eb.or([eb('blocker_id', '=', aaravRow.id), eb('blocked_id', '=', aaravRow.id)])).execute();
  const blockedWithAarav = new Set(blocks.flatMap((b) => [b.blocker_id, b.blocked_id]));
  // Two members with an interest between them are never drawn into one family (issue 22 §4):
  // relatives could not marry, and the demo would show an interest the product refuses.
  const interests = await db.selectFrom('member_requests').select(['from_user_id', 'to_user_id']).where('type', '=', 'interest').execute();
  const interestPairs = new Set(interests.flatMap((r) => [`${r.from_user_id}|${r.to_user_id}`, `${r.to_user_id}|${r.from_user_id}`]));
  const interestWithAny = (x: { id: string }, family: Array<{ id: string }>) => family.some((y) => interestPairs.has(`${x.id}|${y.id}`));
  const adultBorn = isoYearsBefore(new Date(now).toISOString().slice(0, 10), 18);
  const members: DemoMember[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    gender: r.gender,
    dob: r.dob,
    tongue: r.code,
    eligible: r.status === 'active' && r.match_enabled !== 0 && r.profile_visibility !== 'hidden' && !!r.dob && r.dob <= adultBorn && !blockedWithAarav.has(r.id),
  }));
  const community = (m: DemoMember): Community => {
    // Two communities share Malayalam and two Gujarati: the member's names tell which.
    const ofTongue = COMMUNITIES.filter((c) => c.motherTongue === m.tongue);
    const first = firstNameOf(m.name);
    return ofTongue.find((c) => c.male.includes(first) || c.female.includes(first)) ?? ofTongue.find((c) => c.surnames.includes(surnameOf(m.name))) ?? ofTongue[0] ?? COMMUNITIES[0]!;
  };
  const rnd = seededRandom(5_2026_0777);

  // Self entries: the ones members already have are kept (ensureSelfEntry's shape otherwise).
  const selves = new Map((await db.selectFrom('family_members').select(['id', 'owner_id']).where('owner_id', 'in', ids).where('relation_id', '=', 'self').execute()).map((r) => [r.owner_id, r.id]));
  const newSelves: Insertable<FamilyMembersTable>[] = [];
  const writerFor = (m: DemoMember) => {
    let selfId = selves.get(m.id);
    if (!selfId) {
      selfId = newId();
      selves.set(m.id, selfId);
      newSelves.push({ id: selfId, owner_id: m.id, name: m.name.slice(0, 30), relation_id: 'self', side: 'self', member_from_id: null, parent_id: null, spouse_id: null, parent_kind: 'birth', dob: m.dob, linked_user_id: m.id, created_at: now, updated_at: now });
    }
    return new ListWriter(m.id, selfId, now);
  };
  const writers: ListWriter[] = [];
  const used = new Set<string>();
  const dobOf = (m: DemoMember) => m.dob ?? adultBorn;
  const within = (a: DemoMember, b: DemoMember, years: number) => Math.abs(Date.parse(dobOf(a)) - Date.parse(dobOf(b))) <= years * YEAR;
  /** Writes the list of every demo member among `leaves`, read from their families. */
  const writeMembers = (g: FamilyGrower, leaves: ClanPerson[]) => {
    for (const leaf of leaves) g.complete(leaf);
    for (const leaf of leaves) {
      const w = writerFor(leaf.member!);
      writeList(w, leaf);
      writers.push(w);
      used.add(leaf.member!.id);
    }
  };

  // 1. The README account's family: a brother and sisters to search for, cousins who are demo members.
  const aarav = members.find((m) => m.id === aaravRow.id)!;
  const c0 = community(aarav);
  const surname = surnameOf(aarav.name);
  const g0 = new FamilyGrower(rnd, new NamePool(rnd, c0), now);
  used.add(aarav.id);
  // His cousins: eligible members of his community near his age, distinct first names, grouped by surname.
  const candidates = members.filter((x) => !used.has(x.id) && x.eligible && community(x) === c0 && within(x, aarav, 8) && !interestWithAny(x, [aarav]));
  const chosen: DemoMember[] = [];
  const choose = (x: DemoMember) => {
    if (chosen.length >= 8 || firstNameOf(x.name) === firstNameOf(aarav.name) || chosen.some((y) => firstNameOf(y.name) === firstNameOf(x.name))) return false;
    if (interestWithAny(x, [aarav, ...chosen])) return false;
    chosen.push(x);
    used.add(x.id);
    return true;
  };
  const bySurname = new Map<string, DemoMember[]>();
  for (const x of candidates) bySurname.set(surnameOf(x.name), [...(bySurname.get(surnameOf(x.name)) ?? []), x]);
  const own = (bySurname.get(surname) ?? []).filter((x) => x.gender === 'male' || bySurname.get(surname)!.length > 1).slice(0, 2).filter(choose);
  const others = [...bySurname.entries()].filter(([s]) => s !== surname).sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const [mamaKids, mausiKids, buaKids] = [0, 1, 2].map((k) => (others[k]?.[1] ?? []).slice(0, 2).filter(choose));
  // A second cousin: a granddaughter of his grandfather's younger brother (through a son when she is of his family).
  const takenFirst = new Set([aarav, ...chosen].map((x) => firstNameOf(x.name)));
  const takenFamilies = new Set(chosen.map((x) => surnameOf(x.name)));
  const secondChoices = members.filter((x) => !used.has(x.id) && x.eligible && x.gender === 'female' && community(x) === c0 && within(x, aarav, 10) && !takenFirst.has(firstNameOf(x.name)) && !interestWithAny(x, [aarav, ...chosen]));
  const second =
    secondChoices.find((x) => surnameOf(x.name) === surname) ?? secondChoices.find((x) => !takenFamilies.has(surnameOf(x.name))) ?? secondChoices[0];
  if (second) used.add(second.id);

  const me = g0.memberPerson(aarav, surname);
  const leaves = chosen.map((x) => g0.memberPerson(x, surnameOf(x.name)));
  const secondLeaf = second ? g0.memberPerson(second, surnameOf(second.name)) : undefined;
  const father = g0.parentsFor(me, mamaKids?.length ? surnameOf(mamaKids[0]!.name) : undefined);
  const aaravAge = (now - Date.parse(dobOf(aarav))) / YEAR;
  const ownTwo = aaravAge >= 27 ? [-3, -5] : [3, 2]; // younger siblings when he is old enough, else elder ones
  g0.child(father, g0.person('male', surname, isoYearsBefore(dobOf(aarav), ownTwo[0]!)));
  g0.child(father, g0.person('female', surname, isoYearsBefore(dobOf(aarav), ownTwo[1]!)));
  g0.child(father, g0.person('female', surname, isoYearsBefore(new Date(now).toISOString().slice(0, 10), 16)));
  g0.lineAbove(father);
  g0.familyOf(father.spouse!);
  const gf = father.father!;
  const mgf = father.spouse!.father!;
  const leafOf = (list: DemoMember[] | undefined) => leaves.filter((l) => list?.some((x) => x.id === l.member!.id));
  const ownLeaves = leafOf(own);
  if (ownLeaves.length) g0.childFor(gf, 'male', ownLeaves);
  const buaLeaves = leafOf(buaKids);
  if (buaLeaves.length) g0.childFor(gf, 'female', buaLeaves, surnameOf(buaLeaves[0]!.name));
  const mamaLeaves = leafOf(mamaKids);
  if (mamaLeaves.length) g0.childFor(mgf, 'male', mamaLeaves);
  const mausiLeaves = leafOf(mausiKids);
  if (mausiLeaves.length) g0.childFor(mgf, 'female', mausiLeaves, surnameOf(mausiLeaves[0]!.name));
  if (secondLeaf) {
    const ofFamily = secondLeaf.family === surname;
    const parentDob = isoYearsBefore(secondLeaf.dob, 27);
    const brother = g0.child(gf.father!, g0.person('male', surname, isoYearsBefore(parentDob, 27)));
    g0.marry(brother);
    const parent = g0.child(brother, g0.person(ofFamily ? 'male' : 'female', surname, parentDob));
    g0.marry(parent, ofFamily ? undefined : secondLeaf.family);
    g0.child(parent, secondLeaf);
  }
  const cousins = chosen;
  writeMembers(g0, [me, ...leaves, ...(secondLeaf ? [secondLeaf] : [])]);

  // 2. Other cousins who are both demo members: pairs of the same community and surname share a family.
  const pairs: Array<[DemoMember, DemoMember]> = [];
  for (let i = 0; i < members.length && pairs.length < 10; i++) {
    const a = members[i]!;
    if (used.has(a.id) || !a.dob) continue;
    const b = members.find(
      (x) => x !== a && !used.has(x.id) && !!x.dob && community(x) === community(a) && surnameOf(x.name) === surnameOf(a.name) && firstNameOf(x.name) !== firstNameOf(a.name) && within(a, x, 6) && !interestWithAny(x, [a]),
    );
    if (!b) continue;
    used.add(a.id).add(b.id);
    pairs.push([a, b]);
  }
  for (const [a, b] of pairs) {
    const g = new FamilyGrower(rnd, new NamePool(rnd, community(a)), now);
    const la = g.memberPerson(a, surnameOf(a.name));
    const lb = g.memberPerson(b, surnameOf(b.name));
    g.complete(la);
    g.childFor(la.father!.father!, 'male', [lb]);
    writeMembers(g, [la, lb]);
  }

  // 3. Trees for most other members (four in five), on their own.
  members.forEach((m, i) => {
    if (used.has(m.id) || i % 5 === 4 || !m.dob) return;
    const g = new FamilyGrower(rnd, new NamePool(rnd, community(m)), now);
    writeMembers(g, [g.memberPerson(m, surnameOf(m.name))]);
  });

  // 4. A pending link request for the README account: a member near his age whose list says
  // his mother's sister married Aarav's father, so Aarav is that member's cousin (to be checked).
  const linkRequests: Insertable<FamilyLinkRequestsTable>[] = [];
  const claimant = writers.find((w) => {
    const m = members.find((x) => x.id === w.owner);
    return !!m && !cousins.some((x) => x.id === m.id) && m.id !== second?.id && m.id !== aarav.id && community(m) === c0 && within(m, aarav, 8) && !interestWithAny(m, [aarav, ...cousins]);
  });
  const mgfRow = claimant?.rows.find((r) => r.relation_id === 'maternal-grandfather');
  if (claimant && mgfRow) {
    const mother = father.spouse!;
    const mausi = claimant.add('mother-sister', fullName(firstNameOf(mother.name), surnameOf(mgfRow.name)), { dob: mother.dob, parent: mgfRow.id });
    claimant.add('mother-sister-husband', father.name, { dob: father.dob, spouse: mausi });
    const entry = claimant.add('maternal-cousin-brother', aarav.name, { dob: aarav.dob, parent: mausi });
    linkRequests.push({ id: newId(), member_id: entry, requester_id: claimant.owner, user_id: aarav.id, status: 'pending', created_at: now - 5 * 3600 * 1000, updated_at: now - 5 * 3600 * 1000 });
  }

  // 5. Tree view requests: three pending for the README account, one he sent, and cousins who see each other's trees.
  const existing = await db.selectFrom('member_requests').select(['from_user_id', 'to_user_id']).where('type', '=', 'tree').execute();
  const taken = new Set(existing.map((r) => `${r.from_user_id}|${r.to_user_id}`));
  const requests: Insertable<MemberRequestsTable>[] = [];
  const request = (from: string, to: string, status: 'pending' | 'accepted', hoursAgo: number) => {
    if (from === to || taken.has(`${from}|${to}`)) return;
    taken.add(`${from}|${to}`);
    const at = now - hoursAgo * 3600 * 1000;
    requests.push({ id: newId(), from_user_id: from, to_user_id: to, type: 'tree', status, created_at: at, updated_at: at });
  };
  const strangers = members.filter((m) => m.id !== aarav.id && m.eligible && !cousins.some((x) => x.id === m.id));
  strangers.slice(3, 6).forEach((m, k) => request(m.id, aarav.id, 'pending', 2 + k * 7));
  if (strangers[7]) request(aarav.id, strangers[7].id, 'pending', 30);
  for (const x of cousins) {
    request(aarav.id, x.id, 'accepted', 300);
    request(x.id, aarav.id, 'accepted', 290);
  }
  for (const [a, b] of pairs.slice(0, 4)) {
    request(a.id, b.id, 'accepted', 200);
    request(b.id, a.id, 'pending', 20);
  }

  // Foreign keys are checked at the end of each statement: every row after the rows it names.
  const all = referencedFirst([...newSelves, ...writers.flatMap((w) => w.rows)]);
  await database.batch([
    ...rowChunks(all).map((part) => db.insertInto('family_members').values(part)),
    ...rowChunks(linkRequests).map((part) => db.insertInto('family_link_requests').values(part)),
    ...rowChunks(requests).map((part) => db.insertInto('member_requests').values(part)),
  ]);
}

/** The rows in an order where parent, spouse and member-from rows come before the rows naming them. */
function referencedFirst(rows: Insertable<FamilyMembersTable>[]): Insertable<FamilyMembersTable>[] {
  const pending = new Map(rows.map((r) => [r.id, r]));
  const out: Insertable<FamilyMembersTable>[] = [];
  const visit = (r: Insertable<FamilyMembersTable>) => {
    if (!pending.delete(r.id)) return;
    for (const ref of [r.member_from_id, r.parent_id, r.spouse_id]) {
      const dep = ref ? pending.get(ref) : undefined;
      if (dep) visit(dep);
    }
    out.push(r);
  };
  for (const r of rows) visit(r);
  return out;
}

