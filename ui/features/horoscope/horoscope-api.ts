import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getHoroscope = api.user.get.horoscope[':id'].$post;
export type HoroscopeData = InferResponseType<typeof getHoroscope, 200>['data']['horoscope'];
const getCompatibility = api.match.compatibility[':id'].$post;
export type CompatibilityData = InferResponseType<typeof getCompatibility, 200>['data'];

const body = (password: string | undefined) => (password ? { password } : {});
export const fetchHoroscope = (id: string, password?: string) => call(() => getHoroscope({ param: { id }, json: body(password) }));
export const fetchCompatibility = (id: string, password?: string) => call(() => getCompatibility({ param: { id }, json: body(password) }));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §2: DOB as DD MMM YYYY, e.g. 04 Dec 1995 (from the stored YYYY-MM-DD, no time zone shift). */
export function formatDob(iso: string | null | undefined): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return null;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
