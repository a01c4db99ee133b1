import type { Insertable } from 'kysely';
import type { RelationId } from '../../contract/reference';
import type { FamilyMembersTable } from '../db/tables/family';
import { newId } from '../ids';
import { RELATIONS } from '../reference/catalogue/relations';
import { surnameFor, type NamePool } from './demo-names';

/**
 * The families behind the demo trees (decision 0774): people with a father, a mother, a spouse
 * and children, shared by every demo member of the family. Each member's list is READ from
 * these people from the member's place, so two members of one family (cousins) have lists that
 * agree, and each names the other. A man's children are his wife's children (the same array).
 */
export interface DemoMember {
  id: string;
  email: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  tongue: string | null;
  eligible: boolean;
}

export interface ClanPerson {
  name: string;
  gender: 'male' | 'female';
  dob: string;
  /** The family the person was born into (their surname outside Sikh naming). */
  family: string;
  member?: DemoMember;
  spouse?: ClanPerson;
  father?: ClanPerson;
  mother?: ClanPerson;
  children: ClanPerson[];
}

const YEAR = 365.25 * 24 * 3600 * 1000;
export const yearsBefore = (iso: string, years: number) => new Date(Date.parse(iso) - years * YEAR).toISOString().slice(0, 10);
const yearsBetween = (older: string, younger: string) => (Date.parse(younger) - Date.parse(older)) / YEAR;

/** Grows families around demo members, with names from one pool so no family repeats a name. */
export class FamilyGrower {
  constructor(
    readonly rnd: () => number,
    readonly pool: NamePool,
    readonly now: number,
  ) {}

  private years(min: number, max: number) {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }

  person(gender: 'male' | 'female', family: string, dob: string): ClanPerson {
    return { name: this.pool.take(gender, surnameFor(this.pool.community, family, gender)), gender, dob, family, children: [] };
  }

  memberPerson(m: DemoMember, family: string): ClanPerson {
    this.pool.note(m.name);
    return { name: m.name.slice(0, 30), gender: m.gender ?? 'female', dob: m.dob!, family, member: m, children: [] };
  }

  /** A spouse from another family (or the one given), a few years apart; the children are shared. */
  marry(p: ClanPerson, spouseFamily = this.pool.otherSurname([p.family])): ClanPerson {
    const gender = p.gender === 'male' ? 'female' : 'male';
    const s = this.person(gender, spouseFamily, yearsBefore(p.dob, gender === 'female' ? -this.years(2, 5) : this.years(2, 5)));
    s.children = p.children;
    p.spouse = s;
    s.spouse = p;
    return s;
  }

  /** Makes `kid` a child of `parent` and of the parent's spouse. */
  child(parent: ClanPerson, kid: ClanPerson): ClanPerson {
    parent.children.push(kid);
    const other = parent.spouse;
    kid.father = parent.gender === 'male' ? parent : other;
    kid.mother = parent.gender === 'female' ? parent : other;
    return kid;
  }

  /** A child born 26–33 years after the parent (not in the future), of the father's family. */
  private kidOf(parent: ClanPerson, gender = this.rnd() < 0.5 ? ('male' as const) : ('female' as const)): ClanPerson | null {
    const dob = yearsBefore(parent.dob, -this.years(26, 33));
    if (Date.parse(dob) > this.now - YEAR) return null;
    const family = parent.gender === 'male' ? parent.family : (parent.spouse?.family ?? parent.family);
    return this.child(parent, this.person(gender, family, dob));
  }

  /** A new child of `parent` whose birth fits between the parent and the given children. */
  childFor(parent: ClanPerson, gender: 'male' | 'female', kids: ClanPerson[], spouseFamily?: string): ClanPerson {
    const oldest = kids.reduce((a, k) => (k.dob < a ? k.dob : a), kids[0]!.dob);
    const dob = yearsBefore(oldest, this.years(27, 30));
    const p = this.child(parent, this.person(gender, parent.gender === 'male' ? parent.family : parent.spouse!.family, dob));
    this.marry(p, spouseFamily);
    for (const k of kids) this.child(p, k);
    return p;
  }

