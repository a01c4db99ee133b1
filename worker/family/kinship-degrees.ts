import type { FamilyGraph, Gender, PersonKey } from './graph';

/**
 * Degrees of prohibited relationship, Hindu Marriage Act 1955 s.3(g) (decision 0723). Under
 * s.5(iv) they bar a marriage whatever the generation setting, so nothing here takes limits.
 *
 * - (i) one is a lineal ascendant of the other (at any distance);
 * - (ii) one was the wife or husband of a lineal ascendant or descendant of the other;
 * - (iii) one was the wife of the brother, of the father's or mother's brother, or of the
 *   grandfather's or grandmother's brother of the other;
 * - (iv) brother and sister, uncle and niece, aunt and nephew, the children of a brother and
 *   a sister, of two brothers or of two sisters.
 *
 * "Was": the graph keeps every spouse a list wrote, with no marker of divorce or death, and a
 * former spouse counts exactly as a present one, so every spouse edge is read as "was married".
 * Explanation to s.3: every parent link counts, birth or adoptive, and one shared parent makes
 * siblings (half and uterine blood). A gender the graph does not know counts as either, so a
 * person is never let through for a missing gender.
 */
export type ProhibitedDegree = 'g-i' | 'g-ii' | 'g-iii' | 'g-iv';

type Keys = Iterable<PersonKey>;

const maybeMale = (g: Gender) => g !== 'female';
const maybeFemale = (g: Gender) => g !== 'male';

function parents(graph: FamilyGraph, k: PersonKey): PersonKey[] {
  return graph.persons.get(k)?.parents.map((p) => p.key) ?? [];
}
function children(graph: FamilyGraph, k: PersonKey): PersonKey[] {
  return graph.persons.get(k)?.children ?? [];
}
function spouses(graph: FamilyGraph, k: PersonKey): PersonKey[] {
  return graph.persons.get(k)?.spouses ?? [];
}
function genderOf(graph: FamilyGraph, k: PersonKey): Gender {
  return graph.persons.get(k)?.gender ?? null;
}

