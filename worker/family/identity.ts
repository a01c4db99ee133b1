import { sameOrShorterName } from './names';

/**
 * Who is who across family lists (docs/decisions/0722-family-graph.md, "Identity").
 *
 * One rule says when two entries written by different members are the same person
 * (`samePerson`), and `mergeLists` applies it where the lists meet: at a person several lists
 * describe (a linked member, or someone already merged), the lists are merged like two family
 * trees at a shared anchor —
 * - upwards by role: a person has one father and one mother (of each kind, birth or adoptive);
 *   the parents the other lists wrote are merged INTO the ones of the preferred list (the
 *   member's own list first), whatever name they were typed with;
 * - spouses by role when no list gives the person more than one spouse, else by the rule;
 * - sideways by the rule: the children of a merged person (and so the siblings of one) that
 *   `samePerson` says are one.
 * Each merge repeats this at the merged person, so two lists join all along their overlap.
 * Never merged: two entries of the same list (a member may write two uncles of one name),
 * two entries linked to different members, a man with a woman.
 */
export type IdentityGender = 'male' | 'female' | null;

export interface IdentityFacts {
  /** Every name the person is written or registered with. */
  names: readonly string[];
  gender: IdentityGender;
  /** YYYY-MM-DD when known. */
  dob: string | null;
}


/** Nothing known about the two that tells them apart: gender and dob, when both are known, agree. */
export function notConflicting(a: Omit<IdentityFacts, 'names'>, b: Omit<IdentityFacts, 'names'>): boolean {
  if (a.gender && b.gender && a.gender !== b.gender) return false;
  return !(a.dob && b.dob && a.dob !== b.dob);
}

/** The identity rule: a name in common (`sameOrShorterName`, worker/family/names.ts), the same gender, no dobs that disagree. */
export function samePerson(a: IdentityFacts, b: IdentityFacts): boolean {
  if (!notConflicting(a, b)) return false;
  return a.names.some((x) => b.names.some((y) => sameOrShorterName(x, y)));
}

/** One entry of a list with its links inside that list (entry ids of the same list). */
export interface ListEntry {
  id: string;
  ownerId: string;
  /** The member this entry is linked to. */
  userId: string | null;
  name: string;
  gender: IdentityGender;
  dob: string | null;
  parents: ReadonlyArray<{ key: string; kind: 'birth' | 'adoptive' }>;
  spouses: readonly string[];
  /** Siblings the list wrote from this entry without giving them parents. */
  looseSiblings: readonly string[];
}

export interface MemberFacts {
  name: string;
  gender: IdentityGender;
  dob: string | null;
}

export interface MergedLists {
  /** The entry that stands for the person `entryId` is merged into. */
  find(entryId: string): string;
  /** A person's entries, the preferred one first (a linked member's own list, then the lists in the order given). */
  entriesOf(rootId: string): readonly string[];
}

/** Entries merged into classes (union by a kept root), with what the rule needs per class. */
class Classes {
  private readonly root = new Map<string, string>();
  readonly members = new Map<string, string[]>();
  private readonly owners = new Map<string, Set<string>>();
  /** Lists in the order the entries came: the earlier one's names and parents are kept. */
  readonly ownerRank = new Map<string, number>();

  constructor(
    readonly entries: ReadonlyMap<string, ListEntry>,
    readonly users: ReadonlyMap<string, MemberFacts>,
  ) {
    for (const e of entries.values()) {
      this.root.set(e.id, e.id);
      this.members.set(e.id, [e.id]);
      this.owners.set(e.id, new Set([e.ownerId]));
      if (!this.ownerRank.has(e.ownerId)) this.ownerRank.set(e.ownerId, this.ownerRank.size);
    }
  }

  find(id: string): string {
    let r = id;
    while (this.root.get(r) !== r) r = this.root.get(r)!;
    this.root.set(id, r);
    return r;
  }

  userOf(root: string): string | null {
    for (const id of this.members.get(root)!) {
      const u = this.entries.get(id)!.userId;
      if (u) return u;
    }
    return null;
  }

  facts(root: string): IdentityFacts {
    const ids = this.members.get(root)!;
    const es = ids.map((id) => this.entries.get(id)!);
    const userId = this.userOf(root);
    const user = userId ? this.users.get(userId) : undefined;
    return {
      names: [...(user ? [user.name] : []), ...es.map((e) => e.name)],
      gender: user?.gender ?? es.find((e) => e.gender)?.gender ?? null,
      dob: user?.dob ?? es.find((e) => e.dob)?.dob ?? null,
    };
  }

  /** Never one list's two entries, never two members, never a man with a woman. */
  canMerge(a: string, b: string): boolean {
    if (a === b) return false;
    const [oa, ob] = [this.owners.get(a)!, this.owners.get(b)!];
    for (const o of ob) if (oa.has(o)) return false;
    const [ua, ub] = [this.userOf(a), this.userOf(b)];
    if (ua && ub && ua !== ub) return false;
    const [fa, fb] = [this.facts(a), this.facts(b)];
    return !(fa.gender && fb.gender && fa.gender !== fb.gender);
  }

