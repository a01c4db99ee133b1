import { getLocale } from '../../contract/i18n/paraglide/runtime';

/**
 * The page's language for Intl (decision 0963): Indian conventions (12,34,567, day before month)
 * with Latin digits in every language, as Indian sites and families write numbers.
 */
export const intlLocale = () => `${getLocale()}-IN-u-nu-latn`;

/** A count or an amount with Indian grouping: 12,34,567. */
export const formatCount = (n: number) => new Intl.NumberFormat(intlLocale()).format(n);

/** A timestamp in the page's language, the month named in it. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** "5 minutes ago" style text for recent times, the date for older ones. */
export function timeAgo(ms: number, now = Date.now()): string {
  const minutes = Math.round((now - ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDateTime(ms);
}

/** A list card's age: whole years (the profile shows years, months and days: contract/age-text.ts). */
export const yearsText = (age: number | null | undefined) => (age == null ? null : `${age} years`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §2: DOB as DD MMM YYYY, e.g. 04 Dec 1995 (from the stored YYYY-MM-DD, no time zone shift). */
export function formatDob(iso: string | null | undefined): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return null;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
