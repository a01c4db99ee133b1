import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import type { CardActionFlags } from './requests';

/**
 * Partner preferences (spec §3 Current user `preference`), the match percentage between two
 * members, and the recommendation lists of /matchRecommendation. Shared by the API and the UI.
 */

/** Texts of spec §2 Match recommendation, exactly as written there. */
/**
 * The profile's and the cards' match number, named apart from the horoscope's Guna Milan
 * (decision 0548).
 */
export const PREFERENCES_MATCH_TEXT = {
  label: (percentage: number) => m.preferences_match_label({ percentage }),
  get explained() {
    return m.preferences_match_explained();
  },
};

/** Getters, so each text is read in the reader's language (issue 25). */
export const PREFERENCE_TEXT = {
  get minor() {
    return m.preferences_minor();
  },
  get emailNotVerified() {
    return m.preferences_email_not_verified();
  },
  get noGotra() {
    return m.preferences_no_gotra();
  },
  get noPreference() {
    return m.preferences_no_preference();
  },
  get matchDisabled() {
    return m.preferences_match_disabled();
  },
  get empty() {
    return m.preferences_empty();
  },
  get saved() {
    return m.preferences_saved();
  },
  get unchanged() {
    return m.preferences_unchanged();
  },
  get memberNotAvailable() {
    return m.preferences_member_not_available();
  },
  /** Issue 9 §2: the s.5 custom, off by default (docs/decisions/0723). */
  get crossCousinCustom() {
    return m.preferences_cross_cousin();
  },
  get crossCousinCustomHelp() {
    return m.preferences_cross_cousin_help();
  },
};

/**
 * The limits of sapinda relationship in the Hindu Marriage Act 1955 s.3(f): five generations
 * through the father, three through the mother. A new preference starts at them (decision 0723).
 */
export const ACT_FATHER_GENERATIONS = 5;
export const ACT_MOTHER_GENERATIONS = 3;

/** The short note shown by a generation choice below the Act's limits; null at or above them. */
export function actGenerationsNote(fatherSide: number, motherSide: number): string | null {
  return fatherSide < ACT_FATHER_GENERATIONS || motherSide < ACT_MOTHER_GENERATIONS
    ? m.preferences_act_generations_note({ father: ACT_FATHER_GENERATIONS, mother: ACT_MOTHER_GENERATIONS })
    : null;
}

/** The preference fields that are lists of reference ids (the child rows of member_preference_options). */
export const PREFERENCE_LIST_FIELDS = [
  'maritalStatus',
  'religion',
  'caste',
  'motherTongue',
  'education',
  'occupation',
  'annualIncome',
  'eatingHabit',
  'drinkingHabit',
  'smokingHabit',
  'dosh',
] as const;
export type PreferenceListField = (typeof PREFERENCE_LIST_FIELDS)[number];

/**
 * The manglik option of a member who does not know (no time of birth). It is never a rejection
 * in matching: it meets every manglik (dosh) preference, both ways (docs/decisions/0111).
 */
export const MANGLIK_UNKNOWN = 'manglik.dont-know';

/** The ids a member's value may be to meet a stated list: the list, and for dosh the unknown manglik too. */
export const meetingIds = (field: PreferenceListField, wanted: readonly string[]): readonly string[] =>
  field === 'dosh' && wanted.length && !wanted.includes(MANGLIK_UNKNOWN) ? [...wanted, MANGLIK_UNKNOWN] : wanted;

/** Every field the match percentage weighs (each stated one counts once). */
export const SCORED_FIELDS = ['age', 'height', ...PREFERENCE_LIST_FIELDS] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const FIELD_LABELS: Record<ScoredField, () => string> = {
  age: m.preferences_field_age,
  height: m.preferences_field_height,
  maritalStatus: m.preferences_field_marital_status,
  religion: m.preferences_field_religion,
  caste: m.preferences_field_caste,
  motherTongue: m.preferences_field_mother_tongue,
  education: m.preferences_field_education,
  occupation: m.preferences_field_occupation,
  annualIncome: m.preferences_field_annual_income,
  eatingHabit: m.preferences_field_eating_habit,
  drinkingHabit: m.preferences_field_drinking_habit,
  smokingHabit: m.preferences_field_smoking_habit,
  dosh: m.preferences_field_dosh,
};
/** Each field's label, read in the reader's language whenever it is read (issue 25). */
export const PREFERENCE_FIELD_LABELS = Object.defineProperties(
  {} as Record<ScoredField, string>,
  Object.fromEntries(SCORED_FIELDS.map((f) => [f, { get: () => FIELD_LABELS[f](), enumerable: true }])),
);

