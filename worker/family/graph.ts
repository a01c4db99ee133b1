import { chunks } from '../db/chunks';
import type { AppDeps } from '../deps';
import { relationGender } from '../reference/catalogue/relations';
import { mergeLists } from './identity';

/**
 * The joined family graph around a member (issue 5, decision 0722).
 *
 * Interface (stable; helpers C, E, F import it):
 * - `PersonKey`: `u:<userId>` for a person linked to a member (every entry with that
 *   linked_user_id, in every list, is this one person), `e:<entryId>` for an unlinked entry.
 * - `Person`: one node; `parents` carry birth|adoptive, `spouses`/`children` are keys.
 * - `FamilyGraph`: `persons`, `selfKey(userId)`, `entryPerson(entryId)`, `ownerIds` (the lists
 *   loaded) and `truncated` (true when the owner cap stopped the walk).
 * - `loadFamilyGraph(deps, userId, { maxOwners, maxDepth, excludeOwners })`: the member's list plus,
 *   transitively (or up to maxDepth links away), the lists of members linked to it in either
 *   direction (approved links only, excluded owners skipped), in a few indexed queries.
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
  /** Decision 0940: some list says this person has died; the date when one gives it. */
  deceased: boolean;
  dateOfDeath: string | null;
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
  /**
   * How many links away from the member a list may be: 1 = the member's list and the lists
   * joined directly to it (a tree view, decision 0741). Unset: the whole linked family (kinship).
   */
  maxDepth?: number;
  /** Lists not read nor walked through (a tree viewer's blocks, either way); the member's own is always read. */
  excludeOwners?: Iterable<string>;
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
  deceased?: 0 | 1;
  date_of_death?: string | null;
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

export { relationPath, type Step } from './steps';

const DEFAULT_MAX_OWNERS = 300;

/**
 * Breadth first over owners: each round reads the lists of the new owners and finds the owners
 * of lists that name one of them (the family_members_linked index); the next round's owners are
 * the members those lists link to and the owners naming them. A member with no list of their own
 * simply contributes no rows.
 */