  /** The member's father (of the member's family) and mother (of another). */
  parentsFor(leaf: ClanPerson, motherFamily?: string): ClanPerson {
    const father = this.person('male', leaf.family, yearsBefore(leaf.dob, this.years(27, 32)));
    this.marry(father, motherFamily);
    this.child(father, leaf);
    return father;
  }

  /** One or two brothers or sisters; one old enough is married with a child. */
  siblingsFor(leaf: ClanPerson) {
    const father = leaf.father!;
    for (let k = 0; k < 1 + Math.floor(this.rnd() * 2); k++) {
      let dob = yearsBefore(leaf.dob, this.years(-5, 5));
      if (yearsBetween(father.dob, dob) < 20) dob = yearsBefore(father.dob, -20);
      if (Date.parse(dob) > this.now - YEAR) continue;
      const s = this.child(father, this.person(this.rnd() < 0.5 ? 'male' : 'female', father.family, dob));
      if (Date.parse(s.dob) < this.now - 29 * YEAR) {
        this.marry(s);
        this.kidOf(s);
      }
    }
  }

  /** A man's parents and grandparents, his brothers and a sister with their spouses and children. */
  lineAbove(man: ClanPerson) {
    if (man.father) return;
    const gf = this.person('male', man.family, yearsBefore(man.dob, this.years(26, 31)));
    this.marry(gf);
    this.child(gf, man);
    const ggf = this.person('male', man.family, yearsBefore(gf.dob, this.years(27, 31)));
    this.marry(ggf);
    this.child(ggf, gf);
    for (let k = 0; k < 1 + Math.floor(this.rnd() * 3); k++) {
      const u = this.child(gf, this.person(k === 2 ? 'female' : 'male', man.family, yearsBefore(man.dob, this.years(-6, 6))));
      this.marry(u);
      for (let j = 0; j < 1 + Math.floor(this.rnd() * 2); j++) this.kidOf(u);
    }
  }

  /** A woman's parents and grandparents, a brother with wife and children and often a sister. */
  familyOf(woman: ClanPerson) {
    if (woman.father) return;
    const gf = this.person('male', woman.family, yearsBefore(woman.dob, this.years(26, 31)));
    this.marry(gf);
    this.child(gf, woman);
    const ggf = this.person('male', woman.family, yearsBefore(gf.dob, this.years(27, 31)));
    this.marry(ggf);
    this.child(ggf, gf);
    const mama = this.child(gf, this.person('male', woman.family, yearsBefore(woman.dob, this.years(-4, 4))));
    this.marry(mama);
    for (let j = 0; j < 1 + Math.floor(this.rnd() * 2); j++) this.kidOf(mama);
    if (this.rnd() < 0.6) {
      const mausi = this.child(gf, this.person('female', woman.family, yearsBefore(woman.dob, this.years(-4, 4))));
      this.marry(mausi);
      this.kidOf(mausi);
    }
  }

  /** Everything a member's list reads: parents, their parents' lines, siblings where none. */
  complete(leaf: ClanPerson) {
    if (!leaf.father) {
      this.parentsFor(leaf);
      this.siblingsFor(leaf);
    }
    this.lineAbove(leaf.father!);
    this.familyOf(leaf.mother!);
  }
}

const SIDE = new Map(RELATIONS.map((r) => [r._id, r.side]));