  /** `other` into `keep`: keep's entries stay first, so keep's list stays the preferred one. */
  merge(keep: string, other: string) {
    this.root.set(other, keep);
    this.members.get(keep)!.push(...this.members.get(other)!);
    for (const o of this.owners.get(other)!) this.owners.get(keep)!.add(o);
    this.members.delete(other);
    this.owners.delete(other);
  }
}

/**
 * Merges the lists where they meet. Entries linked to one member start as one class; every
 * class with entries from two or more lists is then merged outwards as described above.
 */
export function mergeLists(entries: readonly ListEntry[], users: ReadonlyMap<string, MemberFacts>): MergedLists {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const c = new Classes(byId, users);
  const children = new Map<string, string[]>();
  for (const e of entries) {
    for (const p of e.parents) {
      let list = children.get(p.key);
      if (!list) children.set(p.key, (list = []));
      list.push(e.id);
    }
  }
  const firstOfUser = new Map<string, string>();
  for (const e of entries) {
    if (!e.userId) continue;
    const first = firstOfUser.get(e.userId);
    if (first === undefined) firstOfUser.set(e.userId, e.id);
    else c.merge(c.find(first), e.id);
  }

  // Two queues: merges by role (parents, sole spouses) are sure, so every pending one runs before
  // the next merge by name, which must not take a place a role merge would fill.
  const linked = [...c.members.keys()].filter((r) => c.members.get(r)!.length > 1);
  const byRole = [...linked];
  const byName = [...linked];
  const merge = (keep: string, other: string): boolean => {
    const [k, o] = [c.find(keep), c.find(other)];
    if (!c.canMerge(k, o)) return false;
    c.merge(k, o);
    byRole.push(k);
    byName.push(k);
    return true;
  };
  /** Pairs of distinct classes the rule says are one person, merged into the earlier. */
  const mergeByRule = (ids: Iterable<string>) => {
    const roots = [...new Set([...ids].map((id) => c.find(id)))];
    for (let i = 0; i < roots.length; i++) {
      for (let j = i + 1; j < roots.length; j++) {
        const [a, b] = [c.find(roots[i]!), c.find(roots[j]!)];
        if (a !== b && c.canMerge(a, b) && samePerson(c.facts(a), c.facts(b))) merge(a, b);
      }
    }
  };
  const parentsOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id)!.parents);

  /** Upwards: one parent per gender and kind, the preferred list's kept; spouses by role when no list gives two. */
  const mergeRoles = (root: string) => {
    const ordered = preferred(c, root);
    const slots = new Map<string, string[]>();
    for (const p of parentsOf(ordered)) {
      const gender = c.facts(c.find(p.key)).gender;
      if (!gender) continue;
      const slot = `${gender}:${p.kind}`;
      slots.set(slot, [...(slots.get(slot) ?? []), p.key]);
    }
    for (const ids of slots.values()) for (const other of ids.slice(1)) merge(ids[0]!, other);
    const spouses = ordered.map((id) => byId.get(id)!.spouses);
    if (!spouses.every((s) => new Set(s.map((x) => c.find(x))).size <= 1)) return;
    const all = spouses.flat();
    for (const other of all.slice(1)) {
      const [a, b] = [c.find(all[0]!), c.find(other)];
      if (a !== b && c.canMerge(a, b) && notConflicting(c.facts(a), c.facts(b))) merge(a, b);
    }
  };
  /** By the rule: several spouses; children; siblings (the parents' children and those written loose). */
  const mergeNames = (root: string) => {
    const current = c.members.get(c.find(root)) ?? [];
    const spouses = current.map((id) => byId.get(id)!.spouses);
    if (!spouses.every((s) => new Set(s.map((x) => c.find(x))).size <= 1)) mergeByRule(spouses.flat());
    mergeByRule(current.flatMap((id) => children.get(id) ?? []));
    const parentRoots = new Set(parentsOf(current).map((p) => c.find(p.key)));
    const siblings = [...parentRoots].flatMap((r) => (c.members.get(r) ?? []).flatMap((id) => children.get(id) ?? []));
    mergeByRule([...siblings, ...current.flatMap((id) => byId.get(id)!.looseSiblings)]);
  };

  while (byRole.length > 0 || byName.length > 0) {
    if (byRole.length > 0) mergeRoles(c.find(byRole.shift()!));
    else mergeNames(c.find(byName.shift()!));
  }

  return {
    find: (id) => c.find(id),
    entriesOf: (root) => preferred(c, c.find(root)),
  };
}

/**
 * A linked member's own list first (they know their parents best), then the lists in the order
 * given (the graph's: the member it is loaded around first, so their tree reads their names).
 */
function preferred(c: Classes, root: string): string[] {
  const userId = c.userOf(root);
  const rank = (id: string) => {
    const owner = c.entries.get(id)!.ownerId;
    return owner === userId ? -1 : c.ownerRank.get(owner)!;
  };
  return [...(c.members.get(root) ?? [root])].sort((a, b) => rank(a) - rank(b));
}