/** Everyone reached from `from` by repeating `step` (the start persons themselves only when reached again). */
function reach(from: Keys, step: (k: PersonKey) => PersonKey[]): Set<PersonKey> {
  const out = new Set<PersonKey>();
  let frontier = [...from];
  while (frontier.length > 0) {
    const next: PersonKey[] = [];
    for (const k of frontier) {
      for (const n of step(k)) {
        if (out.has(n)) continue;
        out.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

export const linealAscendants = (graph: FamilyGraph, from: Keys) => reach(from, (k) => parents(graph, k));
export const linealDescendants = (graph: FamilyGraph, from: Keys) => reach(from, (k) => children(graph, k));

/** Persons sharing at least one parent with `k` (full, half and uterine blood; adoption alike). */
export function siblingsOf(graph: FamilyGraph, k: PersonKey): Set<PersonKey> {
  const out = new Set<PersonKey>();
  for (const p of parents(graph, k)) for (const c of children(graph, p)) if (c !== k) out.add(c);
  return out;
}

const flat = (graph: FamilyGraph, from: Keys, step: (g: FamilyGraph, k: PersonKey) => Iterable<PersonKey>) => {
  const out = new Set<PersonKey>();
  for (const k of from) for (const n of step(graph, k)) out.add(n);
  return out;
};

/**
 * (ii): spouses of a's lineal relatives, and the lineal relatives of a's spouses (a step-mother
 * and a step-son alike). A lineal relative is (i) already: the father, the mother's husband, is
 * not (ii) as well.
 */
function viaLinealSpouse(graph: FamilyGraph, a: PersonKey, lineal: Set<PersonKey>): Set<PersonKey> {
  const own = spouses(graph, a);
  const out = new Set([...flat(graph, lineal, spouses), ...linealAscendants(graph, own), ...linealDescendants(graph, own)]);
  for (const k of lineal) out.delete(k);
  return out;
}

/** (iii), both ways round: the wives of a's brothers, uncles and grand-uncles; and, a being such a wife, her husband's siblings' line for two generations. */
function viaBrothersWife(graph: FamilyGraph, a: PersonKey): Set<PersonKey> {
  const out = new Set<PersonKey>();
  const up1 = parents(graph, a);
  const up2 = flat(graph, up1, parents);
  for (const x of [a, ...up1, ...up2]) {
    for (const brother of siblingsOf(graph, x)) {
      if (!maybeMale(genderOf(graph, brother))) continue;
      for (const wife of spouses(graph, brother)) if (maybeFemale(genderOf(graph, wife))) out.add(wife);
    }
  }
  if (maybeFemale(genderOf(graph, a))) {
    for (const husband of spouses(graph, a)) {
      if (!maybeMale(genderOf(graph, husband))) continue;
      const sibs = siblingsOf(graph, husband);
      const nephews = flat(graph, sibs, children);
      for (const k of [...sibs, ...nephews, ...flat(graph, nephews, children)]) out.add(k);
    }
  }
  return out;
}

/** The children of a's parents' siblings, split by whether the two parents are a brother and a sister (cross) or not. */
export function firstCousins(graph: FamilyGraph, a: PersonKey): { cross: Set<PersonKey>; parallel: Set<PersonKey> } {
  const cross = new Set<PersonKey>();
  const parallel = new Set<PersonKey>();
  for (const p of parents(graph, a)) {
    for (const s of siblingsOf(graph, p)) {
      const [gp, gs] = [genderOf(graph, p), genderOf(graph, s)];
      const isCross = gp !== null && gs !== null && gp !== gs;
      for (const c of children(graph, s)) if (c !== a) (isCross ? cross : parallel).add(c);
    }
  }
  return { cross, parallel };
}

/** (iv): siblings, their children (a is uncle or aunt), the parents' siblings (a is niece or nephew), first cousins. */
function nearBlood(graph: FamilyGraph, a: PersonKey, cousins: { cross: Set<PersonKey>; parallel: Set<PersonKey> }): Set<PersonKey> {
  const sibs = siblingsOf(graph, a);
  return new Set([...sibs, ...flat(graph, sibs, children), ...flat(graph, parents(graph, a), siblingsOf), ...cousins.cross, ...cousins.parallel]);
}

export interface DegreeOptions {
  /** s.5(iv) custom: the children of a brother and a sister are not within (iv) (only when not also parallel cousins). */
  crossCousinCustom?: boolean;
}

/**
 * The cousins the custom lets through: cross cousins who are not also parallel cousins (double
 * first cousins stay barred), each with the grandparents the brother and the sister share.
 */
export function crossCousinLinks(graph: FamilyGraph, a: PersonKey): Map<PersonKey, Set<PersonKey>> {
  const { parallel } = firstCousins(graph, a);
  const out = new Map<PersonKey, Set<PersonKey>>();
  for (const p of parents(graph, a)) {
    for (const s of siblingsOf(graph, p)) {
      const [gp, gs] = [genderOf(graph, p), genderOf(graph, s)];
      if (gp === null || gs === null || gp === gs) continue;
      const shared = parents(graph, p).filter((x) => parents(graph, s).includes(x));
      for (const c of children(graph, s)) {
        if (c === a || parallel.has(c)) continue;
        const set = out.get(c) ?? new Set<PersonKey>();
        for (const x of shared) set.add(x);
        out.set(c, set);
      }
    }
  }
  return out;
}

/**
 * Everyone in a prohibited degree with `a`, each with every clause that applies in the Act's
 * order. O(persons reached): lineal lines are walked once, the rest is a few steps around a.
 */
export function prohibitedDegreesOf(graph: FamilyGraph, a: PersonKey, opts: DegreeOptions = {}): Map<PersonKey, ProhibitedDegree[]> {
  const out = new Map<PersonKey, ProhibitedDegree[]>();
  if (!graph.persons.has(a)) return out;
  const lineal = new Set([...linealAscendants(graph, [a]), ...linealDescendants(graph, [a])]);
  const cousins = firstCousins(graph, a);
  const iv = nearBlood(graph, a, cousins);
  if (opts.crossCousinCustom) for (const c of crossCousinLinks(graph, a).keys()) iv.delete(c);
  const sets: Array<[ProhibitedDegree, Set<PersonKey>]> = [
    ['g-i', lineal],
    ['g-ii', viaLinealSpouse(graph, a, lineal)],
    ['g-iii', viaBrothersWife(graph, a)],
    ['g-iv', iv],
  ];
  for (const [degree, set] of sets) {
    for (const k of set) {
      if (k === a) continue;
      const list = out.get(k);
      if (list) list.push(degree);
      else out.set(k, [degree]);
    }
  }
  return out;
}
