import type { Insertable } from 'kysely';
import type { RelationId } from '../../contract/reference';
import type { Database } from '../db/database';
import type { FamilyLinkRequestsTable, FamilyMembersTable } from '../db/tables/family';
import type { MemberRequestsTable } from '../db/tables/social';
import { newId } from '../ids';
import { RELATIONS } from '../reference/catalogue/relations';
import { COMMUNITIES, DEMO_EMAIL_DOMAIN, type Community } from '../seed/demo-people';
import { pickWith as pick, seededRandom } from '../seed/random';
import { README_ACCOUNT } from '../social/demo';

/**
 * The family-tree part of the demo community (docs/decisions/0774). Most demo members get a
 * tree of five generations: paternal great-grandparents, both sets of grandparents, parents,
 * uncles and aunts, brothers, sisters and cousins, and the children of elder siblings.
 * A member's father's family is a "clan" (a great-grandfather and his descendants) from which
 * the tree is read from that member's place; members who share a clan (cousins who are both
 * demo members) have their trees read from the SAME clan and are linked both ways, so the
 * trees join. The README account's clan has cousins and a second cousin who are demo members
 * of the other gender to his brother and sisters, so /familyFinding visibly leaves relatives
 * out; he also has pending tree view requests and a pending link request to answer.
 * Deterministic (a seeded generator, members in e-mail order) and skipped once any demo member
 * has a relative in their list.
 */
const YEAR = 365.25 * 24 * 3600 * 1000;
const SIDE = new Map(RELATIONS.map((r) => [r._id, r.side]));

interface DemoMember {
  id: string;
  email: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  tongue: string | null;
  eligible: boolean;
}

/** One person of a clan: a man or woman of the line with a spouse, and their children. */
interface ClanPerson {
  name: string;
  gender: 'male' | 'female';
  dob: string;
  /** The demo member this person is. */
  member?: DemoMember;
  spouse?: { name: string; dob: string };
  children: ClanPerson[];
}

const isoYearsBefore = (iso: string, years: number) => new Date(Date.parse(iso) - years * YEAR).toISOString().slice(0, 10);
const surnameOf = (m: DemoMember) => m.name.split(' ').slice(-1)[0] ?? 'Sharma';
const fullName = (first: string, surname: string) => `${first} ${surname}`.slice(0, 30);

/** Writes one member's list: rows with the same shape the family-members API writes. */
class ListWriter {
  readonly rows: Insertable<FamilyMembersTable>[] = [];
  constructor(
    readonly owner: string,
    readonly selfId: string,
    readonly now: number,
  ) {}

  add(relation: RelationId, name: string, o: { dob?: string | null; parent?: string | null; spouse?: string | null; from?: string; linked?: string | null; side?: 'father' | 'mother' | 'other' }): string {
    const id = newId();
    const side = o.side ?? SIDE.get(relation) ?? 'other';
    this.rows.push({
      id,
      owner_id: this.owner,
      name: name.slice(0, 30),
      relation_id: relation,
      side: side === 'self' ? 'other' : side,
      member_from_id: o.from ?? this.selfId,
      parent_id: o.parent ?? null,
      spouse_id: o.spouse ?? null,
      parent_kind: 'birth',
      dob: o.dob ?? null,
      linked_user_id: o.linked ?? null,
      created_at: this.now,
      updated_at: this.now,
    });
    return id;
  }
}

/** The relation of a sibling (or cousin) by gender and age relative to self. */
const sibling = (p: ClanPerson, selfDob: string | null): RelationId =>
  p.gender === 'male' ? (selfDob && p.dob < selfDob ? 'elder-brother' : 'younger-brother') : selfDob && p.dob < selfDob ? 'elder-sister' : 'younger-sister';

/**
 * Reads a clan (great-grandfather at the root) from the place of `me`, a grandchild of one of
 * the root's sons: every person gets the catalogue relation to self, or a chain from the
 * relative they hang off where the catalogue has none (a grandfather's brother's line).
 */
