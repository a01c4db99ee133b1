import type { Updateable } from 'kysely';
import type { SectionKey, SectionValues } from '../../contract/profile';
import type { UsersTable } from '../db/tables/accounts';
import type { MemberProfilesTable } from '../db/tables/profile';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { DECLARATION_TEXT, MARRIAGEABLE_AGE } from '../../contract/auth';
import { ageInYears } from '../../contract/limits';
import { checkCommunity, checkCountry, checkMotherTongue, checkMoonLongitude, checkNakshatra, checkOptions, checkPlace } from './reference-checks';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * One section's write: what goes to `users` and what to `member_profiles`, after every id
 * was checked against the reference data. Throws (400) before anything is written.
 */
export interface SectionWrite {
  users?: Updateable<UsersTable>;
  profile: Partial<Omit<MemberProfilesTable, 'user_id' | 'created_at' | 'updated_at'>>;
}

export interface Member {
  id: string;
  gender: 'male' | 'female' | null;
}

const json = (v: Record<string, unknown>) => JSON.stringify(v);

type Writer<K extends SectionKey> = (deps: AppDeps, me: Member, input: SectionValues<K>) => Promise<SectionWrite>;

const basicDetails: Writer<'basicDetails'> = async (deps, me, v) => {
  // Registration's age rule holds here too (decision 0961): a man cannot edit his way under 21.
  if (me.gender === 'male' && ageInYears(v.DOB, deps.now()) < MARRIAGEABLE_AGE.male) {
    throw badRequest(DECLARATION_TEXT.manUnderAge, { DOB: DECLARATION_TEXT.manUnderAge });
  }
  await Promise.all([
    checkMotherTongue(deps, v.motherTongue),
    checkOptions(deps, [
      { field: 'maritalStatus', kind: 'maritalStatus', id: v.maritalStatus, message: m.server_choose_marital_status() },
      { field: 'haveChildren', kind: 'haveChildren', id: v.haveChildren, message: m.server_choose_have_children() },
    ]),
  ]);
  if (v.maritalStatus === 'maritalStatus.single' && v.haveChildren && v.haveChildren !== 'haveChildren.no') {
    throw badRequest(m.server_children_only_when_not_single(), {
      haveChildren: m.server_children_only_when_not_single(),
    });
  }
  return {
    users: { name: v.name, dob: v.DOB, profile_for: v.profileFor, mother_tongue_id: v.motherTongue },
    profile: { marital_status_id: v.maritalStatus, have_children_id: v.haveChildren, height_inches: v.height.feet * 12 + v.height.inch },
  };
};

const contactDetails: Writer<'contactDetails'> = async (_deps, _me, v) => ({
  users: { phone: v.phone },
  profile: {
    contact: json({
      alternatePhone: v.alternatePhone,
      whatsapp: v.whatsapp,
      contactPerson: v.contactPerson,
      relationship: v.relationship,
      convenientTime: v.convenientTime,
    }),
  },
});

const locationDetails: Writer<'locationDetails'> = async (deps, _me, v) => {
  await Promise.all([
    checkPlace(deps, { country: v.country, state: v.state, city: v.city }),
    checkCountry(deps, v.citizenship, 'citizenship', m.server_choose_country_of_citizenship()),
    checkOptions(deps, [{ field: 'residencyStatus', kind: 'residencyStatus', id: v.residencyStatus, message: m.server_choose_residency_status() }]),
  ]);
  return {
    profile: {
      country_id: v.country,
      state_id: v.state,
      city_id: v.city,
      citizenship_id: v.citizenship,
      residency_status_id: v.residencyStatus,
      location_extra: json({ zipCode: v.zipCode }),
    },
  };
};

const additionalInfo: Writer<'additionalInfo'> = async (deps, _me, v) => {
  await checkOptions(deps, [
    { field: 'complexion', kind: 'complexion', id: v.complexion, message: m.server_choose_complexion() },
    { field: 'bodyType', kind: 'bodyType', id: v.bodyType, message: m.server_choose_body_type() },
    { field: 'physicalStatus', kind: 'physicalStatus', id: v.physicalStatus, message: m.server_choose_physical_status() },
    { field: 'bloodGroup', kind: 'bloodGroup', id: v.bloodGroup, message: m.server_choose_blood_group() },
  ]);
  return {
    profile: {
      complexion_id: v.complexion,
      body_type_id: v.bodyType,
      physical_status_id: v.physicalStatus,
      blood_group_id: v.bloodGroup,
      weight_kg: v.weight,
      additional: json({ tag: v.tag, aboutMe: v.aboutMe }),
    },
  };
};

