import { z } from 'zod';
import { multiLine, singleLine } from './text-rules';
import { PROFILE_FOR } from './auth';
import { ADULT_AGE, ageInYears } from './limits';
import type { ReferenceOption } from './reference';
import { COMPUTE_TEXTS, isTimeZoneName } from './horoscope-compute';
import { m } from './i18n/paraglide/messages';

/**
 * The member's profile, section by section (spec §1, §3; issue 3 §1): one zod schema per
 * `PUT /user/update/{section}/{id}`, shared by the forms and the API, and the `Profile` shape
 * that `loadProfile` returns. Ids refer to the reference data; the server checks that each
 * exists and belongs where it should (caste to religion, city to state, …).
 */

/* ---- field helpers ---- */

/**
 * A message of the catalogue, read when a parse reports it, so that it is in the language of
 * whoever reads it then (issue 25), never fixed when this module loads.
 */
type Message = () => string;

const requiredId = (message: Message) => z.string({ error: message }).trim().min(1, { error: message }).max(120, { error: message });

/** An optional choice: '' and null both mean "not given". */
const optionalId = (message: Message) =>
  z
    .string({ error: message })
    .trim()
    .max(120, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/** `what` names the field as its messages begin: "The district", "Hobbies". */
const optionalText = (max: number, what: Message) =>
  singleLine(
    z
      .string({ error: () => m.profile_error_text_type({ what: what() }) })
      .trim()
      .max(max, { error: () => m.profile_error_text_max({ what: what(), max }) })
      .nullish(),
  ).transform((v) => (v ? v : null));

const PHONE = /^\+?[0-9][0-9 -]{8,16}[0-9]$/;
/** `notText`: what was sent is not text at all; `format`: it is not a phone number. */
const optionalPhone = (notText: Message, format: Message) =>
  z
    .string({ error: notText })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), { error: format })
    .nullish()
    .transform((v) => (v ? v : null));

/** A whole number in a range; the forms send text, the API may send numbers. */
const optionalInt = (min: number, max: number, message: Message) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: message() });
        return z.NEVER;
      }
      return n;
    });

const requiredInt = (min: number, max: number, message: Message) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const n = typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: message() });
        return z.NEVER;
      }
      return n;
    });

const optionalNumber = (min: number, max: number, message: Message) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: message() });
        return z.NEVER;
      }
      return n;
    });

const countryCode = (message: Message) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: message });
const stateCode = (message: Message) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-[A-Z0-9-]{1,10}$/, { error: message });

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/* ---- constants ---- */

/**
 * Whom a profile is for, as our lists and profiles name it in the page's language; the stored
 * value stays the English one (the edit form sends it back). A value from outside the list shows
 * as it is.
 */
export function profileForLabel(value: string): string {
  const label = {
    Self: m.profile_profile_for_self,
    Son: m.profile_profile_for_son,
    Daughter: m.profile_profile_for_daughter,
    Brother: m.profile_profile_for_brother,
    Sister: m.profile_profile_for_sister,
    Relative: m.profile_profile_for_relative,
    Friend: m.profile_profile_for_friend,
  }[value as (typeof PROFILE_FOR)[number]];
  return label ? label() : value;
}

export const HEIGHT_MIN_FEET = 4;
export const HEIGHT_MAX_FEET = 7;

/** The eight vargas (by the first letter of the name), as kundlis print them. */
export const VARGAS = ['Garud (A)', 'Marjar (Ka)', 'Singh (Cha)', 'Shwan (Ta)', 'Sarp (Ta)', 'Mushak (Pa)', 'Mrig (Ya)', 'Mesh (Sha)'] as const;
/** A varga as the reader's language writes it; the stored value stays the English one above. */
export const vargaLabel = (varga: (typeof VARGAS)[number]): string =>
  ({
    'Garud (A)': m.profile_varga_garud,
    'Marjar (Ka)': m.profile_varga_marjar,
    'Singh (Cha)': m.profile_varga_singh,
    'Shwan (Ta)': m.profile_varga_shwan,
    'Sarp (Ta)': m.profile_varga_sarp,
    'Mushak (Pa)': m.profile_varga_mushak,
    'Mrig (Ya)': m.profile_varga_mrig,
    'Mesh (Sha)': m.profile_varga_mesh,
  })[varga]();

