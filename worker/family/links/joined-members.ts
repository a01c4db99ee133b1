import type { FamilyMemberView } from '../../../contract/family';
import { memberFromRelations } from '../../../contract/family-rules';
import { RELATION_IDS, type RelationId, type RelationSide } from '../../../contract/reference';
import type { FamilyMembersTable } from '../../db/tables/family';
import { idList } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { buildFamilyGraph, relationPath, type FamilyGraph, type GraphUser, type Person, type PersonKey } from '../graph';
import { chainLabels, familyViewer, ruleEntry } from '../members/list';
import { pictureUrlsFor } from '../../pictures/urls';
import { activeMembersAmong, blockedAmong } from '../../social/reach';
import { RELATIONS } from '../../reference/catalogue/relations';

/**
 * The relatives a member sees in /familyMember from the lists of members joined to theirs
 * (docs/decisions/0756-joined-family-lists.md): the members linked in my list and the members
 * whose lists link me. Each relative is shown once, "added from" the joined member, with the
 * chain of relations from me; read-only (canEdit/canDelete false); nothing is copied or written.
 * Each relative is one person of the joined graph: the graph merges the entries the lists share
 * (the same linked member, their parents, and relatives the identity rule of identity.ts matches),
 * so a relative already in my list is left out and one two lists wrote is shown once.
 */
type Entry = FamilyMembersTable;
const SIBLINGS = new Set(RELATIONS.filter((r) => r.group === 'sibling').map((r) => r._id));
const IS_RELATION = new Set<string>(RELATION_IDS);

interface Joined {
  userId: string;
  name: string;
  /** Relation ids from me to the joined member, when they can be said in catalogue terms. */
  chain: RelationId[];
  /** My entry that is them (null when only their list links me). */
  entryId: string | null;
  /** Their relatives keep their own side when the joined member is my sibling (same parents). */
  side: RelationSide | 'inherit';
}

export async function joinedRelatives(deps: AppDeps, userId: string): Promise<FamilyMemberView[]> {
  const { db } = deps.database;
  const mine = await db.selectFrom('family_members').selectAll().where('owner_id', '=', userId).execute();
  const linkingMe = await db.selectFrom('family_members').select('owner_id').where('linked_user_id', '=', userId).where('owner_id', '<>', userId).execute();
  const ownerIds = [...new Set([...mine.map((e) => e.linked_user_id).filter((id): id is string => !!id && id !== userId), ...linkingMe.map((r) => r.owner_id)])];
  const owners = await visibleOwners(deps, userId, ownerIds);
  if (owners.length === 0) return [];
  const theirs = await db.selectFrom('family_members').selectAll().where('owner_id', 'in', owners.map((o) => o.id)).orderBy('created_at').orderBy('id').execute();
  const users = await usersOf(deps, [...mine, ...theirs]);
  const graph = buildFamilyGraph([...mine, ...theirs], users);
  const me = graph.selfKey(userId);
  const viewer = await familyViewer(deps, userId);
  // The graph has merged every entry the lists share with mine into my persons (identity.ts).
  const shown = new Set<PersonKey>([me, ...mine.flatMap((e) => graph.entryPerson(e.id)?.key ?? [])]);
  const userById = new Map(users.map((u) => [u.id, u]));

  const out: FamilyMemberView[] = [];
  for (const owner of owners) {
    const joined = joinedAs(owner, mine, graph, me);
    const list = theirs.filter((e) => e.owner_id === owner.id);
    const rules = list.map(ruleEntry);
    for (const entry of list) {
      const person = graph.entryPerson(entry.id);
      if (!person || entry.relation_id === 'self' || shown.has(person.key)) continue;
      const theirChain = memberFromRelations(rules[list.indexOf(entry)]!, rules);
      shown.add(person.key);
      out.push(await view(deps, userId, viewer.language, { entry, person, joined, theirChain, list, userById }));
    }
  }
  return out;
}

/** Active members with no block either way: a block or a closed account hides their list. */
async function visibleOwners(deps: AppDeps, me: string, ids: string[]) {
  const [users, blocked] = await Promise.all([activeMembersAmong(deps, ids), blockedAmong(deps, me, ids)]);
  return ids.map((id) => users.find((u) => u.id === id)).filter((u): u is { id: string; name: string } => !!u && !blocked.has(u.id));
}

