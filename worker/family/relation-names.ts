import type { RelationId, RelationLanguage } from '../../contract/reference';
import type { Gender } from './graph';
import type { Step, StepKind } from './steps';

/**
 * Naming a relation in the viewer's language (decision 0721).
 *
 * Interface (stable):
 * - A chain is a list of links, each a catalogue RelationId or a primitive StepKind, read from
 *   the viewer outwards: [father, elder-brother, son] = my father's elder brother's son. A Step
 *   path from relationPath() is accepted too.
 * - `NameContext.persons[i]` (optional) describes the person reached after link i (index 0 is
 *   the viewer): dob and gender let elder/younger be chosen where the language distinguishes
 *   them (tau/chacha, jeth/devar), and `key` tells "my father's son" that is me from a brother.
 * - `nameRelation(chain, lang, ctx)` → `{ relationId, label, chain }`: the catalogue relation when
 *   the chain reduces to one (relationId set, label its catalogue label), otherwise the label
 *   composed with the language's genitive; `chain` is each link's own label (the tooltip joins
 *   them with ' → ').
 * - `reduceChain(chain, ctx)`: the reduction alone (RelationId | null).
 */
export type ChainLink = RelationId | StepKind;

export interface ChainPerson {
  key?: string;
  gender?: Gender;
  dob?: string | null;
}

export interface NameContext {
  persons?: ChainPerson[];
}

export interface NamedRelation {
  relationId: RelationId | null;
  label: string;
  chain: string[];
}

export function reduceChain(_chain: ReadonlyArray<ChainLink> | ReadonlyArray<Step>, _ctx: NameContext = {}): RelationId | null {
  throw new Error('not yet');
}

export function nameRelation(_chain: ReadonlyArray<ChainLink> | ReadonlyArray<Step>, _lang: RelationLanguage, _ctx: NameContext = {}): NamedRelation {
  throw new Error('not yet');
}
