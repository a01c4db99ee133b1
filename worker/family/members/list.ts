import type { FamilyMemberList, FamilyMemberView } from '../../../contract/family';
import { deleteBlocker, memberFromRelations, type RuleEntry } from '../../../contract/family-rules';
import type { RelationId, RelationLanguage } from '../../../contract/reference';
import type { FamilyMembersTable } from '../../db/tables/family';
import type { AppDeps } from '../../deps';
import { profilePicturesFor } from '../../pictures/list-pictures';
import { relationLabelIn } from '../../reference/catalogue/relations';
import { nameRelation } from '../relation-names';
import { relationLanguage } from '../viewer';
import { ensureSelfEntry } from './self';
import { managersInFamilyList } from '../../managers/family-list';

/**
 * What a chain of relations is to the viewer, in their language: the catalogue label of a single
 * link (self for none), else the name relation-names.ts composes; with each link's label for the tooltip.
 */
export function chainLabels(chain: readonly RelationId[], lang: RelationLanguage): { label: string; chain: string[] } {
  if (chain.length <= 1) {
    const links = chain.map((r) => relationLabelIn(r, lang));
    return { label: links[0] ?? relationLabelIn('self', lang), chain: links };
  }
  const named = nameRelation(chain, lang);
  return { label: named.label, chain: named.chain };
}

/** The member's list as stored, and what the rules see of it. */
export async function ownEntries(deps: AppDeps, userId: string): Promise<FamilyMembersTable[]> {
  return deps.database.db.selectFrom('family_members').selectAll().where('owner_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export const ruleEntry = (e: FamilyMembersTable): RuleEntry => ({
  id: e.id,
  relation_id: e.relation_id,
  member_from_id: e.member_from_id,
  parent_id: e.parent_id,
  spouse_id: e.spouse_id,
  linked: e.linked_user_id != null,
});

/** Gender, marital status and relation-label language of a member. */
export async function familyViewer(deps: AppDeps, userId: string): Promise<FamilyMemberList['me']> {
  const row = await deps.database.db
    .selectFrom('users')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .leftJoin('mother_tongues', 'mother_tongues.id', 'users.mother_tongue_id')
    .select(['users.gender', 'member_profiles.marital_status_id', 'mother_tongues.label_key'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return { gender: row?.gender ?? null, maritalStatus: row?.marital_status_id ?? null, language: relationLanguage(row?.label_key) };
}

/**
 * GET /member: the member's own list, self first, each entry labelled in the viewer's language.
 * Helper E extends this with the entries of linked members' lists (decision 0700).
 */
export async function listMembers(deps: AppDeps, userId: string): Promise<FamilyMemberList> {
  await ensureSelfEntry(deps, userId);
  const [rows, me] = await Promise.all([ownEntries(deps, userId), familyViewer(deps, userId)]);
  const linkedIds = [...new Set(rows.map((r) => r.linked_user_id).filter((x): x is string => x != null))];
  const users = linkedIds.length
    ? await deps.database.db.selectFrom('users').select(['id', 'name', 'dob', 'status']).where('id', 'in', linkedIds).execute()
    : [];
  const userById = new Map(users.filter((u) => u.status !== 'deleted').map((u) => [u.id, u]));
  const pictures = await profilePicturesFor(deps, [...userById.keys()], userId);
  const rules = rows.map(ruleEntry);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nameOf = (r: FamilyMembersTable) => (r.linked_user_id && userById.get(r.linked_user_id)?.name) || r.name;
  const brief = (id: string | null) => {
    const r = id ? byId.get(id) : undefined;
    return r ? { _id: r.id, to_name: nameOf(r) } : null;
  };
  const self = rows.find((r) => r.relation_id === 'self')!;
  const chains = rows.map((r, i): RelationId[] => (r.relation_id === 'self' ? ['self'] : memberFromRelations(rules[i]!, rules)));
  const names = new Map(rows.map((r, i) => [r.id, chainLabels(chains[i]!, me.language)]));
  // A spouse is written on one of the two entries; both rows name the other (issue 22 §3).
  const spouseOf = new Map(rows.flatMap((r) => (r.spouse_id ? [[r.spouse_id, r.id] as const] : [])));
  // A family-run profile's managers are their own entries (issue 27).
  const managers = await managersInFamilyList(deps, userId, rows.map((r, i) => ({ id: r.id, chain: chains[i]!, name: r.name })));
  const views = rows.map((r, i): FamilyMemberView => {
    const chainIds = chains[i]!;
    const named = names.get(r.id)!;
    const from = r.member_from_id ? byId.get(r.member_from_id) : self;
    const linked = r.linked_user_id ? userById.get(r.linked_user_id) : undefined;
    return {
      _id: r.id,
      to_name: nameOf(r),
      user_id: r.linked_user_id,
      relationUserId: linked ? { _id: linked.id, basicDetails: { name: linked.name } } : null,
      relationDetails: { relation_id: r.relation_id, side: r.side, memberFrom: from ? nameOf(from) : null, memberFromId: from?.id ?? null },
      memberFromRelations: r.relation_id === 'self' ? [] : chainIds,
      parentDetails: brief(r.parent_id),
      spouseDetails: brief(r.spouse_id ?? spouseOf.get(r.id) ?? null),
      parent_id: r.parent_id,
      spouse_id: r.spouse_id,
      parent_kind: r.parent_kind,
      userDetails: { profilePicture: linked ? (pictures.get(linked.id) ?? null) : null, DOB: linked?.dob ?? r.dob },
      deceased: r.deceased === 1,
      dateOfDeath: r.date_of_death ?? null,
      relationLabel: named.label,
      relationLabelEnglish: me.language === 'en' ? null : chainLabels(chainIds, 'en').label,
      memberFromLabel: from && from.relation_id !== 'self' && from.id !== r.id ? (names.get(from.id)?.label ?? null) : null,
      chain: named.chain,
      canEdit: r.relation_id !== 'self',
      canDelete: deleteBlocker(rules[i]!, rules) == null,
      manager: managers.get(r.id) ?? null,
    };
  });
  return { data: views, me };
}
