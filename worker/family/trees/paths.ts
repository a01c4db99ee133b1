import type { FamilyGraph, Person, PersonKey, Step } from '../graph';
import { siblingStep, type StepKind } from '../steps';

/**
 * The relation path from one person to every other, in one breadth-first walk.
 *
 * worker/family/steps.ts `relationPath` answers one pair per walk; a chart labels every person
 * relative to its owner, and a walk per person made a 350-person chart spend 200 ms here. This
 * walk visits neighbours in the very order `relationPath` does (parents, siblings, spouses,
 * children), so each path is the one `relationPath` gives; trees.test.ts checks that on whole
 * charts. (A candidate for steps.ts itself: see the helper's report.)
 */
function gendered(gender: Person['gender'], male: StepKind, female: StepKind, unknown: StepKind): StepKind {
  return gender === 'male' ? male : gender === 'female' ? female : unknown;
}

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

/** For every person connected to `from`: the path of steps from `from` ([] for `from` itself). */
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
