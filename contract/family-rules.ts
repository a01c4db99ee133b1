import { m } from './i18n/paraglide/messages';
import { RELATION_IDS, type RelationId } from './reference';

/**
 * The family member form rules of spec §5, as one data file and pure functions used by BOTH the
 * 'Family Members' dialog (checked on Update, shown as an alert) and `POST /member` (the API
 * refuses what the form would refuse, with the same message). Groups and fixed ids the spec
 * leaves unnamed are defined here on the relation catalogue (decision 0103); every rule, its id
 * and why: docs/decisions/0701-family-member-rules.md.
 */

/**
 * Failure texts, exactly as spec §5/§8 write them in English (misspellings included), plus the few
 * the spec does not show; getters, so each is read in the reader's language (issue 25).
 */
export const FAMILY_RULE_TEXT = {
  get nameEmpty() { return m.family_rule_name_empty(); },
  get nameTooLong() { return m.family_rule_name_too_long(); },
  get selectRelation() { return m.family_rule_select_relation(); },
  get selectParents() { return m.family_rule_select_parents(); },
  get selectSpouse() { return m.family_rule_select_spouse(); },
  get detailsProperly() { return m.family_rule_details_properly(); },
  get grandfatherForUncle() { return m.family_rule_grandfather_for_uncle(); },
  get spouseForFatherInLaw() { return m.family_rule_spouse_for_father_in_law(); },
  get grandfatherForFatherSisters() { return m.family_rule_grandfather_for_father_sisters(); },
  get fatherInLaw() { return m.family_rule_father_in_law(); },
  get pardadaFirst() { return m.family_rule_pardada_first(); },
  // Not shown in the spec: only a hand-made request can reach these (the form offers only valid choices).
  get relationNotOffered() { return m.family_rule_relation_not_offered(); },
  get parentNotAllowed() { return m.family_rule_parent_not_allowed(); },
  get spouseNotAllowed() { return m.family_rule_spouse_not_allowed(); },
};

export const FAMILY_NAME_MAX = 30;

// ---------------------------------------------------------------------------------------------
// Groups of the catalogue (contract/reference.ts RELATION_GROUPS), by relation id. A test checks
// each list against the catalogue's own `group` so the two cannot drift apart.
// ---------------------------------------------------------------------------------------------

/** §5 rule 3: "four groups" whose parent is ambiguous and cannot be guessed: cousin, sibling-child, grandchild, great-grandchild. */
export const PARENT_REQUIRED: readonly RelationId[] = [
  'paternal-cousin-brother', 'paternal-cousin-sister', 'maternal-cousin-brother', 'maternal-cousin-sister',
  'brother-son', 'brother-daughter', 'sister-son', 'sister-daughter',
  'paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter',
  'great-grandson', 'great-granddaughter',
];

/** §5 rule 4: "two other groups" that are someone's spouse, and whose: sibling-spouse, child-spouse. */
export const SPOUSE_REQUIRED: readonly RelationId[] = ['brother-wife', 'sister-husband', 'daughter-in-law', 'son-in-law'];

/** §5 rule 6: the child group; its parent is the member (male) or the member's spouse entry (female). */
export const AUTOMATIC_PARENT: readonly RelationId[] = ['son', 'daughter'];

/** §5 rule 7: the three uncle-type relations and the grandfather their parent defaults to. */
export const UNCLE_PARENT: Readonly<Partial<Record<RelationId, RelationId>>> = {
  'father-elder-brother': 'paternal-grandfather',
  'father-younger-brother': 'paternal-grandfather',
  'mother-brother': 'maternal-grandfather',
};

/**
 * §5 rule 8: relations at the level below the in-laws' parent (the spouse and the spouse's
 * siblings): with no parent, the parent defaults to the father-in-law entry when there is one.
 */
export const FATHER_IN_LAW_CHILD: readonly RelationId[] = [
  'husband', 'wife', 'husband-elder-brother', 'husband-younger-brother', 'husband-sister', 'wife-brother', 'wife-sister',
];

