import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { multiLine, singleLine } from './text-rules';
import type { CaptchaSetting } from './captcha';
import type { LifestyleKind } from './lifestyle-kinds';
import type { SiteContact } from './site-contact';

/**
 * Reference data as the API serves it (`GET /api/app/getData` and friends) and the inputs of
 * the public reference endpoints. Shared by the worker and the UI.
 */

/** Languages the relation catalogue is labelled in; a mother tongue maps to one of them. */
export const RELATION_LANGUAGES = ['hi', 'mr', 'gu', 'pa', 'bn', 'ta', 'te', 'kn', 'ml', 'en'] as const;
export type RelationLanguage = (typeof RELATION_LANGUAGES)[number];

/** The fixed relation ids of the family-tree catalogue (spec §3: "One fixed id denotes 'self'"). */
export const RELATION_IDS = [
  'self', 'father', 'mother', 'paternal-grandfather', 'paternal-grandmother', 'maternal-grandfather',
  'maternal-grandmother', 'paternal-great-grandfather', 'paternal-great-grandmother',
  'maternal-great-grandfather', 'maternal-great-grandmother', 'father-elder-brother',
  'father-elder-brother-wife', 'father-younger-brother', 'father-younger-brother-wife',
  'father-sister', 'father-sister-husband', 'mother-brother', 'mother-brother-wife', 'mother-sister',
  'mother-sister-husband', 'husband', 'wife', 'elder-brother', 'younger-brother', 'elder-sister',
  'younger-sister', 'brother-wife', 'sister-husband', 'paternal-cousin-brother',
  'paternal-cousin-sister', 'maternal-cousin-brother', 'maternal-cousin-sister', 'father-in-law',
  'mother-in-law', 'husband-elder-brother', 'husband-younger-brother', 'husband-sister',
  'wife-brother', 'wife-sister', 'husband-brother-wife', 'husband-sister-husband',
  'wife-brother-wife', 'wife-sister-husband', 'sister-in-law', 'brother-in-law', 'son', 'daughter',
  'daughter-in-law', 'son-in-law', 'brother-son', 'brother-daughter', 'sister-son',
  'sister-daughter', 'paternal-grandson', 'paternal-granddaughter', 'maternal-grandson',
  'maternal-granddaughter', 'great-grandson', 'great-granddaughter',
] as const;
export type RelationId = (typeof RELATION_IDS)[number];

export const RELATION_SIDES = ['father', 'mother', 'other', 'self'] as const;
export type RelationSide = (typeof RELATION_SIDES)[number];

/** Structural role of a relation, for the family-member rules (parent and spouse choices). */
export const RELATION_GROUPS = [
  'self', 'parent', 'grandparent', 'great-grandparent', 'parent-sibling', 'parent-sibling-spouse',
  'spouse', 'sibling', 'sibling-spouse', 'cousin', 'parent-in-law', 'spouse-sibling',
  'spouse-sibling-spouse', 'in-law', 'child', 'child-spouse', 'sibling-child', 'grandchild',
  'great-grandchild',
] as const;
export type RelationGroup = (typeof RELATION_GROUPS)[number];

export interface Relation {
  _id: RelationId;
  /** null only for 'self', which is whoever the member is. */
  gender: 'male' | 'female' | null;
  side: RelationSide;
  /** Generations above self: parents 1, children -1. */
  generation: number;
  group: RelationGroup;
  labels: Record<RelationLanguage, string>;
}

export interface Religion {
  _id: string;
  name: string;
}
/**
 * An entry of a list found by typing (a picker's: castes, mother tongues, countries, states,
 * cities, educations, occupations), named in the member's language: its English name where that
 * differs, which the pickers match too (issue 25; absent on an English page).
 */
export interface FoundInEnglishToo {
  en?: string;
}

export interface Caste extends FoundInEnglishToo {
  _id: string;
  name: string;
  religionId: string;
}
/** `mothertongue` is spelt as the spec reads it (basicDetails.motherTongue.mothertongue). */
export interface MotherTongue extends FoundInEnglishToo {
  _id: string;
  mothertongue: string;
  /** ISO 639-1, or 639-3 where there is no two-letter code. */
  code: string;
  nativeName: string;
  /** Which relation label this language's speakers read. */
  labelKey: RelationLanguage;
}

export interface Country extends FoundInEnglishToo {
  _id: string;
  name: string;
  /** Dialling prefix, e.g. '+91' or '+1-684'. */
  phoneCode: string;
}
export interface City extends FoundInEnglishToo {
  _id: number;
  name: string;
  stateId: string;
  latitude: number | null;
  longitude: number | null;
}

/** One entry of an option list. */
export interface ReferenceOption {
  _id: string;
  name: string;
}

/** The country place lists start with and a new member's location starts at (decision 0936). */
export const HOME_COUNTRY = 'IN';

