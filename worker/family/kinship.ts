import type { AppDeps } from '../deps';
import { loadFamilyGraph, type FamilyGraph, type Gender, type PersonKey } from './graph';
import { crossCousinLinks, linealAscendants, prohibitedDegreesOf, type DegreeOptions, type ProhibitedDegree } from './kinship-degrees';

/**
 * Sapinda relationship, Hindu Marriage Act 1955 s.3(f) with s.3(g) (decision 0720).
 *
 * Interface (stable):
 * - `GenerationLimits { father, mother }`: generations counted with the person as the first,
 *   through the father's line and the mother's line (the line is the first step up).
 * - `relatedWithin(graph, a, b, limits)`: `{ related, reason? }`, the reason naming the nearest
 *   common lineal ascendant within the limits (or the ascendant when one is lineal to the other).
 * - `relativesWithin(graph, a, limits)`: every person related to `a` within the limits (not `a`).
 * - `relativeUserIds(deps, entryIdOrUserId, limits)`: the member ids of those relatives (loads
 *   the graph around the entry's owner, or around the member).
 * - `kinshipClauses(graph, a, b, limits, { crossCousinCustom })`: which clauses of s.3 relate
 *   two persons: 'f' (sapinda within the limits) and s.3(g)(i)–(iv) (decision 0723).
 * - `barredUserIds(deps, entryIdOrUserId, limits, { crossCousinCustom })`: the member ids family
 *   finding leaves out, per reason: sapinda within the limits, and s.3(g) at any limits.
 */
export interface GenerationLimits {
  father: number;
  mother: number;
}

export type Line = 'father' | 'mother';

/** How far up an ascendant is from one of the two persons: generation 1 is the person. */
export interface AscentFrom {
  generation: number;
  /** null when the ascendant is the person themselves. */
  line: Line | null;
}

export type KinshipReason =
  | { kind: 'same-person' }
  | { kind: 'common-ascendant'; ascendant: PersonKey; a: AscentFrom; b: AscentFrom };

export interface KinshipResult {
  related: boolean;
  reason?: KinshipReason;
}

/** The limit that applies through a parent of this gender; unknown gender: the wider of the two, so nobody related slips through. */
function limitThrough(gender: Gender, limits: GenerationLimits): number {
  return gender === 'male' ? limits.father : gender === 'female' ? limits.mother : Math.max(limits.father, limits.mother);
}

function lineOf(gender: Gender): Line | null {
  return gender === 'male' ? 'father' : gender === 'female' ? 'mother' : null;
}

/**
 * The lineal ascendants of `a` within the limits with reference to `a`, with the person
 * themselves at generation 1. Each ascendant keeps its lowest generation; the line is fixed by
 * the first step up (the father's or the mother's line) and bounds every step after it.
 */
export function ascendantsWithin(graph: FamilyGraph, a: PersonKey, limits: GenerationLimits): Map<PersonKey, AscentFrom> {
  const out = new Map<PersonKey, AscentFrom>([[a, { generation: 1, line: null }]]);
  const start = graph.persons.get(a);
  if (!start) return out;
  for (const first of start.parents) {
    const parent = graph.persons.get(first.key);
    if (!parent) continue;
    const limit = limitThrough(parent.gender, limits);
    const line = lineOf(parent.gender);
    // Visited per line: an ascendant reached first through the narrower line must still be
    // climbed from through the wider one.
    const seen = new Set<PersonKey>();
    let frontier: PersonKey[] = [first.key];
    for (let generation = 2; generation <= limit && frontier.length > 0; generation++) {
      const next: PersonKey[] = [];
      for (const key of frontier) {
        if (seen.has(key)) continue;
        seen.add(key);
        const known = out.get(key);
        if (!known || known.generation > generation) out.set(key, { generation, line });
        for (const p of graph.persons.get(key)?.parents ?? []) next.push(p.key);
      }
      frontier = next;
    }
  }
  return out;
}

/**
 * Are a and b sapindas of each other: one a lineal ascendant of the other within the limits, or
 * a common lineal ascendant within the limits with reference to each (s.3(f)(ii)). The reason
 * names the common ascendant with the lowest sum of generations (the ascendant itself when lineal).
 */
export function relatedWithin(graph: FamilyGraph, a: PersonKey, b: PersonKey, limits: GenerationLimits): KinshipResult {
  if (a === b) return { related: true, reason: { kind: 'same-person' } };
  const fromA = ascendantsWithin(graph, a, limits);
  const fromB = ascendantsWithin(graph, b, limits);
  let best: KinshipReason | undefined;
  let bestSum = Infinity;
  for (const [key, ascentA] of fromA) {
    const ascentB = fromB.get(key);
    if (!ascentB) continue;
    const sum = ascentA.generation + ascentB.generation;
    if (sum < bestSum) {
      bestSum = sum;
      best = { kind: 'common-ascendant', ascendant: key, a: ascentA, b: ascentB };
    }
  }
  return best ? { related: true, reason: best } : { related: false };
}

/**
 * Everyone related to `a` within the limits. One pass up (a's ascendants within the limits),
 * then one breadth-first pass down from all of them at once: a person Y is related when, through
 * some parent P of Y, the nearest of those ascendants is close enough for Y's line through P
 * (distance to P + 2 ≤ the limit through P's gender, Y being generation 1). O(persons reached).
 */
