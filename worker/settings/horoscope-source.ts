import type { AppDeps } from '../deps';

/**
 * The horoscope section of a member's profile, or null when they have not added one.
 * Read from the profile domain's `loadProfile` (worker/profile/queries.ts).
 */
export type Horoscope = Record<string, unknown>;

export async function loadHoroscope(_deps: AppDeps, _userId: string): Promise<Horoscope | null> {
  return null; // wired to loadProfile(deps, userId).horoscope once worker/profile/queries.ts exists
}
