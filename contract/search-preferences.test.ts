import { describe, expect, it } from 'vitest';
import { MANGLIK_UNKNOWN, type Preference } from './preferences';
import { matchCriteriaSchema } from './search';
import { criteriaFromPreference, sameFilters } from './search-preferences';

const opt = (...ids: string[]) => ids.map((_id) => ({ _id, name: _id }));
const none: Preference = {
  ageFrom: null,
  ageTo: null,
  heightFeetFrom: null,
  heightFeetTo: null,
  maritalStatus: [],
  religion: [],
  caste: [],
  motherTongue: [],
  education: [],
  occupation: [],
  annualIncome: [],
  eatingHabit: [],
  drinkingHabit: [],
  smokingHabit: [],
  dosh: [],
  fatherSide: 5,
  motherSide: 3,
  crossCousinCustom: false,
  updatedAt: 0,
};

describe('criteriaFromPreference (Profile Matches from the partner preferences)', () => {
  it('sets every filter the page has from the preference, on the first page', () => {
    const c = criteriaFromPreference({
      ...none,
      ageFrom: 24,
      ageTo: 30,
      heightFeetFrom: { feet: 5, inch: 5 },
      heightFeetTo: { feet: 6, inch: 0 },
      religion: opt('hindu'),
      caste: opt('hindu.brahmin'),
      motherTongue: opt('mr'),
      maritalStatus: opt('maritalStatus.single'),
      annualIncome: opt('income.1-2-lakh'),
      dosh: opt('manglik.no'),
      drinkingHabit: opt('drinkingHabit.no'),
    });
    expect(c).toEqual({
      page: 0,
      limit: 10,
      age: { from: 24, to: 30 },
      height: { from: 5.42, to: 6 },
      religion: ['hindu'],
      caste: ['hindu.brahmin'],
      motherTongue: ['mr'],
      maratialStatus: ['maritalStatus.single'],
      AnualIncome: ['income.1-2-lakh'],
      // A member who does not know is never a rejection of a dosh preference (decision 0111).
      manglik: ['manglik.no', MANGLIK_UNKNOWN],
    });
    expect(matchCriteriaSchema.safeParse(c).success).toBe(true);
    // 5.42 ft is read back as 5 ft 5 in (65 in).
    expect(Math.round(5.42 * 12)).toBe(65);
  });

  it('leaves an end of the age open where the preference goes past the search inputs', () => {
    expect(criteriaFromPreference({ ...none, ageFrom: 18, ageTo: 70 })).toBeNull();
    expect(criteriaFromPreference({ ...none, ageFrom: 18, ageTo: 25 })?.age).toEqual({ from: null, to: 25 });
  });

  it('is null without a preference or when the preference sets nothing the page filters on', () => {
    expect(criteriaFromPreference(null)).toBeNull();
    expect(criteriaFromPreference(none)).toBeNull();
    expect(criteriaFromPreference({ ...none, smokingHabit: opt('smokingHabit.no') })).toBeNull();
  });
});

describe('sameFilters', () => {
  it('compares the filters whatever the page, the order of choices and empty values', () => {
    expect(sameFilters({ page: 0, limit: 10, caste: ['a', 'b'] }, { page: 3, limit: 20, caste: ['b', 'a'], religion: [], age: { from: null, to: null } })).toBe(true);
    expect(sameFilters({ caste: ['a'] }, { caste: ['a'], religion: ['hindu'] })).toBe(false);
    expect(sameFilters({ age: { from: 24, to: 30 } }, { age: { from: 24, to: 31 } })).toBe(false);
  });
});