/** §5 rule 9: a parent-in-law needs the husband or wife entry first. */
export const NEEDS_SPOUSE_ENTRY: readonly RelationId[] = ['father-in-law', 'mother-in-law'];

/** §5 rule 10: the two aunt (father's-sister type) relations and the grandfather their parent defaults to. */
export const AUNT_PARENT: Readonly<Partial<Record<RelationId, RelationId>>> = {
  'father-sister': 'paternal-grandfather',
  'mother-sister': 'maternal-grandfather',
};

/** §5 rule 11: the two generic in-law relations (the spouse's siblings named without which one) need a father-in-law. */
export const NEEDS_FATHER_IN_LAW: readonly RelationId[] = ['brother-in-law', 'sister-in-law'];

/** §5 rule 13: a second grandfather needs the great-grandfather of that side first. */
export const SECOND_GRANDFATHER_NEEDS: Readonly<Partial<Record<RelationId, RelationId>>> = {
  'paternal-grandfather': 'paternal-great-grandfather',
  'maternal-grandfather': 'maternal-great-grandfather',
};

/**
 * Allowed parent types: the relations (to the same anchor, usually self) an entry's parent may
 * have. 'self' means the anchor itself. Relations not listed take no parent from the list (their
 * parents are outside the catalogue: a grandmother's parents, a married-in aunt's parents).
 */
export const PARENT_TYPES: Readonly<Partial<Record<RelationId, readonly RelationId[]>>> = {
  father: ['paternal-grandfather', 'paternal-grandmother'],
  mother: ['maternal-grandfather', 'maternal-grandmother'],
  'paternal-grandfather': ['paternal-great-grandfather', 'paternal-great-grandmother'],
  'maternal-grandfather': ['maternal-great-grandfather', 'maternal-great-grandmother'],
  'father-elder-brother': ['paternal-grandfather', 'paternal-grandmother'],
  'father-younger-brother': ['paternal-grandfather', 'paternal-grandmother'],
  'father-sister': ['paternal-grandfather', 'paternal-grandmother'],
  'mother-brother': ['maternal-grandfather', 'maternal-grandmother'],
  'mother-sister': ['maternal-grandfather', 'maternal-grandmother'],
  husband: ['father-in-law', 'mother-in-law'],
  wife: ['father-in-law', 'mother-in-law'],
  'elder-brother': ['father', 'mother'],
  'younger-brother': ['father', 'mother'],
  'elder-sister': ['father', 'mother'],
  'younger-sister': ['father', 'mother'],
  'paternal-cousin-brother': ['father-elder-brother', 'father-younger-brother', 'father-sister', 'father-elder-brother-wife', 'father-younger-brother-wife', 'father-sister-husband'],
  'paternal-cousin-sister': ['father-elder-brother', 'father-younger-brother', 'father-sister', 'father-elder-brother-wife', 'father-younger-brother-wife', 'father-sister-husband'],
  'maternal-cousin-brother': ['mother-brother', 'mother-sister', 'mother-brother-wife', 'mother-sister-husband'],
  'maternal-cousin-sister': ['mother-brother', 'mother-sister', 'mother-brother-wife', 'mother-sister-husband'],
  'husband-elder-brother': ['father-in-law', 'mother-in-law'],
  'husband-younger-brother': ['father-in-law', 'mother-in-law'],
  'husband-sister': ['father-in-law', 'mother-in-law'],
  'wife-brother': ['father-in-law', 'mother-in-law'],
  'wife-sister': ['father-in-law', 'mother-in-law'],
  'brother-in-law': ['father-in-law', 'mother-in-law'],
  'sister-in-law': ['father-in-law', 'mother-in-law'],
  son: ['self', 'husband', 'wife'],
  daughter: ['self', 'husband', 'wife'],
  'brother-son': ['elder-brother', 'younger-brother', 'brother-wife'],
  'brother-daughter': ['elder-brother', 'younger-brother', 'brother-wife'],
  'sister-son': ['elder-sister', 'younger-sister', 'sister-husband'],
  'sister-daughter': ['elder-sister', 'younger-sister', 'sister-husband'],
  'paternal-grandson': ['son', 'daughter-in-law'],
  'paternal-granddaughter': ['son', 'daughter-in-law'],
  'maternal-grandson': ['daughter', 'son-in-law'],
  'maternal-granddaughter': ['daughter', 'son-in-law'],
  'great-grandson': ['paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter'],
  'great-granddaughter': ['paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter'],
};