export const UNIQUE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,19}$/;

/* ---- section schemas ---- */

const dateOfBirth = z
  .string({ error: () => m.profile_error_dob_required() })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.profile_error_dob_format() })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: () => m.profile_error_dob_real() })
  .refine((d) => ageInYears(d, Date.now()) >= ADULT_AGE, { error: () => m.profile_error_dob_adult({ age: ADULT_AGE }) })
  .refine((d) => ageInYears(d, Date.now()) <= 100, { error: () => m.profile_error_dob_max() });

export const basicDetailsSchema = z.object({
  name: singleLine(
    z
      .string({ error: () => m.profile_error_name_required() })
      .trim()
      .min(2, { error: () => m.profile_error_name_min() })
      .max(60, { error: () => m.profile_error_name_max() }),
  ),
  DOB: dateOfBirth,
  profileFor: z.enum(PROFILE_FOR, { error: () => m.profile_error_profile_for() }),
  maritalStatus: requiredId(m.profile_error_marital_status),
  haveChildren: optionalId(m.profile_error_have_children),
  motherTongue: requiredId(m.profile_error_mother_tongue),
  height: z.object(
    {
      feet: requiredInt(HEIGHT_MIN_FEET, HEIGHT_MAX_FEET, () => m.profile_error_height_feet({ min: HEIGHT_MIN_FEET, max: HEIGHT_MAX_FEET })),
      inch: requiredInt(0, 11, m.profile_error_height_inch),
    },
    { error: () => m.profile_error_height() },
  ),
});

export const contactDetailsSchema = z.object({
  phone: z.string({ error: () => m.profile_error_phone() }).trim().regex(PHONE, { error: () => m.profile_error_phone() }),
  alternatePhone: optionalPhone(m.profile_error_alternate_type, m.profile_error_alternate_format),
  whatsapp: optionalPhone(m.profile_error_whatsapp_type, m.profile_error_whatsapp_format),
  contactPerson: singleLine(
    z
      .string({ error: () => m.profile_error_contact_person_required() })
      .trim()
      .min(2, { error: () => m.profile_error_contact_person_min() })
      .max(60, { error: () => m.profile_error_contact_person_max() }),
  ),
  relationship: optionalText(40, m.profile_what_relationship),
  convenientTime: optionalText(60, m.profile_what_convenient_time),
});

