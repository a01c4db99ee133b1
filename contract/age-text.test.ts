import { describe, expect, it } from 'vitest';
import { ageParts, ageText } from './age-text';
import { ageInYears } from './limits';

/** Spec §5 (years, months, days) in spec §9's 365.25-day years: a month is a twelfth of such a year. */
const midnight = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('ageText', () => {
  it('reads years, months and days', () => {
    expect(ageText('1998-08-11', midnight('2026-11-23'))).toBe('28 years, 3 months, 12 days');
  });

  it('says year, month and day for one, and shows the zeros', () => {
    expect(ageText('2025-01-01', midnight('2026-02-02'))).toBe('1 year, 1 month, 1 day');
    expect(ageText('2026-11-23', midnight('2026-11-23'))).toBe('0 years, 0 months, 0 days');
  });

  it('counts a leap-day birth in 365.25-day years: not a year on 28 February, a year on 1 March, four on the fourth 29 February', () => {
    expect(ageText('2000-02-29', midnight('2001-02-28'))).toBe('0 years, 11 months, 30 days');
    expect(ageText('2000-02-29', midnight('2001-03-01'))).toBe('1 year, 0 months, 0 days');
    expect(ageText('2000-02-29', midnight('2004-02-29'))).toBe('4 years, 0 months, 0 days');
  });

  it('counts months as 30.4375 days across month ends, not calendar months', () => {
    // 31 January to 28 February is 28 days: not yet a month.
    expect(ageText('1998-01-31', midnight('1998-02-28'))).toBe('0 years, 0 months, 28 days');
    // 30 days is short of 30.4375; 31 days is a month and no whole day more.
    expect(ageText('1998-01-31', midnight('1998-03-02'))).toBe('0 years, 0 months, 30 days');
    expect(ageText('1998-01-31', midnight('1998-03-03'))).toBe('0 years, 1 month, 0 days');
    // A year-end birthday: the day before the 35th is 364.5 days into the 35th year.
    expect(ageText('1990-12-31', midnight('2025-12-30'))).toBe('34 years, 11 months, 29 days');
    expect(ageText('1990-12-31', midnight('2025-12-31'))).toBe('35 years, 0 months, 0 days');
  });

  it('agrees with ageInYears on the years, with months under 12 and days under 31, every day for six years', () => {
    const dob = '2003-02-28';
    for (let day = 0; day < 6 * 366; day++) {
      const now = midnight('2020-01-01') + day * 86_400_000 + 13 * 3_600_000;
      const parts = ageParts(dob, now)!;
      expect(parts.years).toBe(ageInYears(dob, now));
      expect(parts.months).toBeLessThan(12);
      expect(parts.days).toBeLessThan(31);
    }
  });

  it('has nothing to show without a date of birth, for one that is not a date, or one in the future', () => {
    expect(ageText(null, midnight('2026-01-01'))).toBeNull();
    expect(ageText('', midnight('2026-01-01'))).toBeNull();
    expect(ageText('not a date', midnight('2026-01-01'))).toBeNull();
    expect(ageText('2026-01-02', midnight('2026-01-01'))).toBeNull();
  });
});