/** Allowed spouse types ('self' = the anchor). Pairs are listed both ways. */
export const SPOUSE_TYPES: Readonly<Partial<Record<RelationId, readonly RelationId[]>>> = (() => {
  const pairs: [RelationId[], RelationId[]][] = [
    [['father'], ['mother']],
    [['paternal-grandfather'], ['paternal-grandmother']],
    [['maternal-grandfather'], ['maternal-grandmother']],
    [['paternal-great-grandfather'], ['paternal-great-grandmother']],
    [['maternal-great-grandfather'], ['maternal-great-grandmother']],
    [['father-elder-brother'], ['father-elder-brother-wife']],
    [['father-younger-brother'], ['father-younger-brother-wife']],
    [['father-sister'], ['father-sister-husband']],
    [['mother-brother'], ['mother-brother-wife']],
    [['mother-sister'], ['mother-sister-husband']],
    [['husband', 'wife'], ['self']],
    [['elder-brother', 'younger-brother'], ['brother-wife']],
    [['elder-sister', 'younger-sister'], ['sister-husband']],
    [['father-in-law'], ['mother-in-law']],
    [['husband-elder-brother', 'husband-younger-brother'], ['husband-brother-wife']],
    [['husband-sister'], ['husband-sister-husband']],
    [['wife-brother'], ['wife-brother-wife']],
    [['wife-sister'], ['wife-sister-husband']],
    [['son'], ['daughter-in-law']],
    [['daughter'], ['son-in-law']],
  ];
  const out: Partial<Record<RelationId, RelationId[]>> = {};
  for (const [a, b] of pairs) {
    for (const x of a) if (x !== 'self') (out[x] ??= []).push(...b);
    for (const y of b) if (y !== 'self') (out[y] ??= []).push(...a);
  }
  return out;
})();

// --- Relation options (§5 "Relation options") ---

/** Offered to nobody who is a man: he is nobody's wife's husband in his own list (decision 0701). */
export const NOT_FOR_MEN: readonly RelationId[] = ['husband', 'husband-elder-brother', 'husband-younger-brother', 'husband-sister', 'husband-brother-wife', 'husband-sister-husband'];
export const NOT_FOR_WOMEN: readonly RelationId[] = ['wife', 'wife-brother', 'wife-sister', 'wife-brother-wife', 'wife-sister-husband'];

/** Single (never married) members: no spouse, in-laws, children or descendants. */
export const NOT_FOR_SINGLE: readonly RelationId[] = [
  'husband', 'wife', 'father-in-law', 'mother-in-law', 'husband-elder-brother', 'husband-younger-brother',
  'husband-sister', 'wife-brother', 'wife-sister', 'husband-brother-wife', 'husband-sister-husband',
  'wife-brother-wife', 'wife-sister-husband', 'sister-in-law', 'brother-in-law', 'son', 'daughter',
  'daughter-in-law', 'son-in-law', 'paternal-grandson', 'paternal-granddaughter', 'maternal-grandson',
  'maternal-granddaughter', 'great-grandson', 'great-granddaughter',
];

/** One of each in a list: offered only while the list has none (the entry being edited excepted). */
export const ONLY_ONE: readonly RelationId[] = ['father', 'mother', 'husband', 'wife', 'father-in-law', 'mother-in-law'];

/**
 * Prerequisites: offered only when an entry of one of these relations is already attached to
 * self. Relations whose own rule has a message (uncle, aunt, parent-in-law, generic in-law,
 * second grandfather) stay offered so the member reads that message instead.
 */