export const EDUCATION_LEVELS = ['school', 'diploma', 'bachelors', 'masters', 'doctorate', 'professional', 'other'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export interface Education extends ReferenceOption, FoundInEnglishToo {
  level: EducationLevel;
}

/** Annual income band in rupees; `max` null means open-ended, both null 'Not Disclosed'. */
export interface IncomeBand extends ReferenceOption {
  min: number | null;
  max: number | null;
}

/** The industry categories of spec §3, exactly as written there. */
export const INDUSTRY_CATEGORIES = [
  'IT Services',
  'Technology',
  'Professional Services',
  'Media, Entertainment & Telecom',
  'BFSI',
  'Education',
  'BPM',
  'Infrastructure, Transport & Real Estate',
  'Healthcare & Life Sciences',
  'Manufacturing & Production',
  'Consumer, Retail & Hospitality',
  'Miscellaneous',
] as const;
export interface Industry extends ReferenceOption {
  subcategories: ReferenceOption[];
}

export type Lifestyle = Record<LifestyleKind, ReferenceOption[]>;

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';
export type Hansak = 'Agni' | 'Bhumi' | 'Vayu' | 'Jal';
export type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';

/** One quarter (pada) of a nakshatra: 3°20′ of the zodiac, wholly inside one rashi. */
export interface NakshatraCharan {
  charan: 1 | 2 | 3 | 4;
  /** Name syllable(s) of the pada, alternatives separated by '/'. */
  syllable: string;
  /** Moon sign, Sanskrit name (1 Mesha … 12 Meena). */
  rashi: string;
  rashiNumber: number;
  rashiEnglish: string;
  rashiLord: Graha;
  varna: Varna;
  vashya: Vashya;
  hansak: Hansak;
}

export interface Nakshatra {
  _id: string;
  number: number;
  name: string;
  /** Ruling graha (Vimshottari dasha lord). */
  lord: Graha;
  gana: Gana;
  /** Yoni animal, e.g. 'Ashwa (Horse)'. */
  yoni: string;
  yoniGender: 'male' | 'female';
  nadi: Nadi;
  charans: NakshatraCharan[];
}

/** What a plan lets a member do; enforced by the features that use it. */
export const planGrantsSchema = z.object({
  /** Contact details (phone, e-mail) a member may view during the plan. */
  contactViews: z.number().int().min(0),
  /** Interests a member may send per day. */
  interestsPerDay: z.number().int().min(0),
  canStartChat: z.boolean(),
  canSendMail: z.boolean(),
  /** See who viewed one's profile. */
  seeVisitors: z.boolean(),
  /** Full horoscope details and compatibility score of other members. */
  viewHoroscope: z.boolean(),
  /** Search on behalf of a son or daughter (family finding). */
  familyFinding: z.boolean(),
  /** Shown higher in search results and recommendations. */
  profileHighlight: z.boolean(),
});
export type PlanGrants = z.infer<typeof planGrantsSchema>;

export interface Plan {
  _id: string;
  planName: string;
  /** 'Free' or the period, e.g. '3 Months'; shown as subtitle and price suffix. */
  type: string;
  /** Whole rupees. */
  price: number;
  /** null: does not expire. */
  durationMonths: number | null;
  features: string[];
  isActive: boolean;
  grants: PlanGrants;
}

export interface Ad {
  _id: string;
  position: string;
  htmlContent: string;
}

/** `data` of `GET /api/app/getData`; embedded in the HTML shell too. */
export interface ReferenceData {
  castes: Caste[];
  religions: Religion[];
  motherTongues: MotherTongue[];
  relations: Relation[];
  ads: Ad[];
  lifestyle: Lifestyle;
  countries: Country[];
  nakshatras: Nakshatra[];
  educations: Education[];
  occupations: (ReferenceOption & FoundInEnglishToo)[];
  industries: Industry[];
  incomes: IncomeBand[];
  plans: Plan[];
  /** This deployment's captcha, null when off; added by GET /app/getData and the shell, not stored. */
  captcha?: CaptchaSetting | null;
  /** This deployment's support contact and social links (issue 22 §4); added like `captcha`. */
  site?: SiteContact;
}

/* ---- inputs ---- */

export const countryParamSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Give the country as its two-letter code, e.g. IN.'),
});

export const stateParamSchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-[A-Z0-9-]{1,10}$/, 'Give the state as country and state code, e.g. IN-MH.'),
});

export const casteParamSchema = z.object({
  id: z.string().trim().min(1, 'Choose a caste.').max(100, 'That caste id is too long.'),
});

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** The contact form (`POST /api/app/query`); its messages are said in the reader's language. */
export const visitorQuerySchema = z.object({
  name: singleLine(z.string({ error: () => m.public_visitor_name_required() }).trim().min(1, { error: () => m.public_visitor_name_required() }).max(60, { error: () => m.public_visitor_name_long() })),
  email: z
    .string({ error: () => m.public_visitor_email_required() })
    .trim()
    .max(254, { error: () => m.public_visitor_email_long() })
    .pipe(z.email({ error: () => m.public_visitor_email_invalid() })),
  phone: z
    .string({ error: () => m.public_visitor_phone_invalid() })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), { error: () => m.public_visitor_phone_invalid() })
    .optional(),
  subject: singleLine(
    z
      .string({ error: () => m.public_visitor_subject_required() })
      .trim()
      .min(3, { error: () => m.public_visitor_subject_short() })
      .max(120, { error: () => m.public_visitor_subject_long() }),
  ),
  message: multiLine(
    z
      .string({ error: () => m.public_visitor_message_required() })
      .trim()
      .min(10, { error: () => m.public_visitor_message_short() })
      .max(2000, { error: () => m.public_visitor_message_long() }),
  ),
});
