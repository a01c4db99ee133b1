import type { Profile } from '../../contract/profile';
import type { MemberSettings } from '../../contract/settings';
import type { AppDeps } from '../deps';
import { pictureUrlsFor } from '../pictures/urls';
import { loadProfile } from '../profile/queries';
import { loadSettings } from '../settings/privacy';

/**
 * What the social layer reads from the other domains of issue 3 (profile, settings,
 * pictures), in one place, so each is swapped for the owner's function the day it lands.
 */
export type ViewerSettings = MemberSettings;

export const settingsOf = (deps: AppDeps, userId: string): Promise<MemberSettings> => loadSettings(deps, userId);

/** The member's whole profile (the profile domain's loader); privacy is applied by the caller. */
export const profileOf = (deps: AppDeps, userId: string): Promise<Profile | null> => loadProfile(deps, userId);

/** Picture addresses the viewer may load (the pictures domain: signed, or the default image). */
export const picturesOf = (deps: AppDeps, ownerId: string, viewerId: string | null) => pictureUrlsFor(deps, ownerId, viewerId);