export const PREREQUISITES: Readonly<Partial<Record<RelationId, readonly RelationId[]>>> = {
  'father-elder-brother-wife': ['father-elder-brother'],
  'father-younger-brother-wife': ['father-younger-brother'],
  'father-sister-husband': ['father-sister'],
  'mother-brother-wife': ['mother-brother'],
  'mother-sister-husband': ['mother-sister'],
  'brother-wife': ['elder-brother', 'younger-brother'],
  'sister-husband': ['elder-sister', 'younger-sister'],
  'husband-elder-brother': ['husband'],
  'husband-younger-brother': ['husband'],
  'husband-sister': ['husband'],
  'wife-brother': ['wife'],
  'wife-sister': ['wife'],
  'husband-brother-wife': ['husband-elder-brother', 'husband-younger-brother'],
  'husband-sister-husband': ['husband-sister'],
  'wife-brother-wife': ['wife-brother'],
  'wife-sister-husband': ['wife-sister'],
  'daughter-in-law': ['son'],
  'son-in-law': ['daughter'],
  'paternal-cousin-brother': ['father-elder-brother', 'father-younger-brother', 'father-sister'],
  'paternal-cousin-sister': ['father-elder-brother', 'father-younger-brother', 'father-sister'],
  'maternal-cousin-brother': ['mother-brother', 'mother-sister'],
  'maternal-cousin-sister': ['mother-brother', 'mother-sister'],
  'brother-son': ['elder-brother', 'younger-brother'],
  'brother-daughter': ['elder-brother', 'younger-brother'],
  'sister-son': ['elder-sister', 'younger-sister'],
  'sister-daughter': ['elder-sister', 'younger-sister'],
  'paternal-grandson': ['son'],
  'paternal-granddaughter': ['son'],
  'maternal-grandson': ['daughter'],
  'maternal-granddaughter': ['daughter'],
  'great-grandson': ['paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter'],
  'great-granddaughter': ['paternal-grandson', 'paternal-granddaughter', 'maternal-grandson', 'maternal-granddaughter'],
};

// ---------------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------------

/** What the rules need of one entry of the member's list. */
export interface RuleEntry {
  id: string;
  relation_id: RelationId;
  /** null only for the self entry. */
  member_from_id: string | null;
  parent_id: string | null;
  spouse_id: string | null;
  /** Linked to a member (user_id): parent and spouse are not the list owner's to change. */
  linked: boolean;
}

/** What the rules need of the member whose list it is. */
export interface RuleMe {
  gender: 'male' | 'female' | null;
  /** Marital status option id ('maritalStatus.single', …) or null when not given. */
  maritalStatus: string | null;
}

/** The dialog's values (also the body of POST /member). */
export interface FamilyMemberDraft {
  /** Set when editing. */
  _id?: string | null;
  name: string;
  relation_id: string;
  /** The entry it is added from; the self entry when left out. */
  memberFromId?: string | null;
  parent_id?: string | null;
  spouse_id?: string | null;
}

/** The §5 rule ids, in the order they are checked (decision 0701). */
export const FAMILY_RULE_IDS = [
  'name-required', 'name-max-length', 'relation-required', 'parent-required', 'spouse-required',
  'details-properly', 'relation-offered', 'automatic-parent', 'uncle-needs-grandfather',
  'in-laws-parent-default', 'father-in-law-needs-spouse', 'father-sisters-need-grandfather',
  'needs-father-in-law', 'spouse-defaults', 'pardada-before-dada', 'parent-allowed', 'spouse-allowed',
] as const;
export type FamilyRuleId = (typeof FAMILY_RULE_IDS)[number];

export type FamilyCheck =
  | { ok: true; value: { name: string; relation_id: RelationId; member_from_id: string; parent_id: string | null; spouse_id: string | null } }
  | { ok: false; rule: FamilyRuleId; message: string };

const isRelationId = (x: string): x is RelationId => (RELATION_IDS as readonly string[]).includes(x);

/** Married, engaged, divorced, widowed …: everyone whose marital status is given and is not Single. */
export function everMarried(me: RuleMe): boolean {
  return me.maritalStatus != null && me.maritalStatus !== 'maritalStatus.single';
}

