import type { Profile } from '../../contract/profile';
import type { AppDeps } from '../deps';
import { loadProfile } from '../profile/queries';

/**
 * The horoscope section of a member's profile, or null when they have not added one (the
 * nakshatra is the one field the section cannot be saved without).
 */
export type Horoscope = Profile['horoscope'];

export async function loadHoroscope(deps: AppDeps, userId: string): Promise<Horoscope | null> {
  const horoscope = (await loadProfile(deps, userId))?.horoscope;
  return horoscope?.nakshtra ? horoscope : null;
}
