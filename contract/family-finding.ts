import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { namedId } from './family';
import type { RelationId } from './reference';
import { matchCriteriaSchema, type Filters, type MatchRow } from './search';

/**
 * Family finding (spec §2 /familyFinding, §7 showMembers and getChildrenMatches; issue 5 §6;
 * docs/decisions/0770–0773): a member searches on behalf of someone of their family list,
 * and the results leave out that person's relatives and their gotra. The texts are getters, so
 * each is read in the reader's language (issue 25).
 */
export const FAMILY_FINDING_TEXT = {
  get title() { return m.family_finding_title(); },
  get selectLabel() { return m.family_finding_select_label(); },
  get noMembers() { return m.family_finding_no_members(); },
  get selectMember() { return m.family_finding_select_member(); },
  /** Spec §2: the selected member is a member who switched finding a soulmate off. */
  get memberMatchOff() { return m.family_finding_member_match_off(); },
  /** Spec §2: the selected member is under 18. */
  get memberMinor() { return m.family_finding_member_minor(); },
  /** Beside a member under 18 in the chooser, listed but not choosable (decision 0613). */
  minorInChooser: (name: string) => m.family_finding_minor_in_chooser({ name }),
  /** The page's heading until a member is chosen ('Search Results (n)' once there are results to count). */
  get chooseHeading() { return m.family_finding_choose_heading(); },
  get memberNoDob() { return m.family_finding_member_no_dob(); },
  get memberMarried() { return m.family_finding_member_married(); },
  get notInYourList() { return m.family_finding_not_in_your_list(); },
  get notSearchable() { return m.family_finding_not_searchable(); },
  get needsPlan() { return m.family_finding_needs_plan(); },
  get upgradeLink() { return m.family_finding_upgrade_link(); },
  get generation() { return m.family_finding_generation(); },
  get fatherSide() { return m.family_finding_father_side(); },
  get motherSide() { return m.family_finding_mother_side(); },
  get leftOutTitle() { return m.family_finding_left_out_title(); },
  get preferencesLink() { return m.family_finding_preferences_link(); },
  /** Shown when the searching member's preference says their community permits cross-cousin marriage (decision 0723). */
  get crossCousinCustomOn() { return m.family_finding_cross_cousin_custom_on(); },
};

/** Spec §9: generation options 2 to 6; the preference's value or 3 by default. */
export const GENERATION_MIN = 2;
export const GENERATION_MAX = 6;
export const GENERATION_DEFAULT = 3;
export const GENERATIONS = [2, 3, 4, 5, 6] as const;

/** One line of the left-out counts: the reason and how many it took away. */
export interface LeftOutReason {
  reason: 'relatives' | 'prohibited' | 'sameGotra';
  label: string;
  count: number;
}

/**
 * The left-out counts per reason, in the order they are counted (decision 0723): relatives
 * within the generations (sapinda), then the prohibited degrees of s.3(g) among the rest, then
 * the same gotra. Counts only, never names.
 */
export function leftOutReasons(l: LeftOut): LeftOutReason[] {
  return [
    { reason: 'relatives', label: m.family_finding_left_out_relatives({ fatherGen: l.fatherGen, motherGen: l.motherGen }), count: l.relatives },
    { reason: 'prohibited', label: m.family_finding_left_out_prohibited(), count: l.prohibited },
    { reason: 'sameGotra', label: m.family_finding_left_out_same_gotra(), count: l.sameGotra },
  ];
}

const generationError = { error: () => FAMILY_FINDING_TEXT.generation };
const generation = z.number(generationError).int(generationError).min(GENERATION_MIN, generationError).max(GENERATION_MAX, generationError).nullish();

/**
 * `POST /match/getChildrenMatches/{id}`: the Profile Matches criteria (contract/search.ts) plus
 * fatherGen and motherGen (spec §3 Search criteria). The criteria's own checks (age and height
 * ranges) run through matchCriteriaSchema so both pages refuse the same input the same way.
 */
export const childrenMatchesSchema = z
  .object({ ...matchCriteriaSchema.shape, fatherGen: generation, motherGen: generation })
  .superRefine((v, ctx) => {
    const r = matchCriteriaSchema.safeParse(v);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type ChildrenMatchesInput = z.input<typeof childrenMatchesSchema>;
export type ChildrenMatchesParsed = z.output<typeof childrenMatchesSchema>;

/** {id} of both endpoints: a member id (showMembers) or an entry of the caller's family list (getChildrenMatches). */
export const familyFindingParamSchema = z.object({
  id: namedId(m.family_choose_a_member, m.family_not_member_id),
});

/** One person of `childrens` (spec §7 showMembers). */
export interface FamilyFindingMember {
  /** The family-list entry. */
  _id: string;
  name: string;
  relation_id: RelationId;
  /** The relation to the caller in their mother tongue (English when none), composed along the chain. */
  relation: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  /** The member this person is, once linked (spec user_id). */
  user_id: string | null;
  linked: boolean;
  /** Why family finding cannot search for this person; null when it can. */
  blocked: string | null;
}

export interface LeftOut {
  /** Candidates meeting the criteria who are relatives within the generations (sapinda, s.3(f)). */
  relatives: number;
  /** Candidates meeting the criteria, not relatives within the generations, in a degree of prohibited relationship (s.3(g)), barred at any setting. */
  prohibited: number;
  /** Candidates meeting the criteria, neither of the above, whose gotra (of birth) is the member's. */
  sameGotra: number;
  fatherGen: number;
  motherGen: number;
}

export interface ChildrenMatchesData {
  member: FamilyFindingMember;
  matches: MatchRow[];
  total: number;
  filters: Filters;
  activeUser: number;
  fatherGen: number;
  motherGen: number;
  leftOut: LeftOut;
  /** The searching member's preference: their community permits marriage between cross cousins, so those are shown. */
  crossCousinCustom: boolean;
  /** True when the plan does not grant family finding: counts are shown, rows are not. */
  locked: boolean;
  message: string | null;
}
