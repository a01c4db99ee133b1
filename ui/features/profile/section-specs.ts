import { PROFILE_FOR } from '../../../contract/auth';
import { COMPUTE_TEXTS } from '../../../contract/horoscope-compute';
import { m } from '../../../contract/i18n/paraglide/messages';
import { heightLabel } from '../../../contract/preferences';
import { HEIGHT_MAX_FEET, HEIGHT_MIN_FEET, profileForLabel, VARGAS, vargaLabel, type Profile, type SectionKey } from '../../../contract/profile';
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
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: String(from + i), label: String(from + i) }));
/** One list of heights, "5 ft 4 in" (its id "5.4"); the body keeps {feet, inch} (decision 0938). */
const heights = () =>
  range(HEIGHT_MIN_FEET, HEIGHT_MAX_FEET).flatMap((f) => range(0, 11).map((i) => ({ id: `${f.id}.${i.id}`, label: heightLabel(Number(f.id) * 12 + Number(i.id)) })));
const id = (o: { _id: string | number } | null | undefined) => (o ? String(o._id) : '');
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const countries = (ctx: OptionsContext) => ctx.reference.countries.map((c) => ({ id: c._id, label: c.name, en: c.en }));

/**
 * Built when a page renders, not when the module loads: the labels are the catalogue's, in the
 * page's language (issue 25).
 */
