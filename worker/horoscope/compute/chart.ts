import { BOUNDARY_DEGREES, type ManglikCancellation } from '../../../contract/horoscope-compute';
import { RASHI_NAMES } from '../../../contract/horoscope-names';

/** Pure arithmetic of the sidereal zodiac: 27 nakshatras × 4 charans of 3°20′, 12 rashis of 30°. */

export const CHARAN_DEGREES = 360 / 108;
const norm = (deg: number) => ((deg % 360) + 360) % 360;

export interface Quarter {
  /** 1–27 from Ashwini. */
  nakshatraNumber: number;
  charan: 1 | 2 | 3 | 4;
  /** 0–11 from Mesha. */
  rashiIndex: number;
}

export function quarterOf(longitude: number): Quarter {
  const k = Math.min(107, Math.floor(norm(longitude) / CHARAN_DEGREES));
  return { nakshatraNumber: Math.floor(k / 4) + 1, charan: ((k % 4) + 1) as Quarter['charan'], rashiIndex: Math.floor(k / 9) };
}

export const rashiIndexOf = (longitude: number) => Math.floor(norm(longitude) / 30);
/** A rashi (0 Mesha … 11 Meena) named in the caller's language (issue 25); English as the nakshatra table spells it. */
export const rashiName = (index: number) => RASHI_NAMES[index]!();

/**
 * Whether a longitude lies in charan `charan` of nakshatra `nakshatraNumber`, or within
 * BOUNDARY_DEGREES past either edge (where the member may choose either candidate).
 */
export function fitsCharan(longitude: number, nakshatraNumber: number, charan: number): boolean {
  const start = ((nakshatraNumber - 1) * 4 + charan - 1) * CHARAN_DEGREES;
  return norm(longitude - start + BOUNDARY_DEGREES) <= CHARAN_DEGREES + 2 * BOUNDARY_DEGREES;
}

/** Both quarters when the longitude lies within BOUNDARY_DEGREES of a charan boundary, else null. */
export function boundaryCandidates(longitude: number): [Quarter, Quarter] | null {
  const into = norm(longitude) % CHARAN_DEGREES;
  if (into < BOUNDARY_DEGREES) return [quarterOf(longitude - CHARAN_DEGREES / 2), quarterOf(longitude)];
  if (CHARAN_DEGREES - into < BOUNDARY_DEGREES) return [quarterOf(longitude), quarterOf(longitude + CHARAN_DEGREES / 2)];
  return null;
}

/** Whole-sign house of a body counted from a reference sign: the reference's own sign is house 1. */
export const wholeSignHouse = (bodyLongitude: number, fromLongitude: number) =>
  ((rashiIndexOf(bodyLongitude) - rashiIndexOf(fromLongitude) + 12) % 12) + 1;

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Signs (0 Mesha … 11 Meena) that exempt Mars in a given house, as the common rule lists them. */
const HOUSE_EXEMPT_SIGNS: Record<number, number[]> = { 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

/**
 * Named cancellations of Mangal dosha that hold for this chart (only when Mars is in a
 * manglik house from the lagna or the Moon). Listed for the member and the astrologer; the
 * answer's `manglik` flags stay as counted (docs/decisions/0107).
 */
export function manglikCancellations(mars: number, lagna: number, moon: number): ManglikCancellation[] {
  const houses = [wholeSignHouse(mars, lagna), wholeSignHouse(mars, moon)];
  if (!houses.some((h) => MANGLIK_HOUSES.includes(h))) return [];
  const sign = rashiIndexOf(mars);
  const found: ManglikCancellation[] = [];
  if (sign === 0 || sign === 7) found.push('ownSign');
  if (sign === 9) found.push('exalted');
  if (houses.some((h) => HOUSE_EXEMPT_SIGNS[h]?.includes(sign))) found.push('houseSign');
  if ([3, 4].includes(rashiIndexOf(lagna))) found.push('lagnaKarkaSimha');
  return found;
}
