/**
 * Local civil time → UT with the IANA time-zone database the runtime carries (ICU's copy on
 * Node and on Workers; docs/decisions/0106). Historic offsets come with it: Asia/Kolkata is
 * +06:30 in 1942–45 and +05:21:10 (Madras time) before 1906.
 */

/** The zone's offset from UT at an instant, in minutes (with a fraction for local mean time). */
export function offsetMinutesAt(timeZone: string, instant: Date): number {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value;
  // 'GMT', 'GMT+05:30', 'GMT-03:00', 'GMT+05:21:10'
  const m = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(zone);
  if (!m || !m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60;
  return m[1] === '-' ? -minutes : minutes;
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UT. */
export function wallClockAsUt(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/**
 * The instant a local wall-clock time names. The offset is looked up at the guess "wall
 * clock − offset at the wall clock read as UT", then once more at that instant, which settles
 * every real zone change. A time inside a spring-forward gap is read with the offset before
 * the change (02:30 in New York on 2021-03-14 is 07:30 UT); in an autumn overlap the first of
 * the two readings is taken.
 */
export function localToUt(date: string, time: string, timeZone: string): { utc: Date; offsetMinutes: number } {
  const wall = wallClockAsUt(date, time);
  let offset = offsetMinutesAt(timeZone, new Date(wall));
  for (let i = 0; i < 2; i++) {
    const next = offsetMinutesAt(timeZone, new Date(wall - offset * 60_000));
    if (next === offset) break;
    offset = next;
  }
  const earlier = Math.max(offset, offsetMinutesAt(timeZone, new Date(wall - offset * 60_000 - 3_600_000)));
  if (earlier !== offset && offsetMinutesAt(timeZone, new Date(wall - earlier * 60_000)) === earlier) offset = earlier;
  return { utc: new Date(wall - offset * 60_000), offsetMinutes: offset };
}
