import { z } from 'zod';

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
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

export const COMPUTE_TEXTS = {
  dob: 'Enter the date of birth as YYYY-MM-DD.',
  dobImpossible: 'There is no such date. Check the day and the month.',
  dobRange: 'Horoscopes can be calculated for births from 1900 to 2100 only.',
  time: "Enter the time of birth as HH:MM (24 hours), or choose \"I don't know the time\".",
  place: 'Choose the city of birth, or enter latitude, longitude and time zone.',
  city: 'Choose the city of birth from the list.',
  unknownCity: 'There is no such city in the list. Choose the city of birth again.',
  cityWithoutCoordinates: 'The list has no coordinates for this city. Enter latitude, longitude and time zone instead.',
  latitude: 'Enter the latitude as a number from -90 to 90.',
  longitude: 'Enter the longitude as a number from -180 to 180.',
  timezone: 'Enter the time zone as an IANA name, e.g. Asia/Kolkata.',
  /** Shown beside a result near a charan boundary. */
  nearBoundary: 'The Moon is within 0.05° of a charan boundary: the birth time decides between these two. Choose one.',
  /** Shown with the hours of a day when the time of birth is unknown. */
  daySpan: 'Without a time of birth the Moon can cross more than one charan in the day. Choose the one for the hour you were born in.',
  manglikConvention: 'Manglik: Mars in house 1, 2, 4, 7, 8 or 12, counted with whole-sign houses from the lagna; the same from the Moon is shown beside it.',
  /** Which the section used: computed from birth details or chosen by hand. */
  computed: 'Calculated from the date, time and place of birth.',
  chosen: 'Chosen by hand.',
} as const;

/** The named cancellations of Mangal dosha the answer lists (never applied silently). */
export const MANGLIK_CANCELLATIONS = {
  ownSign: 'Mars in its own sign (Mesha or Vrishchika)',
  exalted: 'Mars exalted in Makara',
  houseSign: 'Mars in a sign that exempts its house (2nd in Mithuna/Kanya, 4th in Mesha/Vrishchika, 7th in Karka/Makara, 8th in Dhanu/Meena, 12th in Vrishabha/Tula)',
  lagnaKarkaSimha: 'Lagna in Karka or Simha (Mars rules a kendra and a trikona)',
} as const;
export type ManglikCancellation = keyof typeof MANGLIK_CANCELLATIONS;

const number = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

export const horoscopeComputeSchema = z
  .object({
    dob: z
      .string({ error: COMPUTE_TEXTS.dob })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, COMPUTE_TEXTS.dob)
      .refine(isCalendarDate, COMPUTE_TEXTS.dobImpossible)
      .refine((v) => !isCalendarDate(v) || (v >= COMPUTE_FIRST_DATE && v <= COMPUTE_LAST_DATE), COMPUTE_TEXTS.dobRange),
    time: z
      .string({ error: COMPUTE_TEXTS.time })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, COMPUTE_TEXTS.time)
      .nullable(),
    cityId: z.number({ error: COMPUTE_TEXTS.city }).int(COMPUTE_TEXTS.city).min(1, COMPUTE_TEXTS.city).max(2 ** 31, COMPUTE_TEXTS.city).optional(),
    latitude: number(-90, 90, COMPUTE_TEXTS.latitude).optional(),
    longitude: number(-180, 180, COMPUTE_TEXTS.longitude).optional(),
    timezone: z.string({ error: COMPUTE_TEXTS.timezone }).trim().refine(isTimeZoneName, COMPUTE_TEXTS.timezone).optional(),
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
  /** Reference id and name as the nakshatra table spells them ('purva-ashadha', 'Purva Ashadha'). */
  nakshatra: { _id: string; name: string; number: number };
  charan: 1 | 2 | 3 | 4;
  /** Moon sign, Sanskrit name as the nakshatra table spells it ('Dhanu'). */
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
