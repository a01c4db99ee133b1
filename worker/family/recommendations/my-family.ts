import type { AppDeps } from '../../deps';
import type { FamilyMembersTable } from '../../db/tables/family';
import { relationGender } from '../../reference/catalogue/relations';

/**
 * The people of a member's own list as recommendation matching reads them: name, date of
 * birth, parents' names, and whether the entry is already linked to a member.
 */
export interface KnownPerson {
  entryId: string | null;
  name: string;
  dob: string | null;
  gender: 'male' | 'female' | null;
  parentNames: string[];
  isMe: boolean;
  linkedUserId: string | null;
}

type Entry = Pick<FamilyMembersTable, 'id' | 'name' | 'relation_id' | 'member_from_id' | 'parent_id' | 'spouse_id' | 'linked_user_id' | 'dob'>;

/** A person's parents in one list: the parent entry and its spouse (spouse_id either way). */
export function parentNamesIn(entry: Entry, list: readonly Entry[]): string[] {
  const byId = new Map(list.map((e) => [e.id, e]));
  if (entry.relation_id === 'self') {
    return list.filter((e) => e.member_from_id === entry.id && (e.relation_id === 'father' || e.relation_id === 'mother')).map((e) => e.name);
  }
  const parent = entry.parent_id ? byId.get(entry.parent_id) : undefined;
  if (!parent) return [];
  const spouse = (parent.spouse_id && byId.get(parent.spouse_id)) || list.find((e) => e.spouse_id === parent.id);
  return spouse ? [parent.name, spouse.name] : [parent.name];
}

export async function myFamily(deps: AppDeps, me: string) {
  const { db } = deps.database;
  const [user, list] = await Promise.all([
    db.selectFrom('users').select(['name', 'dob', 'gender']).where('id', '=', me).executeTakeFirstOrThrow(),
    db.selectFrom('family_members').selectAll().where('owner_id', '=', me).execute(),
  ]);
  const self = list.find((e) => e.relation_id === 'self');
  const people: KnownPerson[] = [
    { entryId: self?.id ?? null, name: user.name, dob: user.dob, gender: user.gender, parentNames: self ? parentNamesIn(self, list) : [], isMe: true, linkedUserId: me },
    ...list
      .filter((e) => e.relation_id !== 'self')
      .map((e) => ({ entryId: e.id, name: e.name, dob: e.dob, gender: relationGender(e.relation_id), parentNames: parentNamesIn(e, list), isMe: false, linkedUserId: e.linked_user_id })),
  ];
  const linked = new Set(list.map((e) => e.linked_user_id).filter((id): id is string => !!id && id !== me));
  return { people, linked, list };
}