const horoscope: Writer<'horoscope'> = async (deps, _me, v) => {
  const [place, nakshatra] = await Promise.all([
    checkPlace(deps, { country: v.country, state: v.state, city: v.city }),
    checkNakshatra(deps, v.nakshatra),
    checkOptions(deps, [{ field: 'manglik', kind: 'manglik', id: v.manglik, message: m.server_choose_manglik() }]),
  ]);
  // A longitude is kept only with a calculated horoscope, and only where it agrees with the
  // charan saved beside it (docs/decisions/0109).
  const moonLongitude = v.horoscopeSource === 'calculated' ? v.moonLongitude : null;
  if (moonLongitude !== null) checkMoonLongitude(moonLongitude, nakshatra, v.charan);
  return {
    profile: {
      nakshatra_id: v.nakshatra,
      charan: v.charan,
      manglik_id: v.manglik,
      birth_timezone: v.timezone,
      moon_longitude: moonLongitude,
      horoscope_source: v.horoscopeSource,
      horoscope: json({
        timeOfBirth: v.timeOfBirth,
        placeOfBirth: v.placeOfBirth,
        country: place.country,
        state: place.state,
        city: place.city,
        district: v.district,
        taluka: v.taluka,
        village: v.village,
        // The city's coordinates stand in until the member gives exact ones.
        latitude: v.latitude ?? place.latitude,
        longitude: v.longitude ?? place.longitude,
        varga: v.varga,
        muhurta: v.muhurta,
      }),
    },
  };
};

const religionDetails: Writer<'religionDetails'> = async (deps, me, v) => {
  if (v.birthGotra && me.gender !== 'female') {
    const message = m.server_birth_gotra_women_only();
    throw badRequest(message, { birthGotra: message });
  }
  await checkCommunity(deps, {
    religion: v.religion,
    caste: v.caste,
    subCaste: v.subCaste,
    gotras: [
      { field: 'gotra', id: v.gotra },
      { field: 'birthGotra', id: v.birthGotra },
    ],
  });
  return {
    users: { religion_id: v.religion },
    profile: { caste_id: v.caste, sub_caste_id: v.subCaste, gotra_id: v.gotra, birth_gotra_id: v.birthGotra },
  };
};

const professionalDetails: Writer<'professionalDetails'> = async (deps, _me, v) => {
  if (v.industrySubcategory && !v.industry) {
    throw badRequest(m.server_industry_before_subcategory(), { industry: m.server_industry_before_subcategory() });
  }
  await checkOptions(deps, [
    { field: 'education', kind: 'education', id: v.education, message: m.server_choose_education() },
    { field: 'occupation', kind: 'occupation', id: v.occupation, message: m.server_choose_occupation() },
    { field: 'industry', kind: 'industry', id: v.industry, message: m.server_choose_industry() },
    {
      field: 'industrySubcategory',
      kind: 'industrySubcategory',
      id: v.industrySubcategory,
      parentId: v.industry,
      message: m.server_subcategory_not_in_industry(),
    },
    { field: 'employedIn', kind: 'employedIn', id: v.employedIn, message: m.server_choose_employed_in() },
    { field: 'annualIncome', kind: 'income', id: v.annualIncome, message: m.server_choose_annual_income() },
  ]);
  return {
    profile: {
      education_id: v.education,
      occupation_id: v.occupation,
      industry_id: v.industry,
      industry_subcategory_id: v.industrySubcategory,
      employed_in_id: v.employedIn,
      annual_income_id: v.annualIncome,
      professional: json({ educationDetail: v.educationDetail, organisation: v.organisation }),
    },
  };
};

const aboutFamily: Writer<'aboutFamily'> = async (_deps, _me, v) => ({ profile: { about_family: json({ aboutFamily: v.aboutFamily }) } });

const lifeStyleDetails: Writer<'lifeStyleDetails'> = async (deps, _me, v) => {
  await checkOptions(deps, [
    { field: 'eatingHabit', kind: 'eatingHabit', id: v.eatingHabit, message: m.server_choose_eating_habit() },
    { field: 'drinkingHabit', kind: 'drinkingHabit', id: v.drinkingHabit, message: m.server_choose_drinking_habit() },
    { field: 'smokingHabit', kind: 'smokingHabit', id: v.smokingHabit, message: m.server_choose_smoking_habit() },
  ]);
  return {
    profile: {
      eating_habit_id: v.eatingHabit,
      drinking_habit_id: v.drinkingHabit,
      smoking_habit_id: v.smokingHabit,
      lifestyle: json({ hobbies: v.hobbies, interests: v.interests }),
    },
  };
};

const familyDetails: Writer<'familyDetails'> = async (deps, _me, v) => {
  await checkOptions(deps, [
    { field: 'familyType', kind: 'familyType', id: v.familyType, message: m.server_choose_family_type() },
    { field: 'familyValue', kind: 'familyValue', id: v.familyValue, message: m.server_choose_family_values() },
    { field: 'familyStatus', kind: 'familyStatus', id: v.familyStatus, message: m.server_choose_family_status() },
  ]);
  const { familyType, familyValue, familyStatus, ...rest } = v;
  return {
    profile: { family_type_id: familyType, family_value_id: familyValue, family_status_id: familyStatus, family: json(rest) },
  };
};

/** updateUniqueId is written by its own route (uniqueness); these are the ten sections. */
export const SECTION_WRITERS: { [K in Exclude<SectionKey, 'updateUniqueId'>]: Writer<K> } = {
  basicDetails,
  contactDetails,
  locationDetails,
  additionalInfo,
  horoscope,
  religionDetails,
  professionalDetails,
  aboutFamily,
  lifeStyleDetails,
  familyDetails,
};
