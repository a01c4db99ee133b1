import { describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../reference/catalogue/nakshatras';
import { deriveHoroscope } from './horoscope';

const of = (id: string) => NAKSHATRAS.find((n) => n._id === id)!;

describe('deriveHoroscope (nakshatra + charan → moon sign, gan, yoni, nadi, varn, vashya, hansak)', () => {
  it.each([
    ['ashwini', 1, { moon: 'Mesha (Aries)', gan: 'Deva', yoni: 'Ashwa (Horse), male', nadi: 'Adi', varn: 'Kshatriya', vashya: 'Chatushpada', hansak: 'Agni' }],
    ['krittika', 1, { moon: 'Mesha (Aries)', gan: 'Rakshasa', nadi: 'Antya', varn: 'Kshatriya' }],
    ['krittika', 2, { moon: 'Vrishabha (Taurus)', gan: 'Rakshasa', varn: 'Vaishya', vashya: 'Chatushpada', hansak: 'Bhumi' }],
    ['punarvasu', 4, { moon: 'Karka (Cancer)', gan: 'Deva', yoni: 'Marjara (Cat), female', varn: 'Brahmin', vashya: 'Jalachara', hansak: 'Jal' }],
    ['uttara-phalguni', 1, { moon: 'Simha (Leo)', vashya: 'Vanachara' }],
    ['uttara-phalguni', 2, { moon: 'Kanya (Virgo)', vashya: 'Manava', varn: 'Vaishya' }],
    ['purva-ashadha', 1, { moon: 'Dhanu (Sagittarius)', vashya: 'Manava', yoni: 'Vanara (Monkey), male' }],
    ['uttara-ashadha', 4, { moon: 'Makara (Capricorn)', vashya: 'Chatushpada', gan: 'Manushya', nadi: 'Antya' }],
    ['shravana', 4, { moon: 'Makara (Capricorn)', vashya: 'Jalachara' }],
    ['revati', 4, { moon: 'Meena (Pisces)', gan: 'Deva', nadi: 'Antya', varn: 'Brahmin', vashya: 'Jalachara', hansak: 'Jal' }],
  ] as const)('%s charan %i', (id, charan, expected) => {
    expect(deriveHoroscope(of(id), charan)).toMatchObject(expected);
  });

  it('has no answer for a charan outside 1–4', () => {
    expect(deriveHoroscope(of('ashwini'), 5)).toBeNull();
  });
});