export const sectionSpecs = (): Record<SectionKey, SectionSpec> => ({
  basicDetails: {
    key: 'basicDetails',
    title: m.profile_section_basic_details(),
    intro: m.profile_intro_basic_details(),
    fields: [
      { name: 'name', label: m.profile_field_full_name(), kind: 'text', required: true, maxLength: 60 },
      { name: 'DOB', label: m.profile_field_date_of_birth(), kind: 'date', required: true },
      { name: 'profileFor', label: m.profile_field_profile_for(), kind: 'select', required: true, choices: true, options: () => PROFILE_FOR.map((p) => ({ id: p, label: profileForLabel(p) })) },
      { name: 'maritalStatus', label: m.profile_field_marital_status(), kind: 'select', required: true, choices: true, options: lifestyle('maritalStatus') },
      {
        name: 'haveChildren',
        label: m.profile_field_have_children(),
        kind: 'select',
        choices: true, options: lifestyle('haveChildren'),
        when: (ctx) => !!ctx.values.maritalStatus && ctx.values.maritalStatus !== 'maritalStatus.single',
      },
      { name: 'motherTongue', label: m.profile_field_mother_tongue(), kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.motherTongues.map((t) => ({ id: t._id, label: t.mothertongue, en: t.en })) },
      { name: 'height', label: m.profile_field_height(), kind: 'select', required: true, options: heights },
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
    title: m.profile_section_religion(),
    intro: m.profile_intro_religion(),
    fields: [
      { name: 'religion', label: m.profile_section_religion(), kind: 'select', required: true, options: (ctx) => ctx.reference.religions.map((r) => ({ id: r._id, label: r.name })) },
      {
        name: 'caste',
        label: m.profile_field_caste(),
        kind: 'select',
        required: true,
        typeAhead: { emptyHint: m.profile_hint_choose_religion_first() },
        options: (ctx) => ctx.reference.castes.filter((c) => c.religionId === ctx.values.religion).map((c) => ({ id: c._id, label: c.name, en: c.en })),
      },
      { name: 'subCaste', label: m.profile_field_sub_caste(), kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.subCastes, when: (ctx) => ctx.lists.subCastes.length > 0 },
      { name: 'gotra', label: m.profile_field_gotra(), kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.gotras, when: (ctx) => ctx.lists.gotras.length > 0 },
      {
        name: 'birthGotra',
        label: m.profile_field_birth_gotra(),
        kind: 'select',
        typeAhead: {},
        options: (ctx) => ctx.lists.gotras,
        when: (ctx) => ctx.gender === 'female' && ctx.lists.gotras.length > 0,
        description: m.profile_field_birth_gotra_help(),
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
    title: m.profile_section_location(),
    intro: m.profile_intro_location(),
    fields: [
      { name: 'country', label: m.profile_field_country_living(), kind: 'select', required: true, typeAhead: {}, options: countries },
      { name: 'state', label: m.profile_field_state(), kind: 'select', required: true, typeAhead: { emptyHint: m.profile_hint_choose_country_first() }, options: (ctx) => ctx.lists.states },
      { name: 'city', label: m.profile_field_city(), kind: 'select', required: true, typeAhead: { emptyHint: m.profile_hint_choose_state_first() }, options: (ctx) => ctx.lists.cities },
      { name: 'citizenship', label: m.profile_field_citizenship(), kind: 'select', typeAhead: {}, options: countries },
      { name: 'residencyStatus', label: m.profile_field_residency_status(), kind: 'select', choices: true, options: lifestyle('residencyStatus') },
      { name: 'zipCode', label: m.profile_field_zip_code(), kind: 'text', maxLength: 10 },
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
    title: m.profile_section_education_career(),
    intro: m.profile_intro_education_career(),
    fields: [
      { name: 'education', label: m.profile_field_highest_education(), kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.educations.map((e) => ({ id: e._id, label: e.name, en: e.en })) },
      { name: 'educationDetail', label: m.profile_field_education_detail(), kind: 'text', maxLength: 100 },
      { name: 'occupation', label: m.profile_field_occupation(), kind: 'select', required: true, typeAhead: {}, options: (ctx) => ctx.reference.occupations.map((o) => ({ id: o._id, label: o.name, en: o.en })) },
      { name: 'employedIn', label: m.profile_field_employed_in(), kind: 'select', required: true, choices: true, options: lifestyle('employedIn') },
      { name: 'industry', label: m.profile_field_industry(), kind: 'select', options: (ctx) => ctx.reference.industries.map((i) => ({ id: i._id, label: i.name })) },
      {
        name: 'industrySubcategory',
        label: m.profile_field_industry_subcategory(),
        kind: 'select',
        options: (ctx) => (ctx.reference.industries.find((i) => i._id === ctx.values.industry)?.subcategories ?? []).map((s) => ({ id: s._id, label: s.name })),
        when: (ctx) => !!ctx.values.industry,
      },
      { name: 'annualIncome', label: m.profile_field_annual_income(), kind: 'select', required: true, options: (ctx) => ctx.reference.incomes.map((i) => ({ id: i._id, label: i.name })) },
      { name: 'organisation', label: m.profile_field_organisation(), kind: 'text', maxLength: 100 },
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
    title: m.profile_section_family_details(),
    intro: m.profile_intro_family_details(),
    fields: [
      { name: 'familyType', label: m.profile_field_family_type(), kind: 'select', required: true, choices: true, options: lifestyle('familyType') },
      { name: 'familyValue', label: m.profile_field_family_values(), kind: 'select', required: true, choices: true, options: lifestyle('familyValue') },
      { name: 'familyStatus', label: m.profile_field_family_status(), kind: 'select', required: true, choices: true, options: lifestyle('familyStatus') },
      { name: 'fatherName', label: m.profile_field_father_name(), kind: 'text', maxLength: 60 },
      { name: 'fatherOccupation', label: m.profile_field_father_occupation(), kind: 'text', maxLength: 60 },
      { name: 'motherName', label: m.profile_field_mother_name(), kind: 'text', maxLength: 60 },
      { name: 'motherOccupation', label: m.profile_field_mother_occupation(), kind: 'text', maxLength: 60 },
      { name: 'brothers', label: m.profile_field_brothers(), kind: 'select', options: () => range(0, 15) },
      { name: 'marriedBrothers', label: m.profile_field_married_brothers(), kind: 'select', options: (ctx) => range(0, Number(ctx.values.brothers || 0)), when: (ctx) => Number(ctx.values.brothers || 0) > 0 },
      { name: 'sisters', label: m.profile_field_sisters(), kind: 'select', options: () => range(0, 15) },
      { name: 'marriedSisters', label: m.profile_field_married_sisters(), kind: 'select', options: (ctx) => range(0, Number(ctx.values.sisters || 0)), when: (ctx) => Number(ctx.values.sisters || 0) > 0 },
      { name: 'nativePlace', label: m.profile_field_native_place(), kind: 'text', maxLength: 80 },
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
    title: m.profile_section_about_family(),
    intro: m.profile_intro_about_family(),
    fields: [{ name: 'aboutFamily', label: m.profile_field_about_my_family(), kind: 'textarea', required: true, maxLength: 1500, wide: true, description: m.profile_field_at_least_10() }],
    initial: (p) => ({ aboutFamily: text(p.aboutFamily.aboutFamily) }),
    toBody: (v) => ({ ...v }),
  },
  lifeStyleDetails: {
    key: 'lifeStyleDetails',
    title: m.profile_section_lifestyle(),
    intro: m.profile_intro_lifestyle(),
    fields: [
      { name: 'eatingHabit', label: m.profile_field_eating_habits(), kind: 'select', required: true, choices: true, options: lifestyle('eatingHabit') },
      { name: 'drinkingHabit', label: m.profile_field_drinking(), kind: 'select', required: true, choices: true, options: lifestyle('drinkingHabit') },
      { name: 'smokingHabit', label: m.profile_field_smoking(), kind: 'select', required: true, choices: true, options: lifestyle('smokingHabit') },
      { name: 'hobbies', label: m.profile_field_hobbies(), kind: 'text', maxLength: 300, description: m.profile_field_hobbies_help() },
      { name: 'interests', label: m.profile_field_interests(), kind: 'text', maxLength: 300 },
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
    title: m.profile_section_about_me_appearance(),
    intro: m.profile_intro_about_me(),
    fields: [
      { name: 'aboutMe', label: m.profile_field_about_me(), kind: 'textarea', required: true, maxLength: 1000, wide: true, description: m.profile_field_at_least_20() },
      { name: 'tag', label: m.profile_field_headline(), kind: 'text', maxLength: 60, description: m.profile_field_headline_help() },
      { name: 'complexion', label: m.profile_field_complexion(), kind: 'select', choices: true, options: lifestyle('complexion') },
      { name: 'bodyType', label: m.profile_field_body_type(), kind: 'select', required: true, choices: true, options: lifestyle('bodyType') },
      { name: 'physicalStatus', label: m.profile_field_physical_status(), kind: 'select', required: true, choices: true, options: lifestyle('physicalStatus') },
      { name: 'bloodGroup', label: m.profile_field_blood_group(), kind: 'select', choices: true, options: lifestyle('bloodGroup') },
      { name: 'weight', label: m.profile_field_weight(), kind: 'text', maxLength: 3 },
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
    title: m.profile_section_horoscope(),
    intro: m.profile_intro_horoscope(),
    derived: true,
    // The place first: the calculation between place and birth star reads the city chosen here.
    fields: [
      { name: 'country', label: m.profile_field_country_of_birth(), kind: 'select', typeAhead: {}, options: countries },
      { name: 'state', label: m.profile_field_state_of_birth(), kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.states, when: (ctx) => !!ctx.values.country },
      { name: 'city', label: m.profile_field_city_of_birth(), kind: 'select', typeAhead: {}, options: (ctx) => ctx.lists.cities, when: (ctx) => !!ctx.values.state },
      { name: 'placeOfBirth', label: m.profile_field_place_of_birth(), kind: 'text', maxLength: 80 },
      { name: 'district', label: m.profile_field_district(), kind: 'text', maxLength: 60 },
      { name: 'taluka', label: m.profile_field_taluka(), kind: 'text', maxLength: 60 },
      { name: 'village', label: m.profile_field_village(), kind: 'text', maxLength: 60 },
      { name: 'calculator', kind: 'calculator' },
      {
        name: 'nakshatra',
        label: m.profile_field_nakshatra(),
        kind: 'select',
        required: true,
        options: (ctx) => ctx.reference.nakshatras.map((n) => ({ id: n._id, label: n.name })),
        note: (ctx) => (ctx.values.nakshatra ? (ctx.values.horoscopeSource === 'calculated' ? COMPUTE_TEXTS.computed : COMPUTE_TEXTS.chosen) : undefined),
      },
      { name: 'charan', label: m.profile_field_charan(), kind: 'select', required: true, choices: true, options: () => range(1, 4) },
      { name: 'manglik', label: m.profile_field_manglik(), kind: 'select', required: true, choices: true, options: lifestyle('manglik') },
      { name: 'varga', label: m.profile_field_varga(), kind: 'select', options: () => VARGAS.map((v) => ({ id: v, label: vargaLabel(v) })) },
      { name: 'muhurta', label: m.profile_field_muhurta(), kind: 'text', maxLength: 60 },
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
    title: m.profile_section_contact_details(),
    intro: m.profile_intro_contact_details(),
    fields: [
      {
        name: 'phone',
        label: m.profile_field_mobile(),
        kind: 'tel',
        required: true,
        // Issue 24: where members look for their phone, the way to the badge and what a change does.
        description: m.profile_field_mobile_help(),
      },
      { name: 'contactPerson', label: m.profile_field_contact_person(), kind: 'text', required: true, maxLength: 60 },
      { name: 'relationship', label: m.profile_field_relationship(), kind: 'text', maxLength: 40 },
      { name: 'alternatePhone', label: m.profile_field_alternate_number(), kind: 'tel' },
      { name: 'whatsapp', label: m.profile_field_whatsapp(), kind: 'tel' },
      { name: 'convenientTime', label: m.profile_field_convenient_time(), kind: 'text', maxLength: 60 },
    ],
    initial: (p) => ({
      phone: text(p.contactDetails.phone),
      contactPerson: text(p.contactDetails.contactPerson) || (p.basicDetails.profileFor === 'Self' ? p.basicDetails.name : ''),
      relationship: text(p.contactDetails.relationship) || (p.basicDetails.profileFor === 'Self' ? m.profile_profile_for_self() : ''),
      alternatePhone: text(p.contactDetails.alternatePhone),
      whatsapp: text(p.contactDetails.whatsapp),
      convenientTime: text(p.contactDetails.convenientTime),
    }),
    toBody: (v) => ({ ...v }),
  },
  updateUniqueId: {
    key: 'updateUniqueId',
    title: m.profile_section_profile_id(),
    intro: m.profile_intro_profile_id(),
    fields: [{ name: 'uniqueId', label: m.profile_section_profile_id(), kind: 'text', required: true, maxLength: 20, description: m.profile_field_profile_id_help() }],
    initial: (p) => ({ uniqueId: text(p.uniqueId) }),
    toBody: (v) => ({ ...v }),
  },
});
