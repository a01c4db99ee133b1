import { z } from 'zod';
import { multiLine, singleLine } from './text-rules';
import { PROFILE_FOR } from './auth';
import { ADULT_AGE, ageInYears } from './limits';
import type { ReferenceOption } from './reference';
import { COMPUTE_TEXTS, isTimeZoneName } from './horoscope-compute';

/**
 * The member's profile, section by section (spec §1, §3; issue 3 §1): one zod schema per
 * `PUT /user/update/{section}/{id}`, shared by the forms and the API, and the `Profile` shape
 * that `loadProfile` returns. Ids refer to the reference data; the server checks that each
 * exists and belongs where it should (caste to religion, city to state, …).
 */

/* ---- field helpers ---- */

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(120, message);

/** An optional choice: '' and null both mean "not given". */
const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(120, message)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalText = (max: number, what: string) =>
  singleLine(
    z
      .string({ error: `${what} must be text.` })
      .trim()
      .max(max, `${what} can have at most ${max} characters.`)
      .nullish(),
  ).transform((v) => (v ? v : null));

const PHONE = /^\+?[0-9][0-9 -]{8,16}[0-9]$/;
const phoneMessage = 'Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210.';
const optionalPhone = (what: string) =>
  z
    .string({ error: `Enter the ${what} as digits, e.g. +91 98765 43210, or leave it empty.` })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), `Enter the ${what} as 10 to 15 digits, e.g. +91 98765 43210, or leave it empty.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A whole number in a range; the forms send text, the API may send numbers. */
const optionalInt = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const requiredInt = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const n = typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const optionalNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message);
const stateCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-[A-Z0-9-]{1,10}$/, message);

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/* ---- constants ---- */

export const HEIGHT_MIN_FEET = 4;
export const HEIGHT_MAX_FEET = 7;

/** The eight vargas (by the first letter of the name), as kundlis print them. */
export const VARGAS = ['Garud (A)', 'Marjar (Ka)', 'Singh (Cha)', 'Shwan (Ta)', 'Sarp (Ta)', 'Mushak (Pa)', 'Mrig (Ya)', 'Mesh (Sha)'] as const;

export const UNIQUE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,19}$/;

/* ---- section schemas ---- */

const dateOfBirth = z
  .string({ error: 'Enter the date of birth.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date of birth.')
  .refine((d) => ageInYears(d, Date.now()) >= ADULT_AGE, `Members must be at least ${ADULT_AGE} years old.`)
  .refine((d) => ageInYears(d, Date.now()) <= 100, 'Enter a date of birth within the last 100 years.');

export const basicDetailsSchema = z.object({
  name: singleLine(
    z
      .string({ error: 'Enter the name.' })
      .trim()
      .min(2, 'Enter the full name (at least 2 letters).')
      .max(60, 'The name can have at most 60 characters.'),
  ),
  DOB: dateOfBirth,
  profileFor: z.enum(PROFILE_FOR, { error: 'Choose whom this profile is for.' }),
  maritalStatus: requiredId('Choose the marital status.'),
  haveChildren: optionalId('Choose whether there are children.'),
  motherTongue: requiredId('Choose the mother tongue.'),
  height: z.object(
    {
      feet: requiredInt(HEIGHT_MIN_FEET, HEIGHT_MAX_FEET, `Choose the height in feet (${HEIGHT_MIN_FEET} to ${HEIGHT_MAX_FEET}).`),
      inch: requiredInt(0, 11, 'Choose the inches (0 to 11).'),
    },
    { error: 'Choose the height in feet and inches.' },
  ),
});

export const contactDetailsSchema = z.object({
  phone: z.string({ error: phoneMessage }).trim().regex(PHONE, phoneMessage),
  alternatePhone: optionalPhone('alternate number'),
  whatsapp: optionalPhone('WhatsApp number'),
  contactPerson: singleLine(
    z
      .string({ error: 'Enter the name of the person to contact.' })
      .trim()
      .min(2, 'Enter the name of the person to contact (at least 2 letters).')
      .max(60, 'The contact person can have at most 60 characters.'),
  ),
  relationship: optionalText(40, 'The relationship'),
  convenientTime: optionalText(60, 'The convenient time to call'),
});

export const locationDetailsSchema = z.object({
  country: countryCode('Choose the country you live in.'),
  state: stateCode('Choose the state you live in.'),
  city: requiredInt(1, 2 ** 31, 'Choose the city you live in.'),
  citizenship: emptyToNull(countryCode('Choose the country of citizenship from the list.')),
  residencyStatus: optionalId('Choose the residency status from the list.'),
  zipCode: z
    .string({ error: 'Enter the PIN / ZIP code as 3 to 10 letters or digits, or leave it empty.' })
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(v), 'Enter the PIN / ZIP code as 3 to 10 letters or digits, or leave it empty.')
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const additionalInfoSchema = z.object({
  // Optional (issue 22 §2, decision 0932): many members would rather not say.
  complexion: optionalId('Choose the complexion from the list.'),
  bodyType: requiredId('Choose the body type.'),
  physicalStatus: requiredId('Choose the physical status.'),
  bloodGroup: optionalId('Choose the blood group from the list.'),
  weight: optionalInt(30, 200, 'Enter the weight in kg (30 to 200), or leave it empty.'),
  tag: optionalText(60, 'The headline'),
  aboutMe: multiLine(
    z
      .string({ error: 'Write a few lines about yourself.' })
      .trim()
      .min(20, 'Write at least 20 characters about yourself.')
      .max(1000, 'Keep "About me" under 1000 characters.'),
  ),
});

/** Where a saved horoscope's nakshatra and charan came from (issue 14). */
export const HOROSCOPE_SOURCES = ['calculated', 'chosen'] as const;
export type HoroscopeSource = (typeof HOROSCOPE_SOURCES)[number];

export const horoscopeSchema = z
  .object({
    timeOfBirth: z
      .string({ error: 'Enter the time of birth as HH:MM, or leave it empty.' })
      .trim()
      .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Enter the time of birth as HH:MM (24 hours), or leave it empty.')
      .nullish()
      .transform((v) => (v ? v : null)),
    placeOfBirth: optionalText(80, 'The place of birth'),
    country: emptyToNull(countryCode('Choose the country of birth from the list.')),
    state: emptyToNull(stateCode('Choose the state of birth from the list.')),
    city: optionalInt(1, 2 ** 31, 'Choose the city of birth from the list.'),
    district: optionalText(60, 'The district'),
    taluka: optionalText(60, 'The taluka'),
    village: optionalText(60, 'The village'),
    latitude: optionalNumber(-90, 90, 'Enter the latitude as a number from -90 to 90, or leave it empty.'),
    longitude: optionalNumber(-180, 180, 'Enter the longitude as a number from -180 to 180, or leave it empty.'),
    nakshatra: requiredId('Choose the nakshatra (birth star).'),
    charan: requiredInt(1, 4, 'Choose the charan (1 to 4).'),
    manglik: requiredId('Choose whether you are manglik.'),
    varga: emptyToNull(z.enum(VARGAS, { error: 'Choose the varga from the list, or leave it empty.' })),
    muhurta: optionalText(60, 'The muhurta'),
    /** IANA zone of the place of birth when it is given by coordinates (issue 14); the city's otherwise. */
    timezone: z
      .string({ error: COMPUTE_TEXTS.timezone })
      .trim()
      .refine((v) => v === '' || isTimeZoneName(v), COMPUTE_TEXTS.timezone)
      .nullish()
      .transform((v) => (v ? v : null)),
    /**
     * The Moon's sidereal longitude from `POST /user/horoscope/compute`, saved with what the
     * member confirmed; null when chosen by hand or when the time of birth is unknown. The server
     * checks it falls in the chosen nakshatra and charan (within BOUNDARY_DEGREES).
     */
    moonLongitude: optionalNumber(0, 359.9999, 'The Moon longitude must be a number from 0 to 360. Calculate again.'),
    /** Which the member used: calculated from birth details, or chosen by hand (the default). */
    horoscopeSource: z
      .enum(HOROSCOPE_SOURCES, { error: 'Say whether the nakshatra was calculated or chosen by hand.' })
      .optional()
      .default('chosen'),
  })
  .superRefine((v, ctx) => {
    if (v.state && !v.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'Choose the country of birth before the state.' });
    if (v.city && !v.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state of birth before the city.' });
  });

export const religionDetailsSchema = z.object({
  religion: requiredId('Choose the religion.'),
  caste: requiredId('Choose the caste (community).'),
  subCaste: optionalId('Choose the sub-caste from the list.'),
  gotra: optionalId('Choose the gotra from the list.'),
  birthGotra: optionalId("Choose the gotra of birth from the list."),
});

export const professionalDetailsSchema = z.object({
  education: requiredId('Choose the highest education.'),
  educationDetail: optionalText(100, 'The college or specialisation'),
  occupation: requiredId('Choose the occupation.'),
  industry: optionalId('Choose the industry from the list.'),
  industrySubcategory: optionalId('Choose the industry subcategory from the list.'),
  employedIn: requiredId('Choose where you are employed.'),
  annualIncome: requiredId('Choose the annual income (or Not Disclosed).'),
  organisation: optionalText(100, 'The organisation'),
});

export const aboutFamilySchema = z.object({
  aboutFamily: multiLine(
    z
      .string({ error: 'Write a few lines about your family.' })
      .trim()
      .min(10, 'Write at least 10 characters about your family.')
      .max(1500, 'Keep "About family" under 1500 characters.'),
  ),
});

export const lifeStyleDetailsSchema = z.object({
  eatingHabit: requiredId('Choose the eating habit.'),
  drinkingHabit: requiredId('Choose the drinking habit.'),
  smokingHabit: requiredId('Choose the smoking habit.'),
  hobbies: optionalText(300, 'Hobbies'),
  interests: optionalText(300, 'Interests'),
});

const siblings = (what: string) => optionalInt(0, 15, `Enter the number of ${what} (0 to 15), or leave it empty.`);

export const familyDetailsSchema = z
  .object({
    familyType: requiredId('Choose the family type.'),
    familyValue: requiredId('Choose the family values.'),
    familyStatus: requiredId('Choose the family status.'),
    fatherName: optionalText(60, "The father's name"),
    fatherOccupation: optionalText(60, "The father's occupation"),
    motherName: optionalText(60, "The mother's name"),
    motherOccupation: optionalText(60, "The mother's occupation"),
    brothers: siblings('brothers'),
    marriedBrothers: siblings('married brothers'),
    sisters: siblings('sisters'),
    marriedSisters: siblings('married sisters'),
    nativePlace: optionalText(80, 'The native place'),
  })
  .superRefine((v, ctx) => {
    if ((v.marriedBrothers ?? 0) > (v.brothers ?? 0))
      ctx.addIssue({ code: 'custom', path: ['marriedBrothers'], message: 'Married brothers cannot be more than brothers.' });
    if ((v.marriedSisters ?? 0) > (v.sisters ?? 0))
      ctx.addIssue({ code: 'custom', path: ['marriedSisters'], message: 'Married sisters cannot be more than sisters.' });
  });

export const updateUniqueIdSchema = z.object({
  uniqueId: z
    .string({ error: 'Enter the profile id you want.' })
    .trim()
    .regex(UNIQUE_ID_PATTERN, 'Use 4 to 20 letters and digits, starting with a letter, e.g. SB2026RAHUL.'),
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
export const COMPLETENESS_SECTIONS = [
  { key: 'basicDetails', title: 'Basic details', weight: 15 },
  // Beside the basic details, as the wizard asks them (decision 0938): the next step follows its order.
  { key: 'contactDetails', title: 'Contact details', weight: 5 },
  { key: 'religionDetails', title: 'Religion', weight: 10 },
  { key: 'locationDetails', title: 'Location', weight: 10 },
  { key: 'professionalDetails', title: 'Education and career', weight: 15 },
  { key: 'familyDetails', title: 'Family details', weight: 10 },
  { key: 'aboutFamily', title: 'About family', weight: 5 },
  // After About me, as the wizard's step "About me and lifestyle" shows them (decision 0938).
  { key: 'additionalInfo', title: 'About me and appearance', weight: 10 },
  { key: 'lifeStyleDetails', title: 'Lifestyle', weight: 5 },
  { key: 'horoscope', title: 'Horoscope', weight: 10 },
  { key: 'picture', title: 'Profile picture', weight: 5 },
] as const satisfies ReadonlyArray<{ key: string; title: string; weight: number }>;
export type CompletenessKey = (typeof COMPLETENESS_SECTIONS)[number]['key'];
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