export const locationDetailsSchema = z.object({
  country: countryCode(m.profile_error_country),
  state: stateCode(m.profile_error_state),
  city: requiredInt(1, 2 ** 31, m.profile_error_city),
  citizenship: emptyToNull(countryCode(m.profile_error_citizenship)),
  residencyStatus: optionalId(m.profile_error_residency_status),
  zipCode: z
    .string({ error: () => m.profile_error_zip_code() })
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(v), { error: () => m.profile_error_zip_code() })
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const additionalInfoSchema = z.object({
  // Optional (issue 22 §2, decision 0932): many members would rather not say.
  complexion: optionalId(m.profile_error_complexion),
  bodyType: requiredId(m.profile_error_body_type),
  physicalStatus: requiredId(m.profile_error_physical_status),
  bloodGroup: optionalId(m.profile_error_blood_group),
  weight: optionalInt(30, 200, m.profile_error_weight),
  tag: optionalText(60, m.profile_what_headline),
  aboutMe: multiLine(
    z
      .string({ error: () => m.profile_error_about_me_required() })
      .trim()
      .min(20, { error: () => m.profile_error_about_me_min() })
      .max(1000, { error: () => m.profile_error_about_me_max() }),
  ),
});

/** Where a saved horoscope's nakshatra and charan came from (issue 14). */
export const HOROSCOPE_SOURCES = ['calculated', 'chosen'] as const;
export type HoroscopeSource = (typeof HOROSCOPE_SOURCES)[number];

export const horoscopeSchema = z
  .object({
    timeOfBirth: z
      .string({ error: () => m.profile_error_time_of_birth_type() })
      .trim()
      .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: () => m.profile_error_time_of_birth_format() })
      .nullish()
      .transform((v) => (v ? v : null)),
    placeOfBirth: optionalText(80, m.profile_what_place_of_birth),
    country: emptyToNull(countryCode(m.profile_error_birth_country)),
    state: emptyToNull(stateCode(m.profile_error_birth_state)),
    city: optionalInt(1, 2 ** 31, m.profile_error_birth_city),
    district: optionalText(60, m.profile_what_district),
    taluka: optionalText(60, m.profile_what_taluka),
    village: optionalText(60, m.profile_what_village),
    latitude: optionalNumber(-90, 90, m.profile_error_latitude),
    longitude: optionalNumber(-180, 180, m.profile_error_longitude),
    nakshatra: requiredId(m.profile_error_nakshatra),
    charan: requiredInt(1, 4, m.profile_error_charan),
    manglik: requiredId(m.profile_error_manglik),
    varga: emptyToNull(z.enum(VARGAS, { error: () => m.profile_error_varga() })),
    muhurta: optionalText(60, m.profile_what_muhurta),
    /** IANA zone of the place of birth when it is given by coordinates (issue 14); the city's otherwise. */
    timezone: z
      .string({ error: () => COMPUTE_TEXTS.timezone })
      .trim()
      .refine((v) => v === '' || isTimeZoneName(v), { error: () => COMPUTE_TEXTS.timezone })
      .nullish()
      .transform((v) => (v ? v : null)),
    /**
     * The Moon's sidereal longitude from `POST /user/horoscope/compute`, saved with what the
     * member confirmed; null when chosen by hand or when the time of birth is unknown. The server
     * checks it falls in the chosen nakshatra and charan (within BOUNDARY_DEGREES).
     */
    moonLongitude: optionalNumber(0, 359.9999, m.profile_error_moon_longitude),
    /** Which the member used: calculated from birth details, or chosen by hand (the default). */
    horoscopeSource: z
      .enum(HOROSCOPE_SOURCES, { error: () => m.profile_error_horoscope_source() })
      .optional()
      .default('chosen'),
  })
  .superRefine((v, ctx) => {
    if (v.state && !v.country) ctx.addIssue({ code: 'custom', path: ['country'], message: m.profile_error_birth_country_first() });
    if (v.city && !v.state) ctx.addIssue({ code: 'custom', path: ['state'], message: m.profile_error_birth_state_first() });
  });

export const religionDetailsSchema = z.object({
  religion: requiredId(m.profile_error_religion),
  caste: requiredId(m.profile_error_caste),
  subCaste: optionalId(m.profile_error_sub_caste),
  gotra: optionalId(m.profile_error_gotra),
  birthGotra: optionalId(m.profile_error_birth_gotra),
});

export const professionalDetailsSchema = z.object({
  education: requiredId(m.profile_error_education),
  educationDetail: optionalText(100, m.profile_what_education_detail),
  occupation: requiredId(m.profile_error_occupation),
  industry: optionalId(m.profile_error_industry),
  industrySubcategory: optionalId(m.profile_error_industry_subcategory),
  employedIn: requiredId(m.profile_error_employed_in),
  annualIncome: requiredId(m.profile_error_annual_income),
  organisation: optionalText(100, m.profile_what_organisation),
});

export const aboutFamilySchema = z.object({
  aboutFamily: multiLine(
    z
      .string({ error: () => m.profile_error_about_family_required() })
      .trim()
      .min(10, { error: () => m.profile_error_about_family_min() })
      .max(1500, { error: () => m.profile_error_about_family_max() }),
  ),
});

export const lifeStyleDetailsSchema = z.object({
  eatingHabit: requiredId(m.profile_error_eating_habit),
  drinkingHabit: requiredId(m.profile_error_drinking_habit),
  smokingHabit: requiredId(m.profile_error_smoking_habit),
  hobbies: optionalText(300, m.profile_what_hobbies),
  interests: optionalText(300, m.profile_what_interests),
});

