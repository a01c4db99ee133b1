import { PROFILE_FOR } from '../../../contract/auth';
import { COMPUTE_TEXTS } from '../../../contract/horoscope-compute';
import { HEIGHT_MAX_FEET, HEIGHT_MIN_FEET, VARGAS, type Profile, type SectionKey } from '../../../contract/profile';
import type { LifestyleKind } from '../../../contract/lifestyle-kinds';
import { HOME_COUNTRY, type ReferenceData } from '../../../contract/reference';
import type { SelectOption } from '../../components/select-field';

/**
 * Each section's form as data: its fields, how a saved profile fills them, and how the
 * values become the body its zod schema (contract/profile.ts) checks.
 */
export type Values = Record<string, string>;

/** Lists that come from the API as the member chooses (states, cities, gotras, sub-castes). */
export interface DynamicLists {
  states: SelectOption[];
  cities: SelectOption[];
  gotras: SelectOption[];
  subCastes: SelectOption[];
}

export interface OptionsContext {
  reference: ReferenceData;
  lists: DynamicLists;
  values: Values;
  gender: 'male' | 'female' | null;
}

export type FieldSpec =
  | {
      name: string;
      label: string;
      kind: 'text' | 'textarea' | 'date' | 'tel';
      required?: boolean;
      description?: string;
      maxLength?: number;
      wide?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: 'select';
      required?: boolean;
      options: (ctx: OptionsContext) => SelectOption[];
      /** Hidden unless this holds. */
      when?: (ctx: OptionsContext) => boolean;
      description?: string;
      /** A description that follows the values (e.g. how the nakshatra was found). */
      note?: (ctx: OptionsContext) => string | undefined;
      /**
       * A long list, found by typing (TypeAheadPicker) instead of scrolled (decision 0937), with
       * what its list says while it is empty (its parent not chosen yet).
       */
      typeAhead?: { emptyHint?: string };
      /** A short list shown as a row of choices, one click each, instead of a list to open (decision 0938). */
      choices?: boolean;
    }
  /** Horoscope: "Calculate from birth details" (time and coordinates are its fields). */
  | { name: string; kind: 'calculator' };

export interface SectionSpec {
  key: SectionKey;
  title: string;
  intro: string;
  fields: FieldSpec[];
  initial: (p: Profile) => Values;
  toBody: (v: Values) => Record<string, unknown>;
  /** Horoscope: shows what the server derives from nakshatra and charan. */
  derived?: boolean;
  /** What else changes when the member sets a field by hand (after RESETS). */
  adjust?: (name: string, next: Values, previous: Values) => Values;
}

/** Choosing a parent empties the choices that depended on it. */
export const RESETS: Record<string, string[]> = {
  country: ['state', 'city'],
  state: ['city'],
  religion: ['caste', 'subCaste', 'gotra', 'birthGotra'],
  caste: ['subCaste', 'gotra', 'birthGotra'],
  industry: ['industrySubcategory'],
};

const lifestyle = (kind: LifestyleKind) => (ctx: OptionsContext) => ctx.reference.lifestyle[kind].map((o) => ({ id: o._id, label: o.name }));
const range = (from: number, to: number, unit = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: String(from + i), label: `${from + i}${unit}` }));
/** One list of heights, "5 ft 4 in" (its id "5.4"); the body keeps {feet, inch} (decision 0938). */
const HEIGHTS = range(HEIGHT_MIN_FEET, HEIGHT_MAX_FEET).flatMap((f) => range(0, 11).map((i) => ({ id: `${f.id}.${i.id}`, label: `${f.id} ft ${i.id} in` })));
const id = (o: { _id: string | number } | null | undefined) => (o ? String(o._id) : '');
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const countries = (ctx: OptionsContext) => ctx.reference.countries.map((c) => ({ id: c._id, label: c.name }));