export const PREFERENCE_AGE_MIN = 18;
export const PREFERENCE_AGE_MAX = 70;
/** Heights offered: 4 ft 0 in to 7 ft 11 in. */
export const PREFERENCE_HEIGHT_MIN_INCHES = 48;
export const PREFERENCE_HEIGHT_MAX_INCHES = 95;
export const GENERATION_MIN = 2;
export const GENERATION_MAX = 6;
/** How many ids one list may hold. */
export const PREFERENCE_LIST_MAX = 40;
/** Recommendation lists: 4 per list (spec §9). */
export const RECOMMENDATION_LIMIT = 4;

export interface HeightValue {
  feet: number;
  inch: number;
}
export const toInches = (h: HeightValue) => h.feet * 12 + h.inch;
export const fromInches = (n: number): HeightValue => ({ feet: Math.floor(n / 12), inch: n % 12 });
export const heightLabel = (inches: number) => m.preferences_height_label({ feet: Math.floor(inches / 12), inch: inches % 12 });

/** A catalogue message as a zod error, read when the parse reports it (the reader's language then). */
const says = (message: () => string) => ({ error: () => message() });

/** The lowest and the highest of a range each have their own sentences (their words differ by language). */
const RANGE_TEXTS = {
  lowest: {
    height: m.preferences_error_lowest_height,
    heightMin: m.preferences_error_lowest_height_min,
    heightMax: m.preferences_error_lowest_height_max,
    heightList: m.preferences_error_lowest_height_list,
    ageNumber: m.preferences_error_lowest_age_number,
    ageWhole: m.preferences_error_lowest_age_whole,
    ageMin: () => m.preferences_error_lowest_age_min({ min: PREFERENCE_AGE_MIN }),
    ageMax: () => m.preferences_error_lowest_age_max({ max: PREFERENCE_AGE_MAX }),
  },
  highest: {
    height: m.preferences_error_highest_height,
    heightMin: m.preferences_error_highest_height_min,
    heightMax: m.preferences_error_highest_height_max,
    heightList: m.preferences_error_highest_height_list,
    ageNumber: m.preferences_error_highest_age_number,
    ageWhole: m.preferences_error_highest_age_whole,
    ageMin: () => m.preferences_error_highest_age_min({ min: PREFERENCE_AGE_MIN }),
    ageMax: () => m.preferences_error_highest_age_max({ max: PREFERENCE_AGE_MAX }),
  },
};

const heightSchema = (which: keyof typeof RANGE_TEXTS) => {
  const t = RANGE_TEXTS[which];
  return z
    .object(
      {
        feet: z.number(says(t.height)).int(says(t.height)).min(4, says(t.heightMin)).max(7, says(t.heightMax)),
        inch: z.number(says(t.height)).int(says(t.height)).min(0, says(m.preferences_error_inches)).max(11, says(m.preferences_error_inches)),
      },
      says(t.heightList),
    )
    .nullable()
    .default(null);
};

const ageSchema = (which: keyof typeof RANGE_TEXTS) => {
  const t = RANGE_TEXTS[which];
  return z.number(says(t.ageNumber)).int(says(t.ageWhole)).min(PREFERENCE_AGE_MIN, says(t.ageMin)).max(PREFERENCE_AGE_MAX, says(t.ageMax)).nullable().default(null);
};

/** `label` names one choice of the list as its messages put it: "a religion". */
const idList = (label: () => string) => {
  const choose = says(() => m.preferences_error_list_choose({ label: label() }));
  return z
    .array(z.string(choose).trim().min(1, choose).max(100, choose), choose)
    .max(PREFERENCE_LIST_MAX, says(() => m.preferences_error_list_max({ max: PREFERENCE_LIST_MAX, label: label() })))
    .default([])
    .transform((ids) => [...new Set(ids)]);
};

const generation = (message: () => string, fallback: number) =>
  z.number(says(message)).int(says(message)).min(GENERATION_MIN, says(message)).max(GENERATION_MAX, says(message)).default(fallback);