export function selfEntryOf(list: readonly RuleEntry[]): RuleEntry | undefined {
  return list.find((e) => e.relation_id === 'self');
}

/** Entries "attached to" an anchor: added from it. */
function attachedTo(list: readonly RuleEntry[], anchorId: string, exceptId?: string | null) {
  return list.filter((e) => e.member_from_id === anchorId && e.id !== exceptId);
}

function withRelation(list: readonly RuleEntry[], anchorId: string, relations: readonly RelationId[], exceptId?: string | null) {
  return attachedTo(list, anchorId, exceptId).filter((e) => relations.includes(e.relation_id));
}

/**
 * The relations the dialog offers for an entry attached to self (§5 Relation options). `editing`
 * is the entry being edited: its own relation stays available. Entries added from another
 * relative are offered every relation but 'self' (the rules below speak of self's relatives).
 */
export function relationOptions(me: RuleMe, list: readonly RuleEntry[], opts: { editingId?: string | null; memberFromId?: string | null } = {}): RelationId[] {
  const self = selfEntryOf(list);
  const anchor = opts.memberFromId ?? self?.id;
  const all = RELATION_IDS.filter((r) => r !== 'self');
  if (!self || anchor !== self.id) return all;
  const editing = opts.editingId ? list.find((e) => e.id === opts.editingId) : undefined;
  const has = (rels: readonly RelationId[]) => withRelation(list, self.id, rels, opts.editingId).length > 0;
  return all.filter((r) => {
    if (editing?.relation_id === r) return true;
    if (me.gender === 'male' && NOT_FOR_MEN.includes(r)) return false;
    if (me.gender === 'female' && NOT_FOR_WOMEN.includes(r)) return false;
    if (!everMarried(me) && NOT_FOR_SINGLE.includes(r)) return false;
    if (ONLY_ONE.includes(r) && has([r])) return false;
    const needs = PREREQUISITES[r];
    if (needs && !has(needs)) return false;
    return true;
  });
}

/** Entries that may be the parent of an entry with this relation to the anchor (§5 parent choices). */
export function parentChoices(relation: string, list: readonly RuleEntry[], anchorId: string, editingId?: string | null): RuleEntry[] {
  return choices(PARENT_TYPES, relation, list, anchorId, editingId);
}

/** Entries that may be the spouse of an entry with this relation to the anchor. */
export function spouseChoices(relation: string, list: readonly RuleEntry[], anchorId: string, editingId?: string | null): RuleEntry[] {
  return choices(SPOUSE_TYPES, relation, list, anchorId, editingId);
}

function choices(table: Readonly<Partial<Record<RelationId, readonly RelationId[]>>>, relation: string, list: readonly RuleEntry[], anchorId: string, editingId?: string | null) {
  if (!isRelationId(relation)) return [];
  const types = table[relation] ?? [];
  const anchor = list.find((e) => e.id === anchorId);
  const out = withRelation(list, anchorId, types, editingId);
  return types.includes('self') && anchor && anchor.id !== editingId ? [anchor, ...out] : out;
}

/** The one entry with this relation to the anchor, if exactly one (the rules never guess between two). */
function only(list: readonly RuleEntry[], anchorId: string, relation: RelationId, exceptId?: string | null): RuleEntry | undefined {
  const found = withRelation(list, anchorId, [relation], exceptId);
  return found.length === 1 ? found[0] : undefined;
}

/** Whether someone else already names this entry as spouse (a person has one spouse in a list). */
function spouseTaken(list: readonly RuleEntry[], candidate: RuleEntry, exceptId?: string | null) {
  return (candidate.spouse_id != null && candidate.spouse_id !== exceptId) || list.some((e) => e.spouse_id === candidate.id && e.id !== exceptId);
}

/**
 * Checks a draft against the member's list in the §5 order. Returns the first failing rule and
 * its message, or the values to save with the automatic parent and spouse filled in. When
 * editing (`draft._id`), a linked entry keeps its saved parent and spouse (§5: disabled).
 */
