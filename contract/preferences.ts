import { z } from 'zod';
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
  label: (percentage: number) => `Preferences match ${percentage}%`,
  explained: 'How far each of you meets the other’s partner preferences, both ways; the horoscope’s Guna Milan is separate.',
} as const;

export const PREFERENCE_TEXT = {
  minor: 'Your account is minor your age should be grater then 18.',
  emailNotVerified: 'Email should be verified for profile match',
  noGotra: 'Gothra should be added',
  noPreference: 'Preferance should be added to personlize your list',
  matchDisabled: 'You need to enable finding soulmate from setting',
  empty: 'No Profile Found With Your Preferances Go To Profile Match Page to View Profiles',
  saved: 'Your partner preferences are saved.',
  unchanged: 'Your partner preferences are already saved as they are.',
  memberNotAvailable: 'This profile is not available.',
  /** Issue 9 §2: the s.5 custom, off by default (docs/decisions/0723). */
  crossCousinCustom: "My community's custom permits marriage between cousins through a brother and a sister",
  crossCousinCustomHelp: 'When on, family finding shows the children of a brother and a sister. Other cousins stay left out.',
} as const;

/**
 * The limits of sapinda relationship in the Hindu Marriage Act 1955 s.3(f): five generations
 * through the father, three through the mother. A new preference starts at them (decision 0723).
 */
export const ACT_FATHER_GENERATIONS = 5;
export const ACT_MOTHER_GENERATIONS = 3;

/** The short note shown by a generation choice below the Act's limits; null at or above them. */
export function actGenerationsNote(fatherSide: number, motherSide: number): string | null {
  return fatherSide < ACT_FATHER_GENERATIONS || motherSide < ACT_MOTHER_GENERATIONS
    ? `The Hindu Marriage Act counts ${ACT_FATHER_GENERATIONS} generations on the father’s side and ${ACT_MOTHER_GENERATIONS} on the mother’s.`
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

export const PREFERENCE_FIELD_LABELS: Record<ScoredField, string> = {
  age: 'Age',
  height: 'Height',
  maritalStatus: 'Marital status',
  religion: 'Religion',
  caste: 'Caste',
  motherTongue: 'Mother tongue',
  education: 'Education',
  occupation: 'Occupation',
  annualIncome: 'Annual income',
  eatingHabit: 'Eating habit',
  drinkingHabit: 'Drinking habit',
  smokingHabit: 'Smoking habit',
  dosh: 'Manglik (dosh)',
};

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
export const heightLabel = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;

const heightSchema = (which: string) =>
  z
    .object(
      {
        feet: z.number({ error: `Choose the ${which} height.` }).int(`Choose the ${which} height.`).min(4, `Choose a ${which} height of 4 ft or more.`).max(7, `Choose a ${which} height of 7 ft 11 in or less.`),
        inch: z.number({ error: `Choose the ${which} height.` }).int(`Choose the ${which} height.`).min(0, 'Inches go from 0 to 11.').max(11, 'Inches go from 0 to 11.'),
      },
      { error: `Choose the ${which} height from the list.` },
    )
    .nullable()
    .default(null);

const ageSchema = (which: string) =>
  z
    .number({ error: `Enter the ${which} age as a number.` })
    .int(`Enter the ${which} age in whole years.`)
    .min(PREFERENCE_AGE_MIN, `The ${which} age must be ${PREFERENCE_AGE_MIN} or more.`)
    .max(PREFERENCE_AGE_MAX, `The ${which} age must be ${PREFERENCE_AGE_MAX} or less.`)
    .nullable()
    .default(null);

const idList = (label: string) =>
  z
    .array(z.string({ error: `Choose ${label} from the list.` }).trim().min(1, `Choose ${label} from the list.`).max(100, `Choose ${label} from the list.`), {
      error: `Choose ${label} from the list.`,
    })
    .max(PREFERENCE_LIST_MAX, `Choose at most ${PREFERENCE_LIST_MAX} for ${label}.`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

const generation = (side: string, fallback: number) =>
  z
    .number({ error: `Choose the ${side}-side generations from 2 to 6.` })
    .int(`Choose the ${side}-side generations from 2 to 6.`)
    .min(GENERATION_MIN, `Choose the ${side}-side generations from 2 to 6.`)
    .max(GENERATION_MAX, `Choose the ${side}-side generations from 2 to 6.`)
    .default(fallback);

/** `PUT /user/userPreferences/{id}`: the whole preference (what is left out is "no preference"). */
export const preferenceInputSchema = z
  .object({
    ageFrom: ageSchema('lowest'),
    ageTo: ageSchema('highest'),
    heightFeetFrom: heightSchema('lowest'),
    heightFeetTo: heightSchema('highest'),
    maritalStatus: idList('a marital status'),
    religion: idList('a religion'),
    caste: idList('a caste'),
    motherTongue: idList('a mother tongue'),
    education: idList('an education'),
    occupation: idList('an occupation'),
    annualIncome: idList('an annual income'),
    eatingHabit: idList('an eating habit'),
    drinkingHabit: idList('a drinking habit'),
    smokingHabit: idList('a smoking habit'),
    dosh: idList('a manglik option'),
    // A preference saved without them starts at the Act's limits; family finding's own fallback
    // for a member with no preference at all stays the spec's 3 (GENERATION_DEFAULT).
    fatherSide: generation('father', ACT_FATHER_GENERATIONS),
    motherSide: generation('mother', ACT_MOTHER_GENERATIONS),
    crossCousinCustom: z.boolean({ error: 'Choose whether your community’s custom permits marriage between cross cousins.' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.ageFrom !== null && v.ageTo !== null && v.ageFrom > v.ageTo)
      ctx.addIssue({ code: 'custom', path: ['ageTo'], message: 'The highest age must not be below the lowest age.' });
    if (v.heightFeetFrom && v.heightFeetTo && toInches(v.heightFeetFrom) > toInches(v.heightFeetTo))
      ctx.addIssue({ code: 'custom', path: ['heightFeetTo'], message: 'The highest height must not be below the lowest height.' });
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
