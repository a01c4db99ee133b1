import { derivedNames, type DerivedHoroscope } from '../../contract/horoscope-names';
import type { Nakshatra } from '../../contract/reference';
import { padaVashya } from '../reference/catalogue/nakshatras';

/**
 * What follows from nakshatra and charan: never typed by the member nor stored, read from the
 * nakshatra table; vashya from the Moon longitude when one is stored (padaVashya). Named in
 * the caller's language (issue 25): call it inside the request that shows the values.
 */
export function deriveHoroscope(nakshatra: Nakshatra, charan: number, moonLongitude: number | null = null): DerivedHoroscope | null {
  const pada = nakshatra.charans.find((c) => c.charan === charan);
  return pada ? derivedNames(nakshatra, pada, padaVashya(pada, moonLongitude)) : null;
}
