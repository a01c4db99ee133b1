import { Body, EclipticGeoMoon, Ecliptic, GeoVector, MakeTime, SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';

/**
 * Sidereal positions from astronomy-engine (pure JavaScript, runs on Node and Workers) and
 * the Lahiri (Chitrapaksha) ayanamsa; accuracy and sources: docs/decisions/0105.
 */

const J2000 = 2451545.0;
/**
 * Lahiri as the Indian Astronomical Ephemeris defines it and the Swiss Ephemeris implements
 * it (SE_SIDM_LAHIRI): 23°15′00.658″ true at JD 2435553.5 (1956-03-21 0h TT), i.e. 23.250182778°
 * less that day's nutation 0.004658035° = 23.245524743° mean.
 */
const LAHIRI_EPOCH_JD = 2435553.5;
const LAHIRI_AT_EPOCH = 23.250182778 - 0.004658035;

/** IAU 2006 general precession in longitude (arcseconds), T in Julian centuries of TT from J2000. */
function generalPrecession(T: number): number {
  return 5028.796195 * T + 1.1054348 * T ** 2 + 0.00007964 * T ** 3 - 0.000023857 * T ** 4;
}

const norm = (deg: number) => ((deg % 360) + 360) % 360;

/** Mean Lahiri ayanamsa (degrees) at a time: the epoch value carried by the precession since. */
export function lahiriAyanamsa(time: AstroTime): number {
  const T = time.tt / 36525;
  const T0 = (LAHIRI_EPOCH_JD - J2000) / 36525;
  return LAHIRI_AT_EPOCH + (generalPrecession(T) - generalPrecession(T0)) / 3600;
}

/**
 * The tropical longitudes below are of the TRUE equinox of date (nutation included), so the
 * ayanamsa subtracted from them is the true one (mean + nutation in longitude), as the Swiss
 * Ephemeris does: the nutation cancels out.
 */
function trueAyanamsa(time: AstroTime): number {
  return lahiriAyanamsa(time) + e_tilt(time).dpsi / 3600;
}

export const timeOf = (utc: Date): AstroTime => MakeTime(utc);

/** The Moon's geocentric sidereal longitude (degrees, 0 ≤ λ < 360). */
export function moonLongitude(time: AstroTime): number {
  return norm(EclipticGeoMoon(time).lon - trueAyanamsa(time));
}

/** Mars' geocentric sidereal longitude (apparent, with light time and aberration). */
export function marsLongitude(time: AstroTime): number {
  const eqj = GeoVector(Body.Mars, time, true);
  // Ecliptic() gives the true ecliptic of date from a J2000 equatorial vector.
  return norm(Ecliptic(eqj).elon - trueAyanamsa(time));
}

/**
 * The ascendant: the ecliptic degree rising on the eastern horizon, from the local apparent
 * sidereal time (RAMC) and the true obliquity: λ = atan2(cos RAMC, −(sin RAMC cos ε + tan φ sin ε)).
 * Whole-sign houses need only its sign (docs/decisions/0107).
 */
export function ascendant(time: AstroTime, latitude: number, longitude: number): number {
  const rad = Math.PI / 180;
  const ramc = norm(SiderealTime(time) * 15 + longitude) * rad;
  const eps = e_tilt(time).tobl * rad;
  const phi = latitude * rad;
  let tropical = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / rad;
  // Beyond the polar circles the formula can give the descending point; the ascendant lies
  // in the half of the ecliptic after the midheaven (as the Swiss Ephemeris takes it).
  const midheaven = Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(eps)) / rad;
  if (norm(tropical - midheaven) > 180) tropical += 180;
  return norm(tropical - trueAyanamsa(time));
}