export const SECTION_SPECS: Record<SectionKey, SectionSpec> = {
  basicDetails: {
    key: 'basicDetails',
    title: 'Basic details',
    intro: 'Who this profile is for, and the essentials members look at first.',
    fields: [
      { name: 'name', label: 'Full name', kind: 'text', required: true, maxLength: 60 },
      { name: 'DOB', label: 'Date of birth', kind: 'date', required: true },
      { name: 'profileFor', label: 'Profile created for', kind: 'select', required: true, choices: true, options: () => PROFILE_FOR.map((p) => ({ id: p, label: p })) },
      { name: 'maritalStatus', label: 'Marital status', kind: 'select', required: true, choices: true, options: lifestyle('maritalStatus') },
      {
        name: 'haveChildren',
        label: 'Have children',
        kind: 'select',
        choices: true, options: lifestyle('haveChildren'),
        when: (ctx) => !!ctx.values.maritalStatus && ctx.values.maritalStatus !== 'maritalStatus.single',
      },
      { name: 'motherTongue', label: 'Mother tongue', kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.motherTongues.map((t) => ({ id: t._id, label: t.mothertongue })) },
      { name: 'height', label: 'Height', kind: 'select', required: true, options: () => HEIGHTS },
    ],
    initial: (p) => ({
      name: p.basicDetails.name,
      DOB: text(p.DOB),
      profileFor: text(p.basicDetails.profileFor),
      maritalStatus: id(p.basicDetails.maritalStatus),
      haveChildren: id(p.basicDetails.haveChildren),
      motherTongue: id(p.basicDetails.motherTongue),
      height: p.basicDetails.height?.feet ? `${p.basicDetails.height.feet}.${p.basicDetails.height.inch ?? 0}` : '',
    }),
    toBody: (v) => ({
      name: v.name,
      DOB: v.DOB,
      profileFor: v.profileFor,
      maritalStatus: v.maritalStatus,
      haveChildren: v.maritalStatus === 'maritalStatus.single' ? '' : v.haveChildren,
      motherTongue: v.motherTongue,
      // Not chosen: the schema's own words for the whole height, not for its feet alone.
      height: v.height ? { feet: v.height.split('.')[0], inch: v.height.split('.')[1] ?? '' } : undefined,
    }),
  },
  religionDetails: {
    key: 'religionDetails',
    title: 'Religion',
    intro: 'Religion, community and gotra: many families search by these.',
    fields: [
      { name: 'religion', label: 'Religion', kind: 'select', required: true, options: (ctx) => ctx.reference.religions.map((r) => ({ id: r._id, label: r.name })) },
      {
        name: 'caste',
        label: 'Caste / community',
        kind: 'select',
        required: true,
        typeAhead: { emptyHint: 'Choose the religion first.' },
        options: (ctx) => ctx.reference.castes.filter((c) => c.religionId === ctx.values.religion).map((c) => ({ id: c._id, label: c.name })),
      },
      { name: 'subCaste', label: 'Sub-caste', kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.subCastes, when: (ctx) => ctx.lists.subCastes.length > 0 },
      { name: 'gotra', label: 'Gotra', kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.gotras, when: (ctx) => ctx.lists.gotras.length > 0 },
      {
        name: 'birthGotra',
        label: 'Gotra of birth (if it changed at marriage)',
        kind: 'select',
        typeAhead: {},
        options: (ctx) => ctx.lists.gotras,
        when: (ctx) => ctx.gender === 'female' && ctx.lists.gotras.length > 0,
        description: "Your father's gotra. Kept apart from your married gotra so that matching can respect both.",
      },
    ],
    initial: (p) => ({
      religion: id(p.religionDetails.religion),
      caste: id(p.religionDetails.caste),
      subCaste: id(p.religionDetails.subCaste),
      gotra: id(p.religionDetails.gotra),
      birthGotra: id(p.religionDetails.birthGotra),
    }),
    toBody: (v) => ({ religion: v.religion, caste: v.caste, subCaste: v.subCaste, gotra: v.gotra, birthGotra: v.birthGotra }),
  },
  locationDetails: {
    key: 'locationDetails',
    title: 'Location',
    intro: 'Where you live now.',
    fields: [
      { name: 'country', label: 'Country living in', kind: 'select', required: true, typeAhead: {}, options: countries },
      { name: 'state', label: 'State', kind: 'select', required: true, typeAhead: { emptyHint: 'Choose the country first.' }, options: (ctx) => ctx.lists.states },
      { name: 'city', label: 'City', kind: 'select', required: true, typeAhead: { emptyHint: 'Choose the state first.' }, options: (ctx) => ctx.lists.cities },
      { name: 'citizenship', label: 'Citizenship', kind: 'select', typeAhead: {}, options: countries },
      { name: 'residencyStatus', label: 'Residency status', kind: 'select', choices: true, options: lifestyle('residencyStatus') },
      { name: 'zipCode', label: 'PIN / ZIP code', kind: 'text', maxLength: 10 },
    ],
    initial: (p) => ({
      // Most members live in India: the form starts there, with its states listed (decision 0937).
      country: id(p.locationDetails.country) || HOME_COUNTRY,
      state: id(p.locationDetails.state),
      city: id(p.locationDetails.city),
      citizenship: id(p.locationDetails.citizenship),
      residencyStatus: id(p.locationDetails.residencyStatus),
      zipCode: text(p.locationDetails.zipCode),
    }),
    toBody: (v) => ({ ...v }),
  },
  professionalDetails: {
    key: 'professionalDetails',
    title: 'Education and career',
    intro: 'Your education and work.',
    fields: [
      { name: 'education', label: 'Highest education', kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.educations.map((e) => ({ id: e._id, label: e.name })) },
      { name: 'educationDetail', label: 'College / specialisation', kind: 'text', maxLength: 100 },
      { name: 'occupation', label: 'Occupation', kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.occupations.map((o) => ({ id: o._id, label: o.name })) },
      { name: 'employedIn', label: 'Employed in', kind: 'select', required: true, choices: true, options: lifestyle('employedIn') },
      { name: 'industry', label: 'Industry', kind: 'select', options: (ctx) => ctx.reference.industries.map((i) => ({ id: i._id, label: i.name })) },
      {
        name: 'industrySubcategory',
        label: 'Industry subcategory',
        kind: 'select',
        options: (ctx) => (ctx.reference.industries.find((i) => i._id === ctx.values.industry)?.subcategories ?? []).map((s) => ({ id: s._id, label: s.name })),
        when: (ctx) => !!ctx.values.industry,
      },
      { name: 'annualIncome', label: 'Annual income', kind: 'select', required: true, options: (ctx) => ctx.reference.incomes.map((i) => ({ id: i._id, label: i.name })) },
      { name: 'organisation', label: 'Organisation', kind: 'text', maxLength: 100 },
    ],
    initial: (p) => ({
      education: id(p.professionalDetails.education),
      educationDetail: text(p.professionalDetails.educationDetail),
      occupation: id(p.professionalDetails.occupation),
      employedIn: id(p.professionalDetails.employedIn),
      industry: id(p.professionalDetails.industry),
      industrySubcategory: id(p.professionalDetails.industrySubcategory),
      annualIncome: id(p.professionalDetails.annualIncome),
      organisation: text(p.professionalDetails.organisation),
    }),
    toBody: (v) => ({ ...v }),
  },
  familyDetails: {
    key: 'familyDetails',
    title: 'Family details',
    intro: 'Your parents and brothers and sisters.',
    fields: [
      { name: 'familyType', label: 'Family type', kind: 'select', required: true, choices: true, options: lifestyle('familyType') },
      { name: 'familyValue', label: 'Family values', kind: 'select', required: true, choices: true, options: lifestyle('familyValue') },
      { name: 'familyStatus', label: 'Family status', kind: 'select', required: true, choices: true, options: lifestyle('familyStatus') },
      { name: 'fatherName', label: "Father's name", kind: 'text', maxLength: 60 },
      { name: 'fatherOccupation', label: "Father's occupation", kind: 'text', maxLength: 60 },
      { name: 'motherName', label: "Mother's name", kind: 'text', maxLength: 60 },
      { name: 'motherOccupation', label: "Mother's occupation", kind: 'text', maxLength: 60 },
      { name: 'brothers', label: 'Brothers', kind: 'select', options: () => range(0, 15) },
      { name: 'marriedBrothers', label: 'Married brothers', kind: 'select', options: (ctx) => range(0, Number(ctx.values.brothers || 0)), when: (ctx) => Number(ctx.values.brothers || 0) > 0 },
      { name: 'sisters', label: 'Sisters', kind: 'select', options: () => range(0, 15) },
      { name: 'marriedSisters', label: 'Married sisters', kind: 'select', options: (ctx) => range(0, Number(ctx.values.sisters || 0)), when: (ctx) => Number(ctx.values.sisters || 0) > 0 },
      { name: 'nativePlace', label: 'Native place', kind: 'text', maxLength: 80 },
    ],
    initial: (p) => {
      const f = p.familyDetails;
      return {
        familyType: id(f.familyType),
        familyValue: id(f.familyValue),
        familyStatus: id(f.familyStatus),
        fatherName: text(f.fatherName),
        fatherOccupation: text(f.fatherOccupation),
        motherName: text(f.motherName),
        motherOccupation: text(f.motherOccupation),
        brothers: text(f.brothers),
        marriedBrothers: text(f.marriedBrothers),
        sisters: text(f.sisters),
        marriedSisters: text(f.marriedSisters),
        nativePlace: text(f.nativePlace),
      };
    },
    toBody: (v) => ({ ...v }),
  },
  aboutFamily: {
    key: 'aboutFamily',
    title: 'About family',
    intro: 'A few lines about your family: where you come from, what you value.',
    fields: [{ name: 'aboutFamily', label: 'About my family', kind: 'textarea', required: true, maxLength: 1500, wide: true, description: 'At least 10 characters.' }],
    initial: (p) => ({ aboutFamily: text(p.aboutFamily.aboutFamily) }),
    toBody: (v) => ({ ...v }),
  },
  lifeStyleDetails: {
    key: 'lifeStyleDetails',
    title: 'Lifestyle',
    intro: 'Habits and what you enjoy.',
    fields: [
      { name: 'eatingHabit', label: 'Eating habits', kind: 'select', required: true, choices: true, options: lifestyle('eatingHabit') },
      { name: 'drinkingHabit', label: 'Drinking', kind: 'select', required: true, choices: true, options: lifestyle('drinkingHabit') },
      { name: 'smokingHabit', label: 'Smoking', kind: 'select', required: true, choices: true, options: lifestyle('smokingHabit') },
      { name: 'hobbies', label: 'Hobbies', kind: 'text', maxLength: 300, description: 'For example: music, trekking, cooking.' },
      { name: 'interests', label: 'Interests', kind: 'text', maxLength: 300 },
    ],
    initial: (p) => ({
      eatingHabit: id(p.lifeStyleDetails.eatingHabit),
      drinkingHabit: id(p.lifeStyleDetails.drinkingHabit),
      smokingHabit: id(p.lifeStyleDetails.smokingHabit),
      hobbies: text(p.lifeStyleDetails.hobbies),
      interests: text(p.lifeStyleDetails.interests),
    }),
    toBody: (v) => ({ ...v }),
  },
  additionalInfo: {
    key: 'additionalInfo',
    title: 'About me and appearance',
    intro: 'Introduce yourself in your own words.',
    fields: [
      { name: 'aboutMe', label: 'About me', kind: 'textarea', required: true, maxLength: 1000, wide: true, description: 'At least 20 characters.' },
      { name: 'tag', label: 'Headline', kind: 'text', maxLength: 60, description: 'One line shown under your name, e.g. "Engineer who loves music".' },
      { name: 'complexion', label: 'Complexion', kind: 'select', choices: true, options: lifestyle('complexion') },
      { name: 'bodyType', label: 'Body type', kind: 'select', required: true, choices: true, options: lifestyle('bodyType') },
      { name: 'physicalStatus', label: 'Physical status', kind: 'select', required: true, choices: true, options: lifestyle('physicalStatus') },
      { name: 'bloodGroup', label: 'Blood group', kind: 'select', choices: true, options: lifestyle('bloodGroup') },
      { name: 'weight', label: 'Weight (kg)', kind: 'text', maxLength: 3 },
    ],
    initial: (p) => ({
      aboutMe: text(p.additionalInfo.aboutMe),
      tag: text(p.additionalInfo.tag),
      complexion: id(p.additionalInfo.complexion),
      bodyType: id(p.additionalInfo.bodyType),
      physicalStatus: id(p.additionalInfo.physicalStatus),
      bloodGroup: id(p.additionalInfo.bloodGroup),
      weight: text(p.additionalInfo.weight),
    }),
    toBody: (v) => ({ ...v }),
  },
  horoscope: {
    key: 'horoscope',
    title: 'Horoscope',
    intro: 'Birth star and place of birth. Moon sign, gan, yoni, nadi, varn, vashya and hansak follow from nakshatra and charan.',
    derived: true,
    // The place first: the calculation between place and birth star reads the city chosen here.
    fields: [
      { name: 'country', label: 'Country of birth', kind: 'select', typeAhead: {}, options: countries },
      { name: 'state', label: 'State of birth', kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.states, when: (ctx) => !!ctx.values.country },
      { name: 'city', label: 'City of birth', kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.cities, when: (ctx) => !!ctx.values.state },
      { name: 'placeOfBirth', label: 'Place of birth', kind: 'text', maxLength: 80 },
      { name: 'district', label: 'District', kind: 'text', maxLength: 60 },
      { name: 'taluka', label: 'Taluka', kind: 'text', maxLength: 60 },
      { name: 'village', label: 'Village', kind: 'text', maxLength: 60 },
      { name: 'calculator', kind: 'calculator' },
      {
        name: 'nakshatra',
        label: 'Nakshatra (birth star)',
        kind: 'select',
        required: true,
        options: (ctx) => ctx.reference.nakshatras.map((n) => ({ id: n._id, label: n.name })),
        note: (ctx) => (ctx.values.nakshatra ? (ctx.values.horoscopeSource === 'calculated' ? COMPUTE_TEXTS.computed : COMPUTE_TEXTS.chosen) : undefined),
      },
      { name: 'charan', label: 'Charan', kind: 'select', required: true, choices: true, options: () => range(1, 4) },
      { name: 'manglik', label: 'Manglik', kind: 'select', required: true, choices: true, options: lifestyle('manglik') },
      { name: 'varga', label: 'Varga', kind: 'select', options: () => VARGAS.map((v) => ({ id: v, label: v })) },
      { name: 'muhurta', label: 'Muhurta', kind: 'text', maxLength: 60 },
    ],
    initial: (p) => {
      const h = p.horoscope;
      return {
        nakshatra: id(h.nakshtra),
        charan: text(h.charan),
        manglik: id(h.manglik),
        timeOfBirth: text(h.timeOfBirth),
        placeOfBirth: text(h.placeOfBirth),
        // Most members were born in India: the place starts there, with its states listed.
        country: id(h.country) || HOME_COUNTRY,
        state: id(h.state),
        city: id(h.city),
        district: text(h.district),
        taluka: text(h.taluka),
        village: text(h.village),
        latitude: text(h.latitude),
        longitude: text(h.longitude),
        varga: text(h.varga),
        muhurta: text(h.muhurta),
        timezone: text(h.timezone),
        moonLongitude: text(h.moonLongitude),
        horoscopeSource: h.horoscopeSource ?? 'chosen',
      };
    },
    // A nakshatra or charan set by hand is the member's choice: the calculated longitude no longer holds.
    adjust: (name, next, previous) =>
      (name === 'nakshatra' || name === 'charan') && next[name] !== previous[name] ? { ...next, horoscopeSource: 'chosen', moonLongitude: '' } : next,
    toBody: (v) => ({ ...v }),
  },
  contactDetails: {
    key: 'contactDetails',
    title: 'Contact details',
    intro: 'Shown to other members only as your contact privacy allows (Account Setting).',
    fields: [
      {
        name: 'phone',
        label: 'Mobile number',
        kind: 'tel',
        required: true,
        // Issue 24: where members look for their phone, the way to the badge and what a change does.
        description: 'To show “Phone verified”, confirm this number by SMS under Account Setting, Verify your phone. Changing it removes the badge until you verify again.',
      },
      { name: 'contactPerson', label: 'Contact person', kind: 'text', required: true, maxLength: 60 },
      { name: 'relationship', label: 'Relationship with the member', kind: 'text', maxLength: 40 },
      { name: 'alternatePhone', label: 'Alternate number', kind: 'tel' },
      { name: 'whatsapp', label: 'WhatsApp number', kind: 'tel' },
      { name: 'convenientTime', label: 'Convenient time to call', kind: 'text', maxLength: 60 },
    ],
    initial: (p) => ({
      phone: text(p.contactDetails.phone),
      contactPerson: text(p.contactDetails.contactPerson) || (p.basicDetails.profileFor === 'Self' ? p.basicDetails.name : ''),
      relationship: text(p.contactDetails.relationship) || (p.basicDetails.profileFor === 'Self' ? 'Self' : ''),
      alternatePhone: text(p.contactDetails.alternatePhone),
      whatsapp: text(p.contactDetails.whatsapp),
      convenientTime: text(p.contactDetails.convenientTime),
    }),
    toBody: (v) => ({ ...v }),
  },
  updateUniqueId: {
    key: 'updateUniqueId',
    title: 'Profile id',
    intro: 'A profile id of your choice that members can search and share.',
    fields: [{ name: 'uniqueId', label: 'Profile id', kind: 'text', required: true, maxLength: 20, description: '4 to 20 letters and digits, starting with a letter, e.g. SB2026ASHA.' }],
    initial: (p) => ({ uniqueId: text(p.uniqueId) }),
    toBody: (v) => ({ ...v }),
  },
};
