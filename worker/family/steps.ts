import type { FamilyGraph, Person, PersonKey } from './graph';

/**
 * Primitive kinship steps (decision 0722). A path from one person to another is a list of
 * steps; each names who the next person is to the previous one. Gendered where the gender is
 * known; elder/younger for siblings where both dobs are known, plain brother/sister otherwise;
 * parent/child/spouse/sibling when the gender is unknown.
 */
export const STEP_KINDS = [
  'father', 'mother', 'parent', 'son', 'daughter', 'child', 'husband', 'wife', 'spouse',
  'elder-brother', 'younger-brother', 'brother', 'elder-sister', 'younger-sister', 'sister', 'sibling',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface Step {
  kind: StepKind;
  /** The person this step reaches. */
  to: PersonKey;
  /** For parent/child steps: the adoption is named in the tooltip. */
  adoptive?: boolean;
}

function gendered(gender: Person['gender'], male: StepKind, female: StepKind, unknown: StepKind): StepKind {
  return gender === 'male' ? male : gender === 'female' ? female : unknown;
}

/** Who `to` is to `from` when they share a parent: elder/younger only when both dobs are known and differ. */
export function siblingStep(from: Pick<Person, 'dob'>, to: Pick<Person, 'gender' | 'dob'>): StepKind {
  const age = from.dob && to.dob && from.dob !== to.dob ? (to.dob < from.dob ? 'elder' : 'younger') : null;
  if (to.gender === 'male') return age ? `${age}-brother` : 'brother';
  if (to.gender === 'female') return age ? `${age}-sister` : 'sister';
  return 'sibling';
}

/** The persons one step away from `person`, with the step that reaches each (parents, siblings, spouses, children). */
function neighbours(graph: FamilyGraph, person: Person): Step[] {
  const out: Step[] = [];
  const seen = new Set<PersonKey>([person.key]);
  const add = (step: Step) => {
    if (seen.has(step.to) || !graph.persons.has(step.to)) return;
    seen.add(step.to);
    out.push(step);
  };
  for (const p of person.parents) {
    const parent = graph.persons.get(p.key);
    if (parent) add({ kind: gendered(parent.gender, 'father', 'mother', 'parent'), to: p.key, ...(p.kind === 'adoptive' ? { adoptive: true } : {}) });
  }
  for (const p of person.parents) {
    for (const c of graph.persons.get(p.key)?.children ?? []) {
      const sibling = graph.persons.get(c);
      if (sibling) add({ kind: siblingStep(person, sibling), to: c });
    }
  }
  for (const s of person.spouses) add({ kind: gendered(graph.persons.get(s)?.gender ?? null, 'husband', 'wife', 'spouse'), to: s });
  for (const c of person.children) {
    const child = graph.persons.get(c);
    const adoptive = child?.parents.some((p) => p.key === person.key && p.kind === 'adoptive');
    if (child) add({ kind: gendered(child.gender, 'son', 'daughter', 'child'), to: c, ...(adoptive ? { adoptive: true } : {}) });
  }
  return out;
}

/**
 * The shortest path from `from` to `to` (breadth first; a shared parent is one sibling step, so
 * "my father's son" is named brother). Ties go to the path through parents first, then siblings,
 * spouses and children, which names blood relations before relations by marriage.
 * [] when from = to; null when they are not connected.
 */
export function relationPath(graph: FamilyGraph, from: PersonKey, to: PersonKey): Step[] | null {
  if (!graph.persons.has(from) || !graph.persons.has(to)) return null;
  if (from === to) return [];
  const via = new Map<PersonKey, { prev: PersonKey; step: Step }>();
  let frontier: PersonKey[] = [from];
  const seen = new Set<PersonKey>([from]);
  while (frontier.length > 0) {
    const next: PersonKey[] = [];
    for (const key of frontier) {
      for (const step of neighbours(graph, graph.persons.get(key)!)) {
        if (seen.has(step.to)) continue;
        seen.add(step.to);
        via.set(step.to, { prev: key, step });
        if (step.to === to) {
          const path: Step[] = [];
          for (let at: PersonKey = to; at !== from; ) {
            const hop = via.get(at)!;
            path.unshift(hop.step);
            at = hop.prev;
          }
          return path;
        }
        next.push(step.to);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The path from `from` to every person connected to it ([] for `from` itself), in one
 * breadth-first walk over the same neighbours in the same order as relationPath, so each path
 * is the one relationPath gives for that pair. A chart names everyone relative to its owner:
 * one walk instead of one a person.
 */
export function relationPathsFrom(graph: FamilyGraph, from: PersonKey): Map<PersonKey, Step[]> {
  const paths = new Map<PersonKey, Step[]>();
  if (!graph.persons.has(from)) return paths;
  paths.set(from, []);
  let frontier: PersonKey[] = [from];
  while (frontier.length > 0) {
    const next: PersonKey[] = [];
    for (const key of frontier) {
      const base = paths.get(key)!;
      for (const step of neighbours(graph, graph.persons.get(key)!)) {
        if (paths.has(step.to)) continue;
        paths.set(step.to, [...base, step]);
        next.push(step.to);
      }
    }
    frontier = next;
  }
  return paths;
}