/** `PUT /user/userPreferences/{id}`: the whole preference (what is left out is "no preference"). */
export const preferenceInputSchema = z
  .object({
    ageFrom: ageSchema('lowest'),
    ageTo: ageSchema('highest'),
    heightFeetFrom: heightSchema('lowest'),
    heightFeetTo: heightSchema('highest'),
    maritalStatus: idList(m.preferences_list_marital_status),
    religion: idList(m.preferences_list_religion),
    caste: idList(m.preferences_list_caste),
    motherTongue: idList(m.preferences_list_mother_tongue),
    education: idList(m.preferences_list_education),
    occupation: idList(m.preferences_list_occupation),
    annualIncome: idList(m.preferences_list_annual_income),
    eatingHabit: idList(m.preferences_list_eating_habit),
    drinkingHabit: idList(m.preferences_list_drinking_habit),
    smokingHabit: idList(m.preferences_list_smoking_habit),
    dosh: idList(m.preferences_list_dosh),
    // A preference saved without them starts at the Act's limits; family finding's own fallback
    // for a member with no preference at all stays the spec's 3 (GENERATION_DEFAULT).
    fatherSide: generation(m.preferences_error_father_generations, ACT_FATHER_GENERATIONS),
    motherSide: generation(m.preferences_error_mother_generations, ACT_MOTHER_GENERATIONS),
    crossCousinCustom: z.boolean(says(m.preferences_error_cross_cousin)).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.ageFrom !== null && v.ageTo !== null && v.ageFrom > v.ageTo)
      ctx.addIssue({ code: 'custom', path: ['ageTo'], message: m.preferences_error_age_order() });
    if (v.heightFeetFrom && v.heightFeetTo && toInches(v.heightFeetFrom) > toInches(v.heightFeetTo))
      ctx.addIssue({ code: 'custom', path: ['heightFeetTo'], message: m.preferences_error_height_order() });
  });
export type PreferenceInput = z.input<typeof preferenceInputSchema>;
export type PreferenceValues = z.output<typeof preferenceInputSchema>;

export interface PreferenceOption {
  _id: string;
  name: string;
}

/** A member's partner preference as `GET /user/get/preference/{id}` answers it (spec §3 names). */
export interface Preference {
  ageFrom: number | null;
  ageTo: number | null;
  heightFeetFrom: HeightValue | null;
  heightFeetTo: HeightValue | null;
  maritalStatus: PreferenceOption[];
  religion: PreferenceOption[];
  caste: PreferenceOption[];
  motherTongue: PreferenceOption[];
  education: PreferenceOption[];
  occupation: PreferenceOption[];
  annualIncome: PreferenceOption[];
  eatingHabit: PreferenceOption[];
  drinkingHabit: PreferenceOption[];
  smokingHabit: PreferenceOption[];
  dosh: PreferenceOption[];
  fatherSide: number;
  motherSide: number;
  /** The member's community permits marriage between cross cousins (family finding, decision 0723). */
  crossCousinCustom: boolean;
  updatedAt: number;
}

/** One field of one direction of the match percentage. */
export interface MatchField {
  field: ScoredField;
  label: string;
  /** What the member who holds the preference asked for, e.g. '24–30 years' or 'Hindu, Jain'. */
  wanted: string;
  /** What the other member is, e.g. '27 years'; null when they did not say. */
  actual: string | null;
  met: boolean;
}

/** How far `of` meets the preference of `by`. */
export interface MatchDirection {
  /** Share of the stated fields met, 0–100; null when the preference states nothing. */
  percentage: number | null;
  fields: MatchField[];
}

export interface MatchPercentage {
  /** Average of the directions that can be computed, rounded, 0–100. */
  percentage: number;
  /** How far the other member meets the viewer's preference. */
  theyMeetMine: MatchDirection;
  /** How far the viewer meets the other member's preference. */
  iMeetTheirs: MatchDirection;
}

/** A card of /matchRecommendation and of the similar/new member lists. */
/** A recommendation card; isShortlisted and interest are the viewer's own (docs/decisions/0547). */
export interface RecommendedMember extends CardActionFlags {
  _id: string;
  name: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  height: HeightValue | null;
  religion: string | null;
  caste: string | null;
  education: string | null;
  occupation: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  profilePicture: string;
  lastSeenAt: number | null;
  /** The member confirmed their mobile number by SMS (issue 24): the "Phone verified" badge. */
  phoneVerified: boolean;
  /** An administrator approved the member's government ID (issue 24): the "ID verified" badge. */
  idVerified: boolean;
  /** The profile is run with the candidate's family (issue 27): the "Managed by family" mark. */
  managed: boolean;
  /** The two-way match percentage with the viewer; null when neither states a preference. */
  matchPercentage: number | null;
}

/* ---- inputs ---- */

export const memberIdParamSchema = z.object({
  id: z.string().trim().min(1, 'Choose a member.').max(64, 'That member id is too long.'),
});

const intFrom = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `Give ${label} as a whole number.` })
    .int(`Give ${label} as a whole number.`)
    .min(min, `Give ${label} from ${min} to ${max}.`)
    .max(max, `Give ${label} from ${min} to ${max}.`)
    .default(fallback);

/** `?page&limit` of the recommendation lists; page 0 and 1 are both the first page (spec §9 uses each). */
export const recommendationQuerySchema = z.object({
  page: intFrom('the page', 0, 1000, 0),
  limit: intFrom('the limit', 1, 20, RECOMMENDATION_LIMIT),
});

export const smallListQuerySchema = z.object({
  limit: intFrom('the limit', 1, 20, 6),
});