export function checkFamilyMember(draft: FamilyMemberDraft, list: readonly RuleEntry[], me: RuleMe): FamilyCheck {
  const fail = (rule: FamilyRuleId, message: string): FamilyCheck => ({ ok: false, rule, message });
  const self = selfEntryOf(list);
  const editingId = draft._id ?? null;
  const stored = editingId ? list.find((e) => e.id === editingId) : undefined;
  const anchorId = draft.memberFromId || stored?.member_from_id || self?.id || '';
  const attachedToSelf = self != null && anchorId === self.id;
  const linked = stored?.linked ?? false;
  let parentId = linked ? (stored?.parent_id ?? null) : draft.parent_id || null;
  let spouseId = linked ? (stored?.spouse_id ?? null) : draft.spouse_id || null;
  const name = draft.name ?? '';
  const relation = draft.relation_id ?? '';

  // 1. Name required; at most 30.
  if (name === '') return fail('name-required', FAMILY_RULE_TEXT.nameEmpty);
  if (name.trim().length > FAMILY_NAME_MAX) return fail('name-max-length', FAMILY_RULE_TEXT.nameTooLong);
  // 2. Relation required.
  if (relation === '') return fail('relation-required', FAMILY_RULE_TEXT.selectRelation);
  // 3. Parent required for four groups (non-linked, attached to self).
  if (!linked && attachedToSelf && isRelationId(relation) && PARENT_REQUIRED.includes(relation) && !parentId) return fail('parent-required', FAMILY_RULE_TEXT.selectParents);
  // 4. Spouse required for two groups.
  if (!linked && attachedToSelf && isRelationId(relation) && SPOUSE_REQUIRED.includes(relation) && !spouseId) return fail('spouse-required', FAMILY_RULE_TEXT.selectSpouse);
  // 5. Name or relation empty once trimmed (or not a relation at all).
  if (name.trim() === '' || !isRelationId(relation) || relation === 'self') return fail('details-properly', FAMILY_RULE_TEXT.detailsProperly);
  // (Relation options: a relation the dialog would not offer.)
  if (!relationOptions(me, list, { editingId, memberFromId: anchorId }).includes(relation)) return fail('relation-offered', FAMILY_RULE_TEXT.relationNotOffered);

  if (attachedToSelf && self) {
    // 6. Automatic parent of a child: the member if male, else the member's spouse entry.
    if (AUTOMATIC_PARENT.includes(relation) && !parentId) {
      const spouse = withRelation(list, self.id, ['husband', 'wife'], editingId)[0];
      parentId = me.gender === 'male' || !spouse ? self.id : spouse.id;
    }
    // 7. Uncle-type: parent defaults to the grandfather.
    const uncleParent = UNCLE_PARENT[relation];
    if (uncleParent && !parentId) {
      const gf = withRelation(list, self.id, [uncleParent], editingId)[0];
      if (!gf) return fail('uncle-needs-grandfather', FAMILY_RULE_TEXT.grandfatherForUncle);
      parentId = gf.id;
    }
    // 8. The spouse and the spouse's siblings: parent defaults to the father-in-law.
    if (FATHER_IN_LAW_CHILD.includes(relation) && !parentId) {
      parentId = withRelation(list, self.id, ['father-in-law'], editingId)[0]?.id ?? null;
    }
    // 9. A parent-in-law needs the husband or wife first.
    if (NEEDS_SPOUSE_ENTRY.includes(relation) && withRelation(list, self.id, ['husband', 'wife'], editingId).length === 0) {
      return fail('father-in-law-needs-spouse', FAMILY_RULE_TEXT.spouseForFatherInLaw);
    }
    // 10. Father's sisters: parent defaults to the grandfather.
    const auntParent = AUNT_PARENT[relation];
    if (auntParent && !parentId) {
      const gf = withRelation(list, self.id, [auntParent], editingId)[0];
      if (!gf) return fail('father-sisters-need-grandfather', FAMILY_RULE_TEXT.grandfatherForFatherSisters);
      parentId = gf.id;
    }
    // 11. Generic brother/sister-in-law: parent is the father-in-law.
    if (NEEDS_FATHER_IN_LAW.includes(relation) && !parentId) {
      const fil = withRelation(list, self.id, ['father-in-law'], editingId)[0];
      if (!fil) return fail('needs-father-in-law', FAMILY_RULE_TEXT.fatherInLaw);
      parentId = fil.id;
    }
  } else if (!linked && !parentId && PARENT_TYPES[relation]?.includes('self')) {
    // A child added from a relative: that relative is the parent.
    parentId = anchorId;
  }
  // 12. Spouse defaults: the one free entry of the partner relation (grandmother for grandfather,
  // father-in-law for mother-in-law, self (the anchor) for husband/wife …).
  if (!linked && !spouseId) {
    const candidates = spouseChoices(relation, list, anchorId, editingId).filter((c) => !spouseTaken(list, c, editingId));
    if (candidates.length === 1) spouseId = candidates[0]!.id;
  }
  // 13. A second grandfather needs the great-grandfather of that side.
  const pardada = SECOND_GRANDFATHER_NEEDS[relation];
  if (attachedToSelf && self && pardada && withRelation(list, self.id, [relation], editingId).length > 0) {
    if (withRelation(list, self.id, [pardada], editingId).length === 0) return fail('pardada-before-dada', FAMILY_RULE_TEXT.pardadaFirst);
    if (!parentId) parentId = only(list, self.id, pardada, editingId)?.id ?? null;
  }
  // What was chosen by hand must be one of the choices the dialog offered.
  if (!linked && parentId && !parentChoices(relation, list, anchorId, editingId).some((e) => e.id === parentId)) {
    return fail('parent-allowed', FAMILY_RULE_TEXT.parentNotAllowed);
  }
  if (!linked && spouseId && !spouseChoices(relation, list, anchorId, editingId).some((e) => e.id === spouseId)) {
    return fail('spouse-allowed', FAMILY_RULE_TEXT.spouseNotAllowed);
  }
  return { ok: true, value: { name: name.trim(), relation_id: relation, member_from_id: anchorId, parent_id: parentId, spouse_id: spouseId } };
}

