import { memberFromRelations } from '../../../contract/family-rules';
import type { RelationId } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import { relationGender } from '../../reference/catalogue/relations';
import type { Entry, OwnList } from './members';

/** Men of the owner's own father line: their gotra is the owner's gotra of birth. */
const OWNER_FATHER_LINE: ReadonlySet<RelationId> = new Set(['father', 'paternal-grandfather', 'paternal-great-grandfather']);
const SIBLINGS: ReadonlySet<RelationId> = new Set(['elder-brother', 'younger-brother', 'elder-sister', 'younger-sister']);

/**
 * The gotra of the person searched for (docs/decisions/0771). A gotra passes from father to
 * child, so:
 * 1. a person linked to a member: that member's gotra of birth (birth_gotra_id, else gotra_id);
 * 2. otherwise follow the father line of the list (the parent entry, or the parent's spouse
 *    when the parent is a woman) to the nearest man who is a member (his gotra) or who is the
 *    owner's own father or grandfather (the owner's gotra of birth);
 * 3. a child whose only parent in the list is a woman who is a member: her current gotra
 *    (decision 0400: a married woman's gotra_id is her married gotra, her husband's, and so
 *    her children's);
 * 4. with no parent in the list: a brother or sister of the owner has the owner's gotra of
 *    birth; a son or daughter the owner's current gotra (a father's own, a mother's married one).
 * null when none of these is known: then no one is left out for gotra.
 */
export async function gotraOfEntry(deps: AppDeps, own: OwnList, entry: Entry): Promise<string | null> {
  const { db } = deps.database;
  const owner = own.self?.linked_user_id ?? null;
  const gotraOf = async (userId: string | null, which: 'birth' | 'current') => {
    if (!userId) return null;
    const p = await db.selectFrom('member_profiles').select(['gotra_id', 'birth_gotra_id']).where('user_id', '=', userId).executeTakeFirst();
    return (which === 'birth' ? (p?.birth_gotra_id ?? p?.gotra_id) : p?.gotra_id) ?? null;
  };
  const genders = await linkedGenders(deps, own.list);
  const genderOf = (e: Entry) => (e.linked_user_id ? genders.get(e.linked_user_id) : undefined) ?? relationGender(e.relation_id);
  const isOwnerFatherLine = (e: Entry) => {
    const chain = memberFromRelations(e, own.list);
    return chain.length === 1 && OWNER_FATHER_LINE.has(chain[0]!);
  };

  if (entry.linked_user_id) return gotraOf(entry.linked_user_id, 'birth');
  let person: Entry = entry;
  for (let step = 0; step < 8; step++) {
    const parent = person.parent_id ? own.byId.get(person.parent_id) : undefined;
    if (!parent) break;
    const father = genderOf(parent) === 'female' ? spouseOf(parent, own) : parent;
    if (!father) return parent.linked_user_id ? gotraOf(parent.linked_user_id, 'current') : null;
    if (father.linked_user_id) return gotraOf(father.linked_user_id, 'birth');
    if (isOwnerFatherLine(father)) return gotraOf(owner, 'birth');
    person = father;
  }
  if (person !== entry) return null;
  const first = memberFromRelations(entry, own.list)[0];
  if (first === 'son' || first === 'daughter') return gotraOf(owner, 'current');
  if (first && SIBLINGS.has(first)) return gotraOf(owner, 'birth');
  return null;
}

function spouseOf(e: Entry, own: OwnList): Entry | undefined {
  if (e.spouse_id) return own.byId.get(e.spouse_id);
  return own.list.find((o) => o.spouse_id === e.id);
}

async function linkedGenders(deps: AppDeps, list: Entry[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(list.map((e) => e.linked_user_id).filter((id): id is string => !!id))];
  if (!ids.length) return new Map();
  const rows = await deps.database.db.selectFrom('users').select(['id', 'gender']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.gender]));
}
