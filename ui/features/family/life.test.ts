import { describe, expect, it } from 'vitest';
import { deceasedMark, lifeText } from './life';

const NOW = Date.parse('2026-11-27T00:00:00Z');
const person = (DOB: string | null, deceased = false, dateOfDeath: string | null = null) => ({ userDetails: { DOB }, deceased, dateOfDeath });

describe('lifeText', () => {
  it('counts the age of the living', () => {
    expect(lifeText(person('1990-01-01'), NOW)).toMatch(/^36 years, 10 months, \d+ days?$/);
    expect(lifeText(person(null), NOW)).toBeNull();
  });
  it('stops at the death: the year and the age reached, never an age counting on', () => {
    expect(lifeText(person('1915-03-01', true, '1998-06-10'), NOW)).toBe('Died 1998, aged 83');
    expect(lifeText(person(null, true, '1998-06-10'), NOW)).toBe('Died 1998');
    expect(lifeText(person('1915-03-01', true), NOW)).toBeNull();
  });
});

describe('deceasedMark', () => {
  it('is a word in the member’s language with the English beside it', () => {
    expect(deceasedMark('mr')).toBe('कै. · deceased');
    expect(deceasedMark('en')).toBe('Deceased');
  });
});
