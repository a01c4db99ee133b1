/**
 * Generates worker/horoscope/compute/reference-births.json ONCE with the Swiss Ephemeris
 * (`sweph`, installed for the run only, see below; its built-in Moshier ephemeris, no data files), independent of
 * astronomy-engine which the app uses. Local time → UT uses sweph's own
 * utc_time_zone with the offsets written below by hand from tzdata (not Intl), so the
 * time-zone code is checked too. Run: npx tsx scripts/generate-horoscope-reference.ts
 * (docs/decisions/0108).
 */
import { writeFileSync } from 'node:fs';

/**
 * The part of `sweph` this script uses. sweph is not a dependency of the project: it compiles
 * C++ at install (node-gyp) and is AGPL, so a fresh `npm ci` must not need it. Install it for a
 * run only: `npm install --no-save sweph@2.10.3-b-1` (needs a C++ toolchain).
 */
interface SwephResult {
  data: [number, number, ...number[]];
}
interface Sweph {
  constants: Record<'SE_SIDM_LAHIRI' | 'SEFLG_MOSEPH' | 'SEFLG_SIDEREAL' | 'SE_GREG_CAL' | 'SE_MOON' | 'SE_MARS', number>;
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  utc_time_zone(y: number, m: number, d: number, h: number, mi: number, s: number, offset: number): { year: number; month: number; day: number; hour: number; minute: number; second: number };
  utc_to_jd(y: number, m: number, d: number, h: number, mi: number, s: number, cal: number): SwephResult;
  calc_ut(jd: number, body: number, flags: number): SwephResult;
  houses_ex2(jd: number, flags: number, latitude: number, longitude: number, system: string): { data: { houses: number[]; points: [number, ...number[]] } };
  version(): string;
}
const swephModule = 'sweph';
const sweph = ((await import(swephModule)) as { default: Sweph }).default;

const C = sweph.constants;
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;

/** [label, date, time | null, latitude, longitude, IANA zone, offset hours by tzdata]. */
type Birth = [string, string, string | null, number, number, string, number];
const BIRTHS: Birth[] = [
  ['Pune 1901, Madras time +05:21:10', '1901-03-04', '08:15', 18.52, 73.86, 'Asia/Kolkata', 5 + 21 / 60 + 10 / 3600],
  ['Kolkata 1910', '1910-11-20', '17:40', 22.57, 88.36, 'Asia/Kolkata', 5.5],
  ['Mumbai 1925', '1925-06-30', '23:05', 19.07, 72.88, 'Asia/Kolkata', 5.5],
  ['Delhi 1942 war time +06:30', '1942-10-02', '04:30', 28.61, 77.21, 'Asia/Kolkata', 6.5],
  ['Chennai 1944 war time +06:30', '1944-01-26', '12:00', 13.08, 80.27, 'Asia/Kolkata', 6.5],
  ['Nagpur 1945 before the return to IST', '1945-08-15', '06:10', 21.15, 79.09, 'Asia/Kolkata', 6.5],
  ['Bengaluru 1947', '1947-08-15', '00:01', 12.97, 77.59, 'Asia/Kolkata', 5.5],
  ['Lucknow 1955', '1955-02-11', '09:45', 26.85, 80.95, 'Asia/Kolkata', 5.5],
  ['Hyderabad 1968', '1968-07-21', '14:20', 17.39, 78.49, 'Asia/Kolkata', 5.5],
  ['Ahmedabad 1979', '1979-12-31', '21:55', 23.02, 72.57, 'Asia/Kolkata', 5.5],
  ['Pune 1990', '1990-05-17', '06:45', 18.52, 73.86, 'Asia/Kolkata', 5.5],
  ['Jaipur 1996', '1996-03-14', '03:30', 26.91, 75.79, 'Asia/Kolkata', 5.5],
  ['Kathmandu 1985 (+05:45 from 1986; +05:30 before)', '1985-04-10', '10:10', 27.72, 85.32, 'Asia/Kathmandu', 5.5],
  ['Kathmandu 2001 +05:45', '2001-09-09', '18:00', 27.72, 85.32, 'Asia/Kathmandu', 5.75],
  ['Dhaka 2009 summer time', '2009-07-01', '08:00', 23.81, 90.41, 'Asia/Dhaka', 7],
  ['Singapore 1950 +07:30', '1950-05-05', '11:11', 1.35, 103.82, 'Asia/Singapore', 7.5],
  ['London 1940, summer time kept through the winter (+1)', '1940-12-25', '15:00', 51.51, -0.13, 'Europe/London', 1],
  ['London 1975 winter', '1975-01-15', '07:20', 51.51, -0.13, 'Europe/London', 0],
  ['New York 1963 EDT', '1963-08-28', '16:00', 40.71, -74.01, 'America/New_York', -4],
  ['Toronto 2012 EST', '2012-02-29', '02:45', 43.65, -79.38, 'America/Toronto', -5],
  ['Nairobi 1999', '1999-10-10', '13:13', -1.29, 36.82, 'Africa/Nairobi', 3],
  ['Durban 1971', '1971-04-04', '05:05', -29.86, 31.03, 'Africa/Johannesburg', 2],
  ['Sydney 2000 summer time', '2000-01-01', '10:00', -33.87, 151.21, 'Australia/Sydney', 11],
  ['Perth 1932', '1932-06-18', '20:30', -31.95, 115.86, 'Australia/Perth', 8],
  ['Auckland 2024 NZDT', '2024-12-01', '09:00', -36.85, 174.76, 'Pacific/Auckland', 13],
  ['São Paulo 1988 summer time', '1988-12-25', '22:00', -23.55, -46.63, 'America/Sao_Paulo', -2],
  ['Buenos Aires 1920', '1920-03-03', '03:03', -34.6, -58.38, 'America/Argentina/Buenos_Aires', -(4 + 16 / 60 + 48 / 3600)],
  ['Suva 2050', '2050-07-07', '07:07', -18.14, 178.44, 'Pacific/Fiji', 12],
  ['Pune 2075', '2075-11-11', '11:11', 18.52, 73.86, 'Asia/Kolkata', 5.5],
  ['Reykjavik 2099', '2099-12-31', '23:59', 64.15, -21.94, 'Atlantic/Reykjavik', 0],
  ['Mumbai 1900 New Year, Madras time +05:21:10 (tzdata)', '1900-01-01', '00:00', 19.07, 72.88, 'Asia/Kolkata', 5 + 21 / 60 + 10 / 3600],
  ['Dubai 2030', '2030-06-15', '16:30', 25.2, 55.27, 'Asia/Dubai', 4],
  ['Tromsø 2010 (high latitude lagna)', '2010-12-21', '12:00', 69.65, 18.96, 'Europe/Oslo', 1],
  ['Day span, Pune 1990, time unknown', '1990-05-17', null, 18.52, 73.86, 'Asia/Kolkata', 5.5],
  ['Day span, Sydney 2000, time unknown', '2000-01-01', null, -33.87, 151.21, 'Australia/Sydney', 11],
  ['Day span, Delhi 1943, time unknown', '1943-03-15', null, 28.61, 77.21, 'Asia/Kolkata', 6.5],
];