async function usersOf(deps: AppDeps, entries: Entry[]): Promise<GraphUser[]> {
  const ids = [...new Set(entries.map((e) => e.linked_user_id).filter((id): id is string => !!id))];
  if (ids.length === 0) return [];
  // A family list is not bounded: one JSON parameter (D1 binds at most 100, decision 0970).
  return deps.database.db.selectFrom('users').select(['id', 'name', 'gender', 'dob']).where('id', 'in', idList(ids)).where('status', '<>', 'deleted').execute();
}

/** Who the joined member is to me: my entry for them, or the path their list gives. */
function joinedAs(owner: { id: string; name: string }, mine: Entry[], graph: FamilyGraph, me: PersonKey): Joined {
  const entry = mine.find((e) => e.linked_user_id === owner.id);
  if (entry) {
    const rules = mine.map(ruleEntry);
    const chain = memberFromRelations(rules[mine.indexOf(entry)]!, rules);
    const side: Joined['side'] = entry.side === 'father' || entry.side === 'mother' ? entry.side : SIBLINGS.has(entry.relation_id) ? 'inherit' : 'other';
    return { userId: owner.id, name: owner.name, chain, entryId: entry.id, side };
  }
  const steps = relationPath(graph, me, graph.selfKey(owner.id)) ?? [];
  const kinds = steps.map((s) => s.kind);
  const chain = kinds.every((k) => IS_RELATION.has(k)) ? (kinds as RelationId[]) : [];
  const sibling = kinds.length === 1 && /brother|sister|sibling/.test(kinds[0]!);
  return { userId: owner.id, name: owner.name, chain, entryId: null, side: sibling ? 'inherit' : 'other' };
}

interface ViewInput {
  entry: Entry;
  person: Person;
  joined: Joined;
  theirChain: RelationId[];
  list: Entry[];
  userById: Map<string, GraphUser>;
}

async function view(deps: AppDeps, viewerId: string, lang: Parameters<typeof chainLabels>[1], v: ViewInput): Promise<FamilyMemberView> {
  const { entry, person, joined, theirChain, list, userById } = v;
  const chain = [...joined.chain, ...theirChain];
  const named = chainLabels(chain, lang);
  const byId = new Map(list.map((e) => [e.id, e]));
  const nameOf = (e: Entry) => (e.linked_user_id && userById.get(e.linked_user_id)?.name) || e.name;
  const brief = (id: string | null) => {
    const e = id ? byId.get(id) : undefined;
    return e ? { _id: e.id, to_name: nameOf(e) } : null;
  };
  const linked = person.userId ? userById.get(person.userId) : undefined;
  const picture = linked ? (await pictureUrlsFor(deps, linked.id, viewerId)).profilePicture : null;
  return {
    _id: entry.id,
    to_name: person.name,
    user_id: person.userId,
    relationUserId: linked ? { _id: linked.id, basicDetails: { name: linked.name } } : null,
    relationDetails: {
      relation_id: entry.relation_id,
      side: joined.side === 'inherit' ? entry.side : joined.side,
      memberFrom: joined.name,
      memberFromId: joined.entryId,
    },
    memberFromRelations: chain,
    parentDetails: brief(entry.parent_id),
    spouseDetails: brief(entry.spouse_id ?? list.find((e) => e.spouse_id === entry.id)?.id ?? null),
    parent_id: entry.parent_id,
    spouse_id: entry.spouse_id,
    parent_kind: entry.parent_kind,
    userDetails: { profilePicture: picture, DOB: person.dob },
    deceased: entry.deceased === 1,
    dateOfDeath: entry.date_of_death ?? null,
    relationLabel: named.label,
    relationLabelEnglish: lang === 'en' ? null : chainLabels(chain, 'en').label,
    memberFromLabel: joined.chain.length ? chainLabels(joined.chain, lang).label : null,
    chain: named.chain,
    canEdit: false,
    canDelete: false,
    // Another member's entries, shown through a link: their managers are theirs to show.
    manager: null,
  };
}
