import type { FamilyGraph, PersonKey } from './graph';

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

export function relationPath(_graph: FamilyGraph, _from: PersonKey, _to: PersonKey): Step[] | null {
  throw new Error('not yet');
}
