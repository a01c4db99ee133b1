import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/profile';
import { suggestedPreference } from './suggested-preference';

const NOW = Date.parse('2026-06-01T00:00:00Z');
/** Only what the suggestion reads. */
const member = (gender: 'male' | 'female' | null, DOB: string | null) =>
  ({
    gender,
    DOB,
    basicDetails: { motherTongue: { _id: 'mr', mothertongue: 'Marathi' } },
    religionDetails: { religion: { _id: 'hindu', name: 'Hindu' } },
  }) as unknown as Profile;

/** Where the wizard's Partner preferences step starts before anything is saved (decision 0934). */
describe('suggestedPreference', () => {
  it("takes the member's religion and mother tongue, and leaves the other lists at Any", () => {
    const p = suggestedPreference(member('female', '1998-01-10'), NOW);
    expect(p.religion).toEqual([{ _id: 'hindu', name: 'Hindu' }]);
    expect(p.motherTongue).toEqual([{ _id: 'mr', name: 'Marathi' }]);
    expect([p.caste, p.education, p.maritalStatus, p.dosh]).toEqual([[], [], [], []]);
    expect([p.heightFeetFrom, p.heightFeetTo]).toEqual([null, null]);
  });

  it('a bride of 28 starts at grooms of 28 to 33; one of 19 at the legal 21 to 26', () => {
    expect(suggestedPreference(member('female', '1998-01-10'), NOW)).toMatchObject({ ageFrom: 28, ageTo: 33 });
    expect(suggestedPreference(member('female', '2007-01-10'), NOW)).toMatchObject({ ageFrom: 21, ageTo: 26 });
  });

  it('a groom of 30 starts at brides of 25 to 30; one of 21 at the legal 18 to 21', () => {
    expect(suggestedPreference(member('male', '1996-01-10'), NOW)).toMatchObject({ ageFrom: 25, ageTo: 30 });
    expect(suggestedPreference(member('male', '2005-01-10'), NOW)).toMatchObject({ ageFrom: 18, ageTo: 21 });
  });

  it('suggests no ages without a date of birth or a gender', () => {
    expect(suggestedPreference(member(null, '1996-01-10'), NOW)).toMatchObject({ ageFrom: null, ageTo: null });
    expect(suggestedPreference(member('male', null), NOW)).toMatchObject({ ageFrom: null, ageTo: null });
  });
});
