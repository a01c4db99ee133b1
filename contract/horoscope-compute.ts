import { z } from 'zod';
import { m } from './i18n/paraglide/messages';

/**
 * `POST /user/horoscope/compute`: birth date, time (or null: unknown) and place → the Moon's
 * sidereal longitude and what follows from it. Nothing is saved; the member confirms the
 * result through `PUT /user/update/horoscope/{id}` (docs/decisions/0105–0108).
 */

/** Births the computation accepts; outside this the positions are not checked (decision 0105). */
export const COMPUTE_FIRST_DATE = '1900-01-01';
export const COMPUTE_LAST_DATE = '2100-12-31';

/** Within this many degrees of a charan boundary the answer names both charans. */
export const BOUNDARY_DEGREES = 0.05;

/** Whether the runtime's IANA database knows a zone name (browsers, Node and Workers alike). */
export function isTimeZoneName(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function isCalendarDate(v: string): boolean {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!ymd) return false;
  const d = new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** Getters, so each text is read in the reader's language (issue 25). */
export const COMPUTE_TEXTS = {
  get dob() { return m.horoscope_compute_dob(); },
  get dobImpossible() { return m.horoscope_compute_dob_impossible(); },
  get dobRange() { return m.horoscope_compute_dob_range(); },
  get time() { return m.horoscope_compute_time(); },
  get place() { return m.horoscope_compute_place(); },
  get city() { return m.horoscope_compute_city(); },
  get unknownCity() { return m.horoscope_compute_unknown_city(); },
  get cityWithoutCoordinates() { return m.horoscope_compute_city_without_coordinates(); },
  get latitude() { return m.horoscope_compute_latitude(); },
  get longitude() { return m.horoscope_compute_longitude(); },
  get timezone() { return m.horoscope_compute_timezone(); },
  /** Shown beside a result near a charan boundary. */
  get nearBoundary() { return m.horoscope_compute_near_boundary(); },
  /** Shown with the hours of a day when the time of birth is unknown. */
  get daySpan() { return m.horoscope_compute_day_span(); },
  get manglikConvention() { return m.horoscope_compute_manglik_convention(); },
  /** Which the section used: computed from birth details or chosen by hand. */
  get computed() { return m.horoscope_compute_computed(); },
  get chosen() { return m.horoscope_compute_chosen(); },
};

/** The named cancellations of Mangal dosha the answer lists (never applied silently). */
export const MANGLIK_CANCELLATIONS = {
  get ownSign() { return m.horoscope_cancellation_own_sign(); },
  get exalted() { return m.horoscope_cancellation_exalted(); },
  get houseSign() { return m.horoscope_cancellation_house_sign(); },
  get lagnaKarkaSimha() { return m.horoscope_cancellation_lagna_karka_simha(); },
};
export type ManglikCancellation = keyof typeof MANGLIK_CANCELLATIONS;

/** A check's message, read in the reader's language when the check fails. */
const says = (text: keyof typeof COMPUTE_TEXTS) => ({ error: () => COMPUTE_TEXTS[text] });

const number = (min: number, max: number, text: keyof typeof COMPUTE_TEXTS) =>
  z.number(says(text)).min(min, says(text)).max(max, says(text));

export const horoscopeComputeSchema = z
  .object({
    dob: z
      .string(says('dob'))
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, says('dob'))
      .refine(isCalendarDate, says('dobImpossible'))
      .refine((v) => !isCalendarDate(v) || (v >= COMPUTE_FIRST_DATE && v <= COMPUTE_LAST_DATE), says('dobRange')),
    time: z
      .string(says('time'))
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, says('time'))
      .nullable(),
    cityId: z.number(says('city')).int(says('city')).min(1, says('city')).max(2 ** 31, says('city')).optional(),
    latitude: number(-90, 90, 'latitude').optional(),
    longitude: number(-180, 180, 'longitude').optional(),
    timezone: z.string(says('timezone')).trim().refine(isTimeZoneName, says('timezone')).optional(),
  })
  .superRefine((v, ctx) => {
    const coordinates = ['latitude', 'longitude', 'timezone'] as const;
    if (v.cityId !== undefined) {
      for (const key of coordinates)
        if (v[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: COMPUTE_TEXTS.place });
      return;
    }
    const given = coordinates.filter((key) => v[key] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['cityId'], message: COMPUTE_TEXTS.place });
    else for (const key of coordinates) if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: COMPUTE_TEXTS[key] });
  });
export type HoroscopeComputeInput = z.input<typeof horoscopeComputeSchema>;

/** A nakshatra quarter as the answer names it, with what the horoscope section derives from it. */
export type ComputedCharan = {
  /** Reference id, and the name in the caller's language ('purva-ashadha'; in English 'Purva Ashadha', as the nakshatra table spells it). */
  nakshatra: { _id: string; name: string; number: number };
  charan: 1 | 2 | 3 | 4;
  /** Moon sign in the caller's language: in English the Sanskrit name as the nakshatra table spells it ('Dhanu'). */
  rashi: string;
};

export interface ManglikReckoning {
  /** House of Mars (1–12), whole signs counted from the lagna or from the Moon's rashi. */
  house: number;
  manglik: boolean;
}

export type HoroscopeComputation = ComputedCharan & {
  /** The Moon's geocentric sidereal longitude, Lahiri ayanamsa, degrees 0 ≤ λ < 360 (4 decimals). */
  moonLongitude: number;
  /** Derived as the horoscope section shows them; vashya from the real 15° split of the sign. */
  derived: { moon: string; gan: string; yoni: string; nadi: string; varn: string; vashya: string; hansak: string };
  /** The offset from UT applied at the place on that date (minutes; a fraction for local mean time). */
  utcOffsetMinutes: number;
  /** The IANA zone used (the city's, or the one given). */
  timezone: string;
  /** The instant of birth (UT, ISO 8601) with a time; local midnight starting the day without one. */
  utc: string;
  /** With a time: the ascendant's sidereal longitude and rashi; null without a time. */
  lagna: { longitude: number; rashi: string } | null;
  /** With a time: Mars and the houses from lagna and Moon, and the cancellations that apply by name. */
  manglik: {
    marsLongitude: number;
    marsRashi: string;
    fromLagna: ManglikReckoning;
    fromMoon: ManglikReckoning;
    /** Cancellation keys (MANGLIK_CANCELLATIONS) that apply; listed only, never applied. */
    cancellations: ManglikCancellation[];
  } | null;
  /** Within BOUNDARY_DEGREES of a charan boundary (time known): both candidates, in zodiac order. */
  nearBoundary: ComputedCharan[] | null;
  /**
   * Without a time: each nakshatra charan the local day spans, with the local hours
   * ('HH:MM', from inclusive, to exclusive; the last ends '24:00'). The top-level
   * nakshatra/charan/moonLongitude are then those at local noon, for reference only.
   */
  daySpan: (ComputedCharan & { from: string; to: string })[] | null;
};