function writeClan(w: ListWriter, root: ClanPerson, me: ClanPerson, selfDob: string | null): { father: string } {
  const line = pathTo(root, me);
  if (!line || line.length !== 4) throw new Error('demo clan: the member must be a great-grandchild of the root');
  const [, grandfather, father] = line as [ClanPerson, ClanPerson, ClanPerson, ClanPerson];
  const ggf = w.add('paternal-great-grandfather', root.name, { dob: root.dob });
  if (root.spouse) w.add('paternal-great-grandmother', root.spouse.name, { dob: root.spouse.dob, spouse: ggf });
  let fatherId = '';
  for (const gf of root.children) {
    if (gf === grandfather) {
      const gfId = w.add('paternal-grandfather', gf.name, { dob: gf.dob, parent: ggf });
      if (gf.spouse) w.add('paternal-grandmother', gf.spouse.name, { dob: gf.spouse.dob, spouse: gfId });
      for (const f of gf.children) {
        if (f === father) {
          fatherId = w.add('father', f.name, { dob: f.dob, parent: gfId });
          if (f.spouse) w.add('mother', f.spouse.name, { dob: f.spouse.dob, spouse: fatherId });
          for (const s of f.children) {
            if (s === me) continue;
            const sid = w.add(sibling(s, selfDob), s.name, { dob: s.dob, parent: fatherId, linked: s.member?.id });
            for (const k of s.children) {
              const rel: RelationId = s.gender === 'male' ? (k.gender === 'male' ? 'brother-son' : 'brother-daughter') : k.gender === 'male' ? 'sister-son' : 'sister-daughter';
              w.add(rel, k.name, { dob: k.dob, parent: sid, linked: k.member?.id });
            }
          }
          continue;
        }
        const uncle = f.gender === 'male';
        const rel: RelationId = uncle ? (f.dob < father.dob ? 'father-elder-brother' : 'father-younger-brother') : 'father-sister';
        const uid = w.add(rel, f.name, { dob: f.dob, parent: gfId });
        if (f.spouse) {
          const spouseRel: RelationId = uncle ? (rel === 'father-elder-brother' ? 'father-elder-brother-wife' : 'father-younger-brother-wife') : 'father-sister-husband';
          w.add(spouseRel, f.spouse.name, { dob: f.spouse.dob, spouse: uid });
        }
        for (const c of f.children) {
          w.add(c.gender === 'male' ? 'paternal-cousin-brother' : 'paternal-cousin-sister', c.name, { dob: c.dob, parent: uid, linked: c.member?.id });
        }
      }
      continue;
    }
    // A grandfather's brother and his line: chains from the grandfather's entry (no catalogue relation names them).
    const gfEntry = w.rows.find((r) => r.relation_id === 'paternal-grandfather');
    const from = gfEntry?.id ?? w.selfId;
    const brother = w.add(gf.dob < grandfather.dob ? 'elder-brother' : 'younger-brother', gf.name, { dob: gf.dob, parent: ggf, from, side: 'father' });
    if (gf.spouse) w.add('wife', gf.spouse.name, { dob: gf.spouse.dob, spouse: brother, from: brother, side: 'father' });
    for (const c of gf.children) {
      const cid = w.add(c.gender === 'male' ? 'son' : 'daughter', c.name, { dob: c.dob, parent: brother, from: brother, side: 'father' });
      for (const g of c.children) {
        w.add(g.gender === 'male' ? 'son' : 'daughter', g.name, { dob: g.dob, parent: cid, from: cid, side: 'father', linked: g.member?.id });
      }
    }
  }
  return { father: fatherId };
}

function pathTo(from: ClanPerson, target: ClanPerson): ClanPerson[] | null {
  if (from === target) return [from];
  for (const c of from.children) {
    const p = pathTo(c, target);
    if (p) return [from, ...p];
  }
  return null;
}

/** The mother's family: her parents, her brother (with wife and children) and sister. */
function writeMaternal(w: ListWriter, rnd: () => number, c: Community, motherDob: string, motherId: string | undefined, selfDob: string) {
  const surname = pick(rnd, c.surnames);
  const gf = w.add('maternal-grandfather', fullName(pick(rnd, c.male), surname), { dob: isoYearsBefore(motherDob, 27 + Math.floor(rnd() * 5)) });
  w.add('maternal-grandmother', fullName(pick(rnd, c.female), pick(rnd, c.surnames)), { dob: isoYearsBefore(motherDob, 24 + Math.floor(rnd() * 4)), spouse: gf });
  if (motherId) {
    const mother = w.rows.find((r) => r.id === motherId);
    if (mother) mother.parent_id = gf;
  }
  const mama = w.add('mother-brother', fullName(pick(rnd, c.male), surname), { dob: isoYearsBefore(motherDob, 3 - Math.floor(rnd() * 6)), parent: gf });
  w.add('mother-brother-wife', fullName(pick(rnd, c.female), surname), { dob: isoYearsBefore(motherDob, 1), spouse: mama });
  for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) {
    const male = rnd() < 0.5;
    w.add(male ? 'maternal-cousin-brother' : 'maternal-cousin-sister', fullName(pick(rnd, male ? c.male : c.female), surname), {
      dob: isoYearsBefore(selfDob, Math.floor(rnd() * 8) - 4),
      parent: mama,
    });
  }
  if (rnd() < 0.6) w.add('mother-sister', fullName(pick(rnd, c.female), surname), { dob: isoYearsBefore(motherDob, Math.floor(rnd() * 6) - 3), parent: gf });
}

