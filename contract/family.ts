import { z } from 'zod';
import { singleLine } from './text-rules';
import type { RuleEntry, RuleMe } from './family-rules';
import type { RelationId, RelationLanguage, RelationSide } from './reference';

/**
 * Family members (spec §2 Family Members, §3 Family member, §7 GET/POST /member,
 * POST /member/setMemberFrom, DELETE /member/{id}); the §5 rules are in ./family-rules.ts.
 * Decisions 0700 (data model) and 0701 (rules), 0702 (page and API).
 */

export const FAMILY_TEXT = {
  updated: 'Family member updated successfully',
  added: 'Family member added successfully',
  deleted: 'Family member deleted successfully',
  noSuchMember: 'There is no such family member.',
  selfNotEditable: 'Your own entry follows your profile: change your name or date of birth there.',
  selfNotDeletable: 'Your own entry cannot be deleted.',
  parentNotDeletable: 'This family member is the parent of another member. Change or delete that member first.',
  spouseNotDeletable: 'This family member is the spouse of another member. Change or delete that member first.',
  anchorNotDeletable: 'Other family members were added from this member. Change or delete them first.',
  memberFromSelf: 'Your own entry is not added from anyone.',
  memberFromCycle: 'A member cannot be added from itself or from a member added from it.',
  memberFromSet: 'Member From updated successfully',
  memberFromUnchanged: 'The member is already added from that member.',
  dobInvalid: 'Enter the date of birth as a real past date.',
  dodInvalid: 'Enter the date of death as a real past date.',
  dodBeforeBirth: 'The date of death cannot be before the date of birth.',
  empty: 'No family members yet. Use Add to write your father, mother and the rest of your family.',
  emptyTab: 'No family members on this side yet.',
} as const;

const entryId = z.string().trim().max(64, 'That is not a family member id.');
const optionalId = z
  .union([entryId, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** YYYY-MM-DD, a real date not in the future (checked again against the clock by the API). */
const pastDate = (message: string) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v == null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), message);

/**
 * Body of POST /member: add when `_id` is empty, update otherwise. Name and relation are only
 * bounded here; their §5 messages ('Name cann't be empty', 'Select Relation' …) come from
 * checkFamilyMember so the API says exactly what the dialog says.
 */
export const familyMemberBodySchema = z.object({
  _id: optionalId,
  name: singleLine(z.string().max(200, 'Name can be at most 30 characters.')).default(''),
  relation_id: z.string().max(64, 'Select Relation').default(''),
  memberFromId: optionalId,
  parent_id: optionalId,
  spouse_id: optionalId,
  parent_kind: z.enum(['birth', 'adoptive'], { error: 'Choose birth or adoptive.' }).default('birth'),
  dob: pastDate(FAMILY_TEXT.dobInvalid),
  /** Decision 0940: "has died", with the date when known; a date implies it. */
  deceased: z.boolean({ error: 'Say whether this person has died.' }).default(false),
  dateOfDeath: pastDate(FAMILY_TEXT.dodInvalid),
})
  .transform((b) => ({ ...b, deceased: b.deceased || b.dateOfDeath != null }))
  .refine((b) => !b.dob || !b.dateOfDeath || b.dateOfDeath >= b.dob, { message: FAMILY_TEXT.dodBeforeBirth, path: ['dateOfDeath'] });
export type FamilyMemberBody = z.input<typeof familyMemberBodySchema>;

export const setMemberFromSchema = z.object({
  _id: entryId.min(1, 'Choose the family member.'),
  memberFromId: entryId.min(1, 'Choose the member it is added from.'),
});

export const familyMemberIdParamSchema = z.object({ id: entryId.min(1, 'Choose the family member.') });

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
export function ruleEntryOf(m: FamilyMemberView): RuleEntry {
  return {
    id: m._id,
    relation_id: m.relationDetails.relation_id,
    member_from_id: m.relationDetails.relation_id === 'self' ? null : m.relationDetails.memberFromId,
    parent_id: m.parent_id,
    spouse_id: m.spouse_id,
    linked: m.user_id != null,
  };
}

/** The tooltip text of an added-from member: the chain joined by arrows (spec §2). */
export const chainText = (chain: readonly string[]) => chain.join(' → ');

/** An entry of the member's own list (editable, or their self entry), not a relative shown from a joined list. */
export const isOwnEntry = (e: Pick<FamilyMemberView, 'canEdit' | 'relationDetails'>) => e.canEdit || e.relationDetails.relation_id === 'self';
