import type { Completeness, Profile } from '../../../contract/profile';
import { listsForSaved, type ListsByParent } from './dynamic-lists';
import { loadMyProfile } from './profile-api';
import { sectionSpecs } from './section-specs';

export interface MyProfile {
  profile: Profile;
  completeness: Completeness;
  /** The states, cities, gotras and sub-castes its saved values need. */
  lists: ListsByParent;
}

/**
 * A route loader's read of the signed-in member's own profile and completeness (/profile,
 * /register). A section's save invalidates it, so the completeness follows every save.
 */
export async function loadMyProfileData(userId: string): Promise<{ data: MyProfile | null; error: string | null }> {
  const res = await loadMyProfile(userId);
  if (!res.ok) return { data: null, error: res.error };
  const { profile, completeness } = res.body.data as unknown as Omit<MyProfile, 'lists'>;
  const lists = await listsForSaved(Object.values(sectionSpecs()).map((spec) => spec.initial(profile)));
  return { data: { profile, completeness, lists }, error: null };
}
