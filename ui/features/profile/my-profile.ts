import type { Completeness, Profile } from '../../../contract/profile';
import { loadMyProfile } from './profile-api';

export interface MyProfile {
  profile: Profile;
  completeness: Completeness;
}

/**
 * A route loader's read of the signed-in member's own profile and completeness (/profile,
 * /register). A section's save invalidates it, so the completeness follows every save.
 */
export async function loadMyProfileData(userId: string): Promise<{ data: MyProfile | null; error: string | null }> {
  const res = await loadMyProfile(userId);
  return res.ok ? { data: res.body.data as unknown as MyProfile, error: null } : { data: null, error: res.error };
}
