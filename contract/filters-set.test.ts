import { describe, expect, it } from 'vitest';
import { filtersSet } from './search';

describe('filtersSet (the "Filters (n)" count)', () => {
  it('is 0 for the first page with nothing chosen, and for emptied choices', () => {
    expect(filtersSet({ page: 0, limit: 10 })).toBe(0);
    expect(filtersSet({ page: 2, limit: 20, caste: [], age: { from: null, to: null }, active: null, profileType: { horoscope: null, photo: null } })).toBe(0);
  });

  it('counts each section with a choice once, and With Horoscope and With Photo apart', () => {
    expect(filtersSet({ caste: ['a', 'b'], motherTongue: ['hi'], age: { from: 25 }, height: { to: 6 }, active: 'all', profileType: { horoscope: 'all', photo: 'all' } })).toBe(7);
    expect(filtersSet({ active: true, profileType: { horoscope: null, photo: 'all' } })).toBe(2);
  });
});
