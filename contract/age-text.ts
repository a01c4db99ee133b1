import { m } from './i18n/paraglide/messages';
import { AGE_YEAR_MS } from './limits';

/**
 * Age as "28 years, 3 months, 12 days" (spec §5), from an ISO date of birth, in the 365.25-day
 * years of spec §9: whole years as ageInYears counts them (so the text never disagrees with
 * the eligibility rule), then whole twelfths of such a year (30.4375 days), then whole days
 * (docs/decisions/0840-accepted-matches-list.md, "Age text").
 */
const MONTH_MS = AGE_YEAR_MS / 12;
const DAY_MS = 24 * 3600 * 1000;

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

/** The parts of the age at `now`; null for a date that is not a date or lies in the future. */
export function ageParts(dob: string, now: number): AgeParts | null {
  const elapsed = now - Date.parse(`${dob}T00:00:00Z`);
  if (!Number.isFinite(elapsed) || elapsed < 0) return null;
  const years = Math.floor(elapsed / AGE_YEAR_MS);
  const afterYears = elapsed - years * AGE_YEAR_MS;
  const months = Math.floor(afterYears / MONTH_MS);
  const days = Math.floor((afterYears - months * MONTH_MS) / DAY_MS);
  return { years, months, days };
}

/** "28 years, 3 months, 12 days" ("1 year, 0 months, 1 day"); null when there is no age to show. */
export function ageText(dob: string | null | undefined, now: number): string | null {
  const parts = dob ? ageParts(dob, now) : null;
  if (!parts) return null;
  return [m.profile_age_years({ count: parts.years }), m.profile_age_months({ count: parts.months }), m.profile_age_days({ count: parts.days })].join(', ');
}
