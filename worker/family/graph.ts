import type { AppDeps } from '../deps';
import { RELATIONS } from '../reference/catalogue/relations';

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

const RELATION_GENDER = new Map<string, Gender>(RELATIONS.map((r) => [r._id, r.gender]));
/** D1 allows 100 bound parameters per statement. */
const CHUNK = 100;
const DEFAULT_MAX_OWNERS = 300;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Breadth first over owners: each round reads the lists of the new owners and finds the owners
 * of lists that name one of them (the family_members_linked index); the next round's owners are
 * the members those lists link to and the owners naming them. A member with no list of their own
 * simply contributes no rows.
 */
export async function loadFamilyGraph(deps: AppDeps, userId: string, opts: LoadFamilyGraphOptions = {}): Promise<FamilyGraph> {
  const maxOwners = opts.maxOwners ?? DEFAULT_MAX_OWNERS;
  const db = deps.database.db;
  const seen = new Set<string>([userId]);
  const entries: GraphEntry[] = [];
  const linkedIds = new Set<string>([userId]);
  let frontier = [userId];
  let truncated = false;
  while (frontier.length > 0) {
    const next = new Set<string>();
    for (const part of chunks(frontier)) {
      const [rows, naming] = await Promise.all([
        db.selectFrom('family_members')
          .select(['id', 'owner_id', 'name', 'relation_id', 'member_from_id', 'parent_id', 'spouse_id', 'parent_kind', 'dob', 'linked_user_id'])
          .where('owner_id', 'in', part)
          .execute(),
        db.selectFrom('family_members').select('owner_id').distinct().where('linked_user_id', 'in', part).execute(),
      ]);
      for (const row of rows) {
        entries.push(row);
        if (row.linked_user_id) {
          linkedIds.add(row.linked_user_id);
          next.add(row.linked_user_id);
        }
      }
      for (const { owner_id } of naming) next.add(owner_id);
    }
    frontier = [];
    for (const id of next) {
      if (seen.has(id)) continue;
      if (seen.size >= maxOwners) {
        truncated = true;
        break;
      }
      seen.add(id);
      frontier.push(id);
    }
  }
  const users: GraphUser[] = [];
  for (const part of chunks([...linkedIds])) {
    users.push(...(await db.selectFrom('users').select(['id', 'name', 'gender', 'dob']).where('id', 'in', part).execute()));
  }
  const graph = buildFamilyGraph(entries, users);
  graph.ownerIds.splice(0, graph.ownerIds.length, ...seen);
  graph.truncated = truncated;
  return graph;
}

function keyOfEntry(entry: GraphEntry): PersonKey {
  return entry.linked_user_id ? `u:${entry.linked_user_id}` : `e:${entry.id}`;
}

function pushUnique<T>(list: T[], item: T) {
  if (!list.includes(item)) list.push(item);
}

function addParent(child: Person, link: ParentLink) {
  if (link.key === child.key || child.parents.some((p) => p.key === link.key)) return;
  child.parents.push(link);
}

function addSpouses(a: Person, b: Person) {
  if (a.key === b.key) return;
  pushUnique(a.spouses, b.key);
  pushUnique(b.spouses, a.key);
}

function newPerson(key: PersonKey, name: string, gender: Gender, dob: string | null, userId: string | null): Person {
  return { key, entryIds: [], ownerIds: [], userId, name, gender, dob, parents: [], spouses: [], children: [] };
}

function finish(persons: Map<PersonKey, Person>, entryKeys: Map<string, PersonKey>, ownerIds: string[]): FamilyGraph {
  for (const person of persons.values()) {
    person.parents = person.parents.filter((p) => persons.has(p.key));
    for (const parent of person.parents) pushUnique(persons.get(parent.key)!.children, person.key);
  }
  return {
    persons,
    selfKey: (userId) => `u:${userId}`,
    entryPerson: (entryId) => {
      const key = entryKeys.get(entryId);
      return key ? persons.get(key) : undefined;
    },
    ownerIds,
    truncated: false,
  };
}

const SIBLING_RELATIONS = new Set(['elder-brother', 'younger-brother', 'elder-sister', 'younger-sister']);
/** Whose parent an ancestor relation is: the grandfathers are parents of the father (male) or the mother (female) … */
const ANCESTOR_PATH: Readonly<Record<string, readonly Gender[]>> = {
  'paternal-grandfather': ['male'], 'paternal-grandmother': ['male'],
  'maternal-grandfather': ['female'], 'maternal-grandmother': ['female'],
  'paternal-great-grandfather': ['male', 'male'], 'paternal-great-grandmother': ['male', 'male'],
  'maternal-great-grandfather': ['female', 'male'], 'maternal-great-grandmother': ['female', 'male'],
};

/**
 * Rows → persons. Entries linked to the same member become one person whose name, gender and
 * dob come from the member's users row. Parents come from parent_id plus the parent entry's one
 * spouse; where a list did not set parent_id (the self entry, a relative added "from" someone),
 * the relation to the member-from entry fills the gap (father/mother, grandparents and
 * great-grandparents, son/daughter, siblings), never overriding a parent the list did set.
 */