const siblings = (message: Message) => optionalInt(0, 15, message);

export const familyDetailsSchema = z
  .object({
    familyType: requiredId(m.profile_error_family_type),
    familyValue: requiredId(m.profile_error_family_value),
    familyStatus: requiredId(m.profile_error_family_status),
    fatherName: optionalText(60, m.profile_what_father_name),
    fatherOccupation: optionalText(60, m.profile_what_father_occupation),
    motherName: optionalText(60, m.profile_what_mother_name),
    motherOccupation: optionalText(60, m.profile_what_mother_occupation),
    brothers: siblings(m.profile_error_brothers),
    marriedBrothers: siblings(m.profile_error_married_brothers),
    sisters: siblings(m.profile_error_sisters),
    marriedSisters: siblings(m.profile_error_married_sisters),
    nativePlace: optionalText(80, m.profile_what_native_place),
  })
  .superRefine((v, ctx) => {
    if ((v.marriedBrothers ?? 0) > (v.brothers ?? 0))
      ctx.addIssue({ code: 'custom', path: ['marriedBrothers'], message: m.profile_error_married_brothers_more() });
    if ((v.marriedSisters ?? 0) > (v.sisters ?? 0))
      ctx.addIssue({ code: 'custom', path: ['marriedSisters'], message: m.profile_error_married_sisters_more() });
  });

export const updateUniqueIdSchema = z.object({
  uniqueId: z
    .string({ error: () => m.profile_error_unique_id_required() })
    .trim()
    .regex(UNIQUE_ID_PATTERN, { error: () => m.profile_error_unique_id_format() }),
});

export const SECTION_SCHEMAS = {
  basicDetails: basicDetailsSchema,
  contactDetails: contactDetailsSchema,
  locationDetails: locationDetailsSchema,
  additionalInfo: additionalInfoSchema,
  horoscope: horoscopeSchema,
  religionDetails: religionDetailsSchema,
  professionalDetails: professionalDetailsSchema,
  aboutFamily: aboutFamilySchema,
  lifeStyleDetails: lifeStyleDetailsSchema,
  familyDetails: familyDetailsSchema,
  updateUniqueId: updateUniqueIdSchema,
} as const;
export type SectionKey = keyof typeof SECTION_SCHEMAS;
export type SectionValues<K extends SectionKey> = z.output<(typeof SECTION_SCHEMAS)[K]>;

/**
 * The sections that count towards completeness, in the order the /register wizard asks
 * for them, with their weight in percent (docs/decisions/0400). 'picture' is the profile
 * picture (the pictures part of the profile page).
 */
const weighted = <K extends string>(key: K, weight: number, title: Message) => ({
  key,
  weight,
  /** In the language of whoever reads it, when it is read (issue 25). */
  get title() {
    return title();
  },
});
export const COMPLETENESS_SECTIONS = [
  weighted('basicDetails', 15, m.profile_section_basic_details),
  // Beside the basic details, as the wizard asks them (decision 0938): the next step follows its order.
  weighted('contactDetails', 5, m.profile_section_contact_details),
  weighted('religionDetails', 10, m.profile_section_religion),
  weighted('locationDetails', 10, m.profile_section_location),
  weighted('professionalDetails', 15, m.profile_section_education_career),
  weighted('familyDetails', 10, m.profile_section_family_details),
  weighted('aboutFamily', 5, m.profile_section_about_family),
  // After About me, as the wizard's step "About me and lifestyle" shows them (decision 0938).
  weighted('additionalInfo', 10, m.profile_section_about_me_appearance),
  weighted('lifeStyleDetails', 5, m.profile_section_lifestyle),
  weighted('horoscope', 10, m.profile_section_horoscope),
  weighted('picture', 5, m.profile_section_profile_picture),
] as const;
export type CompletenessKey = (typeof COMPLETENESS_SECTIONS)[number]['key'];
/**
 * A weighted section's title in the reader's language: the pages name a section by its key, since
 * the server's `title` in a completeness is in the language it answered in.
 */
