import { api, call } from './api';
import { beginSession } from './session';

/** The profiles the signed-in person may use: their own (a member's) and each they manage (issue 27). */
export const loadUsableProfiles = () => call(() => api.user.profiles.mine.$get());

/** Opens a session for another profile one may use and makes it current, as signing in does. */
export async function switchProfile(profileId: string) {
  const res = await call(() => api.user.profiles.switch.$post({ json: { profileId } }));
  if (res.ok) beginSession(res.body);
  return res;
}
