import { describe, expect, it } from 'vitest';
import { combine, scoreDirection } from './score';
import { emptyLists, type MemberTraits, type PreferenceIds } from './queries';

const pref = (over: Partial<Omit<PreferenceIds, 'lists'>> & { lists?: Partial<PreferenceIds['lists']> } = {}): PreferenceIds => ({
  ageFrom: null,
  ageTo: null,
  heightFrom: null,
  heightTo: null,
  fatherSide: 3,
  motherSide: 3,
  crossCousinCustom: false,
  updatedAt: 0,
  ...over,
  lists: { ...emptyLists(), ...over.lists },
});

const member = (over: Partial<Omit<MemberTraits, 'values'>> & { values?: Partial<MemberTraits['values']> } = {}): MemberTraits => ({
  id: 'm',
  age: 27,
  heightInches: 66,
  ...over,
  values: {
    maritalStatus: 'maritalStatus.single',
    religion: 'hindu',
    caste: 'hindu.brahmin',
    motherTongue: 'hi',
    education: 'education.be-btech',
    occupation: 'occupation.software-professional',
    annualIncome: 'income.10-15-lakh',
    eatingHabit: 'eatingHabit.vegetarian',
    drinkingHabit: 'drinkingHabit.no',
    smokingHabit: 'smokingHabit.no',
    dosh: 'manglik.no',
    ...over.values,
  },
});

describe('scoreDirection', () => {
  it('is null without a preference or with nothing stated', () => {
    expect(scoreDirection(null, member())).toEqual({ percentage: null, fields: [] });
    expect(scoreDirection(pref(), member())).toEqual({ percentage: null, fields: [] });
  });

  it('counts only stated fields, each once', () => {
    const d = scoreDirection(pref({ ageFrom: 25, ageTo: 30, lists: { religion: ['hindu', 'jain'], caste: ['hindu.agarwal'] } }), member());
    expect(d.fields.map((f) => [f.field, f.met])).toEqual([
      ['age', true],
      ['religion', true],
      ['caste', false],
    ]);
    expect(d.percentage).toBe(67);
  });

  it('explains each field with what was wanted and what the member is', () => {
    const names = new Map([['hindu', 'Hindu'], ['jain', 'Jain']]);
    const d = scoreDirection(pref({ ageFrom: 25, heightTo: 64, lists: { religion: ['hindu', 'jain'] } }), member(), names);
    expect(d.fields).toEqual([
      { field: 'age', label: 'Age', wanted: '25 years or more', actual: '27 years', met: true },
      { field: 'height', label: 'Height', wanted: 'up to 5 ft 4 in', actual: '5 ft 6 in', met: false },
      { field: 'religion', label: 'Religion', wanted: 'Hindu, Jain', actual: 'Hindu', met: true },
    ]);
  });

  it('range ends are inclusive', () => {
    expect(scoreDirection(pref({ ageFrom: 27, ageTo: 27, heightFrom: 66, heightTo: 66 }), member()).percentage).toBe(100);
    expect(scoreDirection(pref({ ageFrom: 28 }), member()).percentage).toBe(0);
    expect(scoreDirection(pref({ ageTo: 26 }), member()).percentage).toBe(0);
  });

  it('an unknown value of the member does not meet a stated field', () => {
    const d = scoreDirection(pref({ heightFrom: 60, lists: { caste: ['hindu.brahmin'] } }), member({ heightInches: null, values: { caste: null } }));
    expect(d.percentage).toBe(0);
    expect(d.fields.every((f) => f.actual === null && !f.met)).toBe(true);
  });

  it('a member meeting every field scores 100', () => {
    const all = pref({
      ageFrom: 20,
      ageTo: 35,
      heightFrom: 60,
      heightTo: 72,
      lists: {
        maritalStatus: ['maritalStatus.single'],
        religion: ['hindu'],
        caste: ['hindu.brahmin'],
        motherTongue: ['hi', 'mr'],
        education: ['education.be-btech'],
        occupation: ['occupation.software-professional'],
        annualIncome: ['income.10-15-lakh'],
        eatingHabit: ['eatingHabit.vegetarian'],
        drinkingHabit: ['drinkingHabit.no'],
        smokingHabit: ['smokingHabit.no'],
        dosh: ['manglik.no'],
      },
    });
    const d = scoreDirection(all, member());
    expect(d.fields).toHaveLength(13);
    expect(d.percentage).toBe(100);
  });
});

describe('combine', () => {
  const dir = (percentage: number | null) => ({ percentage, fields: [] });
  it('averages both directions', () => {
    expect(combine(dir(100), dir(50))?.percentage).toBe(75);
    expect(combine(dir(67), dir(0))?.percentage).toBe(34);
  });
  it('uses the one direction that states anything', () => {
    expect(combine(dir(null), dir(40))?.percentage).toBe(40);
    expect(combine(dir(80), dir(null))?.percentage).toBe(80);
  });
  it('is null when neither states anything', () => {
    expect(combine(dir(null), dir(null))).toBeNull();
  });
  it('is symmetric', () => {
    expect(combine(dir(30), dir(90))?.percentage).toBe(combine(dir(90), dir(30))?.percentage);
  });
});
