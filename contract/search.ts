import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { singleLine } from './text-rules';
import type { CardActionFlags } from './requests';
import { memberIdParamSchema } from './social';

/** Texts of search and Profile Matches, exactly as the spec writes them. */
export const SEARCH_TEXT = {
  notDisclosed: 'Not Disclosed',
  notAdded: 'Not Added',
  onlineUsers: 'Online Users',
  withHoroscope: 'With Horoscope',
  withPhoto: 'With Photo',
  /** The Phone verified filter's options (issue 24, decision 0955). */
  phoneVerified: 'Phone verified',
  phoneNotVerified: 'Not verified yet',
} as const;

/** Age inputs of the search forms (spec §5). */
export const SEARCH_AGE_MIN = 19;
export const SEARCH_AGE_MAX = 60;
/** The option id that stands for "the member left this empty". */
export const EMPTY_OPTION_ID = 'none';
/** The option id of the Active filter. */
export const ONLINE_OPTION_ID = 'online';

/**
 * The list filters of spec §2 Family finding, keyed by their spec §3 criteria names (spelling
 * included), with the accordion titles of §2, in the order shown. Religion, State and City are
 * ours (issue 22 §1): the spec's recommendation criteria name `religion`; `state` and `city`
 * follow `country`; Phone verified (issue 24) is whether the member confirmed their mobile by SMS.
 * Each title is its message, read when shown.
 */
export const LIST_FILTERS = [
  { key: 'maratialStatus', title: m.matches_filter_marital_status },
  { key: 'motherTongue', title: m.matches_filter_mother_tongue },
  { key: 'religion', title: m.matches_filter_religion },
  { key: 'caste', title: m.matches_filter_caste },
  { key: 'star', title: m.matches_filter_star },
  { key: 'manglik', title: m.matches_filter_manglik },
  { key: 'education', title: m.matches_filter_education },
  { key: 'employedIn', title: m.matches_filter_employed_in },
  { key: 'occupation', title: m.matches_filter_designation },
  { key: 'AnualIncome', title: m.matches_filter_annual_income },
  { key: 'country', title: m.matches_filter_country },
  { key: 'state', title: m.matches_filter_state },
  { key: 'city', title: m.matches_filter_city },
  { key: 'citizenship', title: m.matches_filter_citizenship },
  { key: 'physicalStatus', title: m.matches_filter_physical_status },
  { key: 'complexion', title: m.matches_filter_complexion },
  { key: 'bodyType', title: m.matches_filter_body_type },
  { key: 'eatingHabit', title: m.matches_filter_eating_habits },
  { key: 'familyValue', title: m.matches_filter_family_value },
  { key: 'familyType', title: m.matches_filter_family_type },
  { key: 'familyStatus', title: m.matches_filter_family_status },
  { key: 'haveChildren', title: m.matches_filter_have_children },
  { key: 'profileFor', title: m.matches_filter_profile_for },
  { key: 'phoneVerified', title: m.matches_filter_phone_verified },
] as const;
export type ListFilterKey = (typeof LIST_FILTERS)[number]['key'];
export const LIST_FILTER_KEYS = LIST_FILTERS.map<ListFilterKey>((f) => f.key);

/** One option of a filter: its id (EMPTY_OPTION_ID for members who left it empty), name and count. */
export interface FilterOption {
  _id: string;
  name: string;
  /** The English name where `name` translates it, on the filters found by typing (the city): either finds it (issue 25). */
  en?: string;
  count: number;
}
export type FilterKey = ListFilterKey | 'active' | 'profileType';
export type Filters = Record<FilterKey, FilterOption[]>;

const optionIds = z
  .array(z.string({ error: () => m.matches_choice_not_id() }).min(1).max(64), { error: () => m.matches_choose_from_list() })
  .max(200, { error: () => m.matches_too_many_choices() })
  .nullish();
const num = (notNumber: () => string) => z.number({ error: notNumber }).nullish();
const range = (notNumber: () => string) => z.object({ from: num(notNumber), to: num(notNumber) }).nullish();
const allOrNull = z.enum(['all']).nullish();