/** A generated clan around `me`: three or four sons of the root's son, cousins, siblings and nieces. */
function makeClan(rnd: () => number, c: Community, me: DemoMember, surname: string, now: number): { root: ClanPerson; leaf: ClanPerson; father: ClanPerson } {
  const selfDob = me.dob ?? isoYearsBefore(new Date(now).toISOString().slice(0, 10), 28);
  const person = (gender: 'male' | 'female', dob: string, married: boolean): ClanPerson => ({
    name: fullName(pick(rnd, gender === 'male' ? c.male : c.female), surname),
    gender,
    dob,
    spouse: married ? { name: fullName(pick(rnd, gender === 'male' ? c.female : c.male), pick(rnd, c.surnames)), dob: isoYearsBefore(dob, gender === 'male' ? -3 : 3) } : undefined,
    children: [],
  });
  const fatherDob = isoYearsBefore(selfDob, 27 + Math.floor(rnd() * 6));
  const gfDob = isoYearsBefore(fatherDob, 26 + Math.floor(rnd() * 6));
  const root = person('male', isoYearsBefore(gfDob, 27 + Math.floor(rnd() * 5)), true);
  const gf = person('male', gfDob, true);
  const father = person('male', fatherDob, true);
  const leaf: ClanPerson = { name: me.name.slice(0, 30), gender: me.gender ?? 'male', dob: selfDob, member: me, children: [] };
  father.children.push(leaf);
  // Brothers and sisters; an elder one old enough has children.
  for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) {
    const s = person(rnd() < 0.5 ? 'male' : 'female', isoYearsBefore(selfDob, Math.floor(rnd() * 10) - 5), false);
    if (Date.parse(s.dob) < now - 29 * YEAR) {
      s.spouse = person(s.gender === 'male' ? 'female' : 'male', s.dob, false);
      s.children.push(person(rnd() < 0.5 ? 'male' : 'female', isoYearsBefore(s.dob, 27), false));
    }
    father.children.push(s);
  }
  gf.children.push(father);
  // The father's brothers and a sister, each with one or two children (paternal cousins).
  for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) {
    const u = person(k === 2 ? 'female' : 'male', isoYearsBefore(fatherDob, Math.floor(rnd() * 12) - 6), true);
    for (let j = 0; j < 1 + Math.floor(rnd() * 2); j++) u.children.push(person(rnd() < 0.5 ? 'male' : 'female', isoYearsBefore(selfDob, Math.floor(rnd() * 10) - 5), false));
    gf.children.push(u);
  }
  root.children.push(gf);
  return { root, leaf, father };
}

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
  const community = (m: DemoMember) => COMMUNITIES.find((c) => c.motherTongue === m.tongue) ?? COMMUNITIES[0]!;
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
  /** Writes the trees of every member of a clan who is a leaf (great-grandchild of the root). */
  const writeMembersOfClan = (root: ClanPerson, c: Community) => {
    const leaves = root.children.flatMap((gf) => gf.children.flatMap((f) => f.children.filter((x) => x.member)));
    for (const leaf of leaves) {
      const m = leaf.member!;
      const w = writerFor(m);
      const { father } = writeClan(w, root, leaf, m.dob);
      const fatherRow = w.rows.find((r) => r.id === father);
      const motherId = w.rows.find((r) => r.relation_id === 'mother')?.id;
      writeMaternal(w, seededRandom(hash(m.email)), c, fatherRow?.dob ? isoYearsBefore(fatherRow.dob, -3) : (m.dob ?? adultBorn), motherId, m.dob ?? adultBorn);
      writers.push(w);
      used.add(m.id);
    }
  };

  // 1. The README account's clan: brother and sisters to search for, cousins who are demo members.
  const aarav = members.find((m) => m.id === aaravRow.id)!;
  const c0 = community(aarav);
  const surname = surnameOf(aarav);
  const { root, father } = makeClan(rnd, c0, aarav, surname, now);
  const aaravAge = (now - Date.parse(aarav.dob ?? adultBorn)) / YEAR;
  const ownTwo = aaravAge >= 27 ? [-3, -5] : [3, 2]; // younger siblings when he is old enough, else elder ones
  father.children.splice(1, father.children.length, ...[
    { name: fullName(c0.male[1] ?? 'Vivaan', surname), gender: 'male' as const, dob: isoYearsBefore(aarav.dob!, ownTwo[0]!), children: [] },
    { name: fullName(c0.female[1] ?? 'Priya', surname), gender: 'female' as const, dob: isoYearsBefore(aarav.dob!, ownTwo[1]!), children: [] },
    { name: fullName(c0.female[2] ?? 'Neha', surname), gender: 'female' as const, dob: isoYearsBefore(new Date(now).toISOString().slice(0, 10), 16), children: [] },
  ]);
  const pickCousin = (gender: 'male' | 'female', sameCommunity: boolean) => {
    const m = members.find((x) => !used.has(x.id) && x.id !== aarav.id && x.gender === gender && x.eligible && (!sameCommunity || x.tongue === aarav.tongue));
    if (m) used.add(m.id);
    return m;
  };
  used.add(aarav.id);
  const asLeaf = (m: DemoMember): ClanPerson => ({ name: m.name.slice(0, 30), gender: m.gender ?? 'female', dob: m.dob!, member: m, children: [] });
  const uncle = root.children[0]!.children.find((f) => f !== father && f.gender === 'male');
  const cousins = [pickCousin('female', true), pickCousin('female', true), pickCousin('male', true)].filter((m): m is DemoMember => !!m);
  if (uncle) uncle.children.push(...cousins.map(asLeaf));
  // A second cousin: the granddaughter of the grandfather's younger brother.
  const second = pickCousin('female', false);
  if (second) {
    const gfBrother: ClanPerson = {
      name: fullName(c0.male[3] ?? 'Rohit', surname),
      gender: 'male',
      dob: isoYearsBefore(root.children[0]!.dob, -4),
      spouse: { name: fullName(c0.female[3] ?? 'Pooja', pick(rnd, c0.surnames)), dob: isoYearsBefore(root.children[0]!.dob, -6) },
      children: [{ name: fullName(c0.male[4] ?? 'Amit', surname), gender: 'male', dob: isoYearsBefore(father.dob, -2), spouse: { name: fullName(c0.female[4] ?? 'Shreya', surname), dob: isoYearsBefore(father.dob, -4) }, children: [asLeaf(second)] }],
    };
    root.children.push(gfBrother);
  }
  writeMembersOfClan(root, c0);

  // 2. Other cousins who are both demo members: pairs of the same community and surname share a clan.
  const pairs: Array<[DemoMember, DemoMember]> = [];
  for (let i = 0; i < members.length && pairs.length < 10; i++) {
    const a = members[i]!;
    if (used.has(a.id) || !a.dob) continue;
    const b = members.find((x) => x !== a && !used.has(x.id) && !!x.dob && x.tongue === a.tongue && surnameOf(x) === surnameOf(a));
    if (!b) continue;
    used.add(a.id).add(b.id);
    pairs.push([a, b]);
  }
  for (const [a, b] of pairs) {
    const c = community(a);
    const clan = makeClan(rnd, c, a, surnameOf(a), now);
    const bFather: ClanPerson = {
      name: fullName(pick(rnd, c.male), surnameOf(a)),
      gender: 'male',
      dob: isoYearsBefore(b.dob!, 28 + Math.floor(rnd() * 4)),
      spouse: { name: fullName(pick(rnd, c.female), pick(rnd, c.surnames)), dob: isoYearsBefore(b.dob!, 25) },
      children: [asLeaf(b)],
    };
    clan.root.children[0]!.children.push(bFather);
    writeMembersOfClan(clan.root, c);
  }

  // 3. Trees of three to five generations for most other members (four in five), on their own.
  members.forEach((m, i) => {
    if (used.has(m.id) || i % 5 === 4 || !m.dob) return;
    const c = community(m);
    const clan = makeClan(rnd, c, m, surnameOf(m), now);
    writeMembersOfClan(clan.root, c);
  });

  // 4. A pending link request for the README account: a member whose list names him as a cousin.
  const linkRequests: Insertable<FamilyLinkRequestsTable>[] = [];
  const claimant = writers.find((w) => w.owner !== aarav.id && !cousins.some((x) => x.id === w.owner) && members.find((m) => m.id === w.owner)?.tongue === aarav.tongue);
  if (claimant) {
    const mama = claimant.rows.find((r) => r.relation_id === 'mother-brother');
    const entry = claimant.add('maternal-cousin-brother', aarav.name, { dob: aarav.dob, parent: mama?.id ?? null });
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
    ...chunks(all).map((part) => db.insertInto('family_members').values(part)),
    ...chunks(linkRequests).map((part) => db.insertInto('family_link_requests').values(part)),
    ...chunks(requests).map((part) => db.insertInto('member_requests').values(part)),
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

/** Rows per statement within D1's 100 bound parameters. */
function chunks<T extends object>(rows: T[]): T[][] {
  const size = rows.length ? Math.floor(100 / Object.keys(rows[0]!).length) : 1;
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, k * size + size));
}

/** A stable number from an e-mail, so each member's mother's family is the same on every run. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
