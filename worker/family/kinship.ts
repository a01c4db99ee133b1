import type { AppDeps } from '../deps';
import type { FamilyGraph, PersonKey } from './graph';

/**
 * Sapinda relationship, Hindu Marriage Act 1955 s.3(f) with s.3(g) (decision 0720).
 *
 * Interface (stable):
 * - `GenerationLimits { father, mother }`: generations counted with the person as the first,
 *   through the father's line and the mother's line (the line is the first step up).
 * - `relatedWithin(graph, a, b, limits)`: `{ related, reason? }`, the reason naming the nearest
 *   common lineal ascendant within the limits (or the ascendant when one is lineal to the other).
 * - `relativesWithin(graph, a, limits)`: every person related to `a` within the limits (not `a`).
 * - `relativeUserIds(deps, entryIdOrUserId, limits)`: the member ids of those relatives, for
 *   family finding (loads the graph around the entry's owner, or around the member).
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

export const DEFAULT_LIMITS: GenerationLimits = { father: 3, mother: 3 };

export function relatedWithin(_graph: FamilyGraph, _a: PersonKey, _b: PersonKey, _limits: GenerationLimits): KinshipResult {
  throw new Error('not yet');
}

export function relativesWithin(_graph: FamilyGraph, _a: PersonKey, _limits: GenerationLimits): Set<PersonKey> {
  throw new Error('not yet');
}

export async function relativeUserIds(_deps: AppDeps, _entryIdOrUserId: string, _limits: GenerationLimits): Promise<Set<string>> {
  throw new Error('not yet');
}
