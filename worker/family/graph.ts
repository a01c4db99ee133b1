import type { AppDeps } from '../deps';

/**
 * The joined family graph around a member (issue 5, decision 0722).
 *
 * Interface (stable; helpers C, E, F import it):
 * - `PersonKey`: `u:<userId>` for a person linked to a member (every entry with that
 *   linked_user_id, in every list, is this one person), `e:<entryId>` for an unlinked entry.
 * - `Person`: one node; `parents` carry birth|adoptive, `spouses`/`children` are keys.
 * - `FamilyGraph`: `persons`, `selfKey(userId)`, `entryPerson(entryId)`, `ownerIds` (the lists
 *   loaded) and `truncated` (true when the owner cap stopped the walk).
 * - `loadFamilyGraph(deps, userId, { maxOwners })`: the member's list plus, transitively, the lists
 *   of members linked to it in either direction (approved links only), in a few indexed queries.
 * - `buildFamilyGraph(entries, users)`: the same from rows already in hand (pure).
 * - `graphOf(specs)`: a graph from plain person specs, for tests and benchmarks.
 * - `relationPath(graph, from, to)`: the shortest path of primitive `Step`s (steps.ts).
 */
export type PersonKey = `u:${string}` | `e:${string}`;
export type Gender = 'male' | 'female' | null;
export type ParentKind = 'birth' | 'adoptive';

export interface ParentLink {
  key: PersonKey;
  kind: ParentKind;
}

export interface Person {
  key: PersonKey;
  /** Every family_members row that is this person (several once linked). */
  entryIds: string[];
  /** The owners of those rows. */
  ownerIds: string[];
  userId: string | null;
  name: string;
  gender: Gender;
  /** YYYY-MM-DD when known. */
  dob: string | null;
  parents: ParentLink[];
  spouses: PersonKey[];
  children: PersonKey[];
}

export interface FamilyGraph {
  persons: Map<PersonKey, Person>;
  selfKey(userId: string): PersonKey;
  entryPerson(entryId: string): Person | undefined;
  /** Owners whose lists were loaded. */
  ownerIds: string[];
  /** True when `maxOwners` stopped the walk before every linked list was read. */
  truncated: boolean;
}

export interface LoadFamilyGraphOptions {
  /** At most this many lists are read (default 300). */
  maxOwners?: number;
}

/** The columns of family_members the graph needs. */
export interface GraphEntry {
  id: string;
  owner_id: string;
  name: string;
  relation_id: string;
  member_from_id: string | null;
  parent_id: string | null;
  spouse_id: string | null;
  parent_kind: ParentKind;
  dob: string | null;
  linked_user_id: string | null;
}

/** The member's own details, which win over what any list typed for a linked person. */
export interface GraphUser {
  id: string;
  name: string;
  gender: Gender;
  dob: string | null;
}

/** A person for `graphOf`; children and the spouse's side are filled in. */
export interface PersonSpec {
  key: PersonKey;
  gender: Gender;
  name?: string;
  dob?: string | null;
  userId?: string | null;
  parents?: Array<PersonKey | ParentLink>;
  spouses?: PersonKey[];
}

export { relationPath, type Step, type StepKind } from './steps';

export async function loadFamilyGraph(_deps: AppDeps, _userId: string, _opts: LoadFamilyGraphOptions = {}): Promise<FamilyGraph> {
  throw new Error('not yet');
}

export function buildFamilyGraph(_entries: GraphEntry[], _users: GraphUser[]): FamilyGraph {
  throw new Error('not yet');
}

export function graphOf(_specs: PersonSpec[]): FamilyGraph {
  throw new Error('not yet');
}