const criteriaShape = {
  page: z
    .number({ error: () => m.matches_page_not_number() })
    .int({ error: () => m.matches_page_not_whole() })
    .min(0, { error: () => m.matches_page_min() })
    .max(100_000)
    .default(0),
  limit: z
    .number({ error: () => m.matches_limit_not_number() })
    .int({ error: () => m.matches_limit_not_whole() })
    .min(1, { error: () => m.matches_limit_min() })
    .max(50, { error: () => m.matches_limit_max() })
    .default(10),
  /** Ignored: the gender searched is always the opposite of the caller's. */
  gender: z.string().nullish(),
  age: range(() => m.matches_age_not_number()),
  /** Feet; a fraction stands for inches (5.5 = 5 ft 6 in). */
  height: range(() => m.matches_height_not_number()),
  /** 'all' or true: only members online recently; null: everyone. */
  active: z.union([z.literal('all'), z.boolean()]).nullish(),
  profileType: z.object({ horoscope: allOrNull, photo: allOrNull }).nullish(),
  ...(Object.fromEntries(LIST_FILTER_KEYS.map((k) => [k, optionIds])) as Record<ListFilterKey, typeof optionIds>),
};

/** spec §5: from ≤ to when both are given, and an age from of at least 18. */
function validRanges(c: { age?: { from?: number | null; to?: number | null } | null; height?: { from?: number | null; to?: number | null } | null }, ctx: z.RefinementCtx) {
  const bad = (path: string) => ctx.addIssue({ code: 'custom', message: m.matches_invalid_details(), path: [path] });
  const a = c.age;
  if (a) {
    if (a.from != null && a.to != null && a.from > a.to) bad('age');
    else if (a.from != null && a.from < 18) bad('age');
    else if (a.to != null && a.to < 18) bad('age');
  }
  const h = c.height;
  if (h) {
    if (h.from != null && h.to != null && h.from > h.to) bad('height');
    else if ((h.from != null && h.from <= 0) || (h.to != null && h.to <= 0)) bad('height');
  }
}

export const matchCriteriaSchema = z.object(criteriaShape).superRefine(validRanges);
export type MatchCriteria = z.input<typeof matchCriteriaSchema>;
export type MatchCriteriaParsed = z.output<typeof matchCriteriaSchema>;

/** `POST /user/searchUsers/`: the criteria plus a unique id or a part of a name. */
export const searchUsersSchema = z
  .object({
    ...criteriaShape,
    text: singleLine(z.string({ error: () => m.matches_text_required() }).trim().max(100, { error: () => m.matches_text_too_long() }).nullish()),
  })
  .superRefine(validRanges);
export type SearchUsersInput = z.input<typeof searchUsersSchema>;

export const getNewMatchParamSchema = memberIdParamSchema;

/** A row of the results (spec §3 Match result). */
/** A result card; its action flags (isShortlisted, interest) are the viewer's own (docs/decisions/0547). */
export interface MatchRow extends CardActionFlags {
  _id: string;
  name: string;
  age: number | null;
  height: { feet: number; inch: number } | null;
  religion: string | null;
  caste: string | null;
  subCaste: string | null;
  /** Null when not added, or when the viewer may not see the horoscope without a password (docs/decisions/0445). */
  star: string | null;
  education: string | null;
  occupation: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** The member confirmed their mobile number by SMS (issue 24): the "Phone verified" badge. */
  phoneVerified: boolean;
  /** An administrator approved the member's government ID (issue 24): the "ID verified" badge. */
  idVerified: boolean;
  /** The profile is run with the candidate's family (issue 27): the "Managed by family" mark. */
  managed: boolean;
  lastSeen: number | null;
  profilePicture: string;
  uniqueId: string | null;
  profileFor: string | null;
}

const rangeSet = (r: { from?: number | null; to?: number | null } | null | undefined) => r != null && (r.from != null || r.to != null);

/**
 * How many filters the criteria set, as a phone's "Filters (n)" button counts them (decision
 * 0612): each section with anything chosen counts once, and With Horoscope and With Photo
 * once each. Page and limit are not filters.
 */
export function filtersSet(c: MatchCriteria): number {
  const chosen = [
    c.active === 'all' || c.active === true,
    c.profileType?.horoscope === 'all',
    c.profileType?.photo === 'all',
    rangeSet(c.age),
    rangeSet(c.height),
    ...LIST_FILTER_KEYS.map((k) => (c[k]?.length ?? 0) > 0),
  ];
  return chosen.filter(Boolean).length;
}
