/** Business constants of spec §9, shared by the API and the UI. */
export const SESSION_LIFETIME_MS = 7_200_000;
export const IDLE_LOGOUT_MS = 1_800_000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const TOAST_CLOSE_MS = 2000;
export const ADULT_AGE = 18;
export const DROPDOWN_PAGE_SIZE = 5;
export const ROUTE_POLL_PAGE_SIZE = 10;
export const ROLE_ADMIN = 1 as const;
export const ROLE_MEMBER = 2 as const;
export const SESSION_STORAGE_KEY = 'family-token';
export const ADMIN_SESSION_STORAGE_KEY = 'family-token-admin';
/** A year of age: 365.25 days (spec §9), for whole years and for the years, months, days text (contract/age-text.ts). */
export const AGE_YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Age in whole years, counting 365.25-day years as spec §5 does. */
export function ageInYears(dob: string, now: number): number {
  const born = Date.parse(`${dob}T00:00:00Z`);
  return Math.floor((now - born) / AGE_YEAR_MS);
}