export const completenessTitle = (key: CompletenessKey): string => COMPLETENESS_SECTIONS.find((s) => s.key === key)?.title ?? key;
/** The wizard's steps: every weighted section but the picture, which has its own place on /profile. */
export type WizardStep = Exclude<CompletenessKey, 'picture'>;
export const WIZARD_STEPS = COMPLETENESS_SECTIONS.filter((s) => s.key !== 'picture').map((s) => s.key) as WizardStep[];

export interface Completeness {
  percentage: number;
  /** `earned`: the weight when complete, else what the fields registration asked for earn (decision 0426). */
  sections: Array<{ key: CompletenessKey; title: string; weight: number; complete: boolean; earned: number }>;
  /** The next section to fill; null when the profile is complete. */
  next: { section: CompletenessKey; title: string; route: '/register' | '/profile'; step: string } | null;
}

/* ---- the profile as read ---- */

export type Option = ReferenceOption;
export interface Place {
  _id: string;
  name: string;
}
export interface CityRef {
  _id: number;
  name: string;
}

export interface Profile {
  _id: string;
  gender: 'male' | 'female' | null;
  DOB: string | null;
  uniqueId: string | null;
  aboutMe: string | null;
  tag: string | null;
  /** The stored picture name, or the default male.png / female.png. */
  profilePicture: string;
  isEmailVerified: boolean;
  /** The contact phone is confirmed by SMS (issue 24): the "Phone verified" badge. */
  phoneVerified: boolean;
  /** An administrator approved a government ID naming this name and date of birth (issue 24): the "ID verified" badge. */
  idVerified: boolean;
  lastSeenAt: number | null;
  createdAt: number;
  basicDetails: {
    name: string;
    profileFor: string | null;
    maritalStatus: Option | null;
    haveChildren: Option | null;
    motherTongue: { _id: string; mothertongue: string } | null;
    height: { feet: number; inch: number } | null;
  };
  contactDetails: {
    phone: string | null;
    alternatePhone: string | null;
    whatsapp: string | null;
    contactPerson: string | null;
    relationship: string | null;
    convenientTime: string | null;
  };
  locationDetails: {
    country: Place | null;
    state: Place | null;
    city: CityRef | null;
    citizenship: Place | null;
    residencyStatus: Option | null;
    zipCode: string | null;
  };
  additionalInfo: {
    complexion: Option | null;
    bodyType: Option | null;
    physicalStatus: Option | null;
    bloodGroup: Option | null;
    weight: number | null;
    tag: string | null;
    aboutMe: string | null;
  };
  horoscope: {
    DOB: string | null;
    timeOfBirth: string | null;
    placeOfBirth: string | null;
    country: Place | null;
    state: Place | null;
    city: CityRef | null;
    district: string | null;
    taluka: string | null;
    village: string | null;
    latitude: number | null;
    longitude: number | null;
    /** Spelt as spec §3 reads it. */
    nakshtra: Place | null;
    charan: number | null;
    /** Derived from nakshatra and charan on the server. */
    moon: string | null;
    gan: string | null;
    yoni: string | null;
    nadi: string | null;
    varn: string | null;
    vashya: string | null;
    hansak: string | null;
    varga: string | null;
    muhurta: string | null;
    manglik: Option | null;
    /** IANA zone given with coordinates (issue 14); null when the city's zone applies. */
    timezone: string | null;
    /** Saved from the calculation the member confirmed; null when chosen by hand or time unknown. */
    moonLongitude: number | null;
    horoscopeSource: HoroscopeSource;
  };
  religionDetails: {
    religion: Place | null;
    caste: Place | null;
    subCaste: Place | null;
    /** The current gotra (a married woman's married gotra). */
    gotra: Place | null;
    /** A woman's gotra of birth, kept apart from the married one. */
    birthGotra: Place | null;
  };
  professionalDetails: {
    education: Option | null;
    educationDetail: string | null;
    occupation: Option | null;
    industry: Option | null;
    industrySubcategory: Option | null;
    employedIn: Option | null;
    annualIncome: Option | null;
    organisation: string | null;
  };
  aboutFamily: { aboutFamily: string | null };
  lifeStyleDetails: {
    eatingHabit: Option | null;
    drinkingHabit: Option | null;
    smokingHabit: Option | null;
    hobbies: string | null;
    interests: string | null;
  };
  familyDetails: {
    familyType: Option | null;
    familyValue: Option | null;
    familyStatus: Option | null;
    fatherName: string | null;
    fatherOccupation: string | null;
    motherName: string | null;
    motherOccupation: string | null;
    brothers: number | null;
    marriedBrothers: number | null;
    sisters: number | null;
    marriedSisters: number | null;
    nativePlace: string | null;
  };
}

