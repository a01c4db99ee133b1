import { completenessOf as measure, type Completeness } from '../../contract/profile';
import type { AppDeps } from '../deps';
import { loadProfile } from '../profile/queries';

/** Profile completeness and the next step: the profile domain's own measure (as `GET /user/getProfilePercentage/{id}`). */
export async function completenessOf(deps: AppDeps, userId: string): Promise<Completeness> {
  const profile = await loadProfile(deps, userId);
  if (!profile) throw new Error(`no profile for the signed-in member ${userId}`);
  return measure(profile);
}
