import type { Nakshatra } from '../../contract/reference';
import { padaVashya } from '../reference/catalogue/nakshatras';

/**
 * What follows from nakshatra and charan: never typed by the member, read from the nakshatra
 * table; vashya from the Moon longitude when one is stored (padaVashya).
 */
export interface DerivedHoroscope {
  /** Moon sign (rashi), e.g. 'Mesha (Aries)'. */
  moon: string;
  gan: string;
  /** Yoni animal with its gender, e.g. 'Ashwa (Horse), male'. */
  yoni: string;
  nadi: string;
  varn: string;
  vashya: string;
  hansak: string;
}

export function deriveHoroscope(nakshatra: Nakshatra, charan: number, moonLongitude: number | null = null): DerivedHoroscope | null {
  const pada = nakshatra.charans.find((c) => c.charan === charan);
  if (!pada) return null;
  return {
    moon: `${pada.rashi} (${pada.rashiEnglish})`,
    gan: nakshatra.gana,
    yoni: `${nakshatra.yoni}, ${nakshatra.yoniGender}`,
    nadi: nakshatra.nadi,
    varn: pada.varna,
    vashya: padaVashya(pada, moonLongitude),
    hansak: pada.hansak,
  };
}