/** Writes one member's list: rows with the same shape the family-members API writes. */
export class ListWriter {
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

type Options = Parameters<ListWriter['add']>[2];

/** A brother or sister of `p`, elder or younger than `than`. */
const siblingOf = (p: ClanPerson, than: string): RelationId =>
  p.gender === 'male' ? (p.dob < than ? 'elder-brother' : 'younger-brother') : p.dob < than ? 'elder-sister' : 'younger-sister';

/**
 * Writes `me`'s list from the families: every ancestor before anyone who refers to it
 * (great-grandparents, grandparents, parents on both sides), then siblings, uncles and aunts
 * with cousins, and the grandparents' brothers' and sisters' lines as chains from the
 * grandparent (no catalogue relation names them). Each person is written once.
 */
export function writeList(w: ListWriter, me: ClanPerson) {
  const ids = new Map<ClanPerson, string>();
  const put = (p: ClanPerson | undefined, relation: RelationId, o: Options = {}) => {
    if (!p) return undefined;
    const known = ids.get(p);
    if (known) return known;
    const id = w.add(relation, p.name, { dob: p.dob, linked: p.member?.id, ...o });
    ids.set(p, id);
    return id;
  };
  const f = me.father;
  const m = me.mother;
  const gf = f?.father;
  const ggf = gf?.father;
  const mgf = m?.father;
  const mggf = mgf?.father;

  const ggfId = put(ggf, 'paternal-great-grandfather');
  put(ggf?.spouse, 'paternal-great-grandmother', { spouse: ggfId });
  const gfId = put(gf, 'paternal-grandfather', { parent: ggfId });
  put(gf?.spouse, 'paternal-grandmother', { spouse: gfId });
  const mggfId = put(mggf, 'maternal-great-grandfather');
  put(mggf?.spouse, 'maternal-great-grandmother', { spouse: mggfId });
  const mgfId = put(mgf, 'maternal-grandfather', { parent: mggfId });
  put(mgf?.spouse, 'maternal-grandmother', { spouse: mgfId });
  const fId = put(f, 'father', { parent: gfId });
  const mId = put(m, 'mother', { parent: mgfId, spouse: fId });

  // Brothers and sisters, their spouses and children.
  for (const s of (f ?? m)?.children ?? []) {
    if (s === me) continue;
    const sid = put(s, siblingOf(s, me.dob), { parent: fId ?? mId });
    put(s.spouse, s.gender === 'male' ? 'brother-wife' : 'sister-husband', { spouse: sid });
    for (const k of s.children) {
      const rel: RelationId = s.gender === 'male' ? (k.gender === 'male' ? 'brother-son' : 'brother-daughter') : k.gender === 'male' ? 'sister-son' : 'sister-daughter';
      put(k, rel, { parent: sid });
    }
  }
  // The father's brothers and sisters and the mother's, with spouses and cousins.
  for (const u of gf?.children ?? []) {
    if (u === f) continue;
    const rel: RelationId = u.gender === 'female' ? 'father-sister' : u.dob < f!.dob ? 'father-elder-brother' : 'father-younger-brother';
    const uid = put(u, rel, { parent: gfId });
    put(u.spouse, rel === 'father-sister' ? 'father-sister-husband' : rel === 'father-elder-brother' ? 'father-elder-brother-wife' : 'father-younger-brother-wife', { spouse: uid });
    for (const c of u.children) put(c, c.gender === 'male' ? 'paternal-cousin-brother' : 'paternal-cousin-sister', { parent: uid });
  }
  for (const u of mgf?.children ?? []) {
    if (u === m) continue;
    const uid = put(u, u.gender === 'male' ? 'mother-brother' : 'mother-sister', { parent: mgfId });
    put(u.spouse, u.gender === 'male' ? 'mother-brother-wife' : 'mother-sister-husband', { spouse: uid });
    for (const c of u.children) put(c, c.gender === 'male' ? 'maternal-cousin-brother' : 'maternal-cousin-sister', { parent: uid });
  }
  // The grandfathers' brothers and sisters: chains from the grandfather's entry.
  const chains = (grand: ClanPerson | undefined, grandId: string | undefined, greatId: string | undefined, side: 'father' | 'mother') => {
    if (!grand || !grandId) return;
    for (const b of grand.father?.children ?? []) {
      if (b === grand) continue;
      const bid = put(b, siblingOf(b, grand.dob), { parent: greatId, from: grandId, side })!;
      put(b.spouse, b.gender === 'male' ? 'wife' : 'husband', { spouse: bid, from: bid, side });
      for (const c of b.children) {
        const cid = put(c, c.gender === 'male' ? 'son' : 'daughter', { parent: bid, from: bid, side })!;
        put(c.spouse, c.gender === 'male' ? 'wife' : 'husband', { spouse: cid, from: cid, side });
        for (const g of c.children) put(g, g.gender === 'male' ? 'son' : 'daughter', { parent: cid, from: cid, side });
      }
    }
  };
  chains(gf, gfId, ggfId, 'father');
  chains(mgf, mgfId, mggfId, 'mother');
}

