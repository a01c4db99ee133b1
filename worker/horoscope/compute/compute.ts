import type { ComputedCharan, HoroscopeComputation } from '../../../contract/horoscope-compute';
import type { Nakshatra } from '../../../contract/reference';
import { referenceName } from '../../i18n/reference-names';
import { deriveHoroscope } from '../../profile/horoscope';
import { boundaryCandidates, manglikCancellations, MANGLIK_HOUSES, quarterOf, rashiIndexOf, rashiName, wholeSignHouse, type Quarter } from './chart';
import { ascendant, marsLongitude, moonLongitude, timeOf } from './ephemeris';
import { localToUt, offsetMinutesAt } from './local-time';

export interface BirthPlace {
  latitude: number;
  longitude: number;
  timezone: string;
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const moonAt = (instant: Date) => moonLongitude(timeOf(instant));
const charanIndex = (q: Quarter) => (q.nakshatraNumber - 1) * 4 + q.charan - 1;

function named(q: Quarter, nakshatras: Nakshatra[]): ComputedCharan {
  const n = nakshatras.find((x) => x.number === q.nakshatraNumber)!;
  // Named in the caller's language, as the profile names the stored nakshatra (decision 0964).
  return { nakshatra: { _id: n._id, name: referenceName('nakshatra', n.name), number: n.number }, charan: q.charan, rashi: rashiName(q.rashiIndex) };
}

/**
 * The horoscope of a birth. With a time: the Moon, lagna and manglik at that instant. Without
 * one: the charans the local day spans, and the Moon at local noon for reference.
 */
export function computeHoroscope(dob: string, time: string | null, place: BirthPlace, nakshatras: Nakshatra[]): HoroscopeComputation {
  const { utc, offsetMinutes } = localToUt(dob, time ?? '12:00', place.timezone);
  const t = timeOf(utc);
  const moon = moonLongitude(t);
  const quarter = quarterOf(moon);
  const main = named(quarter, nakshatras);
  const nakshatra = nakshatras.find((x) => x.number === quarter.nakshatraNumber)!;
  const derived = deriveHoroscope(nakshatra, quarter.charan, moon)!;

  let lagna: HoroscopeComputation['lagna'] = null;
  let manglik: HoroscopeComputation['manglik'] = null;
  if (time) {
    const asc = ascendant(t, place.latitude, place.longitude);
    const mars = marsLongitude(t);
    lagna = { longitude: round(asc, 4), rashi: rashiName(rashiIndexOf(asc)) };
    const reckon = (from: number) => {
      const house = wholeSignHouse(mars, from);
      return { house, manglik: MANGLIK_HOUSES.includes(house) };
    };
    manglik = {
      marsLongitude: round(mars, 4),
      marsRashi: rashiName(rashiIndexOf(mars)),
      fromLagna: reckon(asc),
      fromMoon: reckon(moon),
      cancellations: manglikCancellations(mars, asc, moon),
    };
  }
  const candidates = time ? boundaryCandidates(moon) : null;
  return {
    ...main,
    // 359.99996 would round to 360, which the section update (0 ≤ λ < 360) refuses.
    moonLongitude: round(moon, 4) % 360,
    derived,
    utcOffsetMinutes: round(offsetMinutes, 4),
    timezone: place.timezone,
    utc: (time ? utc : localToUt(dob, '00:00', place.timezone).utc).toISOString(),
    lagna,
    manglik,
    nearBoundary: candidates ? candidates.map((q) => named(q, nakshatras)) : null,
    daySpan: time ? null : daySpan(dob, place.timezone, nakshatras),
  };
}

function nextDay(dob: string): string {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** 'HH:MM' on the local clock, counted from local midnight (offset changes in the day included). */
function localClock(instant: number, start: number, startOffset: number, timezone: string, end: number): string {
  if (instant >= end) return '24:00';
  const minutes = Math.round((instant - start) / 60_000 + offsetMinutesAt(timezone, new Date(instant)) - startOffset);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The charans the Moon passes through in the local day, each with the local hours it covers. */
function daySpan(dob: string, timezone: string, nakshatras: Nakshatra[]): NonNullable<HoroscopeComputation['daySpan']> {
  const { utc: startDate, offsetMinutes: startOffset } = localToUt(dob, '00:00', timezone);
  const start = startDate.getTime();
  const end = localToUt(nextDay(dob), '00:00', timezone).utc.getTime();
  const indexAt = (ms: number) => charanIndex(quarterOf(moonAt(new Date(ms))));
  // The Moon moves at most ~15.4°/day, a charan is 3°20′: two changes never fall within an hour.
  const changes: number[] = [];
  for (let a = start; a < end; a += 3_600_000) {
    const b = Math.min(a + 3_600_000, end);
    if (indexAt(a) === indexAt(b)) continue;
    let lo = a;
    let hi = b;
    while (hi - lo > 30_000) {
      const mid = (lo + hi) / 2;
      if (indexAt(mid) === indexAt(a)) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  const edges = [start, ...changes, end];
  return edges.slice(0, -1).map((from, i) => ({
    ...named(quarterOf(moonAt(new Date(from + 1000))), nakshatras),
    from: localClock(from, start, startOffset, timezone, end),
    to: localClock(edges[i + 1]!, start, startOffset, timezone, end),
  }));
}
