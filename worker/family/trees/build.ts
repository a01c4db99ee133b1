import type { TreeType } from '../../../contract/family-tree';
import type { FamilyGraph, Person, PersonKey } from '../graph';

/**
 * The shape of a tree chart, from the joined family graph (pure; docs/decisions/0742).
 *
 * - father: rooted at the topmost known man of the owner's father's line (the owner when no
 *   father is written down yet: the line starts with them);
 * - mother: the topmost man of the mother's father's line (the mother when her father is unknown);
 * - husband / wife: the topmost man of the spouse's father's line (the spouse's family).
 * From the root, each node is a person with their spouses; the children of the person and of
 * their spouses hang below, earliest date of birth first. A person already placed is not placed
 * again (cousin marriages, a spouse who is also someone's child), so the chart stays a tree.
 */
export interface ShapeNode {
  key: PersonKey;
  spouses: PersonKey[];
  children: ShapeNode[];
}

/** Enough to keep a pathological graph from producing a chart no browser can draw. */
export const MAX_TREE_PERSONS = 5000;

function parentOfGender(graph: FamilyGraph, person: Person, gender: 'male' | 'female'): Person | undefined {
  const parents = person.parents.map((p) => ({ kind: p.kind, person: graph.persons.get(p.key) })).filter((p) => p.person?.gender === gender);
  // A birth parent before an adoptive one: the line the family traces.
  parents.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'birth' ? -1 : 1));
  return parents[0]?.person;
}

/** Up the father's line from `start` as far as it is known. */
function topOfFathersLine(graph: FamilyGraph, start: Person): Person {
  const seen = new Set<PersonKey>([start.key]);
  let at = start;
  for (;;) {
    const father = parentOfGender(graph, at, 'male');
    if (!father || seen.has(father.key)) return at;
    seen.add(father.key);
    at = father;
  }
}

function spouseOfGender(graph: FamilyGraph, person: Person, gender: 'male' | 'female'): Person | undefined {
  return person.spouses.map((k) => graph.persons.get(k)).find((p) => p?.gender === gender);
}

/** Where the chart of `type` starts for the owner, or null when nobody on that side is known. */
export function treeRootKey(graph: FamilyGraph, ownerKey: PersonKey, type: TreeType): PersonKey | null {
  const owner = graph.persons.get(ownerKey);
  if (!owner) return null;
  let start: Person | undefined;
  if (type === 'father') start = parentOfGender(graph, owner, 'male') ?? owner;
  else if (type === 'mother') start = parentOfGender(graph, owner, 'female');
  else start = spouseOfGender(graph, owner, type === 'husband' ? 'male' : 'female');
  return start ? topOfFathersLine(graph, start).key : null;
}

/** Earliest date of birth first; unknown dates after the known ones, then by name (stable for equal dates). */
export function byBirth(a: Pick<Person, 'dob' | 'name'>, b: Pick<Person, 'dob' | 'name'>): number {
  if (a.dob && b.dob && a.dob !== b.dob) return a.dob < b.dob ? -1 : 1;
  if (!!a.dob !== !!b.dob) return a.dob ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/** The descendants chart from `rootKey`: persons, spouses and children ordered by birth. */
export function shapeTree(graph: FamilyGraph, rootKey: PersonKey): { root: ShapeNode; persons: PersonKey[] } | null {
  const root = graph.persons.get(rootKey);
  if (!root) return null;
  const placed = new Set<PersonKey>();
  const order: PersonKey[] = [];
  const place = (k: PersonKey) => {
    placed.add(k);
    order.push(k);
  };

  const nodeOf = (person: Person): ShapeNode => {
    place(person.key);
    const spouses = person.spouses.filter((k) => !placed.has(k) && graph.persons.has(k));
    for (const k of spouses) place(k);
    const childKeys = new Set<PersonKey>(person.children);
    for (const k of spouses) for (const c of graph.persons.get(k)?.children ?? []) childKeys.add(c);
    const children = [...childKeys]
      .map((k) => graph.persons.get(k))
      .filter((p): p is Person => !!p && !placed.has(p.key))
      .sort(byBirth);
    const node: ShapeNode = { key: person.key, spouses, children: [] };
    for (const child of children) {
      // Placed meanwhile through an earlier sibling's family (a cousin marriage): shown there once.
      if (placed.has(child.key) || order.length >= MAX_TREE_PERSONS) continue;
      node.children.push(nodeOf(child));
    }
    return node;
  };
  return { root: nodeOf(root), persons: order };
}
