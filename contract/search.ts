import { z } from 'zod';
import { singleLine } from './text-rules';
import type { CardActionFlags } from './requests';
import { memberIdParamSchema } from './social';

/** Texts of search and Profile Matches, exactly as the spec writes them. */
export const SEARCH_TEXT = {
  invalidDetails: 'Enter Valid Details.',
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
 */
export const LIST_FILTERS = [
  { key: 'maratialStatus', title: 'Marital status' },
  { key: 'motherTongue', title: 'Mother tongue' },
  { key: 'religion', title: 'Religion' },
  { key: 'caste', title: 'Caste' },
  { key: 'star', title: 'Star' },
  { key: 'manglik', title: 'Manglik' },
  { key: 'education', title: 'Education' },
  { key: 'employedIn', title: 'Employed in' },
  { key: 'occupation', title: 'Designation' },
  { key: 'AnualIncome', title: 'Annual income' },
  { key: 'country', title: 'Country living in' },
  { key: 'state', title: 'State living in' },
  { key: 'city', title: 'City living in' },
  { key: 'citizenship', title: 'Citizenship' },
  { key: 'physicalStatus', title: 'Physical status' },
  { key: 'complexion', title: 'Complexion' },
  { key: 'bodyType', title: 'Body type' },
  { key: 'eatingHabit', title: 'Eating habits' },
  { key: 'familyValue', title: 'Family Value' },
  { key: 'familyType', title: 'Family Type' },
  { key: 'familyStatus', title: 'Family Status' },
  { key: 'haveChildren', title: 'Have Children' },
  { key: 'profileFor', title: 'Profile created by' },
  { key: 'phoneVerified', title: 'Phone verified' },
] as const;
export type ListFilterKey = (typeof LIST_FILTERS)[number]['key'];
export const LIST_FILTER_KEYS = LIST_FILTERS.map<ListFilterKey>((f) => f.key);

/** One option of a filter: its id (EMPTY_OPTION_ID for members who left it empty), name and count. */
export interface FilterOption {
  _id: string;
  name: string;
  count: number;
}
export type FilterKey = ListFilterKey | 'active' | 'profileType';
export type Filters = Record<FilterKey, FilterOption[]>;

const optionIds = z
  .array(z.string({ error: 'Each choice must be an id.' }).min(1).max(64), { error: 'Choose from the list.' })
  .max(200, 'Too many choices.')
  .nullish();
const num = (what: string) => z.number({ error: `${what} must be a number.` }).nullish();
const range = (what: string) => z.object({ from: num(what), to: num(what) }).nullish();
const allOrNull = z.enum(['all']).nullish();

const criteriaShape = {
  page: z.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(0, 'page must be 0 or more.').max(100_000).default(0),
  limit: z.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be 1 or more.').max(50, 'limit must be 50 or less.').default(10),
  /** Ignored: the gender searched is always the opposite of the caller's. */
  gender: z.string().nullish(),
  age: range('Age'),
  /** Feet; a fraction stands for inches (5.5 = 5 ft 6 in). */
  height: range('Height'),
  /** 'all' or true: only members online recently; null: everyone. */
  active: z.union([z.literal('all'), z.boolean()]).nullish(),
  profileType: z.object({ horoscope: allOrNull, photo: allOrNull }).nullish(),
  ...(Object.fromEntries(LIST_FILTER_KEYS.map((k) => [k, optionIds])) as Record<ListFilterKey, typeof optionIds>),
};

/** spec §5: from ≤ to when both are given, and an age from of at least 18. */
function validRanges(c: { age?: { from?: number | null; to?: number | null } | null; height?: { from?: number | null; to?: number | null } | null }, ctx: z.RefinementCtx) {
  const bad = (path: string) => ctx.addIssue({ code: 'custom', message: SEARCH_TEXT.invalidDetails, path: [path] });
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
  .object({ ...criteriaShape, text: singleLine(z.string({ error: 'Enter a unique id or a name.' }).trim().max(100, 'At most 100 characters.').nullish()) })
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
