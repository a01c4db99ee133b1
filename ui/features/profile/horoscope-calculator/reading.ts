import type { ComputedCharan, HoroscopeComputation } from '../../../../contract/horoscope-compute';
import { m } from '../../../../contract/i18n/paraglide/messages';
import type { ReferenceData } from '../../../../contract/reference';
import type { Values } from '../section-specs';

/**
 * How a calculation reads on the page, and what "Use this" writes into the horoscope
 * section's values (saved only when the member saves the section).
 */

/** 253.4712 → "253.4712° (Dhanu 13° 28′)": the longitude and where it falls in its sign. */
export function moonPosition(longitude: number, rashi: string): string {
  const inSign = longitude % 30;
  const degrees = Math.floor(inSign);
  const minutes = Math.floor((inSign - degrees) * 60);
  return `${longitude.toFixed(4)}° (${rashi} ${degrees}° ${String(minutes).padStart(2, '0')}′)`;
}

/** 390 → "UTC+06:30"; local mean time keeps its seconds (-353.3333 → "UTC−05:53:20"). */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const seconds = Math.round(Math.abs(minutes) * 60);
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = seconds % 60;
  return `UTC${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}

/** "Purva Ashadha, charan 2 (Dhanu)": a candidate as the member picks it. */
export const charanLabel = (c: ComputedCharan) => m.profile_calc_charan_label({ nakshatra: c.nakshatra.name, charan: c.charan, rashi: c.rashi });
/** The key of a candidate in a radio group. */
export const charanKey = (c: ComputedCharan) => `${c.nakshatra._id}:${c.charan}`;

/**
 * The manglik options the calculation maps to, by their reference ids (seeded from the
 * names: worker/reference/catalogue/lifestyle.ts). Without a time Mars's house is unknown.
 */
const MANGLIK_YES = 'manglik.yes';
const MANGLIK_NO = 'manglik.no';
const MANGLIK_UNKNOWN = 'manglik.dont-know';

function manglikOption(result: HoroscopeComputation, reference: ReferenceData): string | null {
  const want = result.manglik ? (result.manglik.fromLagna.manglik ? MANGLIK_YES : MANGLIK_NO) : MANGLIK_UNKNOWN;
  return reference.lifestyle.manglik.some((o) => o._id === want) ? want : null;
}

interface BirthPlaceUsed {
  /** Given by coordinates: the zone is saved with them. */
  coordinates: { latitude: string; longitude: string; timezone: string } | null;
}

/**
 * The section's values after "Use this": the chosen nakshatra and charan, manglik from the
 * lagna (or the "don't know" option without a time), the Moon's longitude with a known time
 * (none for a pick from the day's span), and the place as it was used.
 */
export function confirmedValues(
  values: Values,
  result: HoroscopeComputation,
  pick: ComputedCharan,
  time: string | null,
  place: BirthPlaceUsed,
  reference: ReferenceData,
): Values {
  const manglik = manglikOption(result, reference);
  return {
    ...values,
    nakshatra: pick.nakshatra._id,
    charan: String(pick.charan),
    ...(manglik ? { manglik } : {}),
    moonLongitude: result.daySpan ? '' : String(result.moonLongitude),
    horoscopeSource: 'calculated',
    timeOfBirth: time ?? '',
    latitude: place.coordinates?.latitude ?? '',
    longitude: place.coordinates?.longitude ?? '',
    timezone: place.coordinates?.timezone ?? '',
  };
}
