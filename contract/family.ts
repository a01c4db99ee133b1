import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { singleLine } from './text-rules';
import type { RuleEntry, RuleMe } from './family-rules';
import type { RelationId, RelationLanguage, RelationSide } from './reference';

/**
 * Family members (spec §2 Family Members, §3 Family member, §7 GET/POST /member,
 * POST /member/setMemberFrom, DELETE /member/{id}); the §5 rules are in ./family-rules.ts.
 * Decisions 0700 (data model) and 0701 (rules), 0702 (page and API).
 */

/** Getters, so each text is read in the reader's language (issue 25). */
export const FAMILY_TEXT = {
  get updated() { return m.family_updated(); },
  get added() { return m.family_added(); },
  get deleted() { return m.family_deleted(); },
  get noSuchMember() { return m.family_no_such_member(); },
  get selfNotEditable() { return m.family_self_not_editable(); },
  get selfNotDeletable() { return m.family_self_not_deletable(); },
  get parentNotDeletable() { return m.family_parent_not_deletable(); },
  get spouseNotDeletable() { return m.family_spouse_not_deletable(); },
  get anchorNotDeletable() { return m.family_anchor_not_deletable(); },
  get memberFromSelf() { return m.family_member_from_self(); },
  get memberFromCycle() { return m.family_member_from_cycle(); },
  get memberFromSet() { return m.family_member_from_set(); },
  get memberFromUnchanged() { return m.family_member_from_unchanged(); },
  get dobInvalid() { return m.family_dob_invalid(); },
  get dodInvalid() { return m.family_dod_invalid(); },
  get dodBeforeBirth() { return m.family_dod_before_birth(); },
  get empty() { return m.family_empty(); },
  get emptyTab() { return m.family_empty_tab(); },
};

const entryId = z.string().trim().max(64, { error: () => m.family_not_entry_id() });

/** An id a family call must name (a member, an entry, a request): what to say when it is missing, and when it is not an id. */
export const namedId = (choose: () => string, notId: () => string) =>
  z.string({ error: choose }).trim().min(1, { error: choose }).max(64, { error: notId });
const optionalId = z
  .union([entryId, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** YYYY-MM-DD, a real date not in the future (checked again against the clock by the API). */
const pastDate = (message: () => string) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v == null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), { error: message });

/**
 * Body of POST /member: add when `_id` is empty, update otherwise. Name and relation are only
 * bounded here; their §5 messages ('Name cann't be empty', 'Select Relation' …) come from
 * checkFamilyMember so the API says exactly what the dialog says.
 */
export const familyMemberBodySchema = z.object({
  _id: optionalId,
  name: singleLine(z.string().max(200, { error: () => m.family_rule_name_too_long() })).default(''),
  relation_id: z.string().max(64, { error: () => m.family_rule_select_relation() }).default(''),
  memberFromId: optionalId,
  parent_id: optionalId,
  spouse_id: optionalId,
  parent_kind: z.enum(['birth', 'adoptive'], { error: () => m.family_choose_birth_or_adoptive() }).default('birth'),
  dob: pastDate(() => FAMILY_TEXT.dobInvalid),
  /** Decision 0940: "has died", with the date when known; a date implies it. */
  deceased: z.boolean({ error: () => m.family_say_deceased() }).default(false),
  dateOfDeath: pastDate(() => FAMILY_TEXT.dodInvalid),
})
  .transform((b) => ({ ...b, deceased: b.deceased || b.dateOfDeath != null }))
  .refine((b) => !b.dob || !b.dateOfDeath || b.dateOfDeath >= b.dob, { error: () => FAMILY_TEXT.dodBeforeBirth, path: ['dateOfDeath'] });
export type FamilyMemberBody = z.input<typeof familyMemberBodySchema>;

export const setMemberFromSchema = z.object({
  _id: entryId.min(1, { error: () => m.family_choose_entry() }),
  memberFromId: entryId.min(1, { error: () => m.family_choose_member_from() }),
});

export const familyMemberIdParamSchema = z.object({ id: entryId.min(1, { error: () => m.family_choose_entry() }) });

/** One entry of GET /member (spec §3 Family member, plus labels in the viewer's language). */
export interface FamilyMemberView {
  _id: string;
  /** The linked member's name, else the typed name. */
  to_name: string;
  /** The member this person is, once linked (spec user_id). */
  user_id: string | null;
  relationUserId: { _id: string; basicDetails: { name: string } } | null;
  relationDetails: {
    relation_id: RelationId;
    side: RelationSide;
    /** Name of the entry it was added from (self for the self entry: decision 0702). */
    memberFrom: string | null;
    memberFromId: string | null;
  };
  /** Relation ids from self outwards: [paternal-cousin-brother, wife] = my cousin's wife. */
  memberFromRelations: RelationId[];
  parentDetails: { _id: string; to_name: string } | null;
  spouseDetails: { _id: string; to_name: string } | null;
  parent_id: string | null;
  spouse_id: string | null;
  parent_kind: 'birth' | 'adoptive';
  userDetails: { profilePicture: string | null; DOB: string | null };
  /** Decision 0940: the person has died; the date when it is known. */
  deceased: boolean;
  /** This person manages the profile with their own sign-in (issue 27): their account's name. */
  manager: { name: string } | null;
  dateOfDeath: string | null;
  /** What this person is to the viewer, in the viewer's language. */
  relationLabel: string;
  /** The same in English, beside the native name while the interface is English; null when the label is English already. */
  relationLabelEnglish: string | null;
  /** The relation to the member it was added from, in the viewer's language (the table's second line). */
  memberFromLabel: string | null;
  /** Each link of the chain in the viewer's language; the tooltip joins them with ' → '. */
  chain: string[];
  /** Self cannot be edited (§2). */
  canEdit: boolean;
  /** Self, parents and spouses of others, and members others were added from cannot be deleted (§2). */
  canDelete: boolean;
}

/** GET /member: `data` is the list (spec §7); `me` is what the dialog's rules need. */
export interface FamilyMemberList {
  data: FamilyMemberView[];
  me: RuleMe & { language: RelationLanguage };
}

/** The rules' view of a listed entry (the dialog checks with the very functions the API uses). */
export function ruleEntryOf(e: FamilyMemberView): RuleEntry {
  return {
    id: e._id,
    relation_id: e.relationDetails.relation_id,
    member_from_id: e.relationDetails.relation_id === 'self' ? null : e.relationDetails.memberFromId,
    parent_id: e.parent_id,
    spouse_id: e.spouse_id,
    linked: e.user_id != null,
  };
}

/** The tooltip text of an added-from member: the chain joined by arrows (spec §2). */
export const chainText = (chain: readonly string[]) => chain.join(' → ');

/** An entry of the member's own list (editable, or their self entry), not a relative shown from a joined list. */
export const isOwnEntry = (e: Pick<FamilyMemberView, 'canEdit' | 'relationDetails'>) => e.canEdit || e.relationDetails.relation_id === 'self';
