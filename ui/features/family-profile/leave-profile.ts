import { loadUsableProfiles, switchProfile } from '../../lib/profile-switch';
import { endSessionLocally } from '../../lib/session';
import { removeFromProfile } from './family-profile-api';

/**
 * A manager leaves the profile. Leaving ends their sessions for it, so one who is a member too
 * first switches to their own profile and leaves from there, staying signed in; a family account,
 * which has no profile of its own, is signed out. Where to go next, or the refusal.
 */
export async function leaveProfile(profileId: string, accountId: string): Promise<{ ok: true; message: string; next: '/dashboard' | '/login' } | { ok: false; error: string }> {
  const usable = await loadUsableProfiles();
  const own = usable.ok ? usable.body.data.find((p) => p.role === 'candidate' && p.profileId !== profileId) : undefined;
  if (own) {
    const switched = await switchProfile(own.profileId);
    if (!switched.ok) return switched;
  }
  const res = await removeFromProfile(profileId, accountId);
  if (!res.ok) return res;
  if (own) return { ok: true, message: res.body.message, next: '/dashboard' };
  endSessionLocally();
  return { ok: true, message: res.body.message, next: '/login' };
}