export function buildFamilyGraph(entries: GraphEntry[], users: GraphUser[]): FamilyGraph {
  const userById = new Map(users.map((u) => [u.id, u]));
  const persons = new Map<PersonKey, Person>();
  const entryKeys = new Map<string, PersonKey>();
  const entryById = new Map<string, GraphEntry>();
  const owners = new Set<string>();

  for (const entry of entries) {
    entryById.set(entry.id, entry);
    owners.add(entry.owner_id);
    const key = keyOfEntry(entry);
    entryKeys.set(entry.id, key);
    let person = persons.get(key);
    if (!person) {
      const user = entry.linked_user_id ? userById.get(entry.linked_user_id) : undefined;
      person = newPerson(key, user?.name ?? entry.name, user?.gender ?? RELATION_GENDER.get(entry.relation_id) ?? null, user?.dob ?? entry.dob, entry.linked_user_id);
      persons.set(key, person);
    } else {
      person.gender ??= RELATION_GENDER.get(entry.relation_id) ?? null;
      person.dob ??= entry.dob;
    }
    person.entryIds.push(entry.id);
    pushUnique(person.ownerIds, entry.owner_id);
  }
  for (const user of users) {
    const key: PersonKey = `u:${user.id}`;
    if (!persons.has(key)) persons.set(key, newPerson(key, user.name, user.gender, user.dob, user.id));
  }
  const personOf = (entryId: string | null) => {
    const key = entryId ? entryKeys.get(entryId) : undefined;
    return key ? persons.get(key) : undefined;
  };

  // Spouses, both directions of spouse_id, within each list.
  const entrySpouses = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.spouse_id || !entryById.has(entry.spouse_id)) continue;
    for (const [a, b] of [[entry.id, entry.spouse_id], [entry.spouse_id, entry.id]] as const) {
      let set = entrySpouses.get(a);
      if (!set) entrySpouses.set(a, (set = new Set()));
      set.add(b);
    }
    addSpouses(personOf(entry.id)!, personOf(entry.spouse_id)!);
  }
  for (const entry of entries) {
    if (entry.member_from_id && (entry.relation_id === 'husband' || entry.relation_id === 'wife')) {
      const from = personOf(entry.member_from_id);
      if (from) addSpouses(personOf(entry.id)!, from);
    }
  }

  // The other parent: the parent entry's spouse in the same list when exactly one, else the
  // merged person's only spouse.
  const otherParent = (parentEntryId: string): Person | undefined => {
    const inList = [...(entrySpouses.get(parentEntryId) ?? [])].map((id) => personOf(id)!).filter((p, i, all) => all.indexOf(p) === i);
    if (inList.length === 1) return inList[0];
    if (inList.length > 1) return undefined;
    const parent = personOf(parentEntryId)!;
    const [only, ...more] = parent.spouses;
    return only && more.length === 0 ? persons.get(only) : undefined;
  };
  const setParents = (child: Person, parentEntryId: string, kind: ParentKind) => {
    const parent = personOf(parentEntryId);
    if (!parent) return;
    addParent(child, { key: parent.key, kind });
    const other = otherParent(parentEntryId);
    if (other) addParent(child, { key: other.key, kind });
  };

  for (const entry of entries) {
    if (entry.parent_id && entryById.has(entry.parent_id)) setParents(personOf(entry.id)!, entry.parent_id, entry.parent_kind);
  }
  // Relations that say who the parent is when parent_id does not.
  for (const entry of entries) {
    if (!entry.member_from_id || !entryById.has(entry.member_from_id)) continue;
    const person = personOf(entry.id)!;
    const from = personOf(entry.member_from_id)!;
    if (entry.relation_id === 'father' || entry.relation_id === 'mother') {
      if (!from.parents.some((p) => persons.get(p.key)?.gender === person.gender)) setParents(from, entry.id, 'birth');
    } else if ((entry.relation_id === 'son' || entry.relation_id === 'daughter') && !entry.parent_id) {
      setParents(person, entry.member_from_id, entry.parent_kind);
    }
  }
  // Grandparents and great-grandparents named from someone whose parent line does not reach them yet.
  for (const entry of [...entries].sort((a, b) => (ANCESTOR_PATH[a.relation_id]?.length ?? 0) - (ANCESTOR_PATH[b.relation_id]?.length ?? 0))) {
    const path = ANCESTOR_PATH[entry.relation_id];
    if (!path || !entry.member_from_id) continue;
    let at = personOf(entry.member_from_id);
    for (const gender of path) {
      const next: ParentLink | undefined = at?.parents.find((p) => persons.get(p.key)?.gender === gender);
      at = next ? persons.get(next.key) : undefined;
    }
    const person = personOf(entry.id)!;
    if (at && at.key !== person.key && !at.parents.some((p) => persons.get(p.key)?.gender === person.gender)) setParents(at, entry.id, 'birth');
  }
  for (const entry of entries) {
    if (!entry.member_from_id || entry.parent_id || !SIBLING_RELATIONS.has(entry.relation_id)) continue;
    const person = personOf(entry.id)!;
    const from = personOf(entry.member_from_id);
    if (from && person.parents.length === 0) for (const p of from.parents) addParent(person, { ...p });
  }
  return finish(persons, entryKeys, [...owners]);
}

/** A graph from plain specs: children and the other side of each spouse are filled in. */
export function graphOf(specs: PersonSpec[]): FamilyGraph {
  const persons = new Map<PersonKey, Person>();
  for (const spec of specs) {
    persons.set(spec.key, newPerson(spec.key, spec.name ?? spec.key, spec.gender, spec.dob ?? null, spec.userId ?? (spec.key.startsWith('u:') ? spec.key.slice(2) : null)));
  }
  for (const spec of specs) {
    const person = persons.get(spec.key)!;
    for (const p of spec.parents ?? []) addParent(person, typeof p === 'string' ? { key: p, kind: 'birth' } : p);
    for (const s of spec.spouses ?? []) {
      const spouse = persons.get(s);
      if (spouse) addSpouses(person, spouse);
    }
  }
  return finish(persons, new Map(), []);
}