function julianDayUt(date: string, time: string, offsetHours: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const u = sweph.utc_time_zone(y, m, d, h, mi, 0, offsetHours);
  return sweph.utc_to_jd(u.year, u.month, u.day, u.hour, u.minute, u.second, C.SE_GREG_CAL).data[1];
}

const moonAt = (jd: number) => sweph.calc_ut(jd, C.SE_MOON, FLAGS).data[0];
const marsAt = (jd: number) => sweph.calc_ut(jd, C.SE_MARS, FLAGS).data[0];
const quarter = (lon: number) => Math.floor(lon / (360 / 108));

/** A charan-boundary birth: the minute nearest the Moon crossing the first boundary after the given time. */
function boundaryBirth(label: string, date: string, lat: number, lon: number, zone: string, offset: number): Birth {
  const jd0 = julianDayUt(date, '00:00', offset);
  const q0 = quarter(moonAt(jd0));
  let lo = jd0;
  let hi = jd0 + 0.5;
  while (quarter(moonAt(hi)) === q0) hi += 0.25;
  while (hi - lo > 1e-6) {
    const mid = (lo + hi) / 2;
    if (quarter(moonAt(mid)) === q0) lo = mid;
    else hi = mid;
  }
  const minutes = Math.round((hi - jd0) * 1440);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return [label, date, time, lat, lon, zone, offset];
}
BIRTHS.push(
  boundaryBirth('Charan boundary, Pune 1990', '1990-05-18', 18.52, 73.86, 'Asia/Kolkata', 5.5),
  boundaryBirth('Charan boundary, Cape Town 2045', '2045-02-02', -33.92, 18.42, 'Africa/Johannesburg', 2),
  boundaryBirth('Charan boundary, Delhi 1944 war time', '1944-05-05', 28.61, 77.21, 'Asia/Kolkata', 6.5),
);

const rows = BIRTHS.map(([label, date, time, latitude, longitude, timezone, offsetHours]) => {
  const row = { label, date, time, latitude, longitude, timezone, utcOffsetMinutes: Math.round(offsetHours * 60 * 1000) / 1000 };
  if (time === null) {
    // Hourly Moon positions through the local day, so the test checks the day span's charans.
    const jd0 = julianDayUt(date, '00:00', offsetHours);
    return { ...row, hourlyMoon: Array.from({ length: 25 }, (_, h) => moonAt(jd0 + h / 24)) };
  }
  const jd = julianDayUt(date, time, offsetHours);
  const houses = sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, latitude, longitude, 'W');
  return { ...row, jdUt: jd, moon: moonAt(jd), mars: marsAt(jd), ascendant: houses.data.points[0] };
});

writeFileSync(
  new URL('../worker/horoscope/compute/reference-births.json', import.meta.url),
  `${JSON.stringify({ source: `Swiss Ephemeris ${sweph.version()} (sweph npm), Moshier ephemeris, SE_SIDM_LAHIRI, sidereal, whole-sign houses`, births: rows }, null, 1)}\n`,
);
console.log(`${rows.length} births written`);