/** Whether each weighted section is filled, from the profile alone (see COMPLETENESS_SECTIONS). */
export function sectionComplete(p: Profile, key: CompletenessKey): boolean {
  switch (key) {
    case 'basicDetails':
      return !!(p.basicDetails.name && p.DOB && p.basicDetails.maritalStatus && p.basicDetails.motherTongue && p.basicDetails.height);
    case 'religionDetails':
      return !!(p.religionDetails.religion && p.religionDetails.caste);
    case 'locationDetails':
      return !!(p.locationDetails.country && p.locationDetails.state && p.locationDetails.city);
    case 'professionalDetails':
      return !!(p.professionalDetails.education && p.professionalDetails.occupation && p.professionalDetails.employedIn && p.professionalDetails.annualIncome);
    case 'familyDetails':
      return !!(p.familyDetails.familyType && p.familyDetails.familyValue && p.familyDetails.familyStatus);
    case 'aboutFamily':
      return !!p.aboutFamily.aboutFamily;
    case 'lifeStyleDetails':
      return !!(p.lifeStyleDetails.eatingHabit && p.lifeStyleDetails.drinkingHabit && p.lifeStyleDetails.smokingHabit);
    case 'additionalInfo':
      return !!(p.additionalInfo.bodyType && p.additionalInfo.physicalStatus && p.additionalInfo.aboutMe);
    case 'horoscope':
      return !!(p.horoscope.nakshtra && p.horoscope.charan && p.horoscope.manglik);
    case 'contactDetails':
      return !!(p.contactDetails.phone && p.contactDetails.contactPerson);
    case 'picture':
      return p.profilePicture !== 'male.png' && p.profilePicture !== 'female.png';
  }
}

/**
 * What registration already asked for (name, date of birth, mother tongue, religion) counts from
 * sign-up (decision 0426): until its section is complete, each such field earns its share of the
 * section, the weight divided by the section's required fields (basic: 15 / 5, religion: 10 / 2).
 * migrations/0030's view says the same in SQL for the stored users.completeness.
 */
const REGISTRATION_SHARES: Partial<Record<CompletenessKey, { fields: number; asked: (p: Profile) => unknown[] }>> = {
  basicDetails: { fields: 5, asked: (p) => [p.basicDetails.name, p.DOB, p.basicDetails.motherTongue] },
  religionDetails: { fields: 2, asked: (p) => [p.religionDetails.religion] },
};

function sectionEarned(p: Profile, key: CompletenessKey, weight: number, complete: boolean): number {
  if (complete) return weight;
  const share = REGISTRATION_SHARES[key];
  return share ? (weight / share.fields) * share.asked(p).filter(Boolean).length : 0;
}

export function completenessOf(p: Profile): Completeness {
  const sections = COMPLETENESS_SECTIONS.map((s) => {
    const complete = sectionComplete(p, s.key);
    return { key: s.key, title: s.title, weight: s.weight, complete, earned: sectionEarned(p, s.key, s.weight, complete) };
  });
  const percentage = sections.reduce((sum, s) => sum + s.earned, 0);
  const first = sections.find((s) => !s.complete);
  const next: Completeness['next'] = first
    ? first.key === 'picture'
      ? { section: 'picture', title: first.title, route: '/profile', step: 'pictures' }
      : { section: first.key, title: first.title, route: '/register', step: first.key }
    : null;
  return { percentage, sections, next };
}