/** Whether an entry may be deleted (§2: never self, nor a parent or spouse of another entry; nor an entry others were added from). */
export function deleteBlocker(entry: RuleEntry, list: readonly RuleEntry[]): 'self' | 'parent' | 'spouse' | 'memberFrom' | null {
  if (entry.relation_id === 'self') return 'self';
  const others = list.filter((e) => e.id !== entry.id);
  if (others.some((e) => e.parent_id === entry.id)) return 'parent';
  if (others.some((e) => e.spouse_id === entry.id)) return 'spouse';
  if (others.some((e) => e.member_from_id === entry.id)) return 'memberFrom';
  return null;
}

/** Whether making `memberFromId` the anchor of `entryId` would close a loop of "added from". */
export function memberFromCycle(entryId: string, memberFromId: string, list: readonly RuleEntry[]): boolean {
  const byId = new Map(list.map((e) => [e.id, e]));
  let at: string | null = memberFromId;
  for (let hops = 0; at != null && hops <= list.length; hops++) {
    if (at === entryId) return true;
    at = byId.get(at)?.member_from_id ?? null;
  }
  return false;
}

/** What a chain needs of an entry: its relation and the entry it was added from (a stored row fits too). */
export type ChainEntry = Pick<RuleEntry, 'id' | 'relation_id' | 'member_from_id'>;

/**
 * The chain of relations from self to an entry (spec memberFromRelations), outermost last:
 * [paternal-cousin-brother, wife] = my cousin's wife; [] for the self entry. The one reading of
 * chains from a list: members, joined lists, family finding and link requests all use it.
 */
export function memberFromRelations(entry: ChainEntry, list: readonly ChainEntry[]): RelationId[] {
  const byId = new Map(list.map((e) => [e.id, e]));
  const chain: RelationId[] = [];
  let at: ChainEntry | undefined = entry;
  while (at && at.relation_id !== 'self' && chain.length <= list.length) {
    chain.unshift(at.relation_id);
    at = at.member_from_id ? byId.get(at.member_from_id) : undefined;
  }
  return chain;
}