export async function loadFamilyGraph(deps: AppDeps, userId: string, opts: LoadFamilyGraphOptions = {}): Promise<FamilyGraph> {
  const maxOwners = opts.maxOwners ?? DEFAULT_MAX_OWNERS;
  const maxDepth = opts.maxDepth ?? Infinity;
  const db = deps.database.db;
  const seen = new Set<string>([userId]);
  const excluded = new Set([...(opts.excludeOwners ?? [])].filter((id) => id !== userId));
  const entries: GraphEntry[] = [];
  const linkedIds = new Set<string>([userId]);
  let frontier = [userId];
  let truncated = false;
  for (let depth = 0; frontier.length > 0; depth++) {
    const next = new Set<string>();
    for (const part of chunks(frontier)) {
      const [rows, naming] = await Promise.all([
        db.selectFrom('family_members')
          .select(['id', 'owner_id', 'name', 'relation_id', 'member_from_id', 'parent_id', 'spouse_id', 'parent_kind', 'dob', 'linked_user_id', 'deceased', 'date_of_death'])
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
    if (depth >= maxDepth) break;
    for (const id of next) {
      if (seen.has(id) || excluded.has(id)) continue;
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
  return { key, entryIds: [], ownerIds: [], userId, name, gender, dob, deceased: false, dateOfDeath: null, parents: [], spouses: [], children: [] };
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
 * What parent inference works on: an entry of one list (keys are entry ids) before the lists
 * are merged, or a person of the joined graph after.
 */
interface KinNode<K extends string> {
  key: K;
  gender: Gender;
  parents: { key: K; kind: ParentKind }[];
  spouses: K[];
}

interface Kin<K extends string> {
  /** The node an entry is. */
  at(entryId: string): KinNode<K> | undefined;
  get(key: K): KinNode<K> | undefined;
  /** The other parent of a child of `parentEntryId`: that entry's one spouse. */
  otherParent(parentEntryId: string): KinNode<K> | undefined;
}

/** Never a second parent of the same gender and kind: the first one given stays. */
function addParentOnce<K extends string>(kin: Kin<K>, child: KinNode<K>, link: { key: K; kind: ParentKind }) {
  if (link.key === child.key || child.parents.some((p) => p.key === link.key)) return;
  const gender = kin.get(link.key)?.gender;
  if (gender && child.parents.some((p) => p.kind === link.kind && kin.get(p.key)?.gender === gender)) return;
  child.parents.push(link);
}

function setParents<K extends string>(kin: Kin<K>, child: KinNode<K>, parentEntryId: string, kind: ParentKind) {
  const parent = kin.at(parentEntryId);
  if (!parent) return;
  addParentOnce(kin, child, { key: parent.key, kind });
  const other = kin.otherParent(parentEntryId);
  if (other) addParentOnce(kin, child, { key: other.key, kind });
}

/**
 * Parents from parent_id (plus the parent's one spouse); where a list set no parent_id (the
 * self entry, a relative added "from" someone), the relation to the member-from entry fills the
 * gap: father/mother, grandparents and great-grandparents, son/daughter, siblings.
 */
function inferParents<K extends string>(entries: readonly GraphEntry[], kin: Kin<K>) {
  for (const entry of entries) {
    const child = kin.at(entry.id);
    if (child && entry.parent_id) setParents(kin, child, entry.parent_id, entry.parent_kind);
  }
  for (const entry of entries) {
    const person = kin.at(entry.id);
    const from = entry.member_from_id ? kin.at(entry.member_from_id) : undefined;
    if (!person || !from) continue;
    if (entry.relation_id === 'father' || entry.relation_id === 'mother') {
      if (!from.parents.some((p) => kin.get(p.key)?.gender === person.gender)) setParents(kin, from, entry.id, 'birth');
    } else if ((entry.relation_id === 'son' || entry.relation_id === 'daughter') && !entry.parent_id) {
      setParents(kin, person, entry.member_from_id!, entry.parent_kind);
    }
  }
  // Grandparents and great-grandparents named from someone whose parent line does not reach them yet.
  for (const entry of [...entries].sort((a, b) => (ANCESTOR_PATH[a.relation_id]?.length ?? 0) - (ANCESTOR_PATH[b.relation_id]?.length ?? 0))) {
    const path = ANCESTOR_PATH[entry.relation_id];
    const person = kin.at(entry.id);
    if (!path || !entry.member_from_id || !person) continue;
    let at = kin.at(entry.member_from_id);
    for (const gender of path) {
      const next = at?.parents.find((p) => kin.get(p.key)?.gender === gender);
      at = next ? kin.get(next.key) : undefined;
    }
    if (at && at.key !== person.key && !at.parents.some((p) => kin.get(p.key)?.gender === person.gender)) setParents(kin, at, entry.id, 'birth');
  }
  for (const entry of entries) {
    if (!entry.member_from_id || entry.parent_id || !SIBLING_RELATIONS.has(entry.relation_id)) continue;
    const person = kin.at(entry.id);
    const from = kin.at(entry.member_from_id);
    if (person && from && person.parents.length === 0) for (const p of from.parents) addParentOnce(kin, person, { ...p });
  }
}

type EntryNode = KinNode<string> & { looseSiblings: string[] };

/** Each list on its own: entry-level parents and spouses (all ids within the same list). */
function listNodes(entries: readonly GraphEntry[], genderOf: (e: GraphEntry) => Gender): Map<string, EntryNode> {
  const nodes = new Map<string, EntryNode>(entries.map((e) => [e.id, { key: e.id, gender: genderOf(e), parents: [], spouses: [], looseSiblings: [] }]));
  const tie = (a: string, b: string) => {
    const [x, y] = [nodes.get(a), nodes.get(b)];
    if (!x || !y || a === b) return;
    pushUnique(x.spouses, b);
    pushUnique(y.spouses, a);
  };
  for (const e of entries) {
    if (e.spouse_id) tie(e.id, e.spouse_id);
    if (e.member_from_id && (e.relation_id === 'husband' || e.relation_id === 'wife')) tie(e.id, e.member_from_id);
    if (e.member_from_id && !e.parent_id && SIBLING_RELATIONS.has(e.relation_id)) nodes.get(e.member_from_id)?.looseSiblings.push(e.id);
  }
  inferParents(entries, {
    at: (id) => nodes.get(id),
    get: (id) => nodes.get(id),
    otherParent: (id) => {
      const spouses = nodes.get(id)?.spouses ?? [];
      return spouses.length === 1 ? nodes.get(spouses[0]!) : undefined;
    },
  });
  return nodes;
}

/**
 * Rows → persons (decision 0722). Each list is read on its own first (parents from parent_id
 * and from the relations); then the lists are merged where they meet (identity.ts: a linked
 * member is one person, and so are their parents, the parents' parents and spouses, and the
 * children the identity rule matches); then each merged person gets the parents its entries
 * had, the member's own list first, never two of the same gender and kind; last, the relations
 * fill gaps one list leaves and another closes (a grandfather named in one list, the father in
 * another). Names, genders and dobs: the member's account for a linked person, else the
 * preferred entry's (the member's own list, else the list merged into).
 */
export function buildFamilyGraph(entries: GraphEntry[], users: GraphUser[]): FamilyGraph {
  const userById = new Map(users.map((u) => [u.id, u]));
  const genderOf = (e: GraphEntry): Gender => (e.linked_user_id ? userById.get(e.linked_user_id)?.gender : null) ?? relationGender(e.relation_id);
  const nodes = listNodes(entries, genderOf);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const merged = mergeLists(
    entries.map((e) => {
      const n = nodes.get(e.id)!;
      return { id: e.id, ownerId: e.owner_id, userId: e.linked_user_id, name: e.name, gender: n.gender, dob: e.dob, parents: n.parents, spouses: n.spouses, looseSiblings: n.looseSiblings };
    }),
    userById,
  );

  const persons = new Map<PersonKey, Person>();
  const entryKeys = new Map<string, PersonKey>();
  const owners = new Set<string>();
  for (const entry of entries) {
    owners.add(entry.owner_id);
    const root = merged.find(entry.id);
    const ids = merged.entriesOf(root);
    const rows = ids.map((id) => entryById.get(id)!);
    const userId = rows.find((r) => r.linked_user_id)?.linked_user_id ?? null;
    const key: PersonKey = userId ? `u:${userId}` : `e:${ids[0]}`;
    entryKeys.set(entry.id, key);
    if (persons.has(key)) continue;
    const user = userId ? userById.get(userId) : undefined;
    const person = newPerson(key, user?.name ?? rows[0]!.name, user?.gender ?? rows.map(genderOf).find((g) => g) ?? null, user?.dob ?? rows.find((r) => r.dob)?.dob ?? null, userId);
    person.deceased = rows.some((r) => r.deceased === 1);
    person.dateOfDeath = rows.find((r) => r.date_of_death)?.date_of_death ?? null;
    person.entryIds = [...ids];
    person.ownerIds = [...new Set(rows.map((r) => r.owner_id))];
    persons.set(key, person);
  }
  for (const user of users) {
    const key: PersonKey = `u:${user.id}`;
    if (!persons.has(key)) persons.set(key, newPerson(key, user.name, user.gender, user.dob, user.id));
  }
  const personOf = (entryId: string) => {
    const key = entryKeys.get(entryId);
    return key ? persons.get(key) : undefined;
  };

  // Each person's parents and spouses from its entries, the preferred entry first.
  for (const person of persons.values()) {
    for (const id of person.entryIds) {
      const node = nodes.get(id)!;
      for (const s of node.spouses) addSpouses(person, personOf(s)!);
    }
  }
  const kin: Kin<PersonKey> = {
    at: personOf,
    get: (key) => persons.get(key),
    otherParent: (id) => {
      const inList = [...new Set(nodes.get(id)?.spouses.map((s) => entryKeys.get(s)!) ?? [])];
      if (inList.length === 1) return persons.get(inList[0]!);
      if (inList.length > 1) return undefined;
      const [only, ...more] = personOf(id)?.spouses ?? [];
      return only && more.length === 0 ? persons.get(only) : undefined;
    },
  };
  for (const person of persons.values()) {
    for (const id of person.entryIds) {
      for (const p of nodes.get(id)!.parents) addParentOnce(kin, person, { key: entryKeys.get(p.key)!, kind: p.kind });
    }
  }
  inferParents(entries, kin);
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
