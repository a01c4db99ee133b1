import type { Profile } from '../../contract/profile';
import type { MemberSettings } from '../../contract/settings';
import type { AppDeps } from '../deps';
import { loadProfile } from '../profile/queries';
import { loadSettings } from '../settings/privacy';

/**
 * What the social layer reads from the other domains of issue 3 (profile, settings,
 * pictures), in one place, so each is swapped for the owner's function the day it lands.
 */
export type ViewerSettings = MemberSettings;

export const settingsOf = (deps: AppDeps, userId: string): Promise<MemberSettings> => loadSettings(deps, userId);

export type ProfileView = Profile;

/** The member's whole profile (the profile domain's loader); privacy is applied by the caller. */
export const profileOf = (deps: AppDeps, userId: string): Promise<Profile | null> => loadProfile(deps, userId);

export const defaultPicture = (gender: string | null) => (gender === 'female' ? 'female.png' : 'male.png');

/** Picture addresses the viewer may load; until the pictures domain's signer, the stored name. */
export async function picturesOf(deps: AppDeps, ownerId: string, _viewerId: string | null): Promise<{ profilePicture: string; pictures: string[] }> {
  const u = await deps.database.db.selectFrom('users').select(['gender', 'profile_picture']).where('id', '=', ownerId).executeTakeFirst();
  return { profilePicture: u?.profile_picture ?? defaultPicture(u?.gender ?? null), pictures: [] };
}
