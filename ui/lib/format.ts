import { BASE_LOCALE } from '../../contract/i18n/locales';
import { m } from '../../contract/i18n/paraglide/messages';
import { pageLocale } from './language';

/**
 * The page's language for Intl (decision 0963): Indian conventions (12,34,567, day before month)
 * with Latin digits in every language, as Indian sites and families write numbers.
 */
export const intlLocale = () => `${pageLocale()}-IN-u-nu-latn`;

/** React Aria's locale (ui/app.tsx, ui/main.tsx): the page's; none in English, where it keeps the browser's, as before. */
export const reactAriaLocale = () => (pageLocale() === BASE_LOCALE ? undefined : intlLocale());

/** A count or an amount with Indian grouping: 12,34,567. */
export const formatCount = (n: number) => new Intl.NumberFormat(intlLocale()).format(n);

/** A timestamp in the page's language, the month named in it. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** "5 minutes ago" style text for recent times, the date for older ones. */
export function timeAgo(ms: number, now = Date.now()): string {
  const minutes = Math.round((now - ms) / 60_000);
  if (minutes < 1) return m.common_just_now();
  if (minutes < 60) return m.common_minutes_ago({ count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return m.common_hours_ago({ count: hours });
  const days = Math.round(hours / 24);
  if (days < 7) return m.common_days_ago({ count: days });
  return formatDateTime(ms);
}

/** A list card's age: whole years (the profile shows years, months and days: contract/age-text.ts). */
export const yearsText = (age: number | null | undefined) => (age == null ? null : m.common_years({ age }));

/** The spec's English month names: Intl's English for India says "Sept". */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short name in the page's language (1 is January). */
const monthName = (month: number) =>
  pageLocale() === 'en' ? MONTHS[month - 1] : new Intl.DateTimeFormat(intlLocale(), { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/** Spec §2: DOB as DD MMM YYYY, e.g. 04 Dec 1995 (from the stored YYYY-MM-DD, no time zone shift). */
export function formatDob(iso: string | null | undefined): string | null {
  const parts = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!parts) return null;
  return `${parts[3]} ${monthName(Number(parts[2]))} ${parts[1]}`;
}
