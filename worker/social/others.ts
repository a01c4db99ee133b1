import type { MemberSettings } from '../../contract/settings';
import type { AppDeps } from '../deps';
import { loadSettings } from '../settings/privacy';

/**
 * What the social layer reads from the other domains of issue 3 (profile, settings,
 * pictures), in one place, so each is swapped for the owner's function the day it lands.
 */
export type ViewerSettings = MemberSettings;

export const settingsOf = (deps: AppDeps, userId: string): Promise<MemberSettings> => loadSettings(deps, userId);

export type ProfileView = Record<string, unknown>;

/** The member's profile in the spec's shape; until the profile domain's loader, the account's fields. */
export async function profileOf(deps: AppDeps, userId: string): Promise<ProfileView | null> {
  const u = await deps.database.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'gender', 'dob', 'profile_for', 'mother_tongue_id', 'religion_id', 'profile_picture'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return null;
  return {
    _id: u.id,
    gender: u.gender,
    DOB: u.dob,
    basicDetails: { name: u.name, profileFor: u.profile_for, motherTongue: u.mother_tongue_id },
    religionDetails: { religion: u.religion_id },
    contactDetails: { email: u.email, phone: u.phone },
    horoscope: null,
    profilePicture: u.profile_picture ?? defaultPicture(u.gender),
  };
}

export const defaultPicture = (gender: string | null) => (gender === 'female' ? 'female.png' : 'male.png');

/** Picture addresses the viewer may load; until the pictures domain's signer, the stored name. */
export async function picturesOf(deps: AppDeps, ownerId: string, _viewerId: string | null): Promise<{ profilePicture: string; pictures: string[] }> {
  const u = await deps.database.db.selectFrom('users').select(['gender', 'profile_picture']).where('id', '=', ownerId).executeTakeFirst();
  return { profilePicture: u?.profile_picture ?? defaultPicture(u?.gender ?? null), pictures: [] };
}
