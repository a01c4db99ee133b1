import { describe, expect, it } from 'vitest';
import { NAKSHATRAS } from '../../reference/catalogue/nakshatras';
import { quarterOf, rashiIndexOf, rashiName } from './chart';
import { computeHoroscope } from './compute';
import reference from './reference-births.json';

/**
 * Our positions against the Swiss Ephemeris, generated once by
 * scripts/generate-horoscope-reference.ts (docs/decisions/0108). The bar: the Moon within
 * 0.05°, and the same nakshatra, charan, rashi and lagna rashi — except where the reference
 * Moon itself lies within 0.05° of a charan boundary, where the answer must name both.
 */
const MOON_TOLERANCE = 0.05;
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const charanIndex = (lon: number) => {
  const q = quarterOf(lon);
  return (q.nakshatraNumber - 1) * 4 + q.charan - 1;
};

type Reference = (typeof reference.births)[number] & { moon?: number; ascendant?: number; mars?: number; hourlyMoon?: number[] };
const births = reference.births as Reference[];
const timed = births.filter((b) => b.time !== null);
const dayOnly = births.filter((b) => b.time === null);

describe('horoscope computation against the Swiss Ephemeris', () => {
  it('has at least 30 births, both hemispheres, historic offsets, boundary and time-unknown cases', () => {
    expect(births.length).toBeGreaterThanOrEqual(30);
    expect(births.some((b) => b.latitude < 0) && births.some((b) => b.latitude > 0)).toBe(true);
    expect(births.some((b) => b.timezone === 'Asia/Kolkata' && b.utcOffsetMinutes === 390)).toBe(true);
    expect(births.filter((b) => b.label.startsWith('Charan boundary')).length).toBeGreaterThanOrEqual(3);
    expect(dayOnly.length).toBeGreaterThanOrEqual(3);
  });

  it.each(timed.map((b) => [b.label, b] as const))('%s', (_, b) => {
    const place = { latitude: b.latitude, longitude: b.longitude, timezone: b.timezone };
    const got = computeHoroscope(b.date, b.time, place, NAKSHATRAS);
    expect(got.utcOffsetMinutes).toBeCloseTo(b.utcOffsetMinutes, 2);
    expect(apart(got.moonLongitude, b.moon)).toBeLessThan(MOON_TOLERANCE);
    expect(apart(got.manglik!.marsLongitude, b.mars)).toBeLessThan(MOON_TOLERANCE);
    expect(got.lagna!.rashi).toBe(rashiName(rashiIndexOf(b.ascendant)));
    expect(apart(got.lagna!.longitude, b.ascendant)).toBeLessThan(MOON_TOLERANCE);
    const expected = quarterOf(b.moon);
    const candidates = got.nearBoundary ?? [got];
    expect(candidates.map((c) => `${c.nakshatra.number}/${c.charan}`)).toContain(`${expected.nakshatraNumber}/${expected.charan}`);
    if (!got.nearBoundary) expect(got.rashi).toBe(got.derived.moon.split(' ')[0]);
    if (b.label.startsWith('Charan boundary')) expect(got.nearBoundary).toHaveLength(2);
  });

  it.each(dayOnly.map((b) => [b.label, b] as const))('%s: the day span names every charan the Moon crosses', (_, b) => {
    const got = computeHoroscope(b.date, null, { latitude: b.latitude, longitude: b.longitude, timezone: b.timezone }, NAKSHATRAS);
    const expected = [...new Set(b.hourlyMoon.slice(0, 24).map(charanIndex))];
    const spanned = got.daySpan!.map((s) => (s.nakshatra.number - 1) * 4 + s.charan - 1);
    expect(spanned).toEqual(expected);
    expect(got.daySpan![0]!.from).toBe('00:00');
    expect(got.daySpan!.at(-1)!.to).toBe('24:00');
  });

  it('the largest Moon error over the reference is under 0.05°', () => {
    const errors = timed.map((b) => apart(computeHoroscope(b.date, b.time, b, NAKSHATRAS).moonLongitude, b.moon));
    expect(Math.max(...errors)).toBeLessThan(MOON_TOLERANCE);
  });
});
