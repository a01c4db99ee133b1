import { z } from 'zod';
import type { RelationId } from './reference';
import { matchCriteriaSchema, type Filters, type MatchRow } from './search';

/**
 * Family finding (spec §2 /familyFinding, §7 showMembers and getChildrenMatches; issue 5 §6;
 * docs/decisions/0770–0773): a member searches on behalf of someone of their family list,
 * and the results leave out that person's relatives and their gotra.
 */
export const FAMILY_FINDING_TEXT = {
  title: 'Search Results',
  selectLabel: 'Select Member:',
  noMembers: 'No Members Found For Family Matching',
  selectMember: 'Select member to view more',
  /** Spec §2: the selected member is a member who switched finding a soulmate off. */
  memberMatchOff: 'This Member need to enable finding soulmate from setting',
  /** Spec §2: the selected member is under 18. */
  memberMinor: 'Your age should be grater then 18.',
  /** Beside a member under 18 in the chooser, listed but not choosable (decision 0613). */
  minorInChooser: (name: string) => `${name} is under 18`,
  /** The page's heading until a member is chosen ('Search Results (n)' once there are results to count). */
  chooseHeading: 'Choose whom to search for',
  memberNoDob: 'Add this member’s date of birth in Family Members to search for them.',
  memberMarried: 'This member is married (a spouse is in your family list), so family finding does not search for them.',
  notInYourList: 'Choose a member of your own family list.',
  notSearchable: 'Family finding searches for your children, grandchildren, brothers, sisters and their children. Choose one of them.',
  needsPlan:
    'Your plan shows how many members match. Family finding for your son or daughter is part of the Gold and Platinum plans — upgrade your membership to see them and send a match.',
  upgradeLink: 'See membership plans',
  generation: 'Choose a generation from 2 to 6.',
  fatherSide: 'Father Side Generation',
  motherSide: 'Mother Side Generation',
  leftOutTitle: 'Left out',
  preferencesLink: 'Set the generations and your community’s custom in your partner preferences',
  /** Shown when the searching member's preference says their community permits cross-cousin marriage (decision 0723). */
  crossCousinCustomOn:
    'Your preferences say your community’s custom permits marriage between cousins through a brother and a sister, so the children of a brother and a sister are shown. Other cousins stay left out.',
} as const;

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
    { reason: 'relatives', label: `Relatives within ${l.fatherGen} generations on the father’s side and ${l.motherGen} on the mother’s`, count: l.relatives },
    { reason: 'prohibited', label: 'Prohibited relationship (Hindu Marriage Act s.3(g))', count: l.prohibited },
    { reason: 'sameGotra', label: 'Same gotra', count: l.sameGotra },
  ];
}

const generation = z
  .number({ error: FAMILY_FINDING_TEXT.generation })
  .int(FAMILY_FINDING_TEXT.generation)
  .min(GENERATION_MIN, FAMILY_FINDING_TEXT.generation)
  .max(GENERATION_MAX, FAMILY_FINDING_TEXT.generation)
  .nullish();

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
  id: z.string({ error: 'Choose a member.' }).trim().min(1, 'Choose a member.').max(64, 'That is not a member id.'),
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