export function relativesWithin(graph: FamilyGraph, a: PersonKey, limits: GenerationLimits): Set<PersonKey> {
  const ascendants = ascendantsWithin(graph, a, limits);
  const related = new Set<PersonKey>(ascendants.keys());
  // Generations below the nearest ascendant: the furthest a relative can be is limit - 1 steps.
  const maxDepth = Math.max(limits.father, limits.mother) - 1;
  const depth = new Map<PersonKey, number>();
  let frontier: PersonKey[] = [];
  for (const key of ascendants.keys()) {
    depth.set(key, 0);
    frontier.push(key);
  }
  for (let d = 0; d < maxDepth && frontier.length > 0; d++) {
    const next: PersonKey[] = [];
    for (const key of frontier) {
      const parent = graph.persons.get(key);
      if (!parent) continue;
      const reaches = d + 2 <= limitThrough(parent.gender, limits);
      for (const child of parent.children) {
        if (reaches) related.add(child);
        if (!depth.has(child)) {
          depth.set(child, d + 1);
          next.push(child);
        }
      }
    }
    frontier = next;
  }
  related.delete(a);
  return related;
}

export type KinshipClause = 'f' | ProhibitedDegree;

/**
 * s.5(v) lets custom permit a sapinda marriage too: with the cross-cousin custom, a cross cousin
 * is not a sapinda when every common ascendant within the limits is the brother's and sister's
 * shared parent or one of that parent's ascendants. A second link (their other parents are
 * cousins too) keeps them sapindas.
 */
function customPermitsSapinda(graph: FamilyGraph, a: PersonKey, b: PersonKey, limits: GenerationLimits, links: Map<PersonKey, Set<PersonKey>>): boolean {
  const shared = links.get(b);
  if (!shared || shared.size === 0) return false;
  const allowed = new Set([...shared, ...linealAscendants(graph, shared)]);
  const fromB = ascendantsWithin(graph, b, limits);
  for (const key of ascendantsWithin(graph, a, limits).keys()) if (fromB.has(key) && !allowed.has(key)) return false;
  return true;
}

/** Which clauses of s.3 relate a and b, in the Act's order: [] when none does (decision 0723). */
export function kinshipClauses(graph: FamilyGraph, a: PersonKey, b: PersonKey, limits: GenerationLimits, opts: DegreeOptions = {}): KinshipClause[] {
  if (a === b) return [];
  const links = opts.crossCousinCustom ? crossCousinLinks(graph, a) : new Map<PersonKey, Set<PersonKey>>();
  const sapinda = relatedWithin(graph, a, b, limits).related && !customPermitsSapinda(graph, a, b, limits, links);
  return [...(sapinda ? (['f'] as const) : []), ...(prohibitedDegreesOf(graph, a, opts).get(b) ?? [])];
}

/** The persons family finding leaves out for `a`: sapindas within the limits and the s.3(g) degrees, the custom applied to both. */
export function barredPersons(graph: FamilyGraph, a: PersonKey, limits: GenerationLimits, opts: DegreeOptions = {}): { sapinda: Set<PersonKey>; prohibited: Set<PersonKey> } {
  const sapinda = relativesWithin(graph, a, limits);
  if (opts.crossCousinCustom) {
    const links = crossCousinLinks(graph, a);
    for (const b of links.keys()) if (sapinda.has(b) && customPermitsSapinda(graph, a, b, limits, links)) sapinda.delete(b);
  }
  return { sapinda, prohibited: new Set(prohibitedDegreesOf(graph, a, opts).keys()) };
}

/** The joined graph around a person of a family list (an entry id, loaded around its owner) or a member (a user id). */
async function graphAround(deps: AppDeps, entryIdOrUserId: string): Promise<{ graph: FamilyGraph; key: PersonKey | undefined }> {
  const entry = await deps.database.db.selectFrom('family_members').select('owner_id').where('id', '=', entryIdOrUserId).executeTakeFirst();
  const graph = await loadFamilyGraph(deps, entry?.owner_id ?? entryIdOrUserId);
  const key = entry ? graph.entryPerson(entryIdOrUserId)?.key : graph.selfKey(entryIdOrUserId);
  return { graph, key: key && graph.persons.has(key) ? key : undefined };
}

function userIdsOf(graph: FamilyGraph, keys: Iterable<PersonKey>): Set<string> {
  const out = new Set<string>();
  for (const k of keys) {
    const userId = graph.persons.get(k)?.userId;
    if (userId) out.add(userId);
  }
  return out;
}

/** The members related within the limits (sapinda only) to a person of a family list or to a member. */
export async function relativeUserIds(deps: AppDeps, entryIdOrUserId: string, limits: GenerationLimits): Promise<Set<string>> {
  const { graph, key } = await graphAround(deps, entryIdOrUserId);
  return key ? userIdsOf(graph, relativesWithin(graph, key, limits)) : new Set();
}

/** The members family finding leaves out for a person, per reason (barredPersons), as member ids. */
export async function barredUserIds(
  deps: AppDeps,
  entryIdOrUserId: string,
  limits: GenerationLimits,
  opts: DegreeOptions = {},
): Promise<{ sapinda: Set<string>; prohibited: Set<string> }> {
  const { graph, key } = await graphAround(deps, entryIdOrUserId);
  if (!key) return { sapinda: new Set(), prohibited: new Set() };
  const barred = barredPersons(graph, key, limits, opts);
  return { sapinda: userIdsOf(graph, barred.sapinda), prohibited: userIdsOf(graph, barred.prohibited) };
}
