import { ACT_FATHER_GENERATIONS, ACT_MOTHER_GENERATIONS, PREFERENCE_AGE_MAX, PREFERENCE_AGE_MIN, type Preference } from '../../../contract/preferences';
import { ageInYears } from '../../../contract/limits';
import type { Profile } from '../../../contract/profile';

/** The legal ages of marriage in India: a groom 21, a bride 18. */
const GROOM_MIN_AGE = 21;
const BRIDE_MIN_AGE = 18;
const AGE_SPAN = 5;

const clampAge = (n: number) => Math.min(PREFERENCE_AGE_MAX, Math.max(PREFERENCE_AGE_MIN, n));

/**
 * What the wizard's Partner preferences step starts from when none is saved (decision 0934):
 * the member's own religion and mother tongue, and five years of age on the side most members
 * choose, never below the legal age of the partner. Everything else stays "Any"; the member sees
 * all of it before saving, and nothing is saved until they do.
 */
export function suggestedPreference(profile: Profile, now: number): Preference {
  const age = profile.DOB ? ageInYears(profile.DOB, now) : null;
  const [ageFrom, ageTo] =
    age === null || !profile.gender
      ? [null, null]
      : profile.gender === 'female'
        ? [clampAge(Math.max(GROOM_MIN_AGE, age)), clampAge(Math.max(GROOM_MIN_AGE, age) + AGE_SPAN)]
        : [clampAge(Math.max(BRIDE_MIN_AGE, age - AGE_SPAN)), clampAge(age)];
  const religion = profile.religionDetails.religion;
  const tongue = profile.basicDetails.motherTongue;
  return {
    ageFrom,
    ageTo,
    heightFeetFrom: null,
    heightFeetTo: null,
    maritalStatus: [],
    religion: religion ? [{ _id: religion._id, name: religion.name }] : [],
    caste: [],
    motherTongue: tongue ? [{ _id: tongue._id, name: tongue.mothertongue }] : [],
    education: [],
    occupation: [],
    annualIncome: [],
    eatingHabit: [],
    drinkingHabit: [],
    smokingHabit: [],
    dosh: [],
    fatherSide: ACT_FATHER_GENERATIONS,
    motherSide: ACT_MOTHER_GENERATIONS,
    crossCousinCustom: false,
    updatedAt: 0,
  };
}
